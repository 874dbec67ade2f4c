from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from uuid import UUID
import datetime


T = TypeVar("T", bound="WorkspaceOut")


@_attrs_define
class WorkspaceOut:
    """
    Attributes:
        id (UUID):
        organization_id (UUID):
        name (str):
        slug (str):
        mode (str):
        is_default (bool):
        created_at (datetime.datetime):
    """

    id: UUID
    organization_id: UUID
    name: str
    slug: str
    mode: str
    is_default: bool
    created_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = str(self.id)

        organization_id = str(self.organization_id)

        name = self.name

        slug = self.slug

        mode = self.mode

        is_default = self.is_default

        created_at = self.created_at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "organization_id": organization_id,
                "name": name,
                "slug": slug,
                "mode": mode,
                "is_default": is_default,
                "created_at": created_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = UUID(d.pop("id"))

        organization_id = UUID(d.pop("organization_id"))

        name = d.pop("name")

        slug = d.pop("slug")

        mode = d.pop("mode")

        is_default = d.pop("is_default")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        workspace_out = cls(
            id=id,
            organization_id=organization_id,
            name=name,
            slug=slug,
            mode=mode,
            is_default=is_default,
            created_at=created_at,
        )

        workspace_out.additional_properties = d
        return workspace_out

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
