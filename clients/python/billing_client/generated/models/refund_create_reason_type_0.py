from typing import Literal

RefundCreateReasonType0 = Literal[
    "duplicate", "fraudulent", "other", "requested_by_customer", "service_issue"
]

REFUND_CREATE_REASON_TYPE_0_VALUES: set[RefundCreateReasonType0] = {
    "duplicate",
    "fraudulent",
    "other",
    "requested_by_customer",
    "service_issue",
}


def check_refund_create_reason_type_0(value: str) -> RefundCreateReasonType0:
    if value in REFUND_CREATE_REASON_TYPE_0_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {REFUND_CREATE_REASON_TYPE_0_VALUES!r}"
    )
