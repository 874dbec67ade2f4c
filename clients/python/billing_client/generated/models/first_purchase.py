from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast


T = TypeVar("T", bound="FirstPurchase")


@_attrs_define
class FirstPurchase:
    """
    Attributes:
        type_ (Literal['first_purchase']):
    """

    type_: Literal["first_purchase"]

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["first_purchase"], d.pop("type"))
        if type_ != "first_purchase":
            raise ValueError(f"type must match const 'first_purchase', got '{type_}'")

        first_purchase = cls(
            type_=type_,
        )

        return first_purchase
