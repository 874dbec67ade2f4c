from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset


T = TypeVar("T", bound="EstimateCoverage")


@_attrs_define
class EstimateCoverage:
    """
    Attributes:
        subscriptions (int): How many of the targets the estimate covers.
        of (int): How many targets there are.
        complete (bool):
    """

    subscriptions: int
    of: int
    complete: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        subscriptions = self.subscriptions

        of = self.of

        complete = self.complete

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "subscriptions": subscriptions,
                "of": of,
                "complete": complete,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        subscriptions = d.pop("subscriptions")

        of = d.pop("of")

        complete = d.pop("complete")

        estimate_coverage = cls(
            subscriptions=subscriptions,
            of=of,
            complete=complete,
        )

        estimate_coverage.additional_properties = d
        return estimate_coverage

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
