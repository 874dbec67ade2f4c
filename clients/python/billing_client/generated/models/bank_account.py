from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast


T = TypeVar("T", bound="BankAccount")


@_attrs_define
class BankAccount:
    """The account customers pay into (XRechnung BG-17).

    Attributes:
        iban (str):
        bic (None | str | Unset):
        account_name (None | str | Unset):
    """

    iban: str
    bic: None | str | Unset = UNSET
    account_name: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        iban = self.iban

        bic: None | str | Unset
        if isinstance(self.bic, Unset):
            bic = UNSET
        else:
            bic = self.bic

        account_name: None | str | Unset
        if isinstance(self.account_name, Unset):
            account_name = UNSET
        else:
            account_name = self.account_name

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "iban": iban,
            }
        )
        if bic is not UNSET:
            field_dict["bic"] = bic
        if account_name is not UNSET:
            field_dict["account_name"] = account_name

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        iban = d.pop("iban")

        def _parse_bic(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        bic = _parse_bic(d.pop("bic", UNSET))

        def _parse_account_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        account_name = _parse_account_name(d.pop("account_name", UNSET))

        bank_account = cls(
            iban=iban,
            bic=bic,
            account_name=account_name,
        )

        return bank_account
