from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from uuid import UUID


T = TypeVar("T", bound="InvoiceVoidedData")


@_attrs_define
class InvoiceVoidedData:
    """
    Attributes:
        invoice_number (None | str):
        credit_note_id (None | UUID):
        amount_credited (str): A decimal amount in the currency's major unit.
        currency (str):
    """

    invoice_number: None | str
    credit_note_id: None | UUID
    amount_credited: str
    currency: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        invoice_number: None | str
        invoice_number = self.invoice_number

        credit_note_id: None | str
        if isinstance(self.credit_note_id, UUID):
            credit_note_id = str(self.credit_note_id)
        else:
            credit_note_id = self.credit_note_id

        amount_credited = self.amount_credited

        currency = self.currency

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "invoice_number": invoice_number,
                "credit_note_id": credit_note_id,
                "amount_credited": amount_credited,
                "currency": currency,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_invoice_number(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        invoice_number = _parse_invoice_number(d.pop("invoice_number"))

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

        amount_credited = d.pop("amount_credited")

        currency = d.pop("currency")

        invoice_voided_data = cls(
            invoice_number=invoice_number,
            credit_note_id=credit_note_id,
            amount_credited=amount_credited,
            currency=currency,
        )

        invoice_voided_data.additional_properties = d
        return invoice_voided_data

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
