from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from uuid import UUID
import datetime


T = TypeVar("T", bound="CreditApplicationOut")


@_attrs_define
class CreditApplicationOut:
    """
    Attributes:
        id (UUID):
        organization_id (UUID):
        credit_note_id (UUID):
        credit_note_number (None | str):
        credit_note_reason (None | str):
        credit_note_reason_code (None | str):
        credit_note_status (str):
        kind (str):
        invoice_id (None | UUID):
        refund_payment_id (None | UUID):
        amount (str):
        currency (str):
        applied_at (datetime.datetime):
        created_at (datetime.datetime):
    """

    id: UUID
    organization_id: UUID
    credit_note_id: UUID
    credit_note_number: None | str
    credit_note_reason: None | str
    credit_note_reason_code: None | str
    credit_note_status: str
    kind: str
    invoice_id: None | UUID
    refund_payment_id: None | UUID
    amount: str
    currency: str
    applied_at: datetime.datetime
    created_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = str(self.id)

        organization_id = str(self.organization_id)

        credit_note_id = str(self.credit_note_id)

        credit_note_number: None | str
        credit_note_number = self.credit_note_number

        credit_note_reason: None | str
        credit_note_reason = self.credit_note_reason

        credit_note_reason_code: None | str
        credit_note_reason_code = self.credit_note_reason_code

        credit_note_status = self.credit_note_status

        kind = self.kind

        invoice_id: None | str
        if isinstance(self.invoice_id, UUID):
            invoice_id = str(self.invoice_id)
        else:
            invoice_id = self.invoice_id

        refund_payment_id: None | str
        if isinstance(self.refund_payment_id, UUID):
            refund_payment_id = str(self.refund_payment_id)
        else:
            refund_payment_id = self.refund_payment_id

        amount = self.amount

        currency = self.currency

        applied_at = self.applied_at.isoformat()

        created_at = self.created_at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "organization_id": organization_id,
                "credit_note_id": credit_note_id,
                "credit_note_number": credit_note_number,
                "credit_note_reason": credit_note_reason,
                "credit_note_reason_code": credit_note_reason_code,
                "credit_note_status": credit_note_status,
                "kind": kind,
                "invoice_id": invoice_id,
                "refund_payment_id": refund_payment_id,
                "amount": amount,
                "currency": currency,
                "applied_at": applied_at,
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

        def _parse_credit_note_number(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        credit_note_number = _parse_credit_note_number(d.pop("credit_note_number"))

        def _parse_credit_note_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        credit_note_reason = _parse_credit_note_reason(d.pop("credit_note_reason"))

        def _parse_credit_note_reason_code(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        credit_note_reason_code = _parse_credit_note_reason_code(d.pop("credit_note_reason_code"))

        credit_note_status = d.pop("credit_note_status")

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

        amount = d.pop("amount")

        currency = d.pop("currency")

        applied_at = datetime.datetime.fromisoformat(d.pop("applied_at"))

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        credit_application_out = cls(
            id=id,
            organization_id=organization_id,
            credit_note_id=credit_note_id,
            credit_note_number=credit_note_number,
            credit_note_reason=credit_note_reason,
            credit_note_reason_code=credit_note_reason_code,
            credit_note_status=credit_note_status,
            kind=kind,
            invoice_id=invoice_id,
            refund_payment_id=refund_payment_id,
            amount=amount,
            currency=currency,
            applied_at=applied_at,
            created_at=created_at,
        )

        credit_application_out.additional_properties = d
        return credit_application_out

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
