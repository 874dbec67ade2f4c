from typing import Literal

DownloadCreditNoteXrechnungFormat = Literal["hybrid", "xml"]

DOWNLOAD_CREDIT_NOTE_XRECHNUNG_FORMAT_VALUES: set[DownloadCreditNoteXrechnungFormat] = {
    "hybrid",
    "xml",
}


def check_download_credit_note_xrechnung_format(value: str) -> DownloadCreditNoteXrechnungFormat:
    if value in DOWNLOAD_CREDIT_NOTE_XRECHNUNG_FORMAT_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {DOWNLOAD_CREDIT_NOTE_XRECHNUNG_FORMAT_VALUES!r}"
    )
