from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.invoice_update_locale_type_0 import check_invoice_update_locale_type_0
from ..models.invoice_update_locale_type_0 import InvoiceUpdateLocaleType0
from ..types import UNSET, Unset
from typing import cast
import datetime

if TYPE_CHECKING:
    from ..models.invoice_update_metadata_type_0 import InvoiceUpdateMetadataType0


T = TypeVar("T", bound="InvoiceUpdate")


@_attrs_define
class InvoiceUpdate:
    """A merge-patch of a draft's header: omitted fields stay, `null` clears (metadata: `{}`).

    Attributes:
        billing_period_start (datetime.datetime | None | Unset):
        billing_period_end (datetime.datetime | None | Unset):
        due_date (datetime.date | None | Unset):
        locale (InvoiceUpdateLocaleType0 | None | Unset):
        metadata (InvoiceUpdateMetadataType0 | None | Unset):
        buyer_reference (None | str | Unset):
        delivery_date (datetime.date | None | Unset):
    """

    billing_period_start: datetime.datetime | None | Unset = UNSET
    billing_period_end: datetime.datetime | None | Unset = UNSET
    due_date: datetime.date | None | Unset = UNSET
    locale: InvoiceUpdateLocaleType0 | None | Unset = UNSET
    metadata: InvoiceUpdateMetadataType0 | None | Unset = UNSET
    buyer_reference: None | str | Unset = UNSET
    delivery_date: datetime.date | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.invoice_update_metadata_type_0 import InvoiceUpdateMetadataType0  # noqa: PLC0415

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

        due_date: None | str | Unset
        if isinstance(self.due_date, Unset):
            due_date = UNSET
        elif isinstance(self.due_date, datetime.date):
            due_date = self.due_date.isoformat()
        else:
            due_date = self.due_date

        locale: None | str | Unset
        if isinstance(self.locale, Unset):
            locale = UNSET
        elif isinstance(self.locale, str):
            locale = self.locale
        else:
            locale = self.locale

        metadata: dict[str, Any] | None | Unset
        if isinstance(self.metadata, Unset):
            metadata = UNSET
        elif isinstance(self.metadata, InvoiceUpdateMetadataType0):
            metadata = self.metadata.to_dict()
        else:
            metadata = self.metadata

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

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if billing_period_start is not UNSET:
            field_dict["billing_period_start"] = billing_period_start
        if billing_period_end is not UNSET:
            field_dict["billing_period_end"] = billing_period_end
        if due_date is not UNSET:
            field_dict["due_date"] = due_date
        if locale is not UNSET:
            field_dict["locale"] = locale
        if metadata is not UNSET:
            field_dict["metadata"] = metadata
        if buyer_reference is not UNSET:
            field_dict["buyer_reference"] = buyer_reference
        if delivery_date is not UNSET:
            field_dict["delivery_date"] = delivery_date

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.invoice_update_metadata_type_0 import InvoiceUpdateMetadataType0  # noqa: PLC0415

        d = dict(src_dict)

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

        def _parse_locale(data: object) -> InvoiceUpdateLocaleType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                locale_type_0 = check_invoice_update_locale_type_0(data)

                return locale_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(InvoiceUpdateLocaleType0 | None | Unset, data)

        locale = _parse_locale(d.pop("locale", UNSET))

        def _parse_metadata(data: object) -> InvoiceUpdateMetadataType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                metadata_type_0 = InvoiceUpdateMetadataType0.from_dict(data)

                return metadata_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(InvoiceUpdateMetadataType0 | None | Unset, data)

        metadata = _parse_metadata(d.pop("metadata", UNSET))

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

        invoice_update = cls(
            billing_period_start=billing_period_start,
            billing_period_end=billing_period_end,
            due_date=due_date,
            locale=locale,
            metadata=metadata,
            buyer_reference=buyer_reference,
            delivery_date=delivery_date,
        )

        return invoice_update
