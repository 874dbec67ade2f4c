from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.invoice_create_locale_type_0 import check_invoice_create_locale_type_0
from ..models.invoice_create_locale_type_0 import InvoiceCreateLocaleType0
from ..types import UNSET, Unset
from typing import cast
from uuid import UUID
import datetime

if TYPE_CHECKING:
    from ..models.invoice_create_metadata import InvoiceCreateMetadata
    from ..models.line_create import LineCreate


T = TypeVar("T", bound="InvoiceCreate")


@_attrs_define
class InvoiceCreate:
    """The interface document's writable fields of a standalone draft invoice.

    Attributes:
        customer_id (UUID):
        currency (None | str | Unset):
        billing_period_start (datetime.datetime | None | Unset):
        billing_period_end (datetime.datetime | None | Unset):
        buyer_reference (None | str | Unset):
        delivery_date (datetime.date | None | Unset):
        due_date (datetime.date | None | Unset):
        lines (list[LineCreate] | Unset):
        locale (InvoiceCreateLocaleType0 | None | Unset):
        metadata (InvoiceCreateMetadata | Unset):
    """

    customer_id: UUID
    currency: None | str | Unset = UNSET
    billing_period_start: datetime.datetime | None | Unset = UNSET
    billing_period_end: datetime.datetime | None | Unset = UNSET
    buyer_reference: None | str | Unset = UNSET
    delivery_date: datetime.date | None | Unset = UNSET
    due_date: datetime.date | None | Unset = UNSET
    lines: list[LineCreate] | Unset = UNSET
    locale: InvoiceCreateLocaleType0 | None | Unset = UNSET
    metadata: InvoiceCreateMetadata | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.invoice_create_metadata import InvoiceCreateMetadata  # noqa: PLC0415
        from ..models.line_create import LineCreate  # noqa: PLC0415

        customer_id = str(self.customer_id)

        currency: None | str | Unset
        if isinstance(self.currency, Unset):
            currency = UNSET
        else:
            currency = self.currency

        billing_period_start: None | str | Unset
        if isinstance(self.billing_period_start, Unset):
            billing_period_start = UNSET
        elif isinstance(self.billing_period_start, datetime.datetime):
            billing_period_start = self.billing_period_start.isoformat()
        else:
            billing_period_start = self.billing_period_start

        billing_period_end: None | str | Unset
        if isinstance(self.billing_period_end, Unset):
            billing_period_end = UNSET
        elif isinstance(self.billing_period_end, datetime.datetime):
            billing_period_end = self.billing_period_end.isoformat()
        else:
            billing_period_end = self.billing_period_end

        buyer_reference: None | str | Unset
        if isinstance(self.buyer_reference, Unset):
            buyer_reference = UNSET
        else:
            buyer_reference = self.buyer_reference

        delivery_date: None | str | Unset
        if isinstance(self.delivery_date, Unset):
            delivery_date = UNSET
        elif isinstance(self.delivery_date, datetime.date):
            delivery_date = self.delivery_date.isoformat()
        else:
            delivery_date = self.delivery_date

        due_date: None | str | Unset
        if isinstance(self.due_date, Unset):
            due_date = UNSET
        elif isinstance(self.due_date, datetime.date):
            due_date = self.due_date.isoformat()
        else:
            due_date = self.due_date

        lines: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.lines, Unset):
            lines = []
            for lines_item_data in self.lines:
                lines_item = lines_item_data.to_dict()
                lines.append(lines_item)

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

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "customer_id": customer_id,
            }
        )
        if currency is not UNSET:
            field_dict["currency"] = currency
        if billing_period_start is not UNSET:
            field_dict["billing_period_start"] = billing_period_start
        if billing_period_end is not UNSET:
            field_dict["billing_period_end"] = billing_period_end
        if buyer_reference is not UNSET:
            field_dict["buyer_reference"] = buyer_reference
        if delivery_date is not UNSET:
            field_dict["delivery_date"] = delivery_date
        if due_date is not UNSET:
            field_dict["due_date"] = due_date
        if lines is not UNSET:
            field_dict["lines"] = lines
        if locale is not UNSET:
            field_dict["locale"] = locale
        if metadata is not UNSET:
            field_dict["metadata"] = metadata

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.invoice_create_metadata import InvoiceCreateMetadata  # noqa: PLC0415
        from ..models.line_create import LineCreate  # noqa: PLC0415

        d = dict(src_dict)
        customer_id = UUID(d.pop("customer_id"))

        def _parse_currency(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        currency = _parse_currency(d.pop("currency", UNSET))

        def _parse_billing_period_start(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                billing_period_start_type_0 = datetime.datetime.fromisoformat(data)

                return billing_period_start_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        billing_period_start = _parse_billing_period_start(d.pop("billing_period_start", UNSET))

        def _parse_billing_period_end(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                billing_period_end_type_0 = datetime.datetime.fromisoformat(data)

                return billing_period_end_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        billing_period_end = _parse_billing_period_end(d.pop("billing_period_end", UNSET))

        def _parse_buyer_reference(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        buyer_reference = _parse_buyer_reference(d.pop("buyer_reference", UNSET))

        def _parse_delivery_date(data: object) -> datetime.date | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                delivery_date_type_0 = datetime.date.fromisoformat(data)

                return delivery_date_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.date | None | Unset, data)

        delivery_date = _parse_delivery_date(d.pop("delivery_date", UNSET))

        def _parse_due_date(data: object) -> datetime.date | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                due_date_type_0 = datetime.date.fromisoformat(data)

                return due_date_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.date | None | Unset, data)

        due_date = _parse_due_date(d.pop("due_date", UNSET))

        _lines = d.pop("lines", UNSET)
        lines: list[LineCreate] | Unset = UNSET
        if _lines is not UNSET:
            lines = []
            for lines_item_data in _lines:
                lines_item = LineCreate.from_dict(lines_item_data)

                lines.append(lines_item)

        def _parse_locale(data: object) -> InvoiceCreateLocaleType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                locale_type_0 = check_invoice_create_locale_type_0(data)

                return locale_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(InvoiceCreateLocaleType0 | None | Unset, data)

        locale = _parse_locale(d.pop("locale", UNSET))

        _metadata = d.pop("metadata", UNSET)
        metadata: InvoiceCreateMetadata | Unset
        if isinstance(_metadata, Unset):
            metadata = UNSET
        else:
            metadata = InvoiceCreateMetadata.from_dict(_metadata)

        invoice_create = cls(
            customer_id=customer_id,
            currency=currency,
            billing_period_start=billing_period_start,
            billing_period_end=billing_period_end,
            buyer_reference=buyer_reference,
            delivery_date=delivery_date,
            due_date=due_date,
            lines=lines,
            locale=locale,
            metadata=metadata,
        )

        return invoice_create
