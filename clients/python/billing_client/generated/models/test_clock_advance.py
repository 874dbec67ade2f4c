from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
import datetime


T = TypeVar("T", bound="TestClockAdvance")


@_attrs_define
class TestClockAdvance:
    """
    Attributes:
        frozen_at (datetime.datetime):
    """

    frozen_at: datetime.datetime

    def to_dict(self) -> dict[str, Any]:
        frozen_at = self.frozen_at.isoformat()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "frozen_at": frozen_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        frozen_at = datetime.datetime.fromisoformat(d.pop("frozen_at"))

        test_clock_advance = cls(
            frozen_at=frozen_at,
        )

        return test_clock_advance
