from typing import Literal

DownloadInvoiceXrechnungFormat = Literal["hybrid", "xml"]

DOWNLOAD_INVOICE_XRECHNUNG_FORMAT_VALUES: set[DownloadInvoiceXrechnungFormat] = {
    "hybrid",
    "xml",
}


def check_download_invoice_xrechnung_format(value: str) -> DownloadInvoiceXrechnungFormat:
    if value in DOWNLOAD_INVOICE_XRECHNUNG_FORMAT_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {DOWNLOAD_INVOICE_XRECHNUNG_FORMAT_VALUES!r}"
    )
