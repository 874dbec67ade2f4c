from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from uuid import UUID


T = TypeVar("T", bound="AddOnIn")


@_attrs_define
class AddOnIn:
    """
    Attributes:
        price_id (UUID):
        quantity (int | Unset):  Default: 1.
    """

    price_id: UUID
    quantity: int | Unset = 1

    def to_dict(self) -> dict[str, Any]:
        price_id = str(self.price_id)

        quantity = self.quantity

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "price_id": price_id,
            }
        )
        if quantity is not UNSET:
            field_dict["quantity"] = quantity

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        price_id = UUID(d.pop("price_id"))

        quantity = d.pop("quantity", UNSET)

        add_on_in = cls(
            price_id=price_id,
            quantity=quantity,
        )

        return add_on_in
