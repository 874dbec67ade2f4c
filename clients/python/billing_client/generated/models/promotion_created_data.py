from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from uuid import UUID


T = TypeVar("T", bound="PromotionCreatedData")


@_attrs_define
class PromotionCreatedData:
    """
    Attributes:
        status (str):
        version (int):
        copied_from (UUID | Unset):
    """

    status: str
    version: int
    copied_from: UUID | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        status = self.status

        version = self.version

        copied_from: str | Unset = UNSET
        if not isinstance(self.copied_from, Unset):
            copied_from = str(self.copied_from)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "status": status,
                "version": version,
            }
        )
        if copied_from is not UNSET:
            field_dict["copied_from"] = copied_from

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        status = d.pop("status")

        version = d.pop("version")

        _copied_from = d.pop("copied_from", UNSET)
        copied_from: UUID | Unset
        if isinstance(_copied_from, Unset):
            copied_from = UNSET
        else:
            copied_from = UUID(_copied_from)

        promotion_created_data = cls(
            status=status,
            version=version,
            copied_from=copied_from,
        )

        promotion_created_data.additional_properties = d
        return promotion_created_data

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
