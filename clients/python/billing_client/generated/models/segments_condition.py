from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast
from uuid import UUID


T = TypeVar("T", bound="SegmentsCondition")


@_attrs_define
class SegmentsCondition:
    """
    Attributes:
        type_ (Literal['segments']):
        segment_ids (list[UUID]):
    """

    type_: Literal["segments"]
    segment_ids: list[UUID]

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        segment_ids = []
        for segment_ids_item_data in self.segment_ids:
            segment_ids_item = str(segment_ids_item_data)
            segment_ids.append(segment_ids_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "segment_ids": segment_ids,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["segments"], d.pop("type"))
        if type_ != "segments":
            raise ValueError(f"type must match const 'segments', got '{type_}'")

        segment_ids = []
        _segment_ids = d.pop("segment_ids")
        for segment_ids_item_data in _segment_ids:
            segment_ids_item = UUID(segment_ids_item_data)

            segment_ids.append(segment_ids_item)

        segments_condition = cls(
            type_=type_,
            segment_ids=segment_ids,
        )

        return segments_condition
