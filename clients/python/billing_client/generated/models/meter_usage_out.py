from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from uuid import UUID

if TYPE_CHECKING:
    from ..models.meter_usage_out_tiers_item import MeterUsageOutTiersItem


T = TypeVar("T", bound="MeterUsageOut")


@_attrs_define
class MeterUsageOut:
    """
    Attributes:
        meter (str):
        aggregation (str):
        unit (str):
        quantity (str): The period's aggregate, late events included.
        events (int):
        late_events (int): Events of the previous period received late.
        price_id (UUID):
        rate_table_id (UUID):
        rate_table_version (int):
        amount (str): What the invoice bills for it (before tax).
        tiers (list[MeterUsageOutTiersItem]): Per tier reached: units, rate, exact amount and, for a formula rate, the
            formula version and inputs.
    """

    meter: str
    aggregation: str
    unit: str
    quantity: str
    events: int
    late_events: int
    price_id: UUID
    rate_table_id: UUID
    rate_table_version: int
    amount: str
    tiers: list[MeterUsageOutTiersItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.meter_usage_out_tiers_item import MeterUsageOutTiersItem  # noqa: PLC0415

        meter = self.meter

        aggregation = self.aggregation

        unit = self.unit

        quantity = self.quantity

        events = self.events

        late_events = self.late_events

        price_id = str(self.price_id)

        rate_table_id = str(self.rate_table_id)

        rate_table_version = self.rate_table_version

        amount = self.amount

        tiers = []
        for tiers_item_data in self.tiers:
            tiers_item = tiers_item_data.to_dict()
            tiers.append(tiers_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "meter": meter,
                "aggregation": aggregation,
                "unit": unit,
                "quantity": quantity,
                "events": events,
                "late_events": late_events,
                "price_id": price_id,
                "rate_table_id": rate_table_id,
                "rate_table_version": rate_table_version,
                "amount": amount,
                "tiers": tiers,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.meter_usage_out_tiers_item import MeterUsageOutTiersItem  # noqa: PLC0415

        d = dict(src_dict)
        meter = d.pop("meter")

        aggregation = d.pop("aggregation")

        unit = d.pop("unit")

        quantity = d.pop("quantity")

        events = d.pop("events")

        late_events = d.pop("late_events")

        price_id = UUID(d.pop("price_id"))

        rate_table_id = UUID(d.pop("rate_table_id"))

        rate_table_version = d.pop("rate_table_version")

        amount = d.pop("amount")

        tiers = []
        _tiers = d.pop("tiers")
        for tiers_item_data in _tiers:
            tiers_item = MeterUsageOutTiersItem.from_dict(tiers_item_data)

            tiers.append(tiers_item)

        meter_usage_out = cls(
            meter=meter,
            aggregation=aggregation,
            unit=unit,
            quantity=quantity,
            events=events,
            late_events=late_events,
            price_id=price_id,
            rate_table_id=rate_table_id,
            rate_table_version=rate_table_version,
            amount=amount,
            tiers=tiers,
        )

        meter_usage_out.additional_properties = d
        return meter_usage_out

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
