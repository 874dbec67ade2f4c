from typing import Literal

CardInBrand = Literal[
    "amex", "cartes_bancaires", "diners", "discover", "jcb", "mastercard", "unionpay", "visa"
]

CARD_IN_BRAND_VALUES: set[CardInBrand] = {
    "amex",
    "cartes_bancaires",
    "diners",
    "discover",
    "jcb",
    "mastercard",
    "unionpay",
    "visa",
}


def check_card_in_brand(value: str) -> CardInBrand:
    if value in CARD_IN_BRAND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CARD_IN_BRAND_VALUES!r}")
