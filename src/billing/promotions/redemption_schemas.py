"""Request and response models of redemptions, coupon tokens, audiences and bulk enrollment."""

from __future__ import annotations

import uuid
from datetime import datetime
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

from billing.platform.money import DecimalString
from billing.platform.schemas import EmailAddress, Strict, Text
from billing.platform.shown_once import ShownOnce

MAX_TOKENS = 10_000
MAX_BULK_CUSTOMERS = 1_000
Outcome = Literal[
    "enrolled", "already_enrolled", "blocked", "ineligible", "limit_reached", "opted_out"
]


class RedeemRequest(Strict):
    model_config = ConfigDict(
        json_schema_extra={"examples": [{"customer_id": "5b0d7f5e-2a44-4c1e-9b7e-6f1c2d3e4a01"}]}
    )

    customer_id: uuid.UUID
    coupon_code: Annotated[Text, Field(min_length=1, max_length=64)] | None = Field(
        default=None, description="Required when the promotion's distribution is COUPON."
    )
    subscription_id: uuid.UUID | None = None


class TokenRedeemRequest(Strict):
    model_config = ConfigDict(
        json_schema_extra={
            "examples": [
                {"customer_id": "5b0d7f5e-2a44-4c1e-9b7e-6f1c2d3e4a01", "token": "SPRING-7K2M-Q9XA"}
            ]
        }
    )

    customer_id: uuid.UUID
    token: Annotated[Text, Field(min_length=1, max_length=200)]
    subscription_id: uuid.UUID | None = None


class RevokeRequest(Strict):
    model_config = ConfigDict(json_schema_extra={"examples": [{"revert_benefits": False}]})

    revert_benefits: bool = Field(
        default=False,
        description="Claw back the benefits this redemption gave (irreversible).",
    )


class RedemptionOut(BaseModel):
    id: uuid.UUID
    promotion_id: uuid.UUID
    version: int = Field(description="The promotion version the redemption is pinned to.")
    customer_id: uuid.UUID
    subscription_id: uuid.UUID | None
    coupon_token_id: uuid.UUID | None
    channel: str
    status: str
    redeemed_at: datetime
    opted_out_at: datetime | None
    revoked_at: datetime | None
    expired_at: datetime | None
    benefits_reverted: bool
    created_at: datetime
    updated_at: datetime


class TokensCreate(Strict):
    model_config = ConfigDict(
        json_schema_extra={
            "examples": [{"count": 2, "emails": ["anna@example.com", "ben@example.com"]}]
        }
    )

    count: int = Field(ge=1, le=MAX_TOKENS)
    emails: Annotated[list[EmailAddress], Field(max_length=MAX_TOKENS)] | None = Field(
        default=None,
        description="One per token (the list's length equals count): the token redeems only "
        "for the customer with that email.",
    )

    @field_validator("emails")
    @classmethod
    def _one_per_token(cls, value: list[str] | None, info: object) -> list[str] | None:
        count = getattr(info, "data", {}).get("count")
        if value is not None and count is not None and len(value) != count:
            raise ValueError(f"must list exactly count ({count}) emails")
        return value


class TokenOut(BaseModel):
    id: uuid.UUID
    promotion_id: uuid.UUID
    prefix: str = Field(description="The token's first characters, for display.")
    email: str | None
    customer_id: uuid.UUID | None = Field(description="The customer it is locked to, once known.")
    status: Literal["unused", "redeemed"]
    redemption_id: uuid.UUID | None
    redeemed_at: datetime | None
    created_at: datetime


class GeneratedTokenOut(TokenOut):
    token: ShownOnce


class GeneratedTokens(BaseModel):
    data: list[GeneratedTokenOut]


class AudienceMemberOut(BaseModel):
    customer_id: uuid.UUID
    name: str
    email: str | None
    enrollment_status: Literal["enrolled", "not_enrolled", "opted_out", "blocked"]


class AudiencePreviewOut(BaseModel):
    data: list[AudienceMemberOut]
    total: int = Field(description="How many customers the audience matches.")
    pagination: dict[str, Any]


class BulkEnrollRequest(Strict):
    model_config = ConfigDict(
        json_schema_extra={"examples": [{"customer_ids": ["5b0d7f5e-2a44-4c1e-9b7e-6f1c2d3e4a01"]}]}
    )

    customer_ids: Annotated[list[uuid.UUID], Field(max_length=MAX_BULK_CUSTOMERS)] = Field(
        default_factory=list
    )
    from_audience: bool = Field(default=False, description="Also every current audience match.")


class EnrollmentOut(BaseModel):
    customer_id: uuid.UUID
    outcome: Outcome
    redemption_id: uuid.UUID | None
    detail: str | None


class EnrollmentList(BaseModel):
    data: list[EnrollmentOut]


class ClawbackTotal(BaseModel):
    currency: str
    invoice_benefits: DecimalString
    wallet_credits: DecimalString
    total: DecimalString


class ClawbackPreviewOut(BaseModel):
    redemption_id: uuid.UUID
    totals: list[ClawbackTotal] = Field(
        description="Per currency; empty while no benefit of the redemption has been applied."
    )
