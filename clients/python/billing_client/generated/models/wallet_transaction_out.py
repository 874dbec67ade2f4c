from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from uuid import UUID
import datetime


T = TypeVar("T", bound="WalletTransactionOut")


@_attrs_define
class WalletTransactionOut:
    """
    Attributes:
        id (UUID):
        customer_id (UUID):
        currency (str):
        type_ (str):
        amount (str):
        remaining (None | str):
        expires_at (datetime.datetime | None):
        source_type (None | str):
        source_id (None | UUID):
        description (str):
        invoice_id (None | UUID):
        grant_ids (list[UUID]):
        uncollected (None | str):
        ledger_entry_id (None | UUID):
        posted_at (datetime.datetime):
        created_at (datetime.datetime):
    """

    id: UUID
    customer_id: UUID
    currency: str
    type_: str
    amount: str
    remaining: None | str
    expires_at: datetime.datetime | None
    source_type: None | str
    source_id: None | UUID
    description: str
    invoice_id: None | UUID
    grant_ids: list[UUID]
    uncollected: None | str
    ledger_entry_id: None | UUID
    posted_at: datetime.datetime
    created_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = str(self.id)

        customer_id = str(self.customer_id)

        currency = self.currency

        type_ = self.type_

        amount = self.amount

        remaining: None | str
        remaining = self.remaining

        expires_at: None | str
        if isinstance(self.expires_at, datetime.datetime):
            expires_at = self.expires_at.isoformat()
        else:
            expires_at = self.expires_at

        source_type: None | str
        source_type = self.source_type

        source_id: None | str
        if isinstance(self.source_id, UUID):
            source_id = str(self.source_id)
        else:
            source_id = self.source_id

        description = self.description

        invoice_id: None | str
        if isinstance(self.invoice_id, UUID):
            invoice_id = str(self.invoice_id)
        else:
            invoice_id = self.invoice_id

        grant_ids = []
        for grant_ids_item_data in self.grant_ids:
            grant_ids_item = str(grant_ids_item_data)
            grant_ids.append(grant_ids_item)

        uncollected: None | str
        uncollected = self.uncollected

        ledger_entry_id: None | str
        if isinstance(self.ledger_entry_id, UUID):
            ledger_entry_id = str(self.ledger_entry_id)
        else:
            ledger_entry_id = self.ledger_entry_id

        posted_at = self.posted_at.isoformat()

        created_at = self.created_at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "customer_id": customer_id,
                "currency": currency,
                "type": type_,
                "amount": amount,
                "remaining": remaining,
                "expires_at": expires_at,
                "source_type": source_type,
                "source_id": source_id,
                "description": description,
                "invoice_id": invoice_id,
                "grant_ids": grant_ids,
                "uncollected": uncollected,
                "ledger_entry_id": ledger_entry_id,
                "posted_at": posted_at,
                "created_at": created_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = UUID(d.pop("id"))

        customer_id = UUID(d.pop("customer_id"))

        currency = d.pop("currency")

        type_ = d.pop("type")

        amount = d.pop("amount")

        def _parse_remaining(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        remaining = _parse_remaining(d.pop("remaining"))

        def _parse_expires_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                expires_at_type_0 = datetime.datetime.fromisoformat(data)

                return expires_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        expires_at = _parse_expires_at(d.pop("expires_at"))

        def _parse_source_type(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        source_type = _parse_source_type(d.pop("source_type"))

        def _parse_source_id(data: object) -> None | UUID:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                source_id_type_0 = UUID(data)

                return source_id_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | UUID, data)

        source_id = _parse_source_id(d.pop("source_id"))

        description = d.pop("description")

        def _parse_invoice_id(data: object) -> None | UUID:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                invoice_id_type_0 = UUID(data)

                return invoice_id_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | UUID, data)

        invoice_id = _parse_invoice_id(d.pop("invoice_id"))

        grant_ids = []
        _grant_ids = d.pop("grant_ids")
        for grant_ids_item_data in _grant_ids:
            grant_ids_item = UUID(grant_ids_item_data)

            grant_ids.append(grant_ids_item)

        def _parse_uncollected(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        uncollected = _parse_uncollected(d.pop("uncollected"))

        def _parse_ledger_entry_id(data: object) -> None | UUID:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                ledger_entry_id_type_0 = UUID(data)

                return ledger_entry_id_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | UUID, data)

        ledger_entry_id = _parse_ledger_entry_id(d.pop("ledger_entry_id"))

        posted_at = datetime.datetime.fromisoformat(d.pop("posted_at"))

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        wallet_transaction_out = cls(
            id=id,
            customer_id=customer_id,
            currency=currency,
            type_=type_,
            amount=amount,
            remaining=remaining,
            expires_at=expires_at,
            source_type=source_type,
            source_id=source_id,
            description=description,
            invoice_id=invoice_id,
            grant_ids=grant_ids,
            uncollected=uncollected,
            ledger_entry_id=ledger_entry_id,
            posted_at=posted_at,
            created_at=created_at,
        )

        wallet_transaction_out.additional_properties = d
        return wallet_transaction_out

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
