from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.credit_note_create_locale_type_0 import check_credit_note_create_locale_type_0
from ..models.credit_note_create_locale_type_0 import CreditNoteCreateLocaleType0
from ..models.credit_note_create_reason_code_type_0 import (
    check_credit_note_create_reason_code_type_0,
)
from ..models.credit_note_create_reason_code_type_0 import CreditNoteCreateReasonCodeType0
from ..types import UNSET, Unset
from typing import cast
from uuid import UUID

if TYPE_CHECKING:
    from ..models.credit_note_create_metadata import CreditNoteCreateMetadata
    from ..models.credit_note_line_create import CreditNoteLineCreate


T = TypeVar("T", bound="CreditNoteCreate")


@_attrs_define
class CreditNoteCreate:
    """
    Attributes:
        customer_id (None | Unset | UUID):
        invoice_id (None | Unset | UUID):
        currency (None | str | Unset):
        reason (None | str | Unset):
        reason_code (CreditNoteCreateReasonCodeType0 | None | Unset):
        template_id (None | str | Unset):
        locale (CreditNoteCreateLocaleType0 | None | Unset):
        metadata (CreditNoteCreateMetadata | Unset):
        lines (list[CreditNoteLineCreate] | Unset):
    """

    customer_id: None | Unset | UUID = UNSET
    invoice_id: None | Unset | UUID = UNSET
    currency: None | str | Unset = UNSET
    reason: None | str | Unset = UNSET
    reason_code: CreditNoteCreateReasonCodeType0 | None | Unset = UNSET
    template_id: None | str | Unset = UNSET
    locale: CreditNoteCreateLocaleType0 | None | Unset = UNSET
    metadata: CreditNoteCreateMetadata | Unset = UNSET
    lines: list[CreditNoteLineCreate] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.credit_note_create_metadata import CreditNoteCreateMetadata  # noqa: PLC0415
        from ..models.credit_note_line_create import CreditNoteLineCreate  # noqa: PLC0415

        customer_id: None | str | Unset
        if isinstance(self.customer_id, Unset):
            customer_id = UNSET
        elif isinstance(self.customer_id, UUID):
            customer_id = str(self.customer_id)
        else:
            customer_id = self.customer_id

        invoice_id: None | str | Unset
        if isinstance(self.invoice_id, Unset):
            invoice_id = UNSET
        elif isinstance(self.invoice_id, UUID):
            invoice_id = str(self.invoice_id)
        else:
            invoice_id = self.invoice_id

        currency: None | str | Unset
        if isinstance(self.currency, Unset):
            currency = UNSET
        else:
            currency = self.currency

        reason: None | str | Unset
        if isinstance(self.reason, Unset):
            reason = UNSET
        else:
            reason = self.reason

        reason_code: None | str | Unset
        if isinstance(self.reason_code, Unset):
            reason_code = UNSET
        elif isinstance(self.reason_code, str):
            reason_code = self.reason_code
        else:
            reason_code = self.reason_code

        template_id: None | str | Unset
        if isinstance(self.template_id, Unset):
            template_id = UNSET
        else:
            template_id = self.template_id

        locale: None | str | Unset
        if isinstance(self.locale, Unset):
            locale = UNSET
        elif isinstance(self.locale, str):
            locale = self.locale
        else:
            locale = self.locale

        metadata: dict[str, Any] | Unset = UNSET
        if not isinstance(self.metadata, Unset):
            metadata = self.metadata.to_dict()

        lines: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.lines, Unset):
            lines = []
            for lines_item_data in self.lines:
                lines_item = lines_item_data.to_dict()
                lines.append(lines_item)

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if customer_id is not UNSET:
            field_dict["customer_id"] = customer_id
        if invoice_id is not UNSET:
            field_dict["invoice_id"] = invoice_id
        if currency is not UNSET:
            field_dict["currency"] = currency
        if reason is not UNSET:
            field_dict["reason"] = reason
        if reason_code is not UNSET:
            field_dict["reason_code"] = reason_code
        if template_id is not UNSET:
            field_dict["template_id"] = template_id
        if locale is not UNSET:
            field_dict["locale"] = locale
        if metadata is not UNSET:
            field_dict["metadata"] = metadata
        if lines is not UNSET:
            field_dict["lines"] = lines

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.credit_note_create_metadata import CreditNoteCreateMetadata  # noqa: PLC0415
        from ..models.credit_note_line_create import CreditNoteLineCreate  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_customer_id(data: object) -> None | Unset | UUID:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                customer_id_type_0 = UUID(data)

                return customer_id_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Unset | UUID, data)

        customer_id = _parse_customer_id(d.pop("customer_id", UNSET))

        def _parse_invoice_id(data: object) -> None | Unset | UUID:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                invoice_id_type_0 = UUID(data)

                return invoice_id_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Unset | UUID, data)

        invoice_id = _parse_invoice_id(d.pop("invoice_id", UNSET))

        def _parse_currency(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        currency = _parse_currency(d.pop("currency", UNSET))

        def _parse_reason(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        reason = _parse_reason(d.pop("reason", UNSET))

        def _parse_reason_code(data: object) -> CreditNoteCreateReasonCodeType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                reason_code_type_0 = check_credit_note_create_reason_code_type_0(data)

                return reason_code_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CreditNoteCreateReasonCodeType0 | None | Unset, data)

        reason_code = _parse_reason_code(d.pop("reason_code", UNSET))

        def _parse_template_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        template_id = _parse_template_id(d.pop("template_id", UNSET))

        def _parse_locale(data: object) -> CreditNoteCreateLocaleType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                locale_type_0 = check_credit_note_create_locale_type_0(data)

                return locale_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CreditNoteCreateLocaleType0 | None | Unset, data)

        locale = _parse_locale(d.pop("locale", UNSET))

        _metadata = d.pop("metadata", UNSET)
        metadata: CreditNoteCreateMetadata | Unset
        if isinstance(_metadata, Unset):
            metadata = UNSET
        else:
            metadata = CreditNoteCreateMetadata.from_dict(_metadata)

        _lines = d.pop("lines", UNSET)
        lines: list[CreditNoteLineCreate] | Unset = UNSET
        if _lines is not UNSET:
            lines = []
            for lines_item_data in _lines:
                lines_item = CreditNoteLineCreate.from_dict(lines_item_data)

                lines.append(lines_item)

        credit_note_create = cls(
            customer_id=customer_id,
            invoice_id=invoice_id,
            currency=currency,
            reason=reason,
            reason_code=reason_code,
            template_id=template_id,
            locale=locale,
            metadata=metadata,
            lines=lines,
        )

        return credit_note_create
