from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset


T = TypeVar("T", bound="RevokeRequest")


@_attrs_define
class RevokeRequest:
    """
    Attributes:
        revert_benefits (bool | Unset): Claw back the benefits this redemption gave (irreversible). Default: False.
    """

    revert_benefits: bool | Unset = False

    def to_dict(self) -> dict[str, Any]:
        revert_benefits = self.revert_benefits

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if revert_benefits is not UNSET:
            field_dict["revert_benefits"] = revert_benefits

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        revert_benefits = d.pop("revert_benefits", UNSET)

        revoke_request = cls(
            revert_benefits=revert_benefits,
        )

        return revoke_request
