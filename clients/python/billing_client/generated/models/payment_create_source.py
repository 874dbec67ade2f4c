from typing import Literal

PaymentCreateSource = Literal["bank_transfer", "card_terminal", "cash", "check", "other"]

PAYMENT_CREATE_SOURCE_VALUES: set[PaymentCreateSource] = {
    "bank_transfer",
    "card_terminal",
    "cash",
    "check",
    "other",
}


def check_payment_create_source(value: str) -> PaymentCreateSource:
    if value in PAYMENT_CREATE_SOURCE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {PAYMENT_CREATE_SOURCE_VALUES!r}")
