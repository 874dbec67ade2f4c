from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from uuid import UUID
import datetime

if TYPE_CHECKING:
    from ..models.rule_out import RuleOut
    from ..models.segment_out_metadata import SegmentOutMetadata


T = TypeVar("T", bound="SegmentOut")


@_attrs_define
class SegmentOut:
    """
    Attributes:
        id (UUID):
        name (str):
        description (None | str):
        match (str):
        rules (list[RuleOut]):
        metadata (SegmentOutMetadata):
        created_at (datetime.datetime):
        updated_at (datetime.datetime):
    """

    id: UUID
    name: str
    description: None | str
    match: str
    rules: list[RuleOut]
    metadata: SegmentOutMetadata
    created_at: datetime.datetime
    updated_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.rule_out import RuleOut  # noqa: PLC0415
        from ..models.segment_out_metadata import SegmentOutMetadata  # noqa: PLC0415

        id = str(self.id)

        name = self.name

        description: None | str
        description = self.description

        match = self.match

        rules = []
        for rules_item_data in self.rules:
            rules_item = rules_item_data.to_dict()
            rules.append(rules_item)

        metadata = self.metadata.to_dict()

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "name": name,
                "description": description,
                "match": match,
                "rules": rules,
                "metadata": metadata,
                "created_at": created_at,
                "updated_at": updated_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.rule_out import RuleOut  # noqa: PLC0415
        from ..models.segment_out_metadata import SegmentOutMetadata  # noqa: PLC0415

        d = dict(src_dict)
        id = UUID(d.pop("id"))

        name = d.pop("name")

        def _parse_description(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        description = _parse_description(d.pop("description"))

        match = d.pop("match")

        rules = []
        _rules = d.pop("rules")
        for rules_item_data in _rules:
            rules_item = RuleOut.from_dict(rules_item_data)

            rules.append(rules_item)

        metadata = SegmentOutMetadata.from_dict(d.pop("metadata"))

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))

        segment_out = cls(
            id=id,
            name=name,
            description=description,
            match=match,
            rules=rules,
            metadata=metadata,
            created_at=created_at,
            updated_at=updated_at,
        )

        segment_out.additional_properties = d
        return segment_out

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
