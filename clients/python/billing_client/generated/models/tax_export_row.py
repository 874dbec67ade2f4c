from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
import datetime


T = TypeVar("T", bound="TaxExportRow")


@_attrs_define
class TaxExportRow:
    """
    Attributes:
        invoice_id (str):
        invoice_number (None | str):
        issued_on (datetime.date):
        invoice_status (str):
        customer_id (str):
        customer_country (None | str):
        customer_vat_id (None | str):
        currency (str):
        line_id (str):
        description (str):
        net_amount (str):
        tax_category_code (str):
        tax_rate (str):
        tax_amount (str):
        tax_exemption_reason (None | str):
        tax_exemption_reason_code (None | str):
        tax_basis (str):
        jurisdiction (None | str):
    """

    invoice_id: str
    invoice_number: None | str
    issued_on: datetime.date
    invoice_status: str
    customer_id: str
    customer_country: None | str
    customer_vat_id: None | str
    currency: str
    line_id: str
    description: str
    net_amount: str
    tax_category_code: str
    tax_rate: str
    tax_amount: str
    tax_exemption_reason: None | str
    tax_exemption_reason_code: None | str
    tax_basis: str
    jurisdiction: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        invoice_id = self.invoice_id

        invoice_number: None | str
        invoice_number = self.invoice_number

        issued_on = self.issued_on.isoformat()

        invoice_status = self.invoice_status

        customer_id = self.customer_id

        customer_country: None | str
        customer_country = self.customer_country

        customer_vat_id: None | str
        customer_vat_id = self.customer_vat_id

        currency = self.currency

        line_id = self.line_id

        description = self.description

        net_amount = self.net_amount

        tax_category_code = self.tax_category_code

        tax_rate = self.tax_rate

        tax_amount = self.tax_amount

        tax_exemption_reason: None | str
        tax_exemption_reason = self.tax_exemption_reason

        tax_exemption_reason_code: None | str
        tax_exemption_reason_code = self.tax_exemption_reason_code

        tax_basis = self.tax_basis

        jurisdiction: None | str
        jurisdiction = self.jurisdiction

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "invoice_id": invoice_id,
                "invoice_number": invoice_number,
                "issued_on": issued_on,
                "invoice_status": invoice_status,
                "customer_id": customer_id,
                "customer_country": customer_country,
                "customer_vat_id": customer_vat_id,
                "currency": currency,
                "line_id": line_id,
                "description": description,
                "net_amount": net_amount,
                "tax_category_code": tax_category_code,
                "tax_rate": tax_rate,
                "tax_amount": tax_amount,
                "tax_exemption_reason": tax_exemption_reason,
                "tax_exemption_reason_code": tax_exemption_reason_code,
                "tax_basis": tax_basis,
                "jurisdiction": jurisdiction,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        invoice_id = d.pop("invoice_id")

        def _parse_invoice_number(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        invoice_number = _parse_invoice_number(d.pop("invoice_number"))

        issued_on = datetime.date.fromisoformat(d.pop("issued_on"))

        invoice_status = d.pop("invoice_status")

        customer_id = d.pop("customer_id")

        def _parse_customer_country(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        customer_country = _parse_customer_country(d.pop("customer_country"))

        def _parse_customer_vat_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        customer_vat_id = _parse_customer_vat_id(d.pop("customer_vat_id"))

        currency = d.pop("currency")

        line_id = d.pop("line_id")

        description = d.pop("description")

        net_amount = d.pop("net_amount")

        tax_category_code = d.pop("tax_category_code")

        tax_rate = d.pop("tax_rate")

        tax_amount = d.pop("tax_amount")

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

        tax_basis = d.pop("tax_basis")

        def _parse_jurisdiction(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        jurisdiction = _parse_jurisdiction(d.pop("jurisdiction"))

        tax_export_row = cls(
            invoice_id=invoice_id,
            invoice_number=invoice_number,
            issued_on=issued_on,
            invoice_status=invoice_status,
            customer_id=customer_id,
            customer_country=customer_country,
            customer_vat_id=customer_vat_id,
            currency=currency,
            line_id=line_id,
            description=description,
            net_amount=net_amount,
            tax_category_code=tax_category_code,
            tax_rate=tax_rate,
            tax_amount=tax_amount,
            tax_exemption_reason=tax_exemption_reason,
            tax_exemption_reason_code=tax_exemption_reason_code,
            tax_basis=tax_basis,
            jurisdiction=jurisdiction,
        )

        tax_export_row.additional_properties = d
        return tax_export_row

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
