from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.selector_match import check_selector_match
from ..models.selector_match import SelectorMatch
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
    from ..models.rule import Rule


T = TypeVar("T", bound="Selector")


@_attrs_define
class Selector:
    """
    Attributes:
        match (SelectorMatch | Unset):  Default: 'all'.
        rules (list[Rule] | Unset):
    """

    match: SelectorMatch | Unset = "all"
    rules: list[Rule] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.rule import Rule  # noqa: PLC0415

        match: str | Unset = UNSET
        if not isinstance(self.match, Unset):
            match = self.match

        rules: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.rules, Unset):
            rules = []
            for rules_item_data in self.rules:
                rules_item = rules_item_data.to_dict()
                rules.append(rules_item)

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if match is not UNSET:
            field_dict["match"] = match
        if rules is not UNSET:
            field_dict["rules"] = rules

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.rule import Rule  # noqa: PLC0415

        d = dict(src_dict)
        _match = d.pop("match", UNSET)
        match: SelectorMatch | Unset
        if isinstance(_match, Unset):
            match = UNSET
        else:
            match = check_selector_match(_match)

        _rules = d.pop("rules", UNSET)
        rules: list[Rule] | Unset = UNSET
        if _rules is not UNSET:
            rules = []
            for rules_item_data in _rules:
                rules_item = Rule.from_dict(rules_item_data)

                rules.append(rules_item)

        selector = cls(
            match=match,
            rules=rules,
        )

        return selector
