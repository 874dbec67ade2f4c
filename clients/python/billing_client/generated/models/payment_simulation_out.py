from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.payment_simulation_out_outcome import check_payment_simulation_out_outcome
from ..models.payment_simulation_out_outcome import PaymentSimulationOutOutcome
from typing import cast
from uuid import UUID
import datetime


T = TypeVar("T", bound="PaymentSimulationOut")


@_attrs_define
class PaymentSimulationOut:
    """
    Attributes:
        id (UUID):
        workspace_id (UUID):
        payment_method_id (UUID):
        outcome (PaymentSimulationOutOutcome):
        created_at (datetime.datetime):
    """

    id: UUID
    workspace_id: UUID
    payment_method_id: UUID
    outcome: PaymentSimulationOutOutcome
    created_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = str(self.id)

        workspace_id = str(self.workspace_id)

        payment_method_id = str(self.payment_method_id)

        outcome: str = self.outcome

        created_at = self.created_at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "workspace_id": workspace_id,
                "payment_method_id": payment_method_id,
                "outcome": outcome,
                "created_at": created_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = UUID(d.pop("id"))

        workspace_id = UUID(d.pop("workspace_id"))

        payment_method_id = UUID(d.pop("payment_method_id"))

        outcome = check_payment_simulation_out_outcome(d.pop("outcome"))

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        payment_simulation_out = cls(
            id=id,
            workspace_id=workspace_id,
            payment_method_id=payment_method_id,
            outcome=outcome,
            created_at=created_at,
        )

        payment_simulation_out.additional_properties = d
        return payment_simulation_out

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
