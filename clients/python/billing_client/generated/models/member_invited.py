from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.member_invited_status import check_member_invited_status
from ..models.member_invited_status import MemberInvitedStatus
from typing import cast
from uuid import UUID
import datetime


T = TypeVar("T", bound="MemberInvited")


@_attrs_define
class MemberInvited:
    """
    Attributes:
        id (UUID): The member's user id.
        email (str):
        status (MemberInvitedStatus):
        roles (list[str]):
        created_at (datetime.datetime):
        invitation_token (None | str): Returned only once (null in a replay); the invitee accepts with it.
    """

    id: UUID
    email: str
    status: MemberInvitedStatus
    roles: list[str]
    created_at: datetime.datetime
    invitation_token: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = str(self.id)

        email = self.email

        status: str = self.status

        roles = self.roles

        created_at = self.created_at.isoformat()

        invitation_token: None | str
        invitation_token = self.invitation_token

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "email": email,
                "status": status,
                "roles": roles,
                "created_at": created_at,
                "invitation_token": invitation_token,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = UUID(d.pop("id"))

        email = d.pop("email")

        status = check_member_invited_status(d.pop("status"))

        roles = cast(list[str], d.pop("roles"))

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        def _parse_invitation_token(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        invitation_token = _parse_invitation_token(d.pop("invitation_token"))

        member_invited = cls(
            id=id,
            email=email,
            status=status,
            roles=roles,
            created_at=created_at,
            invitation_token=invitation_token,
        )

        member_invited.additional_properties = d
        return member_invited

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
