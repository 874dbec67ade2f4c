from typing import Literal

PaymentMethodOutType = Literal["card", "sepa_debit"]

PAYMENT_METHOD_OUT_TYPE_VALUES: set[PaymentMethodOutType] = {
    "card",
    "sepa_debit",
}


def check_payment_method_out_type(value: str) -> PaymentMethodOutType:
    if value in PAYMENT_METHOD_OUT_TYPE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {PAYMENT_METHOD_OUT_TYPE_VALUES!r}"
    )
