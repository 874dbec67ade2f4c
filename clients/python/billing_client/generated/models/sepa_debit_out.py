from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast


T = TypeVar("T", bound="SepaDebitOut")


@_attrs_define
class SepaDebitOut:
    """
    Attributes:
        iban_last4 (str):
        mandate_reference (None | str):
    """

    iban_last4: str
    mandate_reference: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        iban_last4 = self.iban_last4

        mandate_reference: None | str
        mandate_reference = self.mandate_reference

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
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

        def _parse_mandate_reference(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        mandate_reference = _parse_mandate_reference(d.pop("mandate_reference"))

        sepa_debit_out = cls(
            iban_last4=iban_last4,
            mandate_reference=mandate_reference,
        )

        sepa_debit_out.additional_properties = d
        return sepa_debit_out

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
