from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
    from ..models.formula_rate_in import FormulaRateIn


T = TypeVar("T", bound="RateTierIn")


@_attrs_define
class RateTierIn:
    """Exactly one of `unit_amount` (a fixed rate) and `formula` (the rate a formula gives).

    Attributes:
        up_to (None | str | Unset): Inclusive upper quantity of the tier; null or absent (only the last tier) = no
            bound.
        unit_amount (None | str | Unset):
        formula (FormulaRateIn | None | Unset):
    """

    up_to: None | str | Unset = UNSET
    unit_amount: None | str | Unset = UNSET
    formula: FormulaRateIn | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.formula_rate_in import FormulaRateIn  # noqa: PLC0415

        up_to: None | str | Unset
        if isinstance(self.up_to, Unset):
            up_to = UNSET
        else:
            up_to = self.up_to

        unit_amount: None | str | Unset
        if isinstance(self.unit_amount, Unset):
            unit_amount = UNSET
        else:
            unit_amount = self.unit_amount

        formula: dict[str, Any] | None | Unset
        if isinstance(self.formula, Unset):
            formula = UNSET
        elif isinstance(self.formula, FormulaRateIn):
            formula = self.formula.to_dict()
        else:
            formula = self.formula

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if up_to is not UNSET:
            field_dict["up_to"] = up_to
        if unit_amount is not UNSET:
            field_dict["unit_amount"] = unit_amount
        if formula is not UNSET:
            field_dict["formula"] = formula

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.formula_rate_in import FormulaRateIn  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_up_to(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        up_to = _parse_up_to(d.pop("up_to", UNSET))

        def _parse_unit_amount(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        unit_amount = _parse_unit_amount(d.pop("unit_amount", UNSET))

        def _parse_formula(data: object) -> FormulaRateIn | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                formula_type_0 = FormulaRateIn.from_dict(data)

                return formula_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FormulaRateIn | None | Unset, data)

        formula = _parse_formula(d.pop("formula", UNSET))

        rate_tier_in = cls(
            up_to=up_to,
            unit_amount=unit_amount,
            formula=formula,
        )

        return rate_tier_in
