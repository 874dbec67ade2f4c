from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
    from ..models.subscription_period_data import SubscriptionPeriodData


T = TypeVar("T", bound="SubscriptionPeriodAdvancedData")


@_attrs_define
class SubscriptionPeriodAdvancedData:
    """
    Attributes:
        status (str):
        ended_period (SubscriptionPeriodData):
        current_period (SubscriptionPeriodData):
    """

    status: str
    ended_period: SubscriptionPeriodData
    current_period: SubscriptionPeriodData
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.subscription_period_data import SubscriptionPeriodData  # noqa: PLC0415

        status = self.status

        ended_period = self.ended_period.to_dict()

        current_period = self.current_period.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "status": status,
                "ended_period": ended_period,
                "current_period": current_period,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.subscription_period_data import SubscriptionPeriodData  # noqa: PLC0415

        d = dict(src_dict)
        status = d.pop("status")

        ended_period = SubscriptionPeriodData.from_dict(d.pop("ended_period"))

        current_period = SubscriptionPeriodData.from_dict(d.pop("current_period"))

        subscription_period_advanced_data = cls(
            status=status,
            ended_period=ended_period,
            current_period=current_period,
        )

        subscription_period_advanced_data.additional_properties = d
        return subscription_period_advanced_data

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
