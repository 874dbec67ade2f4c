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

if TYPE_CHECKING:
    from ..models.invoice_out import InvoiceOut


T = TypeVar("T", bound="PaymentOut")


@_attrs_define
class PaymentOut:
    """A payment or refund row of an invoice; `invoice` rides along where the payment changed it.

    Attributes:
        id (UUID):
        invoice_id (UUID):
        customer_id (UUID):
        kind (str):
        channel (str):
        source (str):
        status (str):
        amount (str):
        currency (str):
        outcome (None | str):
        failure_message (None | str):
        retryable (bool):
        dunning_step (int | None):
        reference (None | str):
        note (None | str):
        reason (None | str):
        received_at (datetime.datetime | None):
        settled_at (datetime.datetime | None):
        payment_method_id (None | UUID):
        gateway_reference (None | str):
        refunded_payment_id (None | UUID):
        credit_note_id (None | UUID):
        created_at (datetime.datetime):
        updated_at (datetime.datetime):
        invoice (InvoiceOut | None | Unset):
    """

    id: UUID
    invoice_id: UUID
    customer_id: UUID
    kind: str
    channel: str
    source: str
    status: str
    amount: str
    currency: str
    outcome: None | str
    failure_message: None | str
    retryable: bool
    dunning_step: int | None
    reference: None | str
    note: None | str
    reason: None | str
    received_at: datetime.datetime | None
    settled_at: datetime.datetime | None
    payment_method_id: None | UUID
    gateway_reference: None | str
    refunded_payment_id: None | UUID
    credit_note_id: None | UUID
    created_at: datetime.datetime
    updated_at: datetime.datetime
    invoice: InvoiceOut | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.invoice_out import InvoiceOut  # noqa: PLC0415

        id = str(self.id)

        invoice_id = str(self.invoice_id)

        customer_id = str(self.customer_id)

        kind = self.kind

        channel = self.channel

        source = self.source

        status = self.status

        amount = self.amount

        currency = self.currency

        outcome: None | str
        outcome = self.outcome

        failure_message: None | str
        failure_message = self.failure_message

        retryable = self.retryable

        dunning_step: int | None
        dunning_step = self.dunning_step

        reference: None | str
        reference = self.reference

        note: None | str
        note = self.note

        reason: None | str
        reason = self.reason

        received_at: None | str
        if isinstance(self.received_at, datetime.datetime):
            received_at = self.received_at.isoformat()
        else:
            received_at = self.received_at

        settled_at: None | str
        if isinstance(self.settled_at, datetime.datetime):
            settled_at = self.settled_at.isoformat()
        else:
            settled_at = self.settled_at

        payment_method_id: None | str
        if isinstance(self.payment_method_id, UUID):
            payment_method_id = str(self.payment_method_id)
        else:
            payment_method_id = self.payment_method_id

        gateway_reference: None | str
        gateway_reference = self.gateway_reference

        refunded_payment_id: None | str
        if isinstance(self.refunded_payment_id, UUID):
            refunded_payment_id = str(self.refunded_payment_id)
        else:
            refunded_payment_id = self.refunded_payment_id

        credit_note_id: None | str
        if isinstance(self.credit_note_id, UUID):
            credit_note_id = str(self.credit_note_id)
        else:
            credit_note_id = self.credit_note_id

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        invoice: dict[str, Any] | None | Unset
        if isinstance(self.invoice, Unset):
            invoice = UNSET
        elif isinstance(self.invoice, InvoiceOut):
            invoice = self.invoice.to_dict()
        else:
            invoice = self.invoice

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "invoice_id": invoice_id,
                "customer_id": customer_id,
                "kind": kind,
                "channel": channel,
                "source": source,
                "status": status,
                "amount": amount,
                "currency": currency,
                "outcome": outcome,
                "failure_message": failure_message,
                "retryable": retryable,
                "dunning_step": dunning_step,
                "reference": reference,
                "note": note,
                "reason": reason,
                "received_at": received_at,
                "settled_at": settled_at,
                "payment_method_id": payment_method_id,
                "gateway_reference": gateway_reference,
                "refunded_payment_id": refunded_payment_id,
                "credit_note_id": credit_note_id,
                "created_at": created_at,
                "updated_at": updated_at,
            }
        )
        if invoice is not UNSET:
            field_dict["invoice"] = invoice

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.invoice_out import InvoiceOut  # noqa: PLC0415

        d = dict(src_dict)
        id = UUID(d.pop("id"))

        invoice_id = UUID(d.pop("invoice_id"))

        customer_id = UUID(d.pop("customer_id"))

        kind = d.pop("kind")

        channel = d.pop("channel")

        source = d.pop("source")

        status = d.pop("status")

        amount = d.pop("amount")

        currency = d.pop("currency")

        def _parse_outcome(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        outcome = _parse_outcome(d.pop("outcome"))

        def _parse_failure_message(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        failure_message = _parse_failure_message(d.pop("failure_message"))

        retryable = d.pop("retryable")

        def _parse_dunning_step(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        dunning_step = _parse_dunning_step(d.pop("dunning_step"))

        def _parse_reference(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        reference = _parse_reference(d.pop("reference"))

        def _parse_note(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        note = _parse_note(d.pop("note"))

        def _parse_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        reason = _parse_reason(d.pop("reason"))

        def _parse_received_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                received_at_type_0 = datetime.datetime.fromisoformat(data)

                return received_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        received_at = _parse_received_at(d.pop("received_at"))

        def _parse_settled_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                settled_at_type_0 = datetime.datetime.fromisoformat(data)

                return settled_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        settled_at = _parse_settled_at(d.pop("settled_at"))

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

        def _parse_gateway_reference(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        gateway_reference = _parse_gateway_reference(d.pop("gateway_reference"))

        def _parse_refunded_payment_id(data: object) -> None | UUID:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                refunded_payment_id_type_0 = UUID(data)

                return refunded_payment_id_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | UUID, data)

        refunded_payment_id = _parse_refunded_payment_id(d.pop("refunded_payment_id"))

        def _parse_credit_note_id(data: object) -> None | UUID:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                credit_note_id_type_0 = UUID(data)

                return credit_note_id_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | UUID, data)

        credit_note_id = _parse_credit_note_id(d.pop("credit_note_id"))

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))

        def _parse_invoice(data: object) -> InvoiceOut | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                invoice_type_0 = InvoiceOut.from_dict(data)

                return invoice_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(InvoiceOut | None | Unset, data)

        invoice = _parse_invoice(d.pop("invoice", UNSET))

        payment_out = cls(
            id=id,
            invoice_id=invoice_id,
            customer_id=customer_id,
            kind=kind,
            channel=channel,
            source=source,
            status=status,
            amount=amount,
            currency=currency,
            outcome=outcome,
            failure_message=failure_message,
            retryable=retryable,
            dunning_step=dunning_step,
            reference=reference,
            note=note,
            reason=reason,
            received_at=received_at,
            settled_at=settled_at,
            payment_method_id=payment_method_id,
            gateway_reference=gateway_reference,
            refunded_payment_id=refunded_payment_id,
            credit_note_id=credit_note_id,
            created_at=created_at,
            updated_at=updated_at,
            invoice=invoice,
        )

        payment_out.additional_properties = d
        return payment_out

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
