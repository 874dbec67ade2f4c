from typing import Literal

CustomerUpdateLocaleType0 = Literal["de", "en", "es", "fr", "it", "ja", "nl", "pt"]

CUSTOMER_UPDATE_LOCALE_TYPE_0_VALUES: set[CustomerUpdateLocaleType0] = {
    "de",
    "en",
    "es",
    "fr",
    "it",
    "ja",
    "nl",
    "pt",
}


def check_customer_update_locale_type_0(value: str) -> CustomerUpdateLocaleType0:
    if value in CUSTOMER_UPDATE_LOCALE_TYPE_0_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {CUSTOMER_UPDATE_LOCALE_TYPE_0_VALUES!r}"
    )
