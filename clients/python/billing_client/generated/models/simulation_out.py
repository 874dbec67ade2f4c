from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
    from ..models.budget_impact import BudgetImpact
    from ..models.invoice_out import InvoiceOut


T = TypeVar("T", bound="SimulationOut")


@_attrs_define
class SimulationOut:
    """
    Attributes:
        invoice (InvoiceOut):
        budget_impact (list[BudgetImpact]):
    """

    invoice: InvoiceOut
    budget_impact: list[BudgetImpact]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.budget_impact import BudgetImpact  # noqa: PLC0415
        from ..models.invoice_out import InvoiceOut  # noqa: PLC0415

        invoice = self.invoice.to_dict()

        budget_impact = []
        for budget_impact_item_data in self.budget_impact:
            budget_impact_item = budget_impact_item_data.to_dict()
            budget_impact.append(budget_impact_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "invoice": invoice,
                "budget_impact": budget_impact,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.budget_impact import BudgetImpact  # noqa: PLC0415
        from ..models.invoice_out import InvoiceOut  # noqa: PLC0415

        d = dict(src_dict)
        invoice = InvoiceOut.from_dict(d.pop("invoice"))

        budget_impact = []
        _budget_impact = d.pop("budget_impact")
        for budget_impact_item_data in _budget_impact:
            budget_impact_item = BudgetImpact.from_dict(budget_impact_item_data)

            budget_impact.append(budget_impact_item)

        simulation_out = cls(
            invoice=invoice,
            budget_impact=budget_impact,
        )

        simulation_out.additional_properties = d
        return simulation_out

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
