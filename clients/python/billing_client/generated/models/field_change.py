from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast


T = TypeVar("T", bound="FieldChange")


@_attrs_define
class FieldChange:
    """A line field's value on the original and on the proforma, as the API writes them.

    Attributes:
        before (None | str):
        after (None | str):
    """

    before: None | str
    after: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        before: None | str
        before = self.before

        after: None | str
        after = self.after

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "before": before,
                "after": after,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_before(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        before = _parse_before(d.pop("before"))

        def _parse_after(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        after = _parse_after(d.pop("after"))

        field_change = cls(
            before=before,
            after=after,
        )

        field_change.additional_properties = d
        return field_change

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
