from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast
from uuid import UUID


T = TypeVar("T", bound="SpecialPrice")


@_attrs_define
class SpecialPrice:
    """
    Attributes:
        type_ (Literal['special_price']):
        price_id (UUID):
        unit_amount (str):
    """

    type_: Literal["special_price"]
    price_id: UUID
    unit_amount: str

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        price_id = str(self.price_id)

        unit_amount = self.unit_amount

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "price_id": price_id,
                "unit_amount": unit_amount,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["special_price"], d.pop("type"))
        if type_ != "special_price":
            raise ValueError(f"type must match const 'special_price', got '{type_}'")

        price_id = UUID(d.pop("price_id"))

        unit_amount = d.pop("unit_amount")

        special_price = cls(
            type_=type_,
            price_id=price_id,
            unit_amount=unit_amount,
        )

        return special_price
