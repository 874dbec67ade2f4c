from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
from uuid import UUID
import datetime


T = TypeVar("T", bound="InvoiceCreatedData")


@_attrs_define
class InvoiceCreatedData:
    """A draft: written by a billing run (with the period and `total` in minor units) or
    by hand (with the number of `lines`).

        Attributes:
            type_ (str):
            customer_id (UUID):
            currency (str):
            subscription_id (UUID | Unset):
            billing_period_start (datetime.datetime | Unset):
            billing_period_end (datetime.datetime | Unset):
            total (int | Unset):
            lines (int | Unset):
    """

    type_: str
    customer_id: UUID
    currency: str
    subscription_id: UUID | Unset = UNSET
    billing_period_start: datetime.datetime | Unset = UNSET
    billing_period_end: datetime.datetime | Unset = UNSET
    total: int | Unset = UNSET
    lines: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        customer_id = str(self.customer_id)

        currency = self.currency

        subscription_id: str | Unset = UNSET
        if not isinstance(self.subscription_id, Unset):
            subscription_id = str(self.subscription_id)

        billing_period_start: str | Unset = UNSET
        if not isinstance(self.billing_period_start, Unset):
            billing_period_start = self.billing_period_start.isoformat()

        billing_period_end: str | Unset = UNSET
        if not isinstance(self.billing_period_end, Unset):
            billing_period_end = self.billing_period_end.isoformat()

        total = self.total

        lines = self.lines

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "customer_id": customer_id,
                "currency": currency,
            }
        )
        if subscription_id is not UNSET:
            field_dict["subscription_id"] = subscription_id
        if billing_period_start is not UNSET:
            field_dict["billing_period_start"] = billing_period_start
        if billing_period_end is not UNSET:
            field_dict["billing_period_end"] = billing_period_end
        if total is not UNSET:
            field_dict["total"] = total
        if lines is not UNSET:
            field_dict["lines"] = lines

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = d.pop("type")

        customer_id = UUID(d.pop("customer_id"))

        currency = d.pop("currency")

        _subscription_id = d.pop("subscription_id", UNSET)
        subscription_id: UUID | Unset
        if isinstance(_subscription_id, Unset):
            subscription_id = UNSET
        else:
            subscription_id = UUID(_subscription_id)

        _billing_period_start = d.pop("billing_period_start", UNSET)
        billing_period_start: datetime.datetime | Unset
        if isinstance(_billing_period_start, Unset):
            billing_period_start = UNSET
        else:
            billing_period_start = datetime.datetime.fromisoformat(_billing_period_start)

        _billing_period_end = d.pop("billing_period_end", UNSET)
        billing_period_end: datetime.datetime | Unset
        if isinstance(_billing_period_end, Unset):
            billing_period_end = UNSET
        else:
            billing_period_end = datetime.datetime.fromisoformat(_billing_period_end)

        total = d.pop("total", UNSET)

        lines = d.pop("lines", UNSET)

        invoice_created_data = cls(
            type_=type_,
            customer_id=customer_id,
            currency=currency,
            subscription_id=subscription_id,
            billing_period_start=billing_period_start,
            billing_period_end=billing_period_end,
            total=total,
            lines=lines,
        )

        invoice_created_data.additional_properties = d
        return invoice_created_data

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
