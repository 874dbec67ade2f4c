from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.segment_update_match_type_0 import check_segment_update_match_type_0
from ..models.segment_update_match_type_0 import SegmentUpdateMatchType0
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
    from ..models.rule import Rule
    from ..models.segment_update_metadata_type_0 import SegmentUpdateMetadataType0


T = TypeVar("T", bound="SegmentUpdate")


@_attrs_define
class SegmentUpdate:
    """
    Attributes:
        name (None | str | Unset):
        description (None | str | Unset):
        match (None | SegmentUpdateMatchType0 | Unset):
        rules (list[Rule] | None | Unset):
        metadata (None | SegmentUpdateMetadataType0 | Unset):
    """

    name: None | str | Unset = UNSET
    description: None | str | Unset = UNSET
    match: None | SegmentUpdateMatchType0 | Unset = UNSET
    rules: list[Rule] | None | Unset = UNSET
    metadata: None | SegmentUpdateMetadataType0 | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.rule import Rule  # noqa: PLC0415
        from ..models.segment_update_metadata_type_0 import SegmentUpdateMetadataType0  # noqa: PLC0415

        name: None | str | Unset
        if isinstance(self.name, Unset):
            name = UNSET
        else:
            name = self.name

        description: None | str | Unset
        if isinstance(self.description, Unset):
            description = UNSET
        else:
            description = self.description

        match: None | str | Unset
        if isinstance(self.match, Unset):
            match = UNSET
        elif isinstance(self.match, str):
            match = self.match
        else:
            match = self.match

        rules: list[dict[str, Any]] | None | Unset
        if isinstance(self.rules, Unset):
            rules = UNSET
        elif isinstance(self.rules, list):
            rules = []
            for rules_type_0_item_data in self.rules:
                rules_type_0_item = rules_type_0_item_data.to_dict()
                rules.append(rules_type_0_item)

        else:
            rules = self.rules

        metadata: dict[str, Any] | None | Unset
        if isinstance(self.metadata, Unset):
            metadata = UNSET
        elif isinstance(self.metadata, SegmentUpdateMetadataType0):
            metadata = self.metadata.to_dict()
        else:
            metadata = self.metadata

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if name is not UNSET:
            field_dict["name"] = name
        if description is not UNSET:
            field_dict["description"] = description
        if match is not UNSET:
            field_dict["match"] = match
        if rules is not UNSET:
            field_dict["rules"] = rules
        if metadata is not UNSET:
            field_dict["metadata"] = metadata

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.rule import Rule  # noqa: PLC0415
        from ..models.segment_update_metadata_type_0 import SegmentUpdateMetadataType0  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        name = _parse_name(d.pop("name", UNSET))

        def _parse_description(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        description = _parse_description(d.pop("description", UNSET))

        def _parse_match(data: object) -> None | SegmentUpdateMatchType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                match_type_0 = check_segment_update_match_type_0(data)

                return match_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SegmentUpdateMatchType0 | Unset, data)

        match = _parse_match(d.pop("match", UNSET))

        def _parse_rules(data: object) -> list[Rule] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                rules_type_0 = []
                _rules_type_0 = data
                for rules_type_0_item_data in _rules_type_0:
                    rules_type_0_item = Rule.from_dict(rules_type_0_item_data)

                    rules_type_0.append(rules_type_0_item)

                return rules_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[Rule] | None | Unset, data)

        rules = _parse_rules(d.pop("rules", UNSET))

        def _parse_metadata(data: object) -> None | SegmentUpdateMetadataType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                metadata_type_0 = SegmentUpdateMetadataType0.from_dict(data)

                return metadata_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SegmentUpdateMetadataType0 | Unset, data)

        metadata = _parse_metadata(d.pop("metadata", UNSET))

        segment_update = cls(
            name=name,
            description=description,
            match=match,
            rules=rules,
            metadata=metadata,
        )

        return segment_update
