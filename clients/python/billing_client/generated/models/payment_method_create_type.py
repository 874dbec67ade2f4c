from typing import Literal

PaymentMethodCreateType = Literal["card", "sepa_debit"]

PAYMENT_METHOD_CREATE_TYPE_VALUES: set[PaymentMethodCreateType] = {
    "card",
    "sepa_debit",
}


def check_payment_method_create_type(value: str) -> PaymentMethodCreateType:
    if value in PAYMENT_METHOD_CREATE_TYPE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {PAYMENT_METHOD_CREATE_TYPE_VALUES!r}"
    )
