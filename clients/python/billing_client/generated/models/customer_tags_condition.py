from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast
from uuid import UUID


T = TypeVar("T", bound="CustomerTagsCondition")


@_attrs_define
class CustomerTagsCondition:
    """
    Attributes:
        type_ (Literal['customer_tags']):
        tag_ids (list[UUID]):
    """

    type_: Literal["customer_tags"]
    tag_ids: list[UUID]

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        tag_ids = []
        for tag_ids_item_data in self.tag_ids:
            tag_ids_item = str(tag_ids_item_data)
            tag_ids.append(tag_ids_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "tag_ids": tag_ids,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["customer_tags"], d.pop("type"))
        if type_ != "customer_tags":
            raise ValueError(f"type must match const 'customer_tags', got '{type_}'")

        tag_ids = []
        _tag_ids = d.pop("tag_ids")
        for tag_ids_item_data in _tag_ids:
            tag_ids_item = UUID(tag_ids_item_data)

            tag_ids.append(tag_ids_item)

        customer_tags_condition = cls(
            type_=type_,
            tag_ids=tag_ids,
        )

        return customer_tags_condition
