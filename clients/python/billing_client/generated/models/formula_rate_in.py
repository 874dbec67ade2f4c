from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
from uuid import UUID

if TYPE_CHECKING:
    from ..models.formula_rate_in_variables import FormulaRateInVariables


T = TypeVar("T", bound="FormulaRateIn")


@_attrs_define
class FormulaRateIn:
    """
    Attributes:
        formula_id (UUID):
        version (int): The formula version pinned (not a draft).
        variables (FormulaRateInVariables | Unset): Values bound to the formula's variables.
        cost (None | str | Unset): The tier's cost basis.
    """

    formula_id: UUID
    version: int
    variables: FormulaRateInVariables | Unset = UNSET
    cost: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.formula_rate_in_variables import FormulaRateInVariables  # noqa: PLC0415

        formula_id = str(self.formula_id)

        version = self.version

        variables: dict[str, Any] | Unset = UNSET
        if not isinstance(self.variables, Unset):
            variables = self.variables.to_dict()

        cost: None | str | Unset
        if isinstance(self.cost, Unset):
            cost = UNSET
        else:
            cost = self.cost

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "formula_id": formula_id,
                "version": version,
            }
        )
        if variables is not UNSET:
            field_dict["variables"] = variables
        if cost is not UNSET:
            field_dict["cost"] = cost

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.formula_rate_in_variables import FormulaRateInVariables  # noqa: PLC0415

        d = dict(src_dict)
        formula_id = UUID(d.pop("formula_id"))

        version = d.pop("version")

        _variables = d.pop("variables", UNSET)
        variables: FormulaRateInVariables | Unset
        if isinstance(_variables, Unset):
            variables = UNSET
        else:
            variables = FormulaRateInVariables.from_dict(_variables)

        def _parse_cost(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        cost = _parse_cost(d.pop("cost", UNSET))

        formula_rate_in = cls(
            formula_id=formula_id,
            version=version,
            variables=variables,
            cost=cost,
        )

        return formula_rate_in
