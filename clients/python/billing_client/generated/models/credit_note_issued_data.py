from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from uuid import UUID


T = TypeVar("T", bound="CreditNoteIssuedData")


@_attrs_define
class CreditNoteIssuedData:
    """
    Attributes:
        credit_note_number (None | str):
        invoice_id (None | UUID):
        customer_id (UUID):
        currency (str):
        total (str): A decimal amount in the currency's major unit.
        reason_code (None | str):
    """

    credit_note_number: None | str
    invoice_id: None | UUID
    customer_id: UUID
    currency: str
    total: str
    reason_code: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        credit_note_number: None | str
        credit_note_number = self.credit_note_number

        invoice_id: None | str
        if isinstance(self.invoice_id, UUID):
            invoice_id = str(self.invoice_id)
        else:
            invoice_id = self.invoice_id

        customer_id = str(self.customer_id)

        currency = self.currency

        total = self.total

        reason_code: None | str
        reason_code = self.reason_code

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "credit_note_number": credit_note_number,
                "invoice_id": invoice_id,
                "customer_id": customer_id,
                "currency": currency,
                "total": total,
                "reason_code": reason_code,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_credit_note_number(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        credit_note_number = _parse_credit_note_number(d.pop("credit_note_number"))

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

        customer_id = UUID(d.pop("customer_id"))

        currency = d.pop("currency")

        total = d.pop("total")

        def _parse_reason_code(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        reason_code = _parse_reason_code(d.pop("reason_code"))

        credit_note_issued_data = cls(
            credit_note_number=credit_note_number,
            invoice_id=invoice_id,
            customer_id=customer_id,
            currency=currency,
            total=total,
            reason_code=reason_code,
        )

        credit_note_issued_data.additional_properties = d
        return credit_note_issued_data

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
