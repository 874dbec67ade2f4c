from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast
from uuid import UUID


T = TypeVar("T", bound="TokenPair")


@_attrs_define
class TokenPair:
    """
    Attributes:
        access_token (None | str): A secret returned only once: null when an idempotent request is replayed.
        refresh_token (None | str): A secret returned only once: null when an idempotent request is replayed.
        expires_in (int):
        refresh_expires_in (int):
        organization_id (UUID):
        token_type (Literal['Bearer'] | Unset):  Default: 'Bearer'.
    """

    access_token: None | str
    refresh_token: None | str
    expires_in: int
    refresh_expires_in: int
    organization_id: UUID
    token_type: Literal["Bearer"] | Unset = "Bearer"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        access_token: None | str
        access_token = self.access_token

        refresh_token: None | str
        refresh_token = self.refresh_token

        expires_in = self.expires_in

        refresh_expires_in = self.refresh_expires_in

        organization_id = str(self.organization_id)

        token_type = self.token_type

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "access_token": access_token,
                "refresh_token": refresh_token,
                "expires_in": expires_in,
                "refresh_expires_in": refresh_expires_in,
                "organization_id": organization_id,
            }
        )
        if token_type is not UNSET:
            field_dict["token_type"] = token_type

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_access_token(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        access_token = _parse_access_token(d.pop("access_token"))

        def _parse_refresh_token(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        refresh_token = _parse_refresh_token(d.pop("refresh_token"))

        expires_in = d.pop("expires_in")

        refresh_expires_in = d.pop("refresh_expires_in")

        organization_id = UUID(d.pop("organization_id"))

        token_type = cast(Literal["Bearer"] | Unset, d.pop("token_type", UNSET))
        if token_type != "Bearer" and not isinstance(token_type, Unset):
            raise ValueError(f"token_type must match const 'Bearer', got '{token_type}'")

        token_pair = cls(
            access_token=access_token,
            refresh_token=refresh_token,
            expires_in=expires_in,
            refresh_expires_in=refresh_expires_in,
            organization_id=organization_id,
            token_type=token_type,
        )

        token_pair.additional_properties = d
        return token_pair

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
