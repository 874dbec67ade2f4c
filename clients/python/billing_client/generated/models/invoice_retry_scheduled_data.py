from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
import datetime


T = TypeVar("T", bound="InvoiceRetryScheduledData")


@_attrs_define
class InvoiceRetryScheduledData:
    """
    Attributes:
        invoice_number (None | str):
        retry (int):
        of_retries (int):
        next_payment_attempt_at (datetime.datetime):
        attempt_count (int):
        last_outcome (None | str):
    """

    invoice_number: None | str
    retry: int
    of_retries: int
    next_payment_attempt_at: datetime.datetime
    attempt_count: int
    last_outcome: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        invoice_number: None | str
        invoice_number = self.invoice_number

        retry = self.retry

        of_retries = self.of_retries

        next_payment_attempt_at = self.next_payment_attempt_at.isoformat()

        attempt_count = self.attempt_count

        last_outcome: None | str
        last_outcome = self.last_outcome

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "invoice_number": invoice_number,
                "retry": retry,
                "of_retries": of_retries,
                "next_payment_attempt_at": next_payment_attempt_at,
                "attempt_count": attempt_count,
                "last_outcome": last_outcome,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_invoice_number(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        invoice_number = _parse_invoice_number(d.pop("invoice_number"))

        retry = d.pop("retry")

        of_retries = d.pop("of_retries")

        next_payment_attempt_at = datetime.datetime.fromisoformat(d.pop("next_payment_attempt_at"))

        attempt_count = d.pop("attempt_count")

        def _parse_last_outcome(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        last_outcome = _parse_last_outcome(d.pop("last_outcome"))

        invoice_retry_scheduled_data = cls(
            invoice_number=invoice_number,
            retry=retry,
            of_retries=of_retries,
            next_payment_attempt_at=next_payment_attempt_at,
            attempt_count=attempt_count,
            last_outcome=last_outcome,
        )

        invoice_retry_scheduled_data.additional_properties = d
        return invoice_retry_scheduled_data

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
