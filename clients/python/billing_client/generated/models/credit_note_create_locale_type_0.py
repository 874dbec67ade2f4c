from typing import Literal

CreditNoteCreateLocaleType0 = Literal["de", "en", "es", "fr", "it", "ja", "nl", "pt"]

CREDIT_NOTE_CREATE_LOCALE_TYPE_0_VALUES: set[CreditNoteCreateLocaleType0] = {
    "de",
    "en",
    "es",
    "fr",
    "it",
    "ja",
    "nl",
    "pt",
}


def check_credit_note_create_locale_type_0(value: str) -> CreditNoteCreateLocaleType0:
    if value in CREDIT_NOTE_CREATE_LOCALE_TYPE_0_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {CREDIT_NOTE_CREATE_LOCALE_TYPE_0_VALUES!r}"
    )
