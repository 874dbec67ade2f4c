"""Request and response models of the payments domain.

Display data only: a card is its brand, last four digits and expiry; a SEPA debit is its IBAN's
last four characters and its mandate reference. A body carrying a full `number` or `iban` is
refused as an unknown field.
"""

from __future__ import annotations

import uuid
from datetime import datetime
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field

from billing.payments.gateway import PaymentMethodType
from billing.platform.schemas import Metadata, Strict, Text

CARD_BRANDS = (
    "visa",
    "mastercard",
    "amex",
    "discover",
    "diners",
    "jcb",
    "unionpay",
    "cartes_bancaires",
)
CardBrand = Literal[
    "visa", "mastercard", "amex", "discover", "diners", "jcb", "unionpay", "cartes_bancaires"
]
PaymentMethodStatus = Literal["active", "detached"]

Last4 = Annotated[Text, Field(pattern=r"^[0-9]{4}$", examples=["4242"])]
IbanLast4 = Annotated[Text, Field(pattern=r"^[0-9A-Z]{4}$", examples=["3000"])]
MandateReference = Annotated[
    Text,
    Field(min_length=1, max_length=35, pattern=r"^[A-Za-z0-9+?/:().,' -]+$"),
]
"""The SEPA mandate reference (at most 35 characters of the SEPA character set)."""


class CardIn(Strict):
    brand: CardBrand
    last4: Last4
    exp_month: Annotated[int, Field(ge=1, le=12)]
    exp_year: Annotated[int, Field(ge=1000, le=9999)]


class SepaDebitIn(Strict):
    iban_last4: IbanLast4
    mandate_reference: MandateReference


class PaymentMethodCreate(Strict):
    model_config = ConfigDict(
        json_schema_extra={
            "examples": [
                {
                    "type": "card",
                    "card": {"brand": "visa", "last4": "4242", "exp_month": 12, "exp_year": 2030},
                    "set_default": True,
                }
            ]
        }
    )

    type: PaymentMethodType
    card: CardIn | None = None
    """Required when `type` is `card`, refused otherwise."""
    sepa_debit: SepaDebitIn | None = None
    """Required when `type` is `sepa_debit`, refused otherwise."""
    metadata: Metadata = Field(default_factory=dict)
    set_default: bool = False
    """Make this method the customer's default (the first method attached always becomes it)."""


class CardOut(BaseModel):
    brand: str
    last4: str
    exp_month: int
    exp_year: int


class SepaDebitOut(BaseModel):
    iban_last4: str
    mandate_reference: str | None


class PaymentMethodOut(BaseModel):
    id: uuid.UUID
    customer_id: uuid.UUID
    type: PaymentMethodType
    status: PaymentMethodStatus
    card: CardOut | None
    sepa_debit: SepaDebitOut | None
    is_default: bool
    metadata: dict[str, str]
    created_at: datetime
    detached_at: datetime | None
