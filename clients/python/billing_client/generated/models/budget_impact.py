from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from uuid import UUID


T = TypeVar("T", bound="BudgetImpact")


@_attrs_define
class BudgetImpact:
    """
    Attributes:
        promotion_id (UUID):
        budget_currency (None | str):
        would_consume (str):
        remaining_budget (None | str):
    """

    promotion_id: UUID
    budget_currency: None | str
    would_consume: str
    remaining_budget: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        promotion_id = str(self.promotion_id)

        budget_currency: None | str
        budget_currency = self.budget_currency

        would_consume = self.would_consume

        remaining_budget: None | str
        remaining_budget = self.remaining_budget

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "promotion_id": promotion_id,
                "budget_currency": budget_currency,
                "would_consume": would_consume,
                "remaining_budget": remaining_budget,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        promotion_id = UUID(d.pop("promotion_id"))

        def _parse_budget_currency(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        budget_currency = _parse_budget_currency(d.pop("budget_currency"))

        would_consume = d.pop("would_consume")

        def _parse_remaining_budget(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        remaining_budget = _parse_remaining_budget(d.pop("remaining_budget"))

        budget_impact = cls(
            promotion_id=promotion_id,
            budget_currency=budget_currency,
            would_consume=would_consume,
            remaining_budget=remaining_budget,
        )

        budget_impact.additional_properties = d
        return budget_impact

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
