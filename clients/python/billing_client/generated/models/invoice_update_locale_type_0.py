from typing import Literal

InvoiceUpdateLocaleType0 = Literal["de", "en", "es", "fr", "it", "ja", "nl", "pt"]

INVOICE_UPDATE_LOCALE_TYPE_0_VALUES: set[InvoiceUpdateLocaleType0] = {
    "de",
    "en",
    "es",
    "fr",
    "it",
    "ja",
    "nl",
    "pt",
}


def check_invoice_update_locale_type_0(value: str) -> InvoiceUpdateLocaleType0:
    if value in INVOICE_UPDATE_LOCALE_TYPE_0_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {INVOICE_UPDATE_LOCALE_TYPE_0_VALUES!r}"
    )
