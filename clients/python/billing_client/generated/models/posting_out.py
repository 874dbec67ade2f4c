from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from uuid import UUID
import datetime


T = TypeVar("T", bound="PostingOut")


@_attrs_define
class PostingOut:
    """
    Attributes:
        id (UUID):
        customer_id (UUID):
        currency (str):
        type_ (str):
        description (str):
        amount (str):
        receivable_change (str):
        credit_change (str):
        balance (str):
        invoice_id (None | UUID):
        credit_note_id (None | UUID):
        payment_id (None | UUID):
        application_id (None | UUID):
        posted_at (datetime.datetime):
        created_at (datetime.datetime):
    """

    id: UUID
    customer_id: UUID
    currency: str
    type_: str
    description: str
    amount: str
    receivable_change: str
    credit_change: str
    balance: str
    invoice_id: None | UUID
    credit_note_id: None | UUID
    payment_id: None | UUID
    application_id: None | UUID
    posted_at: datetime.datetime
    created_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = str(self.id)

        customer_id = str(self.customer_id)

        currency = self.currency

        type_ = self.type_

        description = self.description

        amount = self.amount

        receivable_change = self.receivable_change

        credit_change = self.credit_change

        balance = self.balance

        invoice_id: None | str
        if isinstance(self.invoice_id, UUID):
            invoice_id = str(self.invoice_id)
        else:
            invoice_id = self.invoice_id

        credit_note_id: None | str
        if isinstance(self.credit_note_id, UUID):
            credit_note_id = str(self.credit_note_id)
        else:
            credit_note_id = self.credit_note_id

        payment_id: None | str
        if isinstance(self.payment_id, UUID):
            payment_id = str(self.payment_id)
        else:
            payment_id = self.payment_id

        application_id: None | str
        if isinstance(self.application_id, UUID):
            application_id = str(self.application_id)
        else:
            application_id = self.application_id

        posted_at = self.posted_at.isoformat()

        created_at = self.created_at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "customer_id": customer_id,
                "currency": currency,
                "type": type_,
                "description": description,
                "amount": amount,
                "receivable_change": receivable_change,
                "credit_change": credit_change,
                "balance": balance,
                "invoice_id": invoice_id,
                "credit_note_id": credit_note_id,
                "payment_id": payment_id,
                "application_id": application_id,
                "posted_at": posted_at,
                "created_at": created_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = UUID(d.pop("id"))

        customer_id = UUID(d.pop("customer_id"))

        currency = d.pop("currency")

        type_ = d.pop("type")

        description = d.pop("description")

        amount = d.pop("amount")

        receivable_change = d.pop("receivable_change")

        credit_change = d.pop("credit_change")

        balance = d.pop("balance")

        def _parse_invoice_id(data: object) -> None | UUID:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                invoice_id_type_0 = UUID(data)

                return invoice_id_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | UUID, data)

        invoice_id = _parse_invoice_id(d.pop("invoice_id"))

        def _parse_credit_note_id(data: object) -> None | UUID:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                credit_note_id_type_0 = UUID(data)

                return credit_note_id_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | UUID, data)

        credit_note_id = _parse_credit_note_id(d.pop("credit_note_id"))

        def _parse_payment_id(data: object) -> None | UUID:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                payment_id_type_0 = UUID(data)

                return payment_id_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | UUID, data)

        payment_id = _parse_payment_id(d.pop("payment_id"))

        def _parse_application_id(data: object) -> None | UUID:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                application_id_type_0 = UUID(data)

                return application_id_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | UUID, data)

        application_id = _parse_application_id(d.pop("application_id"))

        posted_at = datetime.datetime.fromisoformat(d.pop("posted_at"))

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        posting_out = cls(
            id=id,
            customer_id=customer_id,
            currency=currency,
            type_=type_,
            description=description,
            amount=amount,
            receivable_change=receivable_change,
            credit_change=credit_change,
            balance=balance,
            invoice_id=invoice_id,
            credit_note_id=credit_note_id,
            payment_id=payment_id,
            application_id=application_id,
            posted_at=posted_at,
            created_at=created_at,
        )

        posting_out.additional_properties = d
        return posting_out

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
