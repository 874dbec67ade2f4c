from typing import Literal

InvoiceCreateLocaleType0 = Literal["de", "en", "es", "fr", "it", "ja", "nl", "pt"]

INVOICE_CREATE_LOCALE_TYPE_0_VALUES: set[InvoiceCreateLocaleType0] = {
    "de",
    "en",
    "es",
    "fr",
    "it",
    "ja",
    "nl",
    "pt",
}


def check_invoice_create_locale_type_0(value: str) -> InvoiceCreateLocaleType0:
    if value in INVOICE_CREATE_LOCALE_TYPE_0_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {INVOICE_CREATE_LOCALE_TYPE_0_VALUES!r}"
    )
