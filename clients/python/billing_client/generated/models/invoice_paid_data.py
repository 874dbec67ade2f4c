from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
from uuid import UUID


T = TypeVar("T", bound="InvoicePaidData")


@_attrs_define
class InvoicePaidData:
    """Paid at finalization (a zero total: `customer_id`, `total`) or by its payments, credits
    and wallet credit (`amount_paid`, `amount_credited`, `amount_wallet_applied`).

        Attributes:
            invoice_number (None | str):
            currency (str):
            customer_id (UUID | Unset):
            total (str | Unset): A decimal amount in the currency's major unit.
            amount_paid (str | Unset): A decimal amount in the currency's major unit.
            amount_credited (str | Unset): A decimal amount in the currency's major unit.
            amount_wallet_applied (str | Unset): A decimal amount in the currency's major unit.
    """

    invoice_number: None | str
    currency: str
    customer_id: UUID | Unset = UNSET
    total: str | Unset = UNSET
    amount_paid: str | Unset = UNSET
    amount_credited: str | Unset = UNSET
    amount_wallet_applied: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        invoice_number: None | str
        invoice_number = self.invoice_number

        currency = self.currency

        customer_id: str | Unset = UNSET
        if not isinstance(self.customer_id, Unset):
            customer_id = str(self.customer_id)

        total = self.total

        amount_paid = self.amount_paid

        amount_credited = self.amount_credited

        amount_wallet_applied = self.amount_wallet_applied

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "invoice_number": invoice_number,
                "currency": currency,
            }
        )
        if customer_id is not UNSET:
            field_dict["customer_id"] = customer_id
        if total is not UNSET:
            field_dict["total"] = total
        if amount_paid is not UNSET:
            field_dict["amount_paid"] = amount_paid
        if amount_credited is not UNSET:
            field_dict["amount_credited"] = amount_credited
        if amount_wallet_applied is not UNSET:
            field_dict["amount_wallet_applied"] = amount_wallet_applied

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_invoice_number(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        invoice_number = _parse_invoice_number(d.pop("invoice_number"))

        currency = d.pop("currency")

        _customer_id = d.pop("customer_id", UNSET)
        customer_id: UUID | Unset
        if isinstance(_customer_id, Unset):
            customer_id = UNSET
        else:
            customer_id = UUID(_customer_id)

        total = d.pop("total", UNSET)

        amount_paid = d.pop("amount_paid", UNSET)

        amount_credited = d.pop("amount_credited", UNSET)

        amount_wallet_applied = d.pop("amount_wallet_applied", UNSET)

        invoice_paid_data = cls(
            invoice_number=invoice_number,
            currency=currency,
            customer_id=customer_id,
            total=total,
            amount_paid=amount_paid,
            amount_credited=amount_credited,
            amount_wallet_applied=amount_wallet_applied,
        )

        invoice_paid_data.additional_properties = d
        return invoice_paid_data

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
