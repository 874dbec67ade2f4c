from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from uuid import UUID


T = TypeVar("T", bound="InvoiceFinalizedData")


@_attrs_define
class InvoiceFinalizedData:
    """
    Attributes:
        invoice_number (str):
        customer_id (UUID):
        currency (str):
        total (str): A decimal amount in the currency's major unit.
    """

    invoice_number: str
    customer_id: UUID
    currency: str
    total: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        invoice_number = self.invoice_number

        customer_id = str(self.customer_id)

        currency = self.currency

        total = self.total

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "invoice_number": invoice_number,
                "customer_id": customer_id,
                "currency": currency,
                "total": total,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        invoice_number = d.pop("invoice_number")

        customer_id = UUID(d.pop("customer_id"))

        currency = d.pop("currency")

        total = d.pop("total")

        invoice_finalized_data = cls(
            invoice_number=invoice_number,
            customer_id=customer_id,
            currency=currency,
            total=total,
        )

        invoice_finalized_data.additional_properties = d
        return invoice_finalized_data

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
