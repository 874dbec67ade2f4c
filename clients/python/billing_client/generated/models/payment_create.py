from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.payment_create_source import check_payment_create_source
from ..models.payment_create_source import PaymentCreateSource
from ..types import UNSET, Unset
from typing import cast
import datetime


T = TypeVar("T", bound="PaymentCreate")


@_attrs_define
class PaymentCreate:
    """A payment received outside the gateway (bank transfer, cash, ...).

    Attributes:
        amount (str):
        source (PaymentCreateSource):
        currency (None | str | Unset):
        reference (None | str | Unset):
        note (None | str | Unset):
        received_at (datetime.datetime | None | Unset):
    """

    amount: str
    source: PaymentCreateSource
    currency: None | str | Unset = UNSET
    reference: None | str | Unset = UNSET
    note: None | str | Unset = UNSET
    received_at: datetime.datetime | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        amount = self.amount

        source: str = self.source

        currency: None | str | Unset
        if isinstance(self.currency, Unset):
            currency = UNSET
        else:
            currency = self.currency

        reference: None | str | Unset
        if isinstance(self.reference, Unset):
            reference = UNSET
        else:
            reference = self.reference

        note: None | str | Unset
        if isinstance(self.note, Unset):
            note = UNSET
        else:
            note = self.note

        received_at: None | str | Unset
        if isinstance(self.received_at, Unset):
            received_at = UNSET
        elif isinstance(self.received_at, datetime.datetime):
            received_at = self.received_at.isoformat()
        else:
            received_at = self.received_at

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "amount": amount,
                "source": source,
            }
        )
        if currency is not UNSET:
            field_dict["currency"] = currency
        if reference is not UNSET:
            field_dict["reference"] = reference
        if note is not UNSET:
            field_dict["note"] = note
        if received_at is not UNSET:
            field_dict["received_at"] = received_at

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        amount = d.pop("amount")

        source = check_payment_create_source(d.pop("source"))

        def _parse_currency(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        currency = _parse_currency(d.pop("currency", UNSET))

        def _parse_reference(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        reference = _parse_reference(d.pop("reference", UNSET))

        def _parse_note(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        note = _parse_note(d.pop("note", UNSET))

        def _parse_received_at(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                received_at_type_0 = datetime.datetime.fromisoformat(data)

                return received_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        received_at = _parse_received_at(d.pop("received_at", UNSET))

        payment_create = cls(
            amount=amount,
            source=source,
            currency=currency,
            reference=reference,
            note=note,
            received_at=received_at,
        )

        return payment_create
