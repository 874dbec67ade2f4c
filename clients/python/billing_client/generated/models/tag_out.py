from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
from uuid import UUID
import datetime


T = TypeVar("T", bound="TagOut")


@_attrs_define
class TagOut:
    """
    Attributes:
        id (UUID):
        name (str):
        entity_type (str):
        color (None | str):
        description (None | str):
        archived (bool):
        created_at (datetime.datetime):
        updated_at (datetime.datetime):
        usage_count (int | None | Unset): Present with include=usage_count: how many resources of this workspace carry
            the tag.
    """

    id: UUID
    name: str
    entity_type: str
    color: None | str
    description: None | str
    archived: bool
    created_at: datetime.datetime
    updated_at: datetime.datetime
    usage_count: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = str(self.id)

        name = self.name

        entity_type = self.entity_type

        color: None | str
        color = self.color

        description: None | str
        description = self.description

        archived = self.archived

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        usage_count: int | None | Unset
        if isinstance(self.usage_count, Unset):
            usage_count = UNSET
        else:
            usage_count = self.usage_count

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "name": name,
                "entity_type": entity_type,
                "color": color,
                "description": description,
                "archived": archived,
                "created_at": created_at,
                "updated_at": updated_at,
            }
        )
        if usage_count is not UNSET:
            field_dict["usage_count"] = usage_count

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = UUID(d.pop("id"))

        name = d.pop("name")

        entity_type = d.pop("entity_type")

        def _parse_color(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        color = _parse_color(d.pop("color"))

        def _parse_description(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        description = _parse_description(d.pop("description"))

        archived = d.pop("archived")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))

        def _parse_usage_count(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        usage_count = _parse_usage_count(d.pop("usage_count", UNSET))

        tag_out = cls(
            id=id,
            name=name,
            entity_type=entity_type,
            color=color,
            description=description,
            archived=archived,
            created_at=created_at,
            updated_at=updated_at,
            usage_count=usage_count,
        )

        tag_out.additional_properties = d
        return tag_out

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
