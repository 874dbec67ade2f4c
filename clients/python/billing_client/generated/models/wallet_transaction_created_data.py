from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from uuid import UUID


T = TypeVar("T", bound="WalletTransactionCreatedData")


@_attrs_define
class WalletTransactionCreatedData:
    """
    Attributes:
        customer_id (UUID):
        currency (str):
        type_ (str):
        amount (str): A decimal amount in the currency's major unit.
        invoice_id (None | UUID):
        source_type (None | str):
        source_id (None | UUID):
    """

    customer_id: UUID
    currency: str
    type_: str
    amount: str
    invoice_id: None | UUID
    source_type: None | str
    source_id: None | UUID
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        customer_id = str(self.customer_id)

        currency = self.currency

        type_ = self.type_

        amount = self.amount

        invoice_id: None | str
        if isinstance(self.invoice_id, UUID):
            invoice_id = str(self.invoice_id)
        else:
            invoice_id = self.invoice_id

        source_type: None | str
        source_type = self.source_type

        source_id: None | str
        if isinstance(self.source_id, UUID):
            source_id = str(self.source_id)
        else:
            source_id = self.source_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "customer_id": customer_id,
                "currency": currency,
                "type": type_,
                "amount": amount,
                "invoice_id": invoice_id,
                "source_type": source_type,
                "source_id": source_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        customer_id = UUID(d.pop("customer_id"))

        currency = d.pop("currency")

        type_ = d.pop("type")

        amount = d.pop("amount")

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

        wallet_transaction_created_data = cls(
            customer_id=customer_id,
            currency=currency,
            type_=type_,
            amount=amount,
            invoice_id=invoice_id,
            source_type=source_type,
            source_id=source_id,
        )

        wallet_transaction_created_data.additional_properties = d
        return wallet_transaction_created_data

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
