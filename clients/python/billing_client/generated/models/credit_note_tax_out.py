from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast


T = TypeVar("T", bound="CreditNoteTaxOut")


@_attrs_define
class CreditNoteTaxOut:
    """
    Attributes:
        category (str):
        rate (str):
        taxable_amount (str):
        tax_amount (str):
        exemption_reason (None | str):
        exemption_reason_code (None | str):
    """

    category: str
    rate: str
    taxable_amount: str
    tax_amount: str
    exemption_reason: None | str
    exemption_reason_code: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        category = self.category

        rate = self.rate

        taxable_amount = self.taxable_amount

        tax_amount = self.tax_amount

        exemption_reason: None | str
        exemption_reason = self.exemption_reason

        exemption_reason_code: None | str
        exemption_reason_code = self.exemption_reason_code

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "category": category,
                "rate": rate,
                "taxable_amount": taxable_amount,
                "tax_amount": tax_amount,
                "exemption_reason": exemption_reason,
                "exemption_reason_code": exemption_reason_code,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        category = d.pop("category")

        rate = d.pop("rate")

        taxable_amount = d.pop("taxable_amount")

        tax_amount = d.pop("tax_amount")

        def _parse_exemption_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        exemption_reason = _parse_exemption_reason(d.pop("exemption_reason"))

        def _parse_exemption_reason_code(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        exemption_reason_code = _parse_exemption_reason_code(d.pop("exemption_reason_code"))

        credit_note_tax_out = cls(
            category=category,
            rate=rate,
            taxable_amount=taxable_amount,
            tax_amount=tax_amount,
            exemption_reason=exemption_reason,
            exemption_reason_code=exemption_reason_code,
        )

        credit_note_tax_out.additional_properties = d
        return credit_note_tax_out

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
