from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset


T = TypeVar("T", bound="ClawbackTotal")


@_attrs_define
class ClawbackTotal:
    """
    Attributes:
        currency (str):
        invoice_benefits (str):
        wallet_credits (str):
        total (str):
    """

    currency: str
    invoice_benefits: str
    wallet_credits: str
    total: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        currency = self.currency

        invoice_benefits = self.invoice_benefits

        wallet_credits = self.wallet_credits

        total = self.total

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "currency": currency,
                "invoice_benefits": invoice_benefits,
                "wallet_credits": wallet_credits,
                "total": total,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        currency = d.pop("currency")

        invoice_benefits = d.pop("invoice_benefits")

        wallet_credits = d.pop("wallet_credits")

        total = d.pop("total")

        clawback_total = cls(
            currency=currency,
            invoice_benefits=invoice_benefits,
            wallet_credits=wallet_credits,
            total=total,
        )

        clawback_total.additional_properties = d
        return clawback_total

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
