from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.meter_create_aggregation import check_meter_create_aggregation
from ..models.meter_create_aggregation import MeterCreateAggregation
from typing import cast


T = TypeVar("T", bound="MeterCreate")


@_attrs_define
class MeterCreate:
    """
    Attributes:
        key (str):
        name (str):
        aggregation (MeterCreateAggregation):
        unit (str):
    """

    key: str
    name: str
    aggregation: MeterCreateAggregation
    unit: str

    def to_dict(self) -> dict[str, Any]:
        key = self.key

        name = self.name

        aggregation: str = self.aggregation

        unit = self.unit

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "key": key,
                "name": name,
                "aggregation": aggregation,
                "unit": unit,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        key = d.pop("key")

        name = d.pop("name")

        aggregation = check_meter_create_aggregation(d.pop("aggregation"))

        unit = d.pop("unit")

        meter_create = cls(
            key=key,
            name=name,
            aggregation=aggregation,
            unit=unit,
        )

        return meter_create
