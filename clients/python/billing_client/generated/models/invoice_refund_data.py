from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from uuid import UUID


T = TypeVar("T", bound="InvoiceRefundData")


@_attrs_define
class InvoiceRefundData:
    """
    Attributes:
        credit_note_id (UUID):
        invoice_number (None | str):
        amount_paid (str): A decimal amount in the currency's major unit.
        amount_refunded (str): A decimal amount in the currency's major unit.
        currency (str):
    """

    credit_note_id: UUID
    invoice_number: None | str
    amount_paid: str
    amount_refunded: str
    currency: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        credit_note_id = str(self.credit_note_id)

        invoice_number: None | str
        invoice_number = self.invoice_number

        amount_paid = self.amount_paid

        amount_refunded = self.amount_refunded

        currency = self.currency

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "credit_note_id": credit_note_id,
                "invoice_number": invoice_number,
                "amount_paid": amount_paid,
                "amount_refunded": amount_refunded,
                "currency": currency,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        credit_note_id = UUID(d.pop("credit_note_id"))

        def _parse_invoice_number(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        invoice_number = _parse_invoice_number(d.pop("invoice_number"))

        amount_paid = d.pop("amount_paid")

        amount_refunded = d.pop("amount_refunded")

        currency = d.pop("currency")

        invoice_refund_data = cls(
            credit_note_id=credit_note_id,
            invoice_number=invoice_number,
            amount_paid=amount_paid,
            amount_refunded=amount_refunded,
            currency=currency,
        )

        invoice_refund_data.additional_properties = d
        return invoice_refund_data

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
