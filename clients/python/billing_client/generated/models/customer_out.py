from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from uuid import UUID
import datetime

if TYPE_CHECKING:
    from ..models.address_out import AddressOut
    from ..models.customer_out_metadata import CustomerOutMetadata
    from ..models.electronic_address_out import ElectronicAddressOut
    from ..models.tag_ref import TagRef


T = TypeVar("T", bound="CustomerOut")


@_attrs_define
class CustomerOut:
    """
    Attributes:
        id (UUID):
        name (str):
        email (None | str):
        currency (None | str):
        locale (None | str):
        address (AddressOut | None):
        vat_id (None | str):
        tax_exempt (bool):
        tax_exemption_reason (None | str):
        buyer_reference (None | str):
        electronic_address (ElectronicAddressOut | None):
        metadata (CustomerOutMetadata):
        test_clock_id (None | UUID):
        default_payment_method_id (None | UUID):
        tags (list[TagRef]):
        created_at (datetime.datetime):
        updated_at (datetime.datetime):
    """

    id: UUID
    name: str
    email: None | str
    currency: None | str
    locale: None | str
    address: AddressOut | None
    vat_id: None | str
    tax_exempt: bool
    tax_exemption_reason: None | str
    buyer_reference: None | str
    electronic_address: ElectronicAddressOut | None
    metadata: CustomerOutMetadata
    test_clock_id: None | UUID
    default_payment_method_id: None | UUID
    tags: list[TagRef]
    created_at: datetime.datetime
    updated_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.address_out import AddressOut  # noqa: PLC0415
        from ..models.customer_out_metadata import CustomerOutMetadata  # noqa: PLC0415
        from ..models.electronic_address_out import ElectronicAddressOut  # noqa: PLC0415
        from ..models.tag_ref import TagRef  # noqa: PLC0415

        id = str(self.id)

        name = self.name

        email: None | str
        email = self.email

        currency: None | str
        currency = self.currency

        locale: None | str
        locale = self.locale

        address: dict[str, Any] | None
        if isinstance(self.address, AddressOut):
            address = self.address.to_dict()
        else:
            address = self.address

        vat_id: None | str
        vat_id = self.vat_id

        tax_exempt = self.tax_exempt

        tax_exemption_reason: None | str
        tax_exemption_reason = self.tax_exemption_reason

        buyer_reference: None | str
        buyer_reference = self.buyer_reference

        electronic_address: dict[str, Any] | None
        if isinstance(self.electronic_address, ElectronicAddressOut):
            electronic_address = self.electronic_address.to_dict()
        else:
            electronic_address = self.electronic_address

        metadata = self.metadata.to_dict()

        test_clock_id: None | str
        if isinstance(self.test_clock_id, UUID):
            test_clock_id = str(self.test_clock_id)
        else:
            test_clock_id = self.test_clock_id

        default_payment_method_id: None | str
        if isinstance(self.default_payment_method_id, UUID):
            default_payment_method_id = str(self.default_payment_method_id)
        else:
            default_payment_method_id = self.default_payment_method_id

        tags = []
        for tags_item_data in self.tags:
            tags_item = tags_item_data.to_dict()
            tags.append(tags_item)

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "name": name,
                "email": email,
                "currency": currency,
                "locale": locale,
                "address": address,
                "vat_id": vat_id,
                "tax_exempt": tax_exempt,
                "tax_exemption_reason": tax_exemption_reason,
                "buyer_reference": buyer_reference,
                "electronic_address": electronic_address,
                "metadata": metadata,
                "test_clock_id": test_clock_id,
                "default_payment_method_id": default_payment_method_id,
                "tags": tags,
                "created_at": created_at,
                "updated_at": updated_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.address_out import AddressOut  # noqa: PLC0415
        from ..models.customer_out_metadata import CustomerOutMetadata  # noqa: PLC0415
        from ..models.electronic_address_out import ElectronicAddressOut  # noqa: PLC0415
        from ..models.tag_ref import TagRef  # noqa: PLC0415

        d = dict(src_dict)
        id = UUID(d.pop("id"))

        name = d.pop("name")

        def _parse_email(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        email = _parse_email(d.pop("email"))

        def _parse_currency(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        currency = _parse_currency(d.pop("currency"))

        def _parse_locale(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        locale = _parse_locale(d.pop("locale"))

        def _parse_address(data: object) -> AddressOut | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                address_type_0 = AddressOut.from_dict(data)

                return address_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AddressOut | None, data)

        address = _parse_address(d.pop("address"))

        def _parse_vat_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        vat_id = _parse_vat_id(d.pop("vat_id"))

        tax_exempt = d.pop("tax_exempt")

        def _parse_tax_exemption_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        tax_exemption_reason = _parse_tax_exemption_reason(d.pop("tax_exemption_reason"))

        def _parse_buyer_reference(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        buyer_reference = _parse_buyer_reference(d.pop("buyer_reference"))

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

        metadata = CustomerOutMetadata.from_dict(d.pop("metadata"))

        def _parse_test_clock_id(data: object) -> None | UUID:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                test_clock_id_type_0 = UUID(data)

                return test_clock_id_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | UUID, data)

        test_clock_id = _parse_test_clock_id(d.pop("test_clock_id"))

        def _parse_default_payment_method_id(data: object) -> None | UUID:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                default_payment_method_id_type_0 = UUID(data)

                return default_payment_method_id_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | UUID, data)

        default_payment_method_id = _parse_default_payment_method_id(
            d.pop("default_payment_method_id")
        )

        tags = []
        _tags = d.pop("tags")
        for tags_item_data in _tags:
            tags_item = TagRef.from_dict(tags_item_data)

            tags.append(tags_item)

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))

        customer_out = cls(
            id=id,
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
            default_payment_method_id=default_payment_method_id,
            tags=tags,
            created_at=created_at,
            updated_at=updated_at,
        )

        customer_out.additional_properties = d
        return customer_out

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
