from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset


T = TypeVar("T", bound="TaxElectronicAddress")


@_attrs_define
class TaxElectronicAddress:
    """Where the seller receives e-invoices (XRechnung BT-34): an EAS scheme and a value.

    Attributes:
        scheme (str):
        value (str):
    """

    scheme: str
    value: str

    def to_dict(self) -> dict[str, Any]:
        scheme = self.scheme

        value = self.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "scheme": scheme,
                "value": value,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        scheme = d.pop("scheme")

        value = d.pop("value")

        tax_electronic_address = cls(
            scheme=scheme,
            value=value,
        )

        return tax_electronic_address
