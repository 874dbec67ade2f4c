from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset


T = TypeVar("T", bound="SepaDebitIn")


@_attrs_define
class SepaDebitIn:
    """
    Attributes:
        iban_last4 (str):
        mandate_reference (str):
    """

    iban_last4: str
    mandate_reference: str

    def to_dict(self) -> dict[str, Any]:
        iban_last4 = self.iban_last4

        mandate_reference = self.mandate_reference

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "iban_last4": iban_last4,
                "mandate_reference": mandate_reference,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        iban_last4 = d.pop("iban_last4")

        mandate_reference = d.pop("mandate_reference")

        sepa_debit_in = cls(
            iban_last4=iban_last4,
            mandate_reference=mandate_reference,
        )

        return sepa_debit_in
