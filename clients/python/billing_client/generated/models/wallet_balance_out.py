from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
import datetime


T = TypeVar("T", bound="WalletBalanceOut")


@_attrs_define
class WalletBalanceOut:
    """
    Attributes:
        currency (str):
        balance (str):
        next_expiry_at (datetime.datetime | None):
        next_expiry_amount (str):
    """

    currency: str
    balance: str
    next_expiry_at: datetime.datetime | None
    next_expiry_amount: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        currency = self.currency

        balance = self.balance

        next_expiry_at: None | str
        if isinstance(self.next_expiry_at, datetime.datetime):
            next_expiry_at = self.next_expiry_at.isoformat()
        else:
            next_expiry_at = self.next_expiry_at

        next_expiry_amount = self.next_expiry_amount

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "currency": currency,
                "balance": balance,
                "next_expiry_at": next_expiry_at,
                "next_expiry_amount": next_expiry_amount,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        currency = d.pop("currency")

        balance = d.pop("balance")

        def _parse_next_expiry_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                next_expiry_at_type_0 = datetime.datetime.fromisoformat(data)

                return next_expiry_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        next_expiry_at = _parse_next_expiry_at(d.pop("next_expiry_at"))

        next_expiry_amount = d.pop("next_expiry_amount")

        wallet_balance_out = cls(
            currency=currency,
            balance=balance,
            next_expiry_at=next_expiry_at,
            next_expiry_amount=next_expiry_amount,
        )

        wallet_balance_out.additional_properties = d
        return wallet_balance_out

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
