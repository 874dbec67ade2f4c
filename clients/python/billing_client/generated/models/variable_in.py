from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.variable_in_type import check_variable_in_type
from ..models.variable_in_type import VariableInType
from ..types import UNSET, Unset
from typing import cast


T = TypeVar("T", bound="VariableIn")


@_attrs_define
class VariableIn:
    """
    Attributes:
        name (str):
        type_ (VariableInType):
        default (bool | int | None | str | Unset): Optional: a decimal string, a JSON integer or true/false, by type.
    """

    name: str
    type_: VariableInType
    default: bool | int | None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        type_: str = self.type_

        default: bool | int | None | str | Unset
        if isinstance(self.default, Unset):
            default = UNSET
        else:
            default = self.default

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "type": type_,
            }
        )
        if default is not UNSET:
            field_dict["default"] = default

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        type_ = check_variable_in_type(d.pop("type"))

        def _parse_default(data: object) -> bool | int | None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | int | None | str | Unset, data)

        default = _parse_default(d.pop("default", UNSET))

        variable_in = cls(
            name=name,
            type_=type_,
            default=default,
        )

        return variable_in
