from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.credit_note_line_create_tax_category_code_type_0 import (
    check_credit_note_line_create_tax_category_code_type_0,
)
from ..models.credit_note_line_create_tax_category_code_type_0 import (
    CreditNoteLineCreateTaxCategoryCodeType0,
)
from ..types import UNSET, Unset
from typing import cast
from uuid import UUID
import datetime


T = TypeVar("T", bound="CreditNoteLineCreate")


@_attrs_define
class CreditNoteLineCreate:
    """A line of a draft note. With `invoice_line_id` it corrects that line of the note's
    invoice: description, quantity and unit price default to the line's, and its VAT is the
    line's (tax fields are refused). Without it, the VAT is resolved as for an invoice line.

        Attributes:
            description (None | str | Unset):
            quantity (None | str | Unset):
            unit_price (None | str | Unset):
            tax_rate (None | str | Unset):
            tax_category_code (CreditNoteLineCreateTaxCategoryCodeType0 | None | Unset):
            tax_exemption_reason (None | str | Unset):
            invoice_line_id (None | Unset | UUID):
            period_start (datetime.date | None | Unset):
            period_end (datetime.date | None | Unset):
    """

    description: None | str | Unset = UNSET
    quantity: None | str | Unset = UNSET
    unit_price: None | str | Unset = UNSET
    tax_rate: None | str | Unset = UNSET
    tax_category_code: CreditNoteLineCreateTaxCategoryCodeType0 | None | Unset = UNSET
    tax_exemption_reason: None | str | Unset = UNSET
    invoice_line_id: None | Unset | UUID = UNSET
    period_start: datetime.date | None | Unset = UNSET
    period_end: datetime.date | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        description: None | str | Unset
        if isinstance(self.description, Unset):
            description = UNSET
        else:
            description = self.description

        quantity: None | str | Unset
        if isinstance(self.quantity, Unset):
            quantity = UNSET
        else:
            quantity = self.quantity

        unit_price: None | str | Unset
        if isinstance(self.unit_price, Unset):
            unit_price = UNSET
        else:
            unit_price = self.unit_price

        tax_rate: None | str | Unset
        if isinstance(self.tax_rate, Unset):
            tax_rate = UNSET
        else:
            tax_rate = self.tax_rate

        tax_category_code: None | str | Unset
        if isinstance(self.tax_category_code, Unset):
            tax_category_code = UNSET
        elif isinstance(self.tax_category_code, str):
            tax_category_code = self.tax_category_code
        else:
            tax_category_code = self.tax_category_code

        tax_exemption_reason: None | str | Unset
        if isinstance(self.tax_exemption_reason, Unset):
            tax_exemption_reason = UNSET
        else:
            tax_exemption_reason = self.tax_exemption_reason

        invoice_line_id: None | str | Unset
        if isinstance(self.invoice_line_id, Unset):
            invoice_line_id = UNSET
        elif isinstance(self.invoice_line_id, UUID):
            invoice_line_id = str(self.invoice_line_id)
        else:
            invoice_line_id = self.invoice_line_id

        period_start: None | str | Unset
        if isinstance(self.period_start, Unset):
            period_start = UNSET
        elif isinstance(self.period_start, datetime.date):
            period_start = self.period_start.isoformat()
        else:
            period_start = self.period_start

        period_end: None | str | Unset
        if isinstance(self.period_end, Unset):
            period_end = UNSET
        elif isinstance(self.period_end, datetime.date):
            period_end = self.period_end.isoformat()
        else:
            period_end = self.period_end

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if description is not UNSET:
            field_dict["description"] = description
        if quantity is not UNSET:
            field_dict["quantity"] = quantity
        if unit_price is not UNSET:
            field_dict["unit_price"] = unit_price
        if tax_rate is not UNSET:
            field_dict["tax_rate"] = tax_rate
        if tax_category_code is not UNSET:
            field_dict["tax_category_code"] = tax_category_code
        if tax_exemption_reason is not UNSET:
            field_dict["tax_exemption_reason"] = tax_exemption_reason
        if invoice_line_id is not UNSET:
            field_dict["invoice_line_id"] = invoice_line_id
        if period_start is not UNSET:
            field_dict["period_start"] = period_start
        if period_end is not UNSET:
            field_dict["period_end"] = period_end

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_description(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        description = _parse_description(d.pop("description", UNSET))

        def _parse_quantity(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        quantity = _parse_quantity(d.pop("quantity", UNSET))

        def _parse_unit_price(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        unit_price = _parse_unit_price(d.pop("unit_price", UNSET))

        def _parse_tax_rate(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        tax_rate = _parse_tax_rate(d.pop("tax_rate", UNSET))

        def _parse_tax_category_code(
            data: object,
        ) -> CreditNoteLineCreateTaxCategoryCodeType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                tax_category_code_type_0 = check_credit_note_line_create_tax_category_code_type_0(
                    data
                )

                return tax_category_code_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CreditNoteLineCreateTaxCategoryCodeType0 | None | Unset, data)

        tax_category_code = _parse_tax_category_code(d.pop("tax_category_code", UNSET))

        def _parse_tax_exemption_reason(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        tax_exemption_reason = _parse_tax_exemption_reason(d.pop("tax_exemption_reason", UNSET))

        def _parse_invoice_line_id(data: object) -> None | Unset | UUID:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                invoice_line_id_type_0 = UUID(data)

                return invoice_line_id_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Unset | UUID, data)

        invoice_line_id = _parse_invoice_line_id(d.pop("invoice_line_id", UNSET))

        def _parse_period_start(data: object) -> datetime.date | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                period_start_type_0 = datetime.date.fromisoformat(data)

                return period_start_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.date | None | Unset, data)

        period_start = _parse_period_start(d.pop("period_start", UNSET))

        def _parse_period_end(data: object) -> datetime.date | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                period_end_type_0 = datetime.date.fromisoformat(data)

                return period_end_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.date | None | Unset, data)

        period_end = _parse_period_end(d.pop("period_end", UNSET))

        credit_note_line_create = cls(
            description=description,
            quantity=quantity,
            unit_price=unit_price,
            tax_rate=tax_rate,
            tax_category_code=tax_category_code,
            tax_exemption_reason=tax_exemption_reason,
            invoice_line_id=invoice_line_id,
            period_start=period_start,
            period_end=period_end,
        )

        return credit_note_line_create
