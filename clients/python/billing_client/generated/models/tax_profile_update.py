from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.tax_profile_update_tax_regime_type_0 import check_tax_profile_update_tax_regime_type_0
from ..models.tax_profile_update_tax_regime_type_0 import TaxProfileUpdateTaxRegimeType0
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
    from ..models.bank_account import BankAccount
    from ..models.contact import Contact
    from ..models.legal_address import LegalAddress
    from ..models.tax_electronic_address import TaxElectronicAddress


T = TypeVar("T", bound="TaxProfileUpdate")


@_attrs_define
class TaxProfileUpdate:
    """A merge-patch: omitted fields stay, `null` clears a field, and an object
    (`legal_address`, `contact`, `electronic_address`, `bank_account`) replaces the stored one
    as a whole.

        Attributes:
            legal_name (None | str | Unset):
            oss_country (None | str | Unset):
            tax_number (None | str | Unset):
            tax_regime (None | TaxProfileUpdateTaxRegimeType0 | Unset):
            vat_id (None | str | Unset):
            legal_address (LegalAddress | None | Unset):
            contact (Contact | None | Unset):
            electronic_address (None | TaxElectronicAddress | Unset):
            bank_account (BankAccount | None | Unset):
    """

    legal_name: None | str | Unset = UNSET
    oss_country: None | str | Unset = UNSET
    tax_number: None | str | Unset = UNSET
    tax_regime: None | TaxProfileUpdateTaxRegimeType0 | Unset = UNSET
    vat_id: None | str | Unset = UNSET
    legal_address: LegalAddress | None | Unset = UNSET
    contact: Contact | None | Unset = UNSET
    electronic_address: None | TaxElectronicAddress | Unset = UNSET
    bank_account: BankAccount | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.bank_account import BankAccount  # noqa: PLC0415
        from ..models.contact import Contact  # noqa: PLC0415
        from ..models.legal_address import LegalAddress  # noqa: PLC0415
        from ..models.tax_electronic_address import TaxElectronicAddress  # noqa: PLC0415

        legal_name: None | str | Unset
        if isinstance(self.legal_name, Unset):
            legal_name = UNSET
        else:
            legal_name = self.legal_name

        oss_country: None | str | Unset
        if isinstance(self.oss_country, Unset):
            oss_country = UNSET
        else:
            oss_country = self.oss_country

        tax_number: None | str | Unset
        if isinstance(self.tax_number, Unset):
            tax_number = UNSET
        else:
            tax_number = self.tax_number

        tax_regime: None | str | Unset
        if isinstance(self.tax_regime, Unset):
            tax_regime = UNSET
        elif isinstance(self.tax_regime, str):
            tax_regime = self.tax_regime
        else:
            tax_regime = self.tax_regime

        vat_id: None | str | Unset
        if isinstance(self.vat_id, Unset):
            vat_id = UNSET
        else:
            vat_id = self.vat_id

        legal_address: dict[str, Any] | None | Unset
        if isinstance(self.legal_address, Unset):
            legal_address = UNSET
        elif isinstance(self.legal_address, LegalAddress):
            legal_address = self.legal_address.to_dict()
        else:
            legal_address = self.legal_address

        contact: dict[str, Any] | None | Unset
        if isinstance(self.contact, Unset):
            contact = UNSET
        elif isinstance(self.contact, Contact):
            contact = self.contact.to_dict()
        else:
            contact = self.contact

        electronic_address: dict[str, Any] | None | Unset
        if isinstance(self.electronic_address, Unset):
            electronic_address = UNSET
        elif isinstance(self.electronic_address, TaxElectronicAddress):
            electronic_address = self.electronic_address.to_dict()
        else:
            electronic_address = self.electronic_address

        bank_account: dict[str, Any] | None | Unset
        if isinstance(self.bank_account, Unset):
            bank_account = UNSET
        elif isinstance(self.bank_account, BankAccount):
            bank_account = self.bank_account.to_dict()
        else:
            bank_account = self.bank_account

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if legal_name is not UNSET:
            field_dict["legal_name"] = legal_name
        if oss_country is not UNSET:
            field_dict["oss_country"] = oss_country
        if tax_number is not UNSET:
            field_dict["tax_number"] = tax_number
        if tax_regime is not UNSET:
            field_dict["tax_regime"] = tax_regime
        if vat_id is not UNSET:
            field_dict["vat_id"] = vat_id
        if legal_address is not UNSET:
            field_dict["legal_address"] = legal_address
        if contact is not UNSET:
            field_dict["contact"] = contact
        if electronic_address is not UNSET:
            field_dict["electronic_address"] = electronic_address
        if bank_account is not UNSET:
            field_dict["bank_account"] = bank_account

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.bank_account import BankAccount  # noqa: PLC0415
        from ..models.contact import Contact  # noqa: PLC0415
        from ..models.legal_address import LegalAddress  # noqa: PLC0415
        from ..models.tax_electronic_address import TaxElectronicAddress  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_legal_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        legal_name = _parse_legal_name(d.pop("legal_name", UNSET))

        def _parse_oss_country(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        oss_country = _parse_oss_country(d.pop("oss_country", UNSET))

        def _parse_tax_number(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        tax_number = _parse_tax_number(d.pop("tax_number", UNSET))

        def _parse_tax_regime(data: object) -> None | TaxProfileUpdateTaxRegimeType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                tax_regime_type_0 = check_tax_profile_update_tax_regime_type_0(data)

                return tax_regime_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TaxProfileUpdateTaxRegimeType0 | Unset, data)

        tax_regime = _parse_tax_regime(d.pop("tax_regime", UNSET))

        def _parse_vat_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        vat_id = _parse_vat_id(d.pop("vat_id", UNSET))

        def _parse_legal_address(data: object) -> LegalAddress | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                legal_address_type_0 = LegalAddress.from_dict(data)

                return legal_address_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(LegalAddress | None | Unset, data)

        legal_address = _parse_legal_address(d.pop("legal_address", UNSET))

        def _parse_contact(data: object) -> Contact | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                contact_type_0 = Contact.from_dict(data)

                return contact_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Contact | None | Unset, data)

        contact = _parse_contact(d.pop("contact", UNSET))

        def _parse_electronic_address(data: object) -> None | TaxElectronicAddress | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                electronic_address_type_0 = TaxElectronicAddress.from_dict(data)

                return electronic_address_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TaxElectronicAddress | Unset, data)

        electronic_address = _parse_electronic_address(d.pop("electronic_address", UNSET))

        def _parse_bank_account(data: object) -> BankAccount | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                bank_account_type_0 = BankAccount.from_dict(data)

                return bank_account_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BankAccount | None | Unset, data)

        bank_account = _parse_bank_account(d.pop("bank_account", UNSET))

        tax_profile_update = cls(
            legal_name=legal_name,
            oss_country=oss_country,
            tax_number=tax_number,
            tax_regime=tax_regime,
            vat_id=vat_id,
            legal_address=legal_address,
            contact=contact,
            electronic_address=electronic_address,
            bank_account=bank_account,
        )

        return tax_profile_update
