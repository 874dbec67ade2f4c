from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.customer_create_locale_type_0 import check_customer_create_locale_type_0
from ..models.customer_create_locale_type_0 import CustomerCreateLocaleType0
from ..types import UNSET, Unset
from typing import cast
from uuid import UUID

if TYPE_CHECKING:
    from ..models.address import Address
    from ..models.customer_create_metadata import CustomerCreateMetadata
    from ..models.customers_electronic_address import CustomersElectronicAddress


T = TypeVar("T", bound="CustomerCreate")


@_attrs_define
class CustomerCreate:
    """
    Attributes:
        name (str):
        email (None | str | Unset):
        currency (None | str | Unset):
        locale (CustomerCreateLocaleType0 | None | Unset):
        address (Address | None | Unset):
        vat_id (None | str | Unset):
        tax_exempt (bool | Unset):  Default: False.
        tax_exemption_reason (None | str | Unset):
        buyer_reference (None | str | Unset):
        electronic_address (CustomersElectronicAddress | None | Unset):
        metadata (CustomerCreateMetadata | Unset):
        test_clock_id (None | Unset | UUID):
    """

    name: str
    email: None | str | Unset = UNSET
    currency: None | str | Unset = UNSET
    locale: CustomerCreateLocaleType0 | None | Unset = UNSET
    address: Address | None | Unset = UNSET
    vat_id: None | str | Unset = UNSET
    tax_exempt: bool | Unset = False
    tax_exemption_reason: None | str | Unset = UNSET
    buyer_reference: None | str | Unset = UNSET
    electronic_address: CustomersElectronicAddress | None | Unset = UNSET
    metadata: CustomerCreateMetadata | Unset = UNSET
    test_clock_id: None | Unset | UUID = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.address import Address  # noqa: PLC0415
        from ..models.customer_create_metadata import CustomerCreateMetadata  # noqa: PLC0415
        from ..models.customers_electronic_address import CustomersElectronicAddress  # noqa: PLC0415

        name = self.name

        email: None | str | Unset
        if isinstance(self.email, Unset):
            email = UNSET
        else:
            email = self.email

        currency: None | str | Unset
        if isinstance(self.currency, Unset):
            currency = UNSET
        else:
            currency = self.currency

        locale: None | str | Unset
        if isinstance(self.locale, Unset):
            locale = UNSET
        elif isinstance(self.locale, str):
            locale = self.locale
        else:
            locale = self.locale

        address: dict[str, Any] | None | Unset
        if isinstance(self.address, Unset):
            address = UNSET
        elif isinstance(self.address, Address):
            address = self.address.to_dict()
        else:
            address = self.address

        vat_id: None | str | Unset
        if isinstance(self.vat_id, Unset):
            vat_id = UNSET
        else:
            vat_id = self.vat_id

        tax_exempt = self.tax_exempt

        tax_exemption_reason: None | str | Unset
        if isinstance(self.tax_exemption_reason, Unset):
            tax_exemption_reason = UNSET
        else:
            tax_exemption_reason = self.tax_exemption_reason

        buyer_reference: None | str | Unset
        if isinstance(self.buyer_reference, Unset):
            buyer_reference = UNSET
        else:
            buyer_reference = self.buyer_reference

        electronic_address: dict[str, Any] | None | Unset
        if isinstance(self.electronic_address, Unset):
            electronic_address = UNSET
        elif isinstance(self.electronic_address, CustomersElectronicAddress):
            electronic_address = self.electronic_address.to_dict()
        else:
            electronic_address = self.electronic_address

        metadata: dict[str, Any] | Unset = UNSET
        if not isinstance(self.metadata, Unset):
            metadata = self.metadata.to_dict()

        test_clock_id: None | str | Unset
        if isinstance(self.test_clock_id, Unset):
            test_clock_id = UNSET
        elif isinstance(self.test_clock_id, UUID):
            test_clock_id = str(self.test_clock_id)
        else:
            test_clock_id = self.test_clock_id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
            }
        )
        if email is not UNSET:
            field_dict["email"] = email
        if currency is not UNSET:
            field_dict["currency"] = currency
        if locale is not UNSET:
            field_dict["locale"] = locale
        if address is not UNSET:
            field_dict["address"] = address
        if vat_id is not UNSET:
            field_dict["vat_id"] = vat_id
        if tax_exempt is not UNSET:
            field_dict["tax_exempt"] = tax_exempt
        if tax_exemption_reason is not UNSET:
            field_dict["tax_exemption_reason"] = tax_exemption_reason
        if buyer_reference is not UNSET:
            field_dict["buyer_reference"] = buyer_reference
        if electronic_address is not UNSET:
            field_dict["electronic_address"] = electronic_address
        if metadata is not UNSET:
            field_dict["metadata"] = metadata
        if test_clock_id is not UNSET:
            field_dict["test_clock_id"] = test_clock_id

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.address import Address  # noqa: PLC0415
        from ..models.customer_create_metadata import CustomerCreateMetadata  # noqa: PLC0415
        from ..models.customers_electronic_address import CustomersElectronicAddress  # noqa: PLC0415

        d = dict(src_dict)
        name = d.pop("name")

        def _parse_email(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        email = _parse_email(d.pop("email", UNSET))

        def _parse_currency(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        currency = _parse_currency(d.pop("currency", UNSET))

        def _parse_locale(data: object) -> CustomerCreateLocaleType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                locale_type_0 = check_customer_create_locale_type_0(data)

                return locale_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CustomerCreateLocaleType0 | None | Unset, data)

        locale = _parse_locale(d.pop("locale", UNSET))

        def _parse_address(data: object) -> Address | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                address_type_0 = Address.from_dict(data)

                return address_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Address | None | Unset, data)

        address = _parse_address(d.pop("address", UNSET))

        def _parse_vat_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        vat_id = _parse_vat_id(d.pop("vat_id", UNSET))

        tax_exempt = d.pop("tax_exempt", UNSET)

        def _parse_tax_exemption_reason(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        tax_exemption_reason = _parse_tax_exemption_reason(d.pop("tax_exemption_reason", UNSET))

        def _parse_buyer_reference(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        buyer_reference = _parse_buyer_reference(d.pop("buyer_reference", UNSET))

        def _parse_electronic_address(data: object) -> CustomersElectronicAddress | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                electronic_address_type_0 = CustomersElectronicAddress.from_dict(data)

                return electronic_address_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CustomersElectronicAddress | None | Unset, data)

        electronic_address = _parse_electronic_address(d.pop("electronic_address", UNSET))

        _metadata = d.pop("metadata", UNSET)
        metadata: CustomerCreateMetadata | Unset
        if isinstance(_metadata, Unset):
            metadata = UNSET
        else:
            metadata = CustomerCreateMetadata.from_dict(_metadata)

        def _parse_test_clock_id(data: object) -> None | Unset | UUID:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                test_clock_id_type_0 = UUID(data)

                return test_clock_id_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Unset | UUID, data)

        test_clock_id = _parse_test_clock_id(d.pop("test_clock_id", UNSET))

        customer_create = cls(
            name=name,
            email=email,
            currency=currency,
            locale=locale,
            address=address,
            vat_id=vat_id,
            tax_exempt=tax_exempt,
            tax_exemption_reason=tax_exemption_reason,
            buyer_reference=buyer_reference,
            electronic_address=electronic_address,
            metadata=metadata,
            test_clock_id=test_clock_id,
        )

        return customer_create
