from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.tag_create_entity_type import check_tag_create_entity_type
from ..models.tag_create_entity_type import TagCreateEntityType
from ..types import UNSET, Unset
from typing import cast


T = TypeVar("T", bound="TagCreate")


@_attrs_define
class TagCreate:
    """
    Attributes:
        name (str): Normalized: NFKC, trimmed, inner whitespace collapsed; unique per entity type, ignoring case.
        entity_type (TagCreateEntityType):
        color (None | str | Unset):
        description (None | str | Unset):
    """

    name: str
    entity_type: TagCreateEntityType
    color: None | str | Unset = UNSET
    description: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        entity_type: str = self.entity_type

        color: None | str | Unset
        if isinstance(self.color, Unset):
            color = UNSET
        else:
            color = self.color

        description: None | str | Unset
        if isinstance(self.description, Unset):
            description = UNSET
        else:
            description = self.description

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "entity_type": entity_type,
            }
        )
        if color is not UNSET:
            field_dict["color"] = color
        if description is not UNSET:
            field_dict["description"] = description

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        entity_type = check_tag_create_entity_type(d.pop("entity_type"))

        def _parse_color(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        color = _parse_color(d.pop("color", UNSET))

        def _parse_description(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        description = _parse_description(d.pop("description", UNSET))

        tag_create = cls(
            name=name,
            entity_type=entity_type,
            color=color,
            description=description,
        )

        return tag_create
