from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
from uuid import UUID


T = TypeVar("T", bound="Audience")


@_attrs_define
class Audience:
    """The live targeting set: customers in any of the segments, carrying any of the tags, or
    named; empty lists match nobody by that route.

        Attributes:
            segment_ids (list[UUID] | Unset):
            customer_tag_ids (list[UUID] | Unset):
            customer_ids (list[UUID] | Unset):
    """

    segment_ids: list[UUID] | Unset = UNSET
    customer_tag_ids: list[UUID] | Unset = UNSET
    customer_ids: list[UUID] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        segment_ids: list[str] | Unset = UNSET
        if not isinstance(self.segment_ids, Unset):
            segment_ids = []
            for segment_ids_item_data in self.segment_ids:
                segment_ids_item = str(segment_ids_item_data)
                segment_ids.append(segment_ids_item)

        customer_tag_ids: list[str] | Unset = UNSET
        if not isinstance(self.customer_tag_ids, Unset):
            customer_tag_ids = []
            for customer_tag_ids_item_data in self.customer_tag_ids:
                customer_tag_ids_item = str(customer_tag_ids_item_data)
                customer_tag_ids.append(customer_tag_ids_item)

        customer_ids: list[str] | Unset = UNSET
        if not isinstance(self.customer_ids, Unset):
            customer_ids = []
            for customer_ids_item_data in self.customer_ids:
                customer_ids_item = str(customer_ids_item_data)
                customer_ids.append(customer_ids_item)

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if segment_ids is not UNSET:
            field_dict["segment_ids"] = segment_ids
        if customer_tag_ids is not UNSET:
            field_dict["customer_tag_ids"] = customer_tag_ids
        if customer_ids is not UNSET:
            field_dict["customer_ids"] = customer_ids

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        _segment_ids = d.pop("segment_ids", UNSET)
        segment_ids: list[UUID] | Unset = UNSET
        if _segment_ids is not UNSET:
            segment_ids = []
            for segment_ids_item_data in _segment_ids:
                segment_ids_item = UUID(segment_ids_item_data)

                segment_ids.append(segment_ids_item)

        _customer_tag_ids = d.pop("customer_tag_ids", UNSET)
        customer_tag_ids: list[UUID] | Unset = UNSET
        if _customer_tag_ids is not UNSET:
            customer_tag_ids = []
            for customer_tag_ids_item_data in _customer_tag_ids:
                customer_tag_ids_item = UUID(customer_tag_ids_item_data)

                customer_tag_ids.append(customer_tag_ids_item)

        _customer_ids = d.pop("customer_ids", UNSET)
        customer_ids: list[UUID] | Unset = UNSET
        if _customer_ids is not UNSET:
            customer_ids = []
            for customer_ids_item_data in _customer_ids:
                customer_ids_item = UUID(customer_ids_item_data)

                customer_ids.append(customer_ids_item)

        audience = cls(
            segment_ids=segment_ids,
            customer_tag_ids=customer_tag_ids,
            customer_ids=customer_ids,
        )

        return audience
