from typing import Literal

CreditNoteCreateReasonCodeType0 = Literal[
    "duplicate",
    "fraudulent",
    "order_change",
    "other",
    "product_unsatisfactory",
    "requested_by_customer",
    "service_issue",
]

CREDIT_NOTE_CREATE_REASON_CODE_TYPE_0_VALUES: set[CreditNoteCreateReasonCodeType0] = {
    "duplicate",
    "fraudulent",
    "order_change",
    "other",
    "product_unsatisfactory",
    "requested_by_customer",
    "service_issue",
}


def check_credit_note_create_reason_code_type_0(value: str) -> CreditNoteCreateReasonCodeType0:
    if value in CREDIT_NOTE_CREATE_REASON_CODE_TYPE_0_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {CREDIT_NOTE_CREATE_REASON_CODE_TYPE_0_VALUES!r}"
    )
