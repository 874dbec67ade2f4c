from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset


T = TypeVar("T", bound="ResultCounts")


@_attrs_define
class ResultCounts:
    """
    Attributes:
        pending (int | Unset):  Default: 0.
        succeeded (int | Unset):  Default: 0.
        failed (int | Unset):  Default: 0.
        skipped (int | Unset):  Default: 0.
        cancelled (int | Unset):  Default: 0.
    """

    pending: int | Unset = 0
    succeeded: int | Unset = 0
    failed: int | Unset = 0
    skipped: int | Unset = 0
    cancelled: int | Unset = 0
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        pending = self.pending

        succeeded = self.succeeded

        failed = self.failed

        skipped = self.skipped

        cancelled = self.cancelled

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if pending is not UNSET:
            field_dict["pending"] = pending
        if succeeded is not UNSET:
            field_dict["succeeded"] = succeeded
        if failed is not UNSET:
            field_dict["failed"] = failed
        if skipped is not UNSET:
            field_dict["skipped"] = skipped
        if cancelled is not UNSET:
            field_dict["cancelled"] = cancelled

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        pending = d.pop("pending", UNSET)

        succeeded = d.pop("succeeded", UNSET)

        failed = d.pop("failed", UNSET)

        skipped = d.pop("skipped", UNSET)

        cancelled = d.pop("cancelled", UNSET)

        result_counts = cls(
            pending=pending,
            succeeded=succeeded,
            failed=failed,
            skipped=skipped,
            cancelled=cancelled,
        )

        result_counts.additional_properties = d
        return result_counts

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
