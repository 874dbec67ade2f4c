from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.payment_attempt_out_status import check_payment_attempt_out_status
from ..models.payment_attempt_out_status import PaymentAttemptOutStatus
from typing import cast
from uuid import UUID


T = TypeVar("T", bound="PaymentAttemptOut")


@_attrs_define
class PaymentAttemptOut:
    """
    Attributes:
        id (UUID):
        status (PaymentAttemptOutStatus):
        invoice_id (UUID):
        amount (str):
        currency (str):
        payment_method_id (None | UUID):
        hosted_checkout_url (None | str):
    """

    id: UUID
    status: PaymentAttemptOutStatus
    invoice_id: UUID
    amount: str
    currency: str
    payment_method_id: None | UUID
    hosted_checkout_url: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = str(self.id)

        status: str = self.status

        invoice_id = str(self.invoice_id)

        amount = self.amount

        currency = self.currency

        payment_method_id: None | str
        if isinstance(self.payment_method_id, UUID):
            payment_method_id = str(self.payment_method_id)
        else:
            payment_method_id = self.payment_method_id

        hosted_checkout_url: None | str
        hosted_checkout_url = self.hosted_checkout_url

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "status": status,
                "invoice_id": invoice_id,
                "amount": amount,
                "currency": currency,
                "payment_method_id": payment_method_id,
                "hosted_checkout_url": hosted_checkout_url,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = UUID(d.pop("id"))

        status = check_payment_attempt_out_status(d.pop("status"))

        invoice_id = UUID(d.pop("invoice_id"))

        amount = d.pop("amount")

        currency = d.pop("currency")

        def _parse_payment_method_id(data: object) -> None | UUID:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                payment_method_id_type_0 = UUID(data)

                return payment_method_id_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | UUID, data)

        payment_method_id = _parse_payment_method_id(d.pop("payment_method_id"))

        def _parse_hosted_checkout_url(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        hosted_checkout_url = _parse_hosted_checkout_url(d.pop("hosted_checkout_url"))

        payment_attempt_out = cls(
            id=id,
            status=status,
            invoice_id=invoice_id,
            amount=amount,
            currency=currency,
            payment_method_id=payment_method_id,
            hosted_checkout_url=hosted_checkout_url,
        )

        payment_attempt_out.additional_properties = d
        return payment_attempt_out

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
