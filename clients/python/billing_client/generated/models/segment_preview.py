from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
    from ..models.customer_out import CustomerOut


T = TypeVar("T", bound="SegmentPreview")


@_attrs_define
class SegmentPreview:
    """How many customers the selector matches now, and the newest of them.

    Attributes:
        count (int):
        sample (list[CustomerOut]):
    """

    count: int
    sample: list[CustomerOut]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.customer_out import CustomerOut  # noqa: PLC0415

        count = self.count

        sample = []
        for sample_item_data in self.sample:
            sample_item = sample_item_data.to_dict()
            sample.append(sample_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "count": count,
                "sample": sample,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.customer_out import CustomerOut  # noqa: PLC0415

        d = dict(src_dict)
        count = d.pop("count")

        sample = []
        _sample = d.pop("sample")
        for sample_item_data in _sample:
            sample_item = CustomerOut.from_dict(sample_item_data)

            sample.append(sample_item)

        segment_preview = cls(
            count=count,
            sample=sample,
        )

        segment_preview.additional_properties = d
        return segment_preview

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
