from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.segment_create_match import check_segment_create_match
from ..models.segment_create_match import SegmentCreateMatch
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
    from ..models.rule import Rule
    from ..models.segment_create_metadata import SegmentCreateMetadata


T = TypeVar("T", bound="SegmentCreate")


@_attrs_define
class SegmentCreate:
    """
    Attributes:
        name (str):
        match (SegmentCreateMatch | Unset):  Default: 'all'.
        rules (list[Rule] | Unset):
        description (None | str | Unset):
        metadata (SegmentCreateMetadata | Unset):
    """

    name: str
    match: SegmentCreateMatch | Unset = "all"
    rules: list[Rule] | Unset = UNSET
    description: None | str | Unset = UNSET
    metadata: SegmentCreateMetadata | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.rule import Rule  # noqa: PLC0415
        from ..models.segment_create_metadata import SegmentCreateMetadata  # noqa: PLC0415

        name = self.name

        match: str | Unset = UNSET
        if not isinstance(self.match, Unset):
            match = self.match

        rules: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.rules, Unset):
            rules = []
            for rules_item_data in self.rules:
                rules_item = rules_item_data.to_dict()
                rules.append(rules_item)

        description: None | str | Unset
        if isinstance(self.description, Unset):
            description = UNSET
        else:
            description = self.description

        metadata: dict[str, Any] | Unset = UNSET
        if not isinstance(self.metadata, Unset):
            metadata = self.metadata.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
            }
        )
        if match is not UNSET:
            field_dict["match"] = match
        if rules is not UNSET:
            field_dict["rules"] = rules
        if description is not UNSET:
            field_dict["description"] = description
        if metadata is not UNSET:
            field_dict["metadata"] = metadata

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.rule import Rule  # noqa: PLC0415
        from ..models.segment_create_metadata import SegmentCreateMetadata  # noqa: PLC0415

        d = dict(src_dict)
        name = d.pop("name")

        _match = d.pop("match", UNSET)
        match: SegmentCreateMatch | Unset
        if isinstance(_match, Unset):
            match = UNSET
        else:
            match = check_segment_create_match(_match)

        _rules = d.pop("rules", UNSET)
        rules: list[Rule] | Unset = UNSET
        if _rules is not UNSET:
            rules = []
            for rules_item_data in _rules:
                rules_item = Rule.from_dict(rules_item_data)

                rules.append(rules_item)

        def _parse_description(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        description = _parse_description(d.pop("description", UNSET))

        _metadata = d.pop("metadata", UNSET)
        metadata: SegmentCreateMetadata | Unset
        if isinstance(_metadata, Unset):
            metadata = UNSET
        else:
            metadata = SegmentCreateMetadata.from_dict(_metadata)

        segment_create = cls(
            name=name,
            match=match,
            rules=rules,
            description=description,
            metadata=metadata,
        )

        return segment_create
