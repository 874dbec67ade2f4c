from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast


T = TypeVar("T", bound="RolesChange")


@_attrs_define
class RolesChange:
    """
    Attributes:
        assign (list[str] | Unset):
        unassign (list[str] | Unset):
    """

    assign: list[str] | Unset = UNSET
    unassign: list[str] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        assign: list[str] | Unset = UNSET
        if not isinstance(self.assign, Unset):
            assign = self.assign

        unassign: list[str] | Unset = UNSET
        if not isinstance(self.unassign, Unset):
            unassign = self.unassign

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if assign is not UNSET:
            field_dict["assign"] = assign
        if unassign is not UNSET:
            field_dict["unassign"] = unassign

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        assign = cast(list[str], d.pop("assign", UNSET))

        unassign = cast(list[str], d.pop("unassign", UNSET))

        roles_change = cls(
            assign=assign,
            unassign=unassign,
        )

        return roles_change
