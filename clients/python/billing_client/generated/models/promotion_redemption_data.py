from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from uuid import UUID


T = TypeVar("T", bound="PromotionRedemptionData")


@_attrs_define
class PromotionRedemptionData:
    """
    Attributes:
        promotion_id (UUID):
        customer_id (UUID):
        status (str):
    """

    promotion_id: UUID
    customer_id: UUID
    status: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        promotion_id = str(self.promotion_id)

        customer_id = str(self.customer_id)

        status = self.status

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "promotion_id": promotion_id,
                "customer_id": customer_id,
                "status": status,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        promotion_id = UUID(d.pop("promotion_id"))

        customer_id = UUID(d.pop("customer_id"))

        status = d.pop("status")

        promotion_redemption_data = cls(
            promotion_id=promotion_id,
            customer_id=customer_id,
            status=status,
        )

        promotion_redemption_data.additional_properties = d
        return promotion_redemption_data

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
