from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
    from ..models.credit_note_out import CreditNoteOut
    from ..models.invoice_out import InvoiceOut


T = TypeVar("T", bound="VoidOut")


@_attrs_define
class VoidOut:
    """
    Attributes:
        invoice (InvoiceOut):
        credit_note (CreditNoteOut | None):
    """

    invoice: InvoiceOut
    credit_note: CreditNoteOut | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.credit_note_out import CreditNoteOut  # noqa: PLC0415
        from ..models.invoice_out import InvoiceOut  # noqa: PLC0415

        invoice = self.invoice.to_dict()

        credit_note: dict[str, Any] | None
        if isinstance(self.credit_note, CreditNoteOut):
            credit_note = self.credit_note.to_dict()
        else:
            credit_note = self.credit_note

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "invoice": invoice,
                "credit_note": credit_note,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.credit_note_out import CreditNoteOut  # noqa: PLC0415
        from ..models.invoice_out import InvoiceOut  # noqa: PLC0415

        d = dict(src_dict)
        invoice = InvoiceOut.from_dict(d.pop("invoice"))

        def _parse_credit_note(data: object) -> CreditNoteOut | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                credit_note_type_0 = CreditNoteOut.from_dict(data)

                return credit_note_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CreditNoteOut | None, data)

        credit_note = _parse_credit_note(d.pop("credit_note"))

        void_out = cls(
            invoice=invoice,
            credit_note=credit_note,
        )

        void_out.additional_properties = d
        return void_out

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
