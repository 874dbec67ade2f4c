from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from uuid import UUID


T = TypeVar("T", bound="InvoicePaymentFailedData")


@_attrs_define
class InvoicePaymentFailedData:
    """
    Attributes:
        payment_id (UUID):
        kind (str):
        channel (str):
        source (str):
        amount (str): A decimal amount in the currency's major unit.
        currency (str):
        amount_paid (str): A decimal amount in the currency's major unit.
        amount_refunded (str): A decimal amount in the currency's major unit.
        amount_due (str): A decimal amount in the currency's major unit.
        payment_method_id (UUID):
        outcome (None | str):
        failure_message (None | str):
        retryable (bool):
    """

    payment_id: UUID
    kind: str
    channel: str
    source: str
    amount: str
    currency: str
    amount_paid: str
    amount_refunded: str
    amount_due: str
    payment_method_id: UUID
    outcome: None | str
    failure_message: None | str
    retryable: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        payment_id = str(self.payment_id)

        kind = self.kind

        channel = self.channel

        source = self.source

        amount = self.amount

        currency = self.currency

        amount_paid = self.amount_paid

        amount_refunded = self.amount_refunded

        amount_due = self.amount_due

        payment_method_id = str(self.payment_method_id)

        outcome: None | str
        outcome = self.outcome

        failure_message: None | str
        failure_message = self.failure_message

        retryable = self.retryable

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "payment_id": payment_id,
                "kind": kind,
                "channel": channel,
                "source": source,
                "amount": amount,
                "currency": currency,
                "amount_paid": amount_paid,
                "amount_refunded": amount_refunded,
                "amount_due": amount_due,
                "payment_method_id": payment_method_id,
                "outcome": outcome,
                "failure_message": failure_message,
                "retryable": retryable,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        payment_id = UUID(d.pop("payment_id"))

        kind = d.pop("kind")

        channel = d.pop("channel")

        source = d.pop("source")

        amount = d.pop("amount")

        currency = d.pop("currency")

        amount_paid = d.pop("amount_paid")

        amount_refunded = d.pop("amount_refunded")

        amount_due = d.pop("amount_due")

        payment_method_id = UUID(d.pop("payment_method_id"))

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

        retryable = d.pop("retryable")

        invoice_payment_failed_data = cls(
            payment_id=payment_id,
            kind=kind,
            channel=channel,
            source=source,
            amount=amount,
            currency=currency,
            amount_paid=amount_paid,
            amount_refunded=amount_refunded,
            amount_due=amount_due,
            payment_method_id=payment_method_id,
            outcome=outcome,
            failure_message=failure_message,
            retryable=retryable,
        )

        invoice_payment_failed_data.additional_properties = d
        return invoice_payment_failed_data

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
