from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from uuid import UUID


T = TypeVar("T", bound="TargetSample")


@_attrs_define
class TargetSample:
    """
    Attributes:
        subscription_id (UUID):
        customer_id (UUID):
        plan_id (UUID):
        status (str):
        currency (str):
    """

    subscription_id: UUID
    customer_id: UUID
    plan_id: UUID
    status: str
    currency: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        subscription_id = str(self.subscription_id)

        customer_id = str(self.customer_id)

        plan_id = str(self.plan_id)

        status = self.status

        currency = self.currency

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "subscription_id": subscription_id,
                "customer_id": customer_id,
                "plan_id": plan_id,
                "status": status,
                "currency": currency,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        subscription_id = UUID(d.pop("subscription_id"))

        customer_id = UUID(d.pop("customer_id"))

        plan_id = UUID(d.pop("plan_id"))

        status = d.pop("status")

        currency = d.pop("currency")

        target_sample = cls(
            subscription_id=subscription_id,
            customer_id=customer_id,
            plan_id=plan_id,
            status=status,
            currency=currency,
        )

        target_sample.additional_properties = d
        return target_sample

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
