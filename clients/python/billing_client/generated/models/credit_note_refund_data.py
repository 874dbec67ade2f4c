from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from uuid import UUID


T = TypeVar("T", bound="CreditNoteRefundData")


@_attrs_define
class CreditNoteRefundData:
    """
    Attributes:
        refund_payment_id (UUID):
        amount (str): A decimal amount in the currency's major unit.
        currency (str):
        outcome (None | str):
        failure_message (None | str):
        amount_remaining (str): A decimal amount in the currency's major unit.
    """

    refund_payment_id: UUID
    amount: str
    currency: str
    outcome: None | str
    failure_message: None | str
    amount_remaining: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        refund_payment_id = str(self.refund_payment_id)

        amount = self.amount

        currency = self.currency

        outcome: None | str
        outcome = self.outcome

        failure_message: None | str
        failure_message = self.failure_message

        amount_remaining = self.amount_remaining

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "refund_payment_id": refund_payment_id,
                "amount": amount,
                "currency": currency,
                "outcome": outcome,
                "failure_message": failure_message,
                "amount_remaining": amount_remaining,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        refund_payment_id = UUID(d.pop("refund_payment_id"))

        amount = d.pop("amount")

        currency = d.pop("currency")

        def _parse_outcome(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        outcome = _parse_outcome(d.pop("outcome"))

        def _parse_failure_message(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        failure_message = _parse_failure_message(d.pop("failure_message"))

        amount_remaining = d.pop("amount_remaining")

        credit_note_refund_data = cls(
            refund_payment_id=refund_payment_id,
            amount=amount,
            currency=currency,
            outcome=outcome,
            failure_message=failure_message,
            amount_remaining=amount_remaining,
        )

        credit_note_refund_data.additional_properties = d
        return credit_note_refund_data

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
