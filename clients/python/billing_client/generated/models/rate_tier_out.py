from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
    from ..models.formula_rate_out import FormulaRateOut


T = TypeVar("T", bound="RateTierOut")


@_attrs_define
class RateTierOut:
    """
    Attributes:
        up_to (None | str):
        unit_amount (None | str):
        formula (FormulaRateOut | None):
    """

    up_to: None | str
    unit_amount: None | str
    formula: FormulaRateOut | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.formula_rate_out import FormulaRateOut  # noqa: PLC0415

        up_to: None | str
        up_to = self.up_to

        unit_amount: None | str
        unit_amount = self.unit_amount

        formula: dict[str, Any] | None
        if isinstance(self.formula, FormulaRateOut):
            formula = self.formula.to_dict()
        else:
            formula = self.formula

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "up_to": up_to,
                "unit_amount": unit_amount,
                "formula": formula,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.formula_rate_out import FormulaRateOut  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_up_to(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        up_to = _parse_up_to(d.pop("up_to"))

        def _parse_unit_amount(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        unit_amount = _parse_unit_amount(d.pop("unit_amount"))

        def _parse_formula(data: object) -> FormulaRateOut | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                formula_type_0 = FormulaRateOut.from_dict(data)

                return formula_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FormulaRateOut | None, data)

        formula = _parse_formula(d.pop("formula"))

        rate_tier_out = cls(
            up_to=up_to,
            unit_amount=unit_amount,
            formula=formula,
        )

        rate_tier_out.additional_properties = d
        return rate_tier_out

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
