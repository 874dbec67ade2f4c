from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast


T = TypeVar("T", bound="MemberInvite")


@_attrs_define
class MemberInvite:
    """
    Attributes:
        email (str):
        roles (list[str]):
    """

    email: str
    roles: list[str]

    def to_dict(self) -> dict[str, Any]:
        email = self.email

        roles = self.roles

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "email": email,
                "roles": roles,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        email = d.pop("email")

        roles = cast(list[str], d.pop("roles"))

        member_invite = cls(
            email=email,
            roles=roles,
        )

        return member_invite
