from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast


T = TypeVar("T", bound="MinSpend")


@_attrs_define
class MinSpend:
    """
    Attributes:
        type_ (Literal['min_spend']):
        amount (str):
        currency (str):
    """

    type_: Literal["min_spend"]
    amount: str
    currency: str

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        amount = self.amount

        currency = self.currency

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "amount": amount,
                "currency": currency,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["min_spend"], d.pop("type"))
        if type_ != "min_spend":
            raise ValueError(f"type must match const 'min_spend', got '{type_}'")

        amount = d.pop("amount")

        currency = d.pop("currency")

        min_spend = cls(
            type_=type_,
            amount=amount,
            currency=currency,
        )

        return min_spend
