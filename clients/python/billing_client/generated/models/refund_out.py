from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.refund_out_status import check_refund_out_status
from ..models.refund_out_status import RefundOutStatus
from typing import cast

if TYPE_CHECKING:
    from ..models.credit_note_out import CreditNoteOut
    from ..models.invoice_out import InvoiceOut
    from ..models.payment_out import PaymentOut


T = TypeVar("T", bound="RefundOut")


@_attrs_define
class RefundOut:
    """
    Attributes:
        status (RefundOutStatus):
        invoice (InvoiceOut):
        credit_note (CreditNoteOut):
        refunds (list[PaymentOut]):
    """

    status: RefundOutStatus
    invoice: InvoiceOut
    credit_note: CreditNoteOut
    refunds: list[PaymentOut]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.credit_note_out import CreditNoteOut  # noqa: PLC0415
        from ..models.invoice_out import InvoiceOut  # noqa: PLC0415
        from ..models.payment_out import PaymentOut  # noqa: PLC0415

        status: str = self.status

        invoice = self.invoice.to_dict()

        credit_note = self.credit_note.to_dict()

        refunds = []
        for refunds_item_data in self.refunds:
            refunds_item = refunds_item_data.to_dict()
            refunds.append(refunds_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "status": status,
                "invoice": invoice,
                "credit_note": credit_note,
                "refunds": refunds,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.credit_note_out import CreditNoteOut  # noqa: PLC0415
        from ..models.invoice_out import InvoiceOut  # noqa: PLC0415
        from ..models.payment_out import PaymentOut  # noqa: PLC0415

        d = dict(src_dict)
        status = check_refund_out_status(d.pop("status"))

        invoice = InvoiceOut.from_dict(d.pop("invoice"))

        credit_note = CreditNoteOut.from_dict(d.pop("credit_note"))

        refunds = []
        _refunds = d.pop("refunds")
        for refunds_item_data in _refunds:
            refunds_item = PaymentOut.from_dict(refunds_item_data)

            refunds.append(refunds_item)

        refund_out = cls(
            status=status,
            invoice=invoice,
            credit_note=credit_note,
            refunds=refunds,
        )

        refund_out.additional_properties = d
        return refund_out

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
