from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.member_status_update_status import check_member_status_update_status
from ..models.member_status_update_status import MemberStatusUpdateStatus
from typing import cast


T = TypeVar("T", bound="MemberStatusUpdate")


@_attrs_define
class MemberStatusUpdate:
    """
    Attributes:
        status (MemberStatusUpdateStatus):
    """

    status: MemberStatusUpdateStatus

    def to_dict(self) -> dict[str, Any]:
        status: str = self.status

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "status": status,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        status = check_member_status_update_status(d.pop("status"))

        member_status_update = cls(
            status=status,
        )

        return member_status_update
