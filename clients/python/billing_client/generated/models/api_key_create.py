from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.api_key_create_key_type_type_0 import ApiKeyCreateKeyTypeType0
from ..models.api_key_create_key_type_type_0 import check_api_key_create_key_type_type_0
from ..types import UNSET, Unset
from typing import cast
import datetime


T = TypeVar("T", bound="ApiKeyCreate")


@_attrs_define
class ApiKeyCreate:
    """
    Attributes:
        name (str):
        key_type (ApiKeyCreateKeyTypeType0 | None | Unset):
        scopes (list[str] | Unset):
        allowed_ips (list[str] | Unset):
        expires_at (datetime.datetime | None | Unset):
    """

    name: str
    key_type: ApiKeyCreateKeyTypeType0 | None | Unset = UNSET
    scopes: list[str] | Unset = UNSET
    allowed_ips: list[str] | Unset = UNSET
    expires_at: datetime.datetime | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        key_type: None | str | Unset
        if isinstance(self.key_type, Unset):
            key_type = UNSET
        elif isinstance(self.key_type, str):
            key_type = self.key_type
        else:
            key_type = self.key_type

        scopes: list[str] | Unset = UNSET
        if not isinstance(self.scopes, Unset):
            scopes = self.scopes

        allowed_ips: list[str] | Unset = UNSET
        if not isinstance(self.allowed_ips, Unset):
            allowed_ips = self.allowed_ips

        expires_at: None | str | Unset
        if isinstance(self.expires_at, Unset):
            expires_at = UNSET
        elif isinstance(self.expires_at, datetime.datetime):
            expires_at = self.expires_at.isoformat()
        else:
            expires_at = self.expires_at

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
            }
        )
        if key_type is not UNSET:
            field_dict["key_type"] = key_type
        if scopes is not UNSET:
            field_dict["scopes"] = scopes
        if allowed_ips is not UNSET:
            field_dict["allowed_ips"] = allowed_ips
        if expires_at is not UNSET:
            field_dict["expires_at"] = expires_at

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        def _parse_key_type(data: object) -> ApiKeyCreateKeyTypeType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                key_type_type_0 = check_api_key_create_key_type_type_0(data)

                return key_type_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ApiKeyCreateKeyTypeType0 | None | Unset, data)

        key_type = _parse_key_type(d.pop("key_type", UNSET))

        scopes = cast(list[str], d.pop("scopes", UNSET))

        allowed_ips = cast(list[str], d.pop("allowed_ips", UNSET))

        def _parse_expires_at(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                expires_at_type_0 = datetime.datetime.fromisoformat(data)

                return expires_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        expires_at = _parse_expires_at(d.pop("expires_at", UNSET))

        api_key_create = cls(
            name=name,
            key_type=key_type,
            scopes=scopes,
            allowed_ips=allowed_ips,
            expires_at=expires_at,
        )

        return api_key_create
