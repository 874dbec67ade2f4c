from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast


T = TypeVar("T", bound="CreditGrant")


@_attrs_define
class CreditGrant:
    """
    Attributes:
        type_ (Literal['credit_grant']):
        amount (str):
        currency (str):
        expires_after_days (int | None | Unset):
    """

    type_: Literal["credit_grant"]
    amount: str
    currency: str
    expires_after_days: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        amount = self.amount

        currency = self.currency

        expires_after_days: int | None | Unset
        if isinstance(self.expires_after_days, Unset):
            expires_after_days = UNSET
        else:
            expires_after_days = self.expires_after_days

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "amount": amount,
                "currency": currency,
            }
        )
        if expires_after_days is not UNSET:
            field_dict["expires_after_days"] = expires_after_days

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["credit_grant"], d.pop("type"))
        if type_ != "credit_grant":
            raise ValueError(f"type must match const 'credit_grant', got '{type_}'")

        amount = d.pop("amount")

        currency = d.pop("currency")

        def _parse_expires_after_days(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        expires_after_days = _parse_expires_after_days(d.pop("expires_after_days", UNSET))

        credit_grant = cls(
            type_=type_,
            amount=amount,
            currency=currency,
            expires_after_days=expires_after_days,
        )

        return credit_grant
