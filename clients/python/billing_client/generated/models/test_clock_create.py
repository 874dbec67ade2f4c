from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
import datetime


T = TypeVar("T", bound="TestClockCreate")


@_attrs_define
class TestClockCreate:
    """
    Attributes:
        name (str | Unset):  Default: 'Default Clock'.
        frozen_at (datetime.datetime | None | Unset):
    """

    name: str | Unset = "Default Clock"
    frozen_at: datetime.datetime | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        frozen_at: None | str | Unset
        if isinstance(self.frozen_at, Unset):
            frozen_at = UNSET
        elif isinstance(self.frozen_at, datetime.datetime):
            frozen_at = self.frozen_at.isoformat()
        else:
            frozen_at = self.frozen_at

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if name is not UNSET:
            field_dict["name"] = name
        if frozen_at is not UNSET:
            field_dict["frozen_at"] = frozen_at

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name", UNSET)

        def _parse_frozen_at(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                frozen_at_type_0 = datetime.datetime.fromisoformat(data)

                return frozen_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        frozen_at = _parse_frozen_at(d.pop("frozen_at", UNSET))

        test_clock_create = cls(
            name=name,
            frozen_at=frozen_at,
        )

        return test_clock_create
