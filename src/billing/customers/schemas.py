"""Request and response models of the customers domain."""

from __future__ import annotations

import uuid
from collections.abc import Sequence
from datetime import datetime
from typing import Annotated, Any

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, field_validator

from billing.customers.eas import listed_scheme
from billing.customers.vat_ids import normalize_vat_id
from billing.models.customer import Customer
from billing.models.tags import Tag
from billing.platform.money import CurrencyCode
from billing.platform.schemas import (
    CountryCode,
    EmailAddress,
    Locale,
    Metadata,
    Name,
    Strict,
    Text,
    not_null,
)
from billing.tags.schemas import TagRef

VatId = Annotated[Text, Field(min_length=2, max_length=40), AfterValidator(normalize_vat_id)]
EasCode = Annotated[Text, Field(pattern=r"^[0-9A-Z]{2,4}$"), AfterValidator(listed_scheme)]
"""An Electronic Address Scheme code of the CEF EAS list (BR-CL-25), e.g. `EM` for e-mail,
`0204` for a Leitweg-ID, `9930` for a German VAT id."""


class Address(Strict):
    line1: Annotated[Text, Field(max_length=200)] | None = None
    line2: Annotated[Text, Field(max_length=200)] | None = None
    city: Annotated[Text, Field(max_length=100)] | None = None
    postal_code: Annotated[Text, Field(max_length=20)] | None = None
    country: CountryCode | None = None


class ElectronicAddress(Strict):
    """Where the buyer receives e-invoices (XRechnung BT-49): a scheme and a value."""

    scheme: EasCode
    value: Annotated[Text, Field(min_length=1, max_length=255)]


class _CustomerFields(Strict):
    email: EmailAddress | None = None
    currency: CurrencyCode | None = None
    locale: Locale | None = None
    address: Address | None = None
    vat_id: VatId | None = None
    tax_exempt: bool = False
    tax_exemption_reason: Annotated[Text, Field(max_length=255)] | None = None
    buyer_reference: Annotated[Text, Field(max_length=200)] | None = None
    electronic_address: ElectronicAddress | None = None
    metadata: Metadata = Field(default_factory=dict)


class CustomerCreate(_CustomerFields):
    model_config = ConfigDict(
        json_schema_extra={
            "examples": [
                {
                    "name": "Acme Corporation",
                    "email": "billing@acme.example",
                    "currency": "EUR",
                    "locale": "de",
                    "address": {
                        "line1": "Friedrichstr. 100",
                        "city": "Berlin",
                        "postal_code": "10117",
                        "country": "DE",
                    },
                    "metadata": {"crm_id": "ACME-42"},
                }
            ]
        }
    )

    name: Name
    test_clock_id: uuid.UUID | None = None


class CustomerUpdate(_CustomerFields):
    """A merge-patch: omitted fields stay unchanged, `null` clears a field."""

    model_config = ConfigDict(
        json_schema_extra={
            "examples": [
                {
                    "email": "accounts@acme.example",
                    "buyer_reference": "04011000-12345-03",
                    "metadata": {"crm_id": "ACME-42"},
                }
            ]
        }
    )

    name: Name | None = None
    tax_exempt: bool | None = None  # type: ignore[assignment]
    metadata: Metadata | None = None  # type: ignore[assignment]
    default_payment_method_id: uuid.UUID | None = None

    _required = field_validator("name", "tax_exempt", "metadata")(not_null)


class AddressOut(BaseModel):
    line1: str | None
    line2: str | None
    city: str | None
    postal_code: str | None
    country: str | None


class ElectronicAddressOut(BaseModel):
    scheme: str
    value: str


class CustomerOut(BaseModel):
    id: uuid.UUID
    name: str
    email: str | None
    currency: str | None
    locale: str | None
    address: AddressOut | None
    vat_id: str | None
    tax_exempt: bool
    tax_exemption_reason: str | None
    buyer_reference: str | None
    electronic_address: ElectronicAddressOut | None
    metadata: dict[str, Any]
    test_clock_id: uuid.UUID | None
    default_payment_method_id: uuid.UUID | None
    tags: list[TagRef]
    created_at: datetime
    updated_at: datetime


def customer_out(customer: Customer, customer_tags: Sequence[Tag]) -> CustomerOut:
    address_values = (
        customer.address_line1,
        customer.address_line2,
        customer.address_city,
        customer.address_postal_code,
        customer.address_country,
    )
    address = (
        AddressOut(
            line1=customer.address_line1,
            line2=customer.address_line2,
            city=customer.address_city,
            postal_code=customer.address_postal_code,
            country=customer.address_country,
        )
        if any(value is not None for value in address_values)
        else None
    )
    electronic = (
        ElectronicAddressOut(
            scheme=customer.electronic_address_scheme, value=customer.electronic_address_value
        )
        if customer.electronic_address_scheme and customer.electronic_address_value
        else None
    )
    return CustomerOut(
        id=customer.id,
        name=customer.name,
        email=customer.email,
        currency=customer.currency,
        locale=customer.locale,
        address=address,
        vat_id=customer.vat_id,
        tax_exempt=customer.tax_exempt,
        tax_exemption_reason=customer.tax_exemption_reason,
        buyer_reference=customer.buyer_reference,
        electronic_address=electronic,
        metadata=customer.metadata_,
        test_clock_id=customer.test_clock_id,
        default_payment_method_id=customer.default_payment_method_id,
        tags=[TagRef.model_validate(tag) for tag in customer_tags],
        created_at=customer.created_at,
        updated_at=customer.updated_at,
    )
