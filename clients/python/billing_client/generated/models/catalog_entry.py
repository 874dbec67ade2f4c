from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast


T = TypeVar("T", bound="CatalogEntry")


@_attrs_define
class CatalogEntry:
    """
    Attributes:
        key (str):
        type_ (str):
        default (Any):
        nullable (bool):
        description (str):
        allowed_values (list[str] | None | Unset):
        minimum (int | None | Unset):
        maximum (int | None | Unset):
        key_pattern (None | str | Unset):
    """

    key: str
    type_: str
    default: Any
    nullable: bool
    description: str
    allowed_values: list[str] | None | Unset = UNSET
    minimum: int | None | Unset = UNSET
    maximum: int | None | Unset = UNSET
    key_pattern: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        key = self.key

        type_ = self.type_

        default = self.default

        nullable = self.nullable

        description = self.description

        allowed_values: list[str] | None | Unset
        if isinstance(self.allowed_values, Unset):
            allowed_values = UNSET
        elif isinstance(self.allowed_values, list):
            allowed_values = self.allowed_values

        else:
            allowed_values = self.allowed_values

        minimum: int | None | Unset
        if isinstance(self.minimum, Unset):
            minimum = UNSET
        else:
            minimum = self.minimum

        maximum: int | None | Unset
        if isinstance(self.maximum, Unset):
            maximum = UNSET
        else:
            maximum = self.maximum

        key_pattern: None | str | Unset
        if isinstance(self.key_pattern, Unset):
            key_pattern = UNSET
        else:
            key_pattern = self.key_pattern

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "key": key,
                "type": type_,
                "default": default,
                "nullable": nullable,
                "description": description,
            }
        )
        if allowed_values is not UNSET:
            field_dict["allowed_values"] = allowed_values
        if minimum is not UNSET:
            field_dict["minimum"] = minimum
        if maximum is not UNSET:
            field_dict["maximum"] = maximum
        if key_pattern is not UNSET:
            field_dict["key_pattern"] = key_pattern

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        key = d.pop("key")

        type_ = d.pop("type")

        default = d.pop("default")

        nullable = d.pop("nullable")

        description = d.pop("description")

        def _parse_allowed_values(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                allowed_values_type_0 = cast(list[str], data)

                return allowed_values_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        allowed_values = _parse_allowed_values(d.pop("allowed_values", UNSET))

        def _parse_minimum(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        minimum = _parse_minimum(d.pop("minimum", UNSET))

        def _parse_maximum(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        maximum = _parse_maximum(d.pop("maximum", UNSET))

        def _parse_key_pattern(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        key_pattern = _parse_key_pattern(d.pop("key_pattern", UNSET))

        catalog_entry = cls(
            key=key,
            type_=type_,
            default=default,
            nullable=nullable,
            description=description,
            allowed_values=allowed_values,
            minimum=minimum,
            maximum=maximum,
            key_pattern=key_pattern,
        )

        catalog_entry.additional_properties = d
        return catalog_entry

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
