from typing import Literal

InvoiceGenerateLocaleType0 = Literal["de", "en", "es", "fr", "it", "ja", "nl", "pt"]

INVOICE_GENERATE_LOCALE_TYPE_0_VALUES: set[InvoiceGenerateLocaleType0] = {
    "de",
    "en",
    "es",
    "fr",
    "it",
    "ja",
    "nl",
    "pt",
}


def check_invoice_generate_locale_type_0(value: str) -> InvoiceGenerateLocaleType0:
    if value in INVOICE_GENERATE_LOCALE_TYPE_0_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {INVOICE_GENERATE_LOCALE_TYPE_0_VALUES!r}"
    )
