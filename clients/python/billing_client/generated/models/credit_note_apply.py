from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
from uuid import UUID

if TYPE_CHECKING:
    from ..models.refund_target import RefundTarget


T = TypeVar("T", bound="CreditNoteApply")


@_attrs_define
class CreditNoteApply:
    """
    Attributes:
        amount (None | str | Unset):
        currency (None | str | Unset):
        invoice_id (None | Unset | UUID):
        refund (None | RefundTarget | Unset):
    """

    amount: None | str | Unset = UNSET
    currency: None | str | Unset = UNSET
    invoice_id: None | Unset | UUID = UNSET
    refund: None | RefundTarget | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.refund_target import RefundTarget  # noqa: PLC0415

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

        invoice_id: None | str | Unset
        if isinstance(self.invoice_id, Unset):
            invoice_id = UNSET
        elif isinstance(self.invoice_id, UUID):
            invoice_id = str(self.invoice_id)
        else:
            invoice_id = self.invoice_id

        refund: dict[str, Any] | None | Unset
        if isinstance(self.refund, Unset):
            refund = UNSET
        elif isinstance(self.refund, RefundTarget):
            refund = self.refund.to_dict()
        else:
            refund = self.refund

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if amount is not UNSET:
            field_dict["amount"] = amount
        if currency is not UNSET:
            field_dict["currency"] = currency
        if invoice_id is not UNSET:
            field_dict["invoice_id"] = invoice_id
        if refund is not UNSET:
            field_dict["refund"] = refund

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.refund_target import RefundTarget  # noqa: PLC0415

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

        def _parse_invoice_id(data: object) -> None | Unset | UUID:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                invoice_id_type_0 = UUID(data)

                return invoice_id_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Unset | UUID, data)

        invoice_id = _parse_invoice_id(d.pop("invoice_id", UNSET))

        def _parse_refund(data: object) -> None | RefundTarget | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                refund_type_0 = RefundTarget.from_dict(data)

                return refund_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RefundTarget | Unset, data)

        refund = _parse_refund(d.pop("refund", UNSET))

        credit_note_apply = cls(
            amount=amount,
            currency=currency,
            invoice_id=invoice_id,
            refund=refund,
        )

        return credit_note_apply
