from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.payment_simulation_create_outcome import check_payment_simulation_create_outcome
from ..models.payment_simulation_create_outcome import PaymentSimulationCreateOutcome
from typing import cast
from uuid import UUID


T = TypeVar("T", bound="PaymentSimulationCreate")


@_attrs_define
class PaymentSimulationCreate:
    """
    Attributes:
        payment_method_id (UUID):
        outcome (PaymentSimulationCreateOutcome):
    """

    payment_method_id: UUID
    outcome: PaymentSimulationCreateOutcome

    def to_dict(self) -> dict[str, Any]:
        payment_method_id = str(self.payment_method_id)

        outcome: str = self.outcome

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "payment_method_id": payment_method_id,
                "outcome": outcome,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        payment_method_id = UUID(d.pop("payment_method_id"))

        outcome = check_payment_simulation_create_outcome(d.pop("outcome"))

        payment_simulation_create = cls(
            payment_method_id=payment_method_id,
            outcome=outcome,
        )

        return payment_simulation_create
