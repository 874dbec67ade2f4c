from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast


T = TypeVar("T", bound="StepOut")


@_attrs_define
class StepOut:
    """
    Attributes:
        expression (str): The sub-expression, as written.
        position (int): Where it starts in the expression (0-based).
        type_ (str):
        value (bool | int | str):
    """

    expression: str
    position: int
    type_: str
    value: bool | int | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        expression = self.expression

        position = self.position

        type_ = self.type_

        value: bool | int | str
        value = self.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "expression": expression,
                "position": position,
                "type": type_,
                "value": value,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        expression = d.pop("expression")

        position = d.pop("position")

        type_ = d.pop("type")

        def _parse_value(data: object) -> bool | int | str:
            return cast(bool | int | str, data)

        value = _parse_value(d.pop("value"))

        step_out = cls(
            expression=expression,
            position=position,
            type_=type_,
            value=value,
        )

        step_out.additional_properties = d
        return step_out

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
