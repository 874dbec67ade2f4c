from typing import Literal

InvoiceOutDunningStatusType0 = Literal["exhausted", "recovered", "retrying"]

INVOICE_OUT_DUNNING_STATUS_TYPE_0_VALUES: set[InvoiceOutDunningStatusType0] = {
    "exhausted",
    "recovered",
    "retrying",
}


def check_invoice_out_dunning_status_type_0(value: str) -> InvoiceOutDunningStatusType0:
    if value in INVOICE_OUT_DUNNING_STATUS_TYPE_0_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {INVOICE_OUT_DUNNING_STATUS_TYPE_0_VALUES!r}"
    )
