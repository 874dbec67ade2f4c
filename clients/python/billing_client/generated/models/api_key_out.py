from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.api_key_out_status import ApiKeyOutStatus
from ..models.api_key_out_status import check_api_key_out_status
from typing import cast
from uuid import UUID
import datetime


T = TypeVar("T", bound="ApiKeyOut")


@_attrs_define
class ApiKeyOut:
    """
    Attributes:
        id (UUID):
        workspace_id (UUID):
        name (str):
        prefix (str):
        key_type (str):
        scopes (list[str]):
        allowed_ips (list[str]):
        expires_at (datetime.datetime | None):
        revoked_at (datetime.datetime | None):
        status (ApiKeyOutStatus):
        created_at (datetime.datetime):
        type_ (str): The key's type (the interface document's name for key_type).
    """

    id: UUID
    workspace_id: UUID
    name: str
    prefix: str
    key_type: str
    scopes: list[str]
    allowed_ips: list[str]
    expires_at: datetime.datetime | None
    revoked_at: datetime.datetime | None
    status: ApiKeyOutStatus
    created_at: datetime.datetime
    type_: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = str(self.id)

        workspace_id = str(self.workspace_id)

        name = self.name

        prefix = self.prefix

        key_type = self.key_type

        scopes = self.scopes

        allowed_ips = self.allowed_ips

        expires_at: None | str
        if isinstance(self.expires_at, datetime.datetime):
            expires_at = self.expires_at.isoformat()
        else:
            expires_at = self.expires_at

        revoked_at: None | str
        if isinstance(self.revoked_at, datetime.datetime):
            revoked_at = self.revoked_at.isoformat()
        else:
            revoked_at = self.revoked_at

        status: str = self.status

        created_at = self.created_at.isoformat()

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "workspace_id": workspace_id,
                "name": name,
                "prefix": prefix,
                "key_type": key_type,
                "scopes": scopes,
                "allowed_ips": allowed_ips,
                "expires_at": expires_at,
                "revoked_at": revoked_at,
                "status": status,
                "created_at": created_at,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = UUID(d.pop("id"))

        workspace_id = UUID(d.pop("workspace_id"))

        name = d.pop("name")

        prefix = d.pop("prefix")

        key_type = d.pop("key_type")

        scopes = cast(list[str], d.pop("scopes"))

        allowed_ips = cast(list[str], d.pop("allowed_ips"))

        def _parse_expires_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                expires_at_type_0 = datetime.datetime.fromisoformat(data)

                return expires_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        expires_at = _parse_expires_at(d.pop("expires_at"))

        def _parse_revoked_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                revoked_at_type_0 = datetime.datetime.fromisoformat(data)

                return revoked_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        revoked_at = _parse_revoked_at(d.pop("revoked_at"))

        status = check_api_key_out_status(d.pop("status"))

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        type_ = d.pop("type")

        api_key_out = cls(
            id=id,
            workspace_id=workspace_id,
            name=name,
            prefix=prefix,
            key_type=key_type,
            scopes=scopes,
            allowed_ips=allowed_ips,
            expires_at=expires_at,
            revoked_at=revoked_at,
            status=status,
            created_at=created_at,
            type_=type_,
        )

        api_key_out.additional_properties = d
        return api_key_out

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
