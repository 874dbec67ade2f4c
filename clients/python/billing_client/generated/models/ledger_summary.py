from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset


T = TypeVar("T", bound="LedgerSummary")


@_attrs_define
class LedgerSummary:
    """
    Attributes:
        currency (str):
        balance (str):
        open_invoices (str):
        unapplied_credit (str):
    """

    currency: str
    balance: str
    open_invoices: str
    unapplied_credit: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        currency = self.currency

        balance = self.balance

        open_invoices = self.open_invoices

        unapplied_credit = self.unapplied_credit

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "currency": currency,
                "balance": balance,
                "open_invoices": open_invoices,
                "unapplied_credit": unapplied_credit,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        currency = d.pop("currency")

        balance = d.pop("balance")

        open_invoices = d.pop("open_invoices")

        unapplied_credit = d.pop("unapplied_credit")

        ledger_summary = cls(
            currency=currency,
            balance=balance,
            open_invoices=open_invoices,
            unapplied_credit=unapplied_credit,
        )

        ledger_summary.additional_properties = d
        return ledger_summary

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
