from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from uuid import UUID
import datetime


T = TypeVar("T", bound="ApplicationOut")


@_attrs_define
class ApplicationOut:
    """
    Attributes:
        id (UUID):
        organization_id (UUID):
        credit_note_id (UUID):
        kind (str):
        invoice_id (None | UUID):
        amount (str):
        currency (str):
        refund_method (None | str):
        payment_method_id (None | UUID):
        refund_payment_id (None | UUID):
        refund_status (None | str):
        applied_at (datetime.datetime):
        reversed_at (datetime.datetime | None):
        created_at (datetime.datetime):
    """

    id: UUID
    organization_id: UUID
    credit_note_id: UUID
    kind: str
    invoice_id: None | UUID
    amount: str
    currency: str
    refund_method: None | str
    payment_method_id: None | UUID
    refund_payment_id: None | UUID
    refund_status: None | str
    applied_at: datetime.datetime
    reversed_at: datetime.datetime | None
    created_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = str(self.id)

        organization_id = str(self.organization_id)

        credit_note_id = str(self.credit_note_id)

        kind = self.kind

        invoice_id: None | str
        if isinstance(self.invoice_id, UUID):
            invoice_id = str(self.invoice_id)
        else:
            invoice_id = self.invoice_id

        amount = self.amount

        currency = self.currency

        refund_method: None | str
        refund_method = self.refund_method

        payment_method_id: None | str
        if isinstance(self.payment_method_id, UUID):
            payment_method_id = str(self.payment_method_id)
        else:
            payment_method_id = self.payment_method_id

        refund_payment_id: None | str
        if isinstance(self.refund_payment_id, UUID):
            refund_payment_id = str(self.refund_payment_id)
        else:
            refund_payment_id = self.refund_payment_id

        refund_status: None | str
        refund_status = self.refund_status

        applied_at = self.applied_at.isoformat()

        reversed_at: None | str
        if isinstance(self.reversed_at, datetime.datetime):
            reversed_at = self.reversed_at.isoformat()
        else:
            reversed_at = self.reversed_at

        created_at = self.created_at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "organization_id": organization_id,
                "credit_note_id": credit_note_id,
                "kind": kind,
                "invoice_id": invoice_id,
                "amount": amount,
                "currency": currency,
                "refund_method": refund_method,
                "payment_method_id": payment_method_id,
                "refund_payment_id": refund_payment_id,
                "refund_status": refund_status,
                "applied_at": applied_at,
                "reversed_at": reversed_at,
                "created_at": created_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = UUID(d.pop("id"))

        organization_id = UUID(d.pop("organization_id"))

        credit_note_id = UUID(d.pop("credit_note_id"))

        kind = d.pop("kind")

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

        amount = d.pop("amount")

        currency = d.pop("currency")

        def _parse_refund_method(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        refund_method = _parse_refund_method(d.pop("refund_method"))

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

        def _parse_refund_payment_id(data: object) -> None | UUID:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                refund_payment_id_type_0 = UUID(data)

                return refund_payment_id_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | UUID, data)

        refund_payment_id = _parse_refund_payment_id(d.pop("refund_payment_id"))

        def _parse_refund_status(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        refund_status = _parse_refund_status(d.pop("refund_status"))

        applied_at = datetime.datetime.fromisoformat(d.pop("applied_at"))

        def _parse_reversed_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                reversed_at_type_0 = datetime.datetime.fromisoformat(data)

                return reversed_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        reversed_at = _parse_reversed_at(d.pop("reversed_at"))

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        application_out = cls(
            id=id,
            organization_id=organization_id,
            credit_note_id=credit_note_id,
            kind=kind,
            invoice_id=invoice_id,
            amount=amount,
            currency=currency,
            refund_method=refund_method,
            payment_method_id=payment_method_id,
            refund_payment_id=refund_payment_id,
            refund_status=refund_status,
            applied_at=applied_at,
            reversed_at=reversed_at,
            created_at=created_at,
        )

        application_out.additional_properties = d
        return application_out

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
