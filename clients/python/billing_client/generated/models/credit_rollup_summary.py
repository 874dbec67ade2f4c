from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset


T = TypeVar("T", bound="CreditRollupSummary")


@_attrs_define
class CreditRollupSummary:
    """
    Attributes:
        currency (str):
        total_credited (str):
        issued_against_invoice (str):
        remaining_creditable (str):
    """

    currency: str
    total_credited: str
    issued_against_invoice: str
    remaining_creditable: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        currency = self.currency

        total_credited = self.total_credited

        issued_against_invoice = self.issued_against_invoice

        remaining_creditable = self.remaining_creditable

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "currency": currency,
                "total_credited": total_credited,
                "issued_against_invoice": issued_against_invoice,
                "remaining_creditable": remaining_creditable,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        currency = d.pop("currency")

        total_credited = d.pop("total_credited")

        issued_against_invoice = d.pop("issued_against_invoice")

        remaining_creditable = d.pop("remaining_creditable")

        credit_rollup_summary = cls(
            currency=currency,
            total_credited=total_credited,
            issued_against_invoice=issued_against_invoice,
            remaining_creditable=remaining_creditable,
        )

        credit_rollup_summary.additional_properties = d
        return credit_rollup_summary

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
