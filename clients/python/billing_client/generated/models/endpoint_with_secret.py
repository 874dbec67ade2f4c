from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from uuid import UUID
import datetime


T = TypeVar("T", bound="EndpointWithSecret")


@_attrs_define
class EndpointWithSecret:
    """
    Attributes:
        id (UUID):
        url (str):
        event_types (list[str]):
        description (None | str):
        enabled (bool):
        disabled_reason (None | str): Why the service disabled the endpoint (`failing`), or null.
        secret_hint (str): The secret's first characters.
        created_at (datetime.datetime):
        updated_at (datetime.datetime):
        secret (None | str): The signing secret (`whsec_` + base64), returned only once (null in a replay of the
            request).
    """

    id: UUID
    url: str
    event_types: list[str]
    description: None | str
    enabled: bool
    disabled_reason: None | str
    secret_hint: str
    created_at: datetime.datetime
    updated_at: datetime.datetime
    secret: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = str(self.id)

        url = self.url

        event_types = self.event_types

        description: None | str
        description = self.description

        enabled = self.enabled

        disabled_reason: None | str
        disabled_reason = self.disabled_reason

        secret_hint = self.secret_hint

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        secret: None | str
        secret = self.secret

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "url": url,
                "event_types": event_types,
                "description": description,
                "enabled": enabled,
                "disabled_reason": disabled_reason,
                "secret_hint": secret_hint,
                "created_at": created_at,
                "updated_at": updated_at,
                "secret": secret,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = UUID(d.pop("id"))

        url = d.pop("url")

        event_types = cast(list[str], d.pop("event_types"))

        def _parse_description(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        description = _parse_description(d.pop("description"))

        enabled = d.pop("enabled")

        def _parse_disabled_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        disabled_reason = _parse_disabled_reason(d.pop("disabled_reason"))

        secret_hint = d.pop("secret_hint")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))

        def _parse_secret(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        secret = _parse_secret(d.pop("secret"))

        endpoint_with_secret = cls(
            id=id,
            url=url,
            event_types=event_types,
            description=description,
            enabled=enabled,
            disabled_reason=disabled_reason,
            secret_hint=secret_hint,
            created_at=created_at,
            updated_at=updated_at,
            secret=secret,
        )

        endpoint_with_secret.additional_properties = d
        return endpoint_with_secret

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
