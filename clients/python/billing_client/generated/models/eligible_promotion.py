from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from uuid import UUID


T = TypeVar("T", bound="EligiblePromotion")


@_attrs_define
class EligiblePromotion:
    """
    Attributes:
        promotion_id (UUID):
        name (str):
        distribution (str):
        code (None | str):
        version (int):
    """

    promotion_id: UUID
    name: str
    distribution: str
    code: None | str
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        promotion_id = str(self.promotion_id)

        name = self.name

        distribution = self.distribution

        code: None | str
        code = self.code

        version = self.version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "promotion_id": promotion_id,
                "name": name,
                "distribution": distribution,
                "code": code,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        promotion_id = UUID(d.pop("promotion_id"))

        name = d.pop("name")

        distribution = d.pop("distribution")

        def _parse_code(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        code = _parse_code(d.pop("code"))

        version = d.pop("version")

        eligible_promotion = cls(
            promotion_id=promotion_id,
            name=name,
            distribution=distribution,
            code=code,
            version=version,
        )

        eligible_promotion.additional_properties = d
        return eligible_promotion

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
