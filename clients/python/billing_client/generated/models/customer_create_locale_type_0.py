from typing import Literal

CustomerCreateLocaleType0 = Literal["de", "en", "es", "fr", "it", "ja", "nl", "pt"]

CUSTOMER_CREATE_LOCALE_TYPE_0_VALUES: set[CustomerCreateLocaleType0] = {
    "de",
    "en",
    "es",
    "fr",
    "it",
    "ja",
    "nl",
    "pt",
}


def check_customer_create_locale_type_0(value: str) -> CustomerCreateLocaleType0:
    if value in CUSTOMER_CREATE_LOCALE_TYPE_0_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {CUSTOMER_CREATE_LOCALE_TYPE_0_VALUES!r}"
    )
