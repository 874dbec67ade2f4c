from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast


T = TypeVar("T", bound="FreeTrialExtension")


@_attrs_define
class FreeTrialExtension:
    """
    Attributes:
        type_ (Literal['free_trial_extension']):
        days (int):
    """

    type_: Literal["free_trial_extension"]
    days: int

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        days = self.days

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "days": days,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["free_trial_extension"], d.pop("type"))
        if type_ != "free_trial_extension":
            raise ValueError(f"type must match const 'free_trial_extension', got '{type_}'")

        days = d.pop("days")

        free_trial_extension = cls(
            type_=type_,
            days=days,
        )

        return free_trial_extension
