from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from uuid import UUID


T = TypeVar("T", bound="InvoicePaymentAttemptCreatedData")


@_attrs_define
class InvoicePaymentAttemptCreatedData:
    """
    Attributes:
        payment_id (UUID):
        payment_method_id (UUID):
        amount (str): A decimal amount in the currency's major unit.
        currency (str):
        dunning_step (int | None):
    """

    payment_id: UUID
    payment_method_id: UUID
    amount: str
    currency: str
    dunning_step: int | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        payment_id = str(self.payment_id)

        payment_method_id = str(self.payment_method_id)

        amount = self.amount

        currency = self.currency

        dunning_step: int | None
        dunning_step = self.dunning_step

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "payment_id": payment_id,
                "payment_method_id": payment_method_id,
                "amount": amount,
                "currency": currency,
                "dunning_step": dunning_step,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        payment_id = UUID(d.pop("payment_id"))

        payment_method_id = UUID(d.pop("payment_method_id"))

        amount = d.pop("amount")

        currency = d.pop("currency")

        def _parse_dunning_step(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        dunning_step = _parse_dunning_step(d.pop("dunning_step"))

        invoice_payment_attempt_created_data = cls(
            payment_id=payment_id,
            payment_method_id=payment_method_id,
            amount=amount,
            currency=currency,
            dunning_step=dunning_step,
        )

        invoice_payment_attempt_created_data.additional_properties = d
        return invoice_payment_attempt_created_data

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
