from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from uuid import UUID


T = TypeVar("T", bound="CreditNoteApplicationReversedData")


@_attrs_define
class CreditNoteApplicationReversedData:
    """
    Attributes:
        application_id (UUID):
        invoice_id (None | UUID):
        amount (str): A decimal amount in the currency's major unit.
        currency (str):
        amount_remaining (str): A decimal amount in the currency's major unit.
        status (str):
    """

    application_id: UUID
    invoice_id: None | UUID
    amount: str
    currency: str
    amount_remaining: str
    status: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        application_id = str(self.application_id)

        invoice_id: None | str
        if isinstance(self.invoice_id, UUID):
            invoice_id = str(self.invoice_id)
        else:
            invoice_id = self.invoice_id

        amount = self.amount

        currency = self.currency

        amount_remaining = self.amount_remaining

        status = self.status

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "application_id": application_id,
                "invoice_id": invoice_id,
                "amount": amount,
                "currency": currency,
                "amount_remaining": amount_remaining,
                "status": status,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        application_id = UUID(d.pop("application_id"))

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

        amount = d.pop("amount")

        currency = d.pop("currency")

        amount_remaining = d.pop("amount_remaining")

        status = d.pop("status")

        credit_note_application_reversed_data = cls(
            application_id=application_id,
            invoice_id=invoice_id,
            amount=amount,
            currency=currency,
            amount_remaining=amount_remaining,
            status=status,
        )

        credit_note_application_reversed_data.additional_properties = d
        return credit_note_application_reversed_data

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
