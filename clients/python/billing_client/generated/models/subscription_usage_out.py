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
    from ..models.meter_usage_out import MeterUsageOut


T = TypeVar("T", bound="SubscriptionUsageOut")


@_attrs_define
class SubscriptionUsageOut:
    """
    Attributes:
        subscription_id (UUID):
        currency (str):
        period_start (datetime.datetime):
        period_end (datetime.datetime):
        meters (list[MeterUsageOut]):
    """

    subscription_id: UUID
    currency: str
    period_start: datetime.datetime
    period_end: datetime.datetime
    meters: list[MeterUsageOut]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.meter_usage_out import MeterUsageOut  # noqa: PLC0415

        subscription_id = str(self.subscription_id)

        currency = self.currency

        period_start = self.period_start.isoformat()

        period_end = self.period_end.isoformat()

        meters = []
        for meters_item_data in self.meters:
            meters_item = meters_item_data.to_dict()
            meters.append(meters_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "subscription_id": subscription_id,
                "currency": currency,
                "period_start": period_start,
                "period_end": period_end,
                "meters": meters,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.meter_usage_out import MeterUsageOut  # noqa: PLC0415

        d = dict(src_dict)
        subscription_id = UUID(d.pop("subscription_id"))

        currency = d.pop("currency")

        period_start = datetime.datetime.fromisoformat(d.pop("period_start"))

        period_end = datetime.datetime.fromisoformat(d.pop("period_end"))

        meters = []
        _meters = d.pop("meters")
        for meters_item_data in _meters:
            meters_item = MeterUsageOut.from_dict(meters_item_data)

            meters.append(meters_item)

        subscription_usage_out = cls(
            subscription_id=subscription_id,
            currency=currency,
            period_start=period_start,
            period_end=period_end,
            meters=meters,
        )

        subscription_usage_out.additional_properties = d
        return subscription_usage_out

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
