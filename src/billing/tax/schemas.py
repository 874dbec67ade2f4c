"""Request and response models of the tax domain."""

from __future__ import annotations

from datetime import date, datetime
from typing import Annotated, Any, Literal, TypeVar

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, field_validator
from stdnum import bic as stdnum_bic
from stdnum import iban as stdnum_iban

from billing.customers.schemas import EasCode, VatId
from billing.models.tax import TaxProfile
from billing.platform.money import DecimalString
from billing.platform.schemas import CountryCode, EmailAddress, Name, Strict, Text, not_null
from billing.tax.resolution import EU_MEMBER_STATES

TaxRegime = Literal["standard", "small_business"]
OutModel = TypeVar("OutModel", bound=BaseModel)


def _eu_member_state(value: str) -> str:
    if value not in EU_MEMBER_STATES:
        raise ValueError("must be an EU member state (the OSS state of identification)")
    return value


def _iban(value: str) -> str:
    if not stdnum_iban.is_valid(value):
        raise ValueError("is not a valid IBAN")
    return str(stdnum_iban.compact(value))


def _bic(value: str) -> str:
    if not stdnum_bic.is_valid(value):
        raise ValueError("is not a valid BIC (8 or 11 characters)")
    return str(stdnum_bic.compact(value))


MemberState = Annotated[CountryCode, AfterValidator(_eu_member_state)]
Iban = Annotated[Text, Field(min_length=5, max_length=50), AfterValidator(_iban)]
Bic = Annotated[Text, Field(min_length=8, max_length=14), AfterValidator(_bic)]


class LegalAddress(Strict):
    line1: Annotated[Text, Field(max_length=200)] | None = None
    line2: Annotated[Text, Field(max_length=200)] | None = None
    city: Annotated[Text, Field(max_length=100)] | None = None
    postal_code: Annotated[Text, Field(max_length=20)] | None = None
    country: CountryCode | None = None


class Contact(Strict):
    name: Annotated[Text, Field(max_length=200)] | None = None
    phone: Annotated[Text, Field(max_length=50)] | None = None
    email: EmailAddress | None = None


class ElectronicAddress(Strict):
    """Where the seller receives e-invoices (XRechnung BT-34): an EAS scheme and a value."""

    scheme: EasCode
    value: Annotated[Text, Field(min_length=1, max_length=255)]


class BankAccount(Strict):
    """The account customers pay into (XRechnung BG-17)."""

    iban: Iban
    bic: Bic | None = None
    account_name: Annotated[Text, Field(max_length=200)] | None = None


class TaxProfileUpdate(Strict):
    """A merge-patch: omitted fields stay, `null` clears a field, and an object
    (`legal_address`, `contact`, `electronic_address`, `bank_account`) replaces the stored one
    as a whole."""

    model_config = ConfigDict(
        json_schema_extra={
            "examples": [
                {
                    "legal_name": "Example GmbH",
                    "vat_id": "DE123456788",
                    "tax_number": "12/345/67890",
                    "legal_address": {
                        "line1": "Hauptstr. 1",
                        "city": "Berlin",
                        "postal_code": "10115",
                        "country": "DE",
                    },
                    "contact": {
                        "name": "Anna Weber",
                        "phone": "+49 30 1234567",
                        "email": "billing@example.de",
                    },
                    "electronic_address": {"scheme": "EM", "value": "invoices@example.de"},
                    "bank_account": {
                        "iban": "DE89370400440532013000",
                        "bic": "COBADEFFXXX",
                        "account_name": "Example GmbH",
                    },
                }
            ]
        }
    )

    legal_name: Name | None = None
    oss_country: MemberState | None = None
    tax_number: Annotated[Text, Field(min_length=1, max_length=64)] | None = None
    tax_regime: TaxRegime | None = None
    vat_id: VatId | None = None
    legal_address: LegalAddress | None = None
    contact: Contact | None = None
    electronic_address: ElectronicAddress | None = None
    bank_account: BankAccount | None = None

    _regime_required = field_validator("tax_regime")(not_null)


class LegalAddressOut(BaseModel):
    line1: str | None
    line2: str | None
    city: str | None
    postal_code: str | None
    country: str | None


class ContactOut(BaseModel):
    name: str | None
    phone: str | None
    email: str | None


class ElectronicAddressOut(BaseModel):
    scheme: str
    value: str


class BankAccountOut(BaseModel):
    iban: str
    bic: str | None
    account_name: str | None


class TaxProfileOut(BaseModel):
    legal_name: str | None
    oss_country: str | None
    tax_number: str | None
    tax_regime: TaxRegime
    vat_id: str | None
    legal_address: LegalAddressOut | None
    contact: ContactOut | None
    electronic_address: ElectronicAddressOut | None
    bank_account: BankAccountOut | None
    updated_at: datetime | None
    """When the profile last changed; null while it was never set."""


class VatRateOut(BaseModel):
    country: str
    standard_rate: DecimalString
    reduced_rates: list[DecimalString]
    super_reduced_rate: DecimalString | None
    parking_rate: DecimalString | None
    effective_from: date


class VatRatePagination(BaseModel):
    cursor: None
    has_more: Literal[False]


class VatRateList(BaseModel):
    data: list[VatRateOut]
    pagination: VatRatePagination
    source: Literal["shipped", "loaded"]
    """`shipped`: the table in the package; `loaded`: the table last loaded by
    `billing tax update-rates`."""


class TaxExportRow(BaseModel):
    invoice_id: str
    invoice_number: str | None
    issued_on: date
    invoice_status: str
    customer_id: str
    customer_country: str | None
    customer_vat_id: str | None
    currency: str
    line_id: str
    description: str
    net_amount: DecimalString
    tax_category_code: str
    tax_rate: DecimalString
    tax_amount: DecimalString
    tax_exemption_reason: str | None
    tax_exemption_reason_code: str | None
    tax_basis: str
    jurisdiction: str | None


class TaxExportList(BaseModel):
    data: list[TaxExportRow]


def profile_out(profile: TaxProfile | None) -> TaxProfileOut:
    """The profile as the API shows it; before the first update, the empty profile."""
    if profile is None:
        return TaxProfileOut(
            legal_name=None,
            oss_country=None,
            tax_number=None,
            tax_regime="standard",
            vat_id=None,
            legal_address=None,
            contact=None,
            electronic_address=None,
            bank_account=None,
            updated_at=None,
        )
    return TaxProfileOut(
        legal_name=profile.legal_name,
        oss_country=profile.oss_country,
        tax_number=profile.tax_number,
        tax_regime=profile.tax_regime,
        vat_id=profile.vat_id,
        legal_address=_whole(LegalAddressOut, profile.legal_address),
        contact=_whole(ContactOut, profile.contact),
        electronic_address=_whole(ElectronicAddressOut, profile.electronic_address),
        bank_account=_whole(BankAccountOut, profile.bank_account),
        updated_at=profile.updated_at,
    )


def _whole(model: type[OutModel], stored: dict[str, Any] | None) -> OutModel | None:
    """A stored object with every field of its model (missing ones null), or None when unset."""
    if not stored:
        return None
    return model.model_validate({name: stored.get(name) for name in model.model_fields})
