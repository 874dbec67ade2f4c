from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.tax_profile_out_tax_regime import check_tax_profile_out_tax_regime
from ..models.tax_profile_out_tax_regime import TaxProfileOutTaxRegime
from typing import cast
import datetime

if TYPE_CHECKING:
    from ..models.bank_account_out import BankAccountOut
    from ..models.contact_out import ContactOut
    from ..models.electronic_address_out import ElectronicAddressOut
    from ..models.legal_address_out import LegalAddressOut


T = TypeVar("T", bound="TaxProfileOut")


@_attrs_define
class TaxProfileOut:
    """
    Attributes:
        legal_name (None | str):
        oss_country (None | str):
        tax_number (None | str):
        tax_regime (TaxProfileOutTaxRegime):
        vat_id (None | str):
        legal_address (LegalAddressOut | None):
        contact (ContactOut | None):
        electronic_address (ElectronicAddressOut | None):
        bank_account (BankAccountOut | None):
        updated_at (datetime.datetime | None):
    """

    legal_name: None | str
    oss_country: None | str
    tax_number: None | str
    tax_regime: TaxProfileOutTaxRegime
    vat_id: None | str
    legal_address: LegalAddressOut | None
    contact: ContactOut | None
    electronic_address: ElectronicAddressOut | None
    bank_account: BankAccountOut | None
    updated_at: datetime.datetime | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.bank_account_out import BankAccountOut  # noqa: PLC0415
        from ..models.contact_out import ContactOut  # noqa: PLC0415
        from ..models.electronic_address_out import ElectronicAddressOut  # noqa: PLC0415
        from ..models.legal_address_out import LegalAddressOut  # noqa: PLC0415

        legal_name: None | str
        legal_name = self.legal_name

        oss_country: None | str
        oss_country = self.oss_country

        tax_number: None | str
        tax_number = self.tax_number

        tax_regime: str = self.tax_regime

        vat_id: None | str
        vat_id = self.vat_id

        legal_address: dict[str, Any] | None
        if isinstance(self.legal_address, LegalAddressOut):
            legal_address = self.legal_address.to_dict()
        else:
            legal_address = self.legal_address

        contact: dict[str, Any] | None
        if isinstance(self.contact, ContactOut):
            contact = self.contact.to_dict()
        else:
            contact = self.contact

        electronic_address: dict[str, Any] | None
        if isinstance(self.electronic_address, ElectronicAddressOut):
            electronic_address = self.electronic_address.to_dict()
        else:
            electronic_address = self.electronic_address

        bank_account: dict[str, Any] | None
        if isinstance(self.bank_account, BankAccountOut):
            bank_account = self.bank_account.to_dict()
        else:
            bank_account = self.bank_account

        updated_at: None | str
        if isinstance(self.updated_at, datetime.datetime):
            updated_at = self.updated_at.isoformat()
        else:
            updated_at = self.updated_at

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "legal_name": legal_name,
                "oss_country": oss_country,
                "tax_number": tax_number,
                "tax_regime": tax_regime,
                "vat_id": vat_id,
                "legal_address": legal_address,
                "contact": contact,
                "electronic_address": electronic_address,
                "bank_account": bank_account,
                "updated_at": updated_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.bank_account_out import BankAccountOut  # noqa: PLC0415
        from ..models.contact_out import ContactOut  # noqa: PLC0415
        from ..models.electronic_address_out import ElectronicAddressOut  # noqa: PLC0415
        from ..models.legal_address_out import LegalAddressOut  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_legal_name(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        legal_name = _parse_legal_name(d.pop("legal_name"))

        def _parse_oss_country(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        oss_country = _parse_oss_country(d.pop("oss_country"))

        def _parse_tax_number(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        tax_number = _parse_tax_number(d.pop("tax_number"))

        tax_regime = check_tax_profile_out_tax_regime(d.pop("tax_regime"))

        def _parse_vat_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        vat_id = _parse_vat_id(d.pop("vat_id"))

        def _parse_legal_address(data: object) -> LegalAddressOut | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                legal_address_type_0 = LegalAddressOut.from_dict(data)

                return legal_address_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(LegalAddressOut | None, data)

        legal_address = _parse_legal_address(d.pop("legal_address"))

        def _parse_contact(data: object) -> ContactOut | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                contact_type_0 = ContactOut.from_dict(data)

                return contact_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ContactOut | None, data)

        contact = _parse_contact(d.pop("contact"))

        def _parse_electronic_address(data: object) -> ElectronicAddressOut | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                electronic_address_type_0 = ElectronicAddressOut.from_dict(data)

                return electronic_address_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ElectronicAddressOut | None, data)

        electronic_address = _parse_electronic_address(d.pop("electronic_address"))

        def _parse_bank_account(data: object) -> BankAccountOut | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                bank_account_type_0 = BankAccountOut.from_dict(data)

                return bank_account_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BankAccountOut | None, data)

        bank_account = _parse_bank_account(d.pop("bank_account"))

        def _parse_updated_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                updated_at_type_0 = datetime.datetime.fromisoformat(data)

                return updated_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        updated_at = _parse_updated_at(d.pop("updated_at"))

        tax_profile_out = cls(
            legal_name=legal_name,
            oss_country=oss_country,
            tax_number=tax_number,
            tax_regime=tax_regime,
            vat_id=vat_id,
            legal_address=legal_address,
            contact=contact,
            electronic_address=electronic_address,
            bank_account=bank_account,
            updated_at=updated_at,
        )

        tax_profile_out.additional_properties = d
        return tax_profile_out

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
