from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from uuid import UUID
import datetime


T = TypeVar("T", bound="CreditNoteLineOut")


@_attrs_define
class CreditNoteLineOut:
    """
    Attributes:
        id (UUID):
        invoice_line_id (None | UUID):
        description (str):
        quantity (str):
        unit_price (str):
        amount (str):
        tax_amount (str):
        tax_category_code (str):
        tax_rate (str):
        tax_exemption_reason (None | str):
        tax_exemption_reason_code (None | str):
        period_start (datetime.date | None):
        period_end (datetime.date | None):
    """

    id: UUID
    invoice_line_id: None | UUID
    description: str
    quantity: str
    unit_price: str
    amount: str
    tax_amount: str
    tax_category_code: str
    tax_rate: str
    tax_exemption_reason: None | str
    tax_exemption_reason_code: None | str
    period_start: datetime.date | None
    period_end: datetime.date | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = str(self.id)

        invoice_line_id: None | str
        if isinstance(self.invoice_line_id, UUID):
            invoice_line_id = str(self.invoice_line_id)
        else:
            invoice_line_id = self.invoice_line_id

        description = self.description

        quantity = self.quantity

        unit_price = self.unit_price

        amount = self.amount

        tax_amount = self.tax_amount

        tax_category_code = self.tax_category_code

        tax_rate = self.tax_rate

        tax_exemption_reason: None | str
        tax_exemption_reason = self.tax_exemption_reason

        tax_exemption_reason_code: None | str
        tax_exemption_reason_code = self.tax_exemption_reason_code

        period_start: None | str
        if isinstance(self.period_start, datetime.date):
            period_start = self.period_start.isoformat()
        else:
            period_start = self.period_start

        period_end: None | str
        if isinstance(self.period_end, datetime.date):
            period_end = self.period_end.isoformat()
        else:
            period_end = self.period_end

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "invoice_line_id": invoice_line_id,
                "description": description,
                "quantity": quantity,
                "unit_price": unit_price,
                "amount": amount,
                "tax_amount": tax_amount,
                "tax_category_code": tax_category_code,
                "tax_rate": tax_rate,
                "tax_exemption_reason": tax_exemption_reason,
                "tax_exemption_reason_code": tax_exemption_reason_code,
                "period_start": period_start,
                "period_end": period_end,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = UUID(d.pop("id"))

        def _parse_invoice_line_id(data: object) -> None | UUID:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                invoice_line_id_type_0 = UUID(data)

                return invoice_line_id_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | UUID, data)

        invoice_line_id = _parse_invoice_line_id(d.pop("invoice_line_id"))

        description = d.pop("description")

        quantity = d.pop("quantity")

        unit_price = d.pop("unit_price")

        amount = d.pop("amount")

        tax_amount = d.pop("tax_amount")

        tax_category_code = d.pop("tax_category_code")

        tax_rate = d.pop("tax_rate")

        def _parse_tax_exemption_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        tax_exemption_reason = _parse_tax_exemption_reason(d.pop("tax_exemption_reason"))

        def _parse_tax_exemption_reason_code(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        tax_exemption_reason_code = _parse_tax_exemption_reason_code(
            d.pop("tax_exemption_reason_code")
        )

        def _parse_period_start(data: object) -> datetime.date | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                period_start_type_0 = datetime.date.fromisoformat(data)

                return period_start_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.date | None, data)

        period_start = _parse_period_start(d.pop("period_start"))

        def _parse_period_end(data: object) -> datetime.date | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                period_end_type_0 = datetime.date.fromisoformat(data)

                return period_end_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.date | None, data)

        period_end = _parse_period_end(d.pop("period_end"))

        credit_note_line_out = cls(
            id=id,
            invoice_line_id=invoice_line_id,
            description=description,
            quantity=quantity,
            unit_price=unit_price,
            amount=amount,
            tax_amount=tax_amount,
            tax_category_code=tax_category_code,
            tax_rate=tax_rate,
            tax_exemption_reason=tax_exemption_reason,
            tax_exemption_reason_code=tax_exemption_reason_code,
            period_start=period_start,
            period_end=period_end,
        )

        credit_note_line_out.additional_properties = d
        return credit_note_line_out

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
