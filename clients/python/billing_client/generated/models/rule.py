from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset


T = TypeVar("T", bound="Rule")


@_attrs_define
class Rule:
    """
    Attributes:
        field (str):
        op (str):
        value (Any):
    """

    field: str
    op: str
    value: Any

    def to_dict(self) -> dict[str, Any]:
        field = self.field

        op = self.op

        value = self.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "field": field,
                "op": op,
                "value": value,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        field = d.pop("field")

        op = d.pop("op")

        value = d.pop("value")

        rule = cls(
            field=field,
            op=op,
            value=value,
        )

        return rule
