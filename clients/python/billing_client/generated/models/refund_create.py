from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.refund_create_reason_type_0 import check_refund_create_reason_type_0
from ..models.refund_create_reason_type_0 import RefundCreateReasonType0
from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast


T = TypeVar("T", bound="RefundCreate")


@_attrs_define
class RefundCreate:
    """
    Attributes:
        amount (None | str | Unset):
        currency (None | str | Unset):
        reason (Literal[''] | None | RefundCreateReasonType0 | Unset):
    """

    amount: None | str | Unset = UNSET
    currency: None | str | Unset = UNSET
    reason: Literal[""] | None | RefundCreateReasonType0 | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        amount: None | str | Unset
        if isinstance(self.amount, Unset):
            amount = UNSET
        else:
            amount = self.amount

        currency: None | str | Unset
        if isinstance(self.currency, Unset):
            currency = UNSET
        else:
            currency = self.currency

        reason: Literal[""] | None | str | Unset
        if isinstance(self.reason, Unset):
            reason = UNSET
        elif isinstance(self.reason, str):
            reason = self.reason
        else:
            reason = self.reason

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if amount is not UNSET:
            field_dict["amount"] = amount
        if currency is not UNSET:
            field_dict["currency"] = currency
        if reason is not UNSET:
            field_dict["reason"] = reason

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_amount(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        amount = _parse_amount(d.pop("amount", UNSET))

        def _parse_currency(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        currency = _parse_currency(d.pop("currency", UNSET))

        def _parse_reason(data: object) -> Literal[""] | None | RefundCreateReasonType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                reason_type_0 = check_refund_create_reason_type_0(data)

                return reason_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            reason_type_1 = cast(Literal[""], data)
            if reason_type_1 != "":
                raise ValueError(f"reason_type_1 must match const '', got '{reason_type_1}'")
            return reason_type_1
            return cast(Literal[""] | None | RefundCreateReasonType0 | Unset, data)

        reason = _parse_reason(d.pop("reason", UNSET))

        refund_create = cls(
            amount=amount,
            currency=currency,
            reason=reason,
        )

        return refund_create
