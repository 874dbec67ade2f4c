from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from uuid import UUID


T = TypeVar("T", bound="PaymentMethodDetachedData")


@_attrs_define
class PaymentMethodDetachedData:
    """
    Attributes:
        customer_id (UUID):
        default_payment_method_id (None | UUID):
    """

    customer_id: UUID
    default_payment_method_id: None | UUID
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        customer_id = str(self.customer_id)

        default_payment_method_id: None | str
        if isinstance(self.default_payment_method_id, UUID):
            default_payment_method_id = str(self.default_payment_method_id)
        else:
            default_payment_method_id = self.default_payment_method_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "customer_id": customer_id,
                "default_payment_method_id": default_payment_method_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        customer_id = UUID(d.pop("customer_id"))

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

        payment_method_detached_data = cls(
            customer_id=customer_id,
            default_payment_method_id=default_payment_method_id,
        )

        payment_method_detached_data.additional_properties = d
        return payment_method_detached_data

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
