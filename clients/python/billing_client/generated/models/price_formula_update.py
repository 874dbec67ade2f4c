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


T = TypeVar("T", bound="PriceFormulaUpdate")


@_attrs_define
class PriceFormulaUpdate:
    """A merge-patch: a new expression or variables make a new version (published now, or
    parked as a draft with `save_as_draft`); a new name alone makes none.

        Attributes:
            name (None | str | Unset):
            expression (None | str | Unset):
            variables (list[VariableIn] | None | Unset):
            expected_version (int | None | Unset): The version last read; a stale one answers 409 CONFLICT.
            save_as_draft (bool | None | Unset): Park the new expression/variables in a draft version; the live head (and
                billing) stays until POST /publish.
    """

    name: None | str | Unset = UNSET
    expression: None | str | Unset = UNSET
    variables: list[VariableIn] | None | Unset = UNSET
    expected_version: int | None | Unset = UNSET
    save_as_draft: bool | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.variable_in import VariableIn  # noqa: PLC0415

        name: None | str | Unset
        if isinstance(self.name, Unset):
            name = UNSET
        else:
            name = self.name

        expression: None | str | Unset
        if isinstance(self.expression, Unset):
            expression = UNSET
        else:
            expression = self.expression

        variables: list[dict[str, Any]] | None | Unset
        if isinstance(self.variables, Unset):
            variables = UNSET
        elif isinstance(self.variables, list):
            variables = []
            for variables_type_0_item_data in self.variables:
                variables_type_0_item = variables_type_0_item_data.to_dict()
                variables.append(variables_type_0_item)

        else:
            variables = self.variables

        expected_version: int | None | Unset
        if isinstance(self.expected_version, Unset):
            expected_version = UNSET
        else:
            expected_version = self.expected_version

        save_as_draft: bool | None | Unset
        if isinstance(self.save_as_draft, Unset):
            save_as_draft = UNSET
        else:
            save_as_draft = self.save_as_draft

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if name is not UNSET:
            field_dict["name"] = name
        if expression is not UNSET:
            field_dict["expression"] = expression
        if variables is not UNSET:
            field_dict["variables"] = variables
        if expected_version is not UNSET:
            field_dict["expected_version"] = expected_version
        if save_as_draft is not UNSET:
            field_dict["save_as_draft"] = save_as_draft

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.variable_in import VariableIn  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        name = _parse_name(d.pop("name", UNSET))

        def _parse_expression(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        expression = _parse_expression(d.pop("expression", UNSET))

        def _parse_variables(data: object) -> list[VariableIn] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                variables_type_0 = []
                _variables_type_0 = data
                for variables_type_0_item_data in _variables_type_0:
                    variables_type_0_item = VariableIn.from_dict(variables_type_0_item_data)

                    variables_type_0.append(variables_type_0_item)

                return variables_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[VariableIn] | None | Unset, data)

        variables = _parse_variables(d.pop("variables", UNSET))

        def _parse_expected_version(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        expected_version = _parse_expected_version(d.pop("expected_version", UNSET))

        def _parse_save_as_draft(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        save_as_draft = _parse_save_as_draft(d.pop("save_as_draft", UNSET))

        price_formula_update = cls(
            name=name,
            expression=expression,
            variables=variables,
            expected_version=expected_version,
            save_as_draft=save_as_draft,
        )

        return price_formula_update
