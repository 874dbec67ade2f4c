from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
    from ..models.variable_in import VariableIn


T = TypeVar("T", bound="PriceFormulaCreate")


@_attrs_define
class PriceFormulaCreate:
    """
    Attributes:
        name (str):
        expression (str):
        variables (list[VariableIn] | Unset):
    """

    name: str
    expression: str
    variables: list[VariableIn] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.variable_in import VariableIn  # noqa: PLC0415

        name = self.name

        expression = self.expression

        variables: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.variables, Unset):
            variables = []
            for variables_item_data in self.variables:
                variables_item = variables_item_data.to_dict()
                variables.append(variables_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "expression": expression,
            }
        )
        if variables is not UNSET:
            field_dict["variables"] = variables

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.variable_in import VariableIn  # noqa: PLC0415

        d = dict(src_dict)
        name = d.pop("name")

        expression = d.pop("expression")

        _variables = d.pop("variables", UNSET)
        variables: list[VariableIn] | Unset = UNSET
        if _variables is not UNSET:
            variables = []
            for variables_item_data in _variables:
                variables_item = VariableIn.from_dict(variables_item_data)

                variables.append(variables_item)

        price_formula_create = cls(
            name=name,
            expression=expression,
            variables=variables,
        )

        return price_formula_create
