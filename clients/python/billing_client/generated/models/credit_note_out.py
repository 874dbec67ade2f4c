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
    from ..models.credit_note_line_out import CreditNoteLineOut
    from ..models.credit_note_out_metadata import CreditNoteOutMetadata
    from ..models.credit_note_tax_out import CreditNoteTaxOut
    from ..models.tag_ref import TagRef


T = TypeVar("T", bound="CreditNoteOut")


@_attrs_define
class CreditNoteOut:
    """
    Attributes:
        id (UUID):
        organization_id (UUID):
        customer_id (UUID):
        invoice_id (None | UUID):
        credit_note_number (None | str):
        currency (str):
        reason (None | str):
        reason_code (None | str):
        status (str):
        template_id (None | str):
        locale (None | str):
        metadata (CreditNoteOutMetadata):
        subtotal (str):
        tax_amount (str):
        total (str):
        amount_applied (str):
        amount_remaining (str):
        tax_breakdown (list[CreditNoteTaxOut]):
        tags (list[TagRef]):
        issued_at (datetime.datetime | None):
        voided_at (datetime.datetime | None):
        deleted_at (datetime.datetime | None):
        created_at (datetime.datetime):
        updated_at (datetime.datetime):
        lines (list[CreditNoteLineOut] | None | Unset):
    """

    id: UUID
    organization_id: UUID
    customer_id: UUID
    invoice_id: None | UUID
    credit_note_number: None | str
    currency: str
    reason: None | str
    reason_code: None | str
    status: str
    template_id: None | str
    locale: None | str
    metadata: CreditNoteOutMetadata
    subtotal: str
    tax_amount: str
    total: str
    amount_applied: str
    amount_remaining: str
    tax_breakdown: list[CreditNoteTaxOut]
    tags: list[TagRef]
    issued_at: datetime.datetime | None
    voided_at: datetime.datetime | None
    deleted_at: datetime.datetime | None
    created_at: datetime.datetime
    updated_at: datetime.datetime
    lines: list[CreditNoteLineOut] | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.credit_note_line_out import CreditNoteLineOut  # noqa: PLC0415
        from ..models.credit_note_out_metadata import CreditNoteOutMetadata  # noqa: PLC0415
        from ..models.credit_note_tax_out import CreditNoteTaxOut  # noqa: PLC0415
        from ..models.tag_ref import TagRef  # noqa: PLC0415

        id = str(self.id)

        organization_id = str(self.organization_id)

        customer_id = str(self.customer_id)

        invoice_id: None | str
        if isinstance(self.invoice_id, UUID):
            invoice_id = str(self.invoice_id)
        else:
            invoice_id = self.invoice_id

        credit_note_number: None | str
        credit_note_number = self.credit_note_number

        currency = self.currency

        reason: None | str
        reason = self.reason

        reason_code: None | str
        reason_code = self.reason_code

        status = self.status

        template_id: None | str
        template_id = self.template_id

        locale: None | str
        locale = self.locale

        metadata = self.metadata.to_dict()

        subtotal = self.subtotal

        tax_amount = self.tax_amount

        total = self.total

        amount_applied = self.amount_applied

        amount_remaining = self.amount_remaining

        tax_breakdown = []
        for tax_breakdown_item_data in self.tax_breakdown:
            tax_breakdown_item = tax_breakdown_item_data.to_dict()
            tax_breakdown.append(tax_breakdown_item)

        tags = []
        for tags_item_data in self.tags:
            tags_item = tags_item_data.to_dict()
            tags.append(tags_item)

        issued_at: None | str
        if isinstance(self.issued_at, datetime.datetime):
            issued_at = self.issued_at.isoformat()
        else:
            issued_at = self.issued_at

        voided_at: None | str
        if isinstance(self.voided_at, datetime.datetime):
            voided_at = self.voided_at.isoformat()
        else:
            voided_at = self.voided_at

        deleted_at: None | str
        if isinstance(self.deleted_at, datetime.datetime):
            deleted_at = self.deleted_at.isoformat()
        else:
            deleted_at = self.deleted_at

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        lines: list[dict[str, Any]] | None | Unset
        if isinstance(self.lines, Unset):
            lines = UNSET
        elif isinstance(self.lines, list):
            lines = []
            for lines_type_0_item_data in self.lines:
                lines_type_0_item = lines_type_0_item_data.to_dict()
                lines.append(lines_type_0_item)

        else:
            lines = self.lines

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "organization_id": organization_id,
                "customer_id": customer_id,
                "invoice_id": invoice_id,
                "credit_note_number": credit_note_number,
                "currency": currency,
                "reason": reason,
                "reason_code": reason_code,
                "status": status,
                "template_id": template_id,
                "locale": locale,
                "metadata": metadata,
                "subtotal": subtotal,
                "tax_amount": tax_amount,
                "total": total,
                "amount_applied": amount_applied,
                "amount_remaining": amount_remaining,
                "tax_breakdown": tax_breakdown,
                "tags": tags,
                "issued_at": issued_at,
                "voided_at": voided_at,
                "deleted_at": deleted_at,
                "created_at": created_at,
                "updated_at": updated_at,
            }
        )
        if lines is not UNSET:
            field_dict["lines"] = lines

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.credit_note_line_out import CreditNoteLineOut  # noqa: PLC0415
        from ..models.credit_note_out_metadata import CreditNoteOutMetadata  # noqa: PLC0415
        from ..models.credit_note_tax_out import CreditNoteTaxOut  # noqa: PLC0415
        from ..models.tag_ref import TagRef  # noqa: PLC0415

        d = dict(src_dict)
        id = UUID(d.pop("id"))

        organization_id = UUID(d.pop("organization_id"))

        customer_id = UUID(d.pop("customer_id"))

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

        def _parse_credit_note_number(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        credit_note_number = _parse_credit_note_number(d.pop("credit_note_number"))

        currency = d.pop("currency")

        def _parse_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        reason = _parse_reason(d.pop("reason"))

        def _parse_reason_code(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        reason_code = _parse_reason_code(d.pop("reason_code"))

        status = d.pop("status")

        def _parse_template_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        template_id = _parse_template_id(d.pop("template_id"))

        def _parse_locale(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        locale = _parse_locale(d.pop("locale"))

        metadata = CreditNoteOutMetadata.from_dict(d.pop("metadata"))

        subtotal = d.pop("subtotal")

        tax_amount = d.pop("tax_amount")

        total = d.pop("total")

        amount_applied = d.pop("amount_applied")

        amount_remaining = d.pop("amount_remaining")

        tax_breakdown = []
        _tax_breakdown = d.pop("tax_breakdown")
        for tax_breakdown_item_data in _tax_breakdown:
            tax_breakdown_item = CreditNoteTaxOut.from_dict(tax_breakdown_item_data)

            tax_breakdown.append(tax_breakdown_item)

        tags = []
        _tags = d.pop("tags")
        for tags_item_data in _tags:
            tags_item = TagRef.from_dict(tags_item_data)

            tags.append(tags_item)

        def _parse_issued_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                issued_at_type_0 = datetime.datetime.fromisoformat(data)

                return issued_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        issued_at = _parse_issued_at(d.pop("issued_at"))

        def _parse_voided_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                voided_at_type_0 = datetime.datetime.fromisoformat(data)

                return voided_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        voided_at = _parse_voided_at(d.pop("voided_at"))

        def _parse_deleted_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                deleted_at_type_0 = datetime.datetime.fromisoformat(data)

                return deleted_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        deleted_at = _parse_deleted_at(d.pop("deleted_at"))

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))

        def _parse_lines(data: object) -> list[CreditNoteLineOut] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                lines_type_0 = []
                _lines_type_0 = data
                for lines_type_0_item_data in _lines_type_0:
                    lines_type_0_item = CreditNoteLineOut.from_dict(lines_type_0_item_data)

                    lines_type_0.append(lines_type_0_item)

                return lines_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[CreditNoteLineOut] | None | Unset, data)

        lines = _parse_lines(d.pop("lines", UNSET))

        credit_note_out = cls(
            id=id,
            organization_id=organization_id,
            customer_id=customer_id,
            invoice_id=invoice_id,
            credit_note_number=credit_note_number,
            currency=currency,
            reason=reason,
            reason_code=reason_code,
            status=status,
            template_id=template_id,
            locale=locale,
            metadata=metadata,
            subtotal=subtotal,
            tax_amount=tax_amount,
            total=total,
            amount_applied=amount_applied,
            amount_remaining=amount_remaining,
            tax_breakdown=tax_breakdown,
            tags=tags,
            issued_at=issued_at,
            voided_at=voided_at,
            deleted_at=deleted_at,
            created_at=created_at,
            updated_at=updated_at,
            lines=lines,
        )

        credit_note_out.additional_properties = d
        return credit_note_out

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
