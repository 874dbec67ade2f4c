from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from uuid import UUID

if TYPE_CHECKING:
    from ..models.formula_rate_out_variables import FormulaRateOutVariables


T = TypeVar("T", bound="FormulaRateOut")


@_attrs_define
class FormulaRateOut:
    """
    Attributes:
        formula_id (UUID):
        version (int):
        variables (FormulaRateOutVariables):
        cost (None | str):
    """

    formula_id: UUID
    version: int
    variables: FormulaRateOutVariables
    cost: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.formula_rate_out_variables import FormulaRateOutVariables  # noqa: PLC0415

        formula_id = str(self.formula_id)

        version = self.version

        variables = self.variables.to_dict()

        cost: None | str
        cost = self.cost

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "formula_id": formula_id,
                "version": version,
                "variables": variables,
                "cost": cost,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.formula_rate_out_variables import FormulaRateOutVariables  # noqa: PLC0415

        d = dict(src_dict)
        formula_id = UUID(d.pop("formula_id"))

        version = d.pop("version")

        variables = FormulaRateOutVariables.from_dict(d.pop("variables"))

        def _parse_cost(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        cost = _parse_cost(d.pop("cost"))

        formula_rate_out = cls(
            formula_id=formula_id,
            version=version,
            variables=variables,
            cost=cost,
        )

        formula_rate_out.additional_properties = d
        return formula_rate_out

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
