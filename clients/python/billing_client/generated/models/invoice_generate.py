from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.invoice_generate_locale_type_0 import check_invoice_generate_locale_type_0
from ..models.invoice_generate_locale_type_0 import InvoiceGenerateLocaleType0
from ..types import UNSET, Unset
from typing import cast
from uuid import UUID
import datetime


T = TypeVar("T", bound="InvoiceGenerate")


@_attrs_define
class InvoiceGenerate:
    """The body of generate and preview. The period defaults to the subscription's current
    one; give both bounds or neither.

        Attributes:
            subscription_id (UUID):
            billing_period_start (datetime.datetime | None | Unset):
            billing_period_end (datetime.datetime | None | Unset):
            locale (InvoiceGenerateLocaleType0 | None | Unset):
    """

    subscription_id: UUID
    billing_period_start: datetime.datetime | None | Unset = UNSET
    billing_period_end: datetime.datetime | None | Unset = UNSET
    locale: InvoiceGenerateLocaleType0 | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        subscription_id = str(self.subscription_id)

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

        locale: None | str | Unset
        if isinstance(self.locale, Unset):
            locale = UNSET
        elif isinstance(self.locale, str):
            locale = self.locale
        else:
            locale = self.locale

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "subscription_id": subscription_id,
            }
        )
        if billing_period_start is not UNSET:
            field_dict["billing_period_start"] = billing_period_start
        if billing_period_end is not UNSET:
            field_dict["billing_period_end"] = billing_period_end
        if locale is not UNSET:
            field_dict["locale"] = locale

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        subscription_id = UUID(d.pop("subscription_id"))

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

        def _parse_locale(data: object) -> InvoiceGenerateLocaleType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                locale_type_0 = check_invoice_generate_locale_type_0(data)

                return locale_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(InvoiceGenerateLocaleType0 | None | Unset, data)

        locale = _parse_locale(d.pop("locale", UNSET))

        invoice_generate = cls(
            subscription_id=subscription_id,
            billing_period_start=billing_period_start,
            billing_period_end=billing_period_end,
            locale=locale,
        )

        return invoice_generate
