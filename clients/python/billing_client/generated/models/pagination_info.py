from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
    from ..models.pagination_info_counts_type_0 import PaginationInfoCountsType0


T = TypeVar("T", bound="PaginationInfo")


@_attrs_define
class PaginationInfo:
    """
    Attributes:
        cursor (None | str):
        has_more (bool):
        counts (None | PaginationInfoCountsType0 | Unset):
    """

    cursor: None | str
    has_more: bool
    counts: None | PaginationInfoCountsType0 | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.pagination_info_counts_type_0 import PaginationInfoCountsType0  # noqa: PLC0415

        cursor: None | str
        cursor = self.cursor

        has_more = self.has_more

        counts: dict[str, Any] | None | Unset
        if isinstance(self.counts, Unset):
            counts = UNSET
        elif isinstance(self.counts, PaginationInfoCountsType0):
            counts = self.counts.to_dict()
        else:
            counts = self.counts

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "cursor": cursor,
                "has_more": has_more,
            }
        )
        if counts is not UNSET:
            field_dict["counts"] = counts

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.pagination_info_counts_type_0 import PaginationInfoCountsType0  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_cursor(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        cursor = _parse_cursor(d.pop("cursor"))

        has_more = d.pop("has_more")

        def _parse_counts(data: object) -> None | PaginationInfoCountsType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                counts_type_0 = PaginationInfoCountsType0.from_dict(data)

                return counts_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PaginationInfoCountsType0 | Unset, data)

        counts = _parse_counts(d.pop("counts", UNSET))

        pagination_info = cls(
            cursor=cursor,
            has_more=has_more,
            counts=counts,
        )

        pagination_info.additional_properties = d
        return pagination_info

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
