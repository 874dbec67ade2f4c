from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast


T = TypeVar("T", bound="TierOut")


@_attrs_define
class TierOut:
    """
    Attributes:
        up_to (None | str):
        unit_amount (str):
        flat_amount (None | str):
    """

    up_to: None | str
    unit_amount: str
    flat_amount: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        up_to: None | str
        up_to = self.up_to

        unit_amount = self.unit_amount

        flat_amount: None | str
        flat_amount = self.flat_amount

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "up_to": up_to,
                "unit_amount": unit_amount,
                "flat_amount": flat_amount,
            }
        )

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

        def _parse_flat_amount(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        flat_amount = _parse_flat_amount(d.pop("flat_amount"))

        tier_out = cls(
            up_to=up_to,
            unit_amount=unit_amount,
            flat_amount=flat_amount,
        )

        tier_out.additional_properties = d
        return tier_out

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
