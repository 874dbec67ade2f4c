from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from uuid import UUID

if TYPE_CHECKING:
    from ..models.subscription_add_on_quantity import SubscriptionAddOnQuantity


T = TypeVar("T", bound="SubscriptionTerms")


@_attrs_define
class SubscriptionTerms:
    """
    Attributes:
        plan_id (UUID):
        quantity (int):
        add_ons (list[SubscriptionAddOnQuantity]):
    """

    plan_id: UUID
    quantity: int
    add_ons: list[SubscriptionAddOnQuantity]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.subscription_add_on_quantity import SubscriptionAddOnQuantity  # noqa: PLC0415

        plan_id = str(self.plan_id)

        quantity = self.quantity

        add_ons = []
        for add_ons_item_data in self.add_ons:
            add_ons_item = add_ons_item_data.to_dict()
            add_ons.append(add_ons_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "plan_id": plan_id,
                "quantity": quantity,
                "add_ons": add_ons,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.subscription_add_on_quantity import SubscriptionAddOnQuantity  # noqa: PLC0415

        d = dict(src_dict)
        plan_id = UUID(d.pop("plan_id"))

        quantity = d.pop("quantity")

        add_ons = []
        _add_ons = d.pop("add_ons")
        for add_ons_item_data in _add_ons:
            add_ons_item = SubscriptionAddOnQuantity.from_dict(add_ons_item_data)

            add_ons.append(add_ons_item)

        subscription_terms = cls(
            plan_id=plan_id,
            quantity=quantity,
            add_ons=add_ons,
        )

        subscription_terms.additional_properties = d
        return subscription_terms

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
