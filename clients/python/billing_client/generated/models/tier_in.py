from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast


T = TypeVar("T", bound="TierIn")


@_attrs_define
class TierIn:
    """
    Attributes:
        up_to (None | str): Inclusive upper quantity of the tier; null (only the last tier) = no bound.
        unit_amount (str):
        flat_amount (None | str | Unset):
    """

    up_to: None | str
    unit_amount: str
    flat_amount: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        up_to: None | str
        up_to = self.up_to

        unit_amount = self.unit_amount

        flat_amount: None | str | Unset
        if isinstance(self.flat_amount, Unset):
            flat_amount = UNSET
        else:
            flat_amount = self.flat_amount

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "up_to": up_to,
                "unit_amount": unit_amount,
            }
        )
        if flat_amount is not UNSET:
            field_dict["flat_amount"] = flat_amount

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_up_to(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        up_to = _parse_up_to(d.pop("up_to"))

        unit_amount = d.pop("unit_amount")

        def _parse_flat_amount(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        flat_amount = _parse_flat_amount(d.pop("flat_amount", UNSET))

        tier_in = cls(
            up_to=up_to,
            unit_amount=unit_amount,
            flat_amount=flat_amount,
        )

        return tier_in
