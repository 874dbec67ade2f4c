from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast


T = TypeVar("T", bound="BankAccountOut")


@_attrs_define
class BankAccountOut:
    """
    Attributes:
        iban (str):
        bic (None | str):
        account_name (None | str):
    """

    iban: str
    bic: None | str
    account_name: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        iban = self.iban

        bic: None | str
        bic = self.bic

        account_name: None | str
        account_name = self.account_name

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "iban": iban,
                "bic": bic,
                "account_name": account_name,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        iban = d.pop("iban")

        def _parse_bic(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        bic = _parse_bic(d.pop("bic"))

        def _parse_account_name(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        account_name = _parse_account_name(d.pop("account_name"))

        bank_account_out = cls(
            iban=iban,
            bic=bic,
            account_name=account_name,
        )

        bank_account_out.additional_properties = d
        return bank_account_out

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
