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
    from ..models.invoice_line_out_metadata import InvoiceLineOutMetadata
    from ..models.invoice_line_out_usage_type_0 import InvoiceLineOutUsageType0


T = TypeVar("T", bound="InvoiceLineOut")


@_attrs_define
class InvoiceLineOut:
    """
    Attributes:
        id (None | UUID):
        invoice_id (None | UUID):
        line_type (str):
        description (str):
        product_id (None | UUID):
        price_id (None | UUID):
        price_version_id (None | UUID):
        subscription_change_id (None | UUID):
        quantity (str):
        unit_price (str):
        markup_percent (None | str):
        amount (str):
        tax_amount (str):
        tax_category_code (str):
        tax_rate (str):
        tax_exemption_reason (None | str):
        tax_exemption_reason_code (None | str):
        tax_basis (str):
        period_start (datetime.date | None):
        period_end (datetime.date | None):
        metadata (InvoiceLineOutMetadata):
        created_at (datetime.datetime | None):
        updated_at (datetime.datetime | None):
        usage (InvoiceLineOutUsageType0 | None | Unset): Usage lines only: the meter's aggregate for the period and how
            the rate table rated it (rate-table version; per tier units, rate, amount and, for a formula rate, the formula
            version and inputs).
    """

    id: None | UUID
    invoice_id: None | UUID
    line_type: str
    description: str
    product_id: None | UUID
    price_id: None | UUID
    price_version_id: None | UUID
    subscription_change_id: None | UUID
    quantity: str
    unit_price: str
    markup_percent: None | str
    amount: str
    tax_amount: str
    tax_category_code: str
    tax_rate: str
    tax_exemption_reason: None | str
    tax_exemption_reason_code: None | str
    tax_basis: str
    period_start: datetime.date | None
    period_end: datetime.date | None
    metadata: InvoiceLineOutMetadata
    created_at: datetime.datetime | None
    updated_at: datetime.datetime | None
    usage: InvoiceLineOutUsageType0 | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.invoice_line_out_metadata import InvoiceLineOutMetadata  # noqa: PLC0415
        from ..models.invoice_line_out_usage_type_0 import InvoiceLineOutUsageType0  # noqa: PLC0415

        id: None | str
        if isinstance(self.id, UUID):
            id = str(self.id)
        else:
            id = self.id

        invoice_id: None | str
        if isinstance(self.invoice_id, UUID):
            invoice_id = str(self.invoice_id)
        else:
            invoice_id = self.invoice_id

        line_type = self.line_type

        description = self.description

        product_id: None | str
        if isinstance(self.product_id, UUID):
            product_id = str(self.product_id)
        else:
            product_id = self.product_id

        price_id: None | str
        if isinstance(self.price_id, UUID):
            price_id = str(self.price_id)
        else:
            price_id = self.price_id

        price_version_id: None | str
        if isinstance(self.price_version_id, UUID):
            price_version_id = str(self.price_version_id)
        else:
            price_version_id = self.price_version_id

        subscription_change_id: None | str
        if isinstance(self.subscription_change_id, UUID):
            subscription_change_id = str(self.subscription_change_id)
        else:
            subscription_change_id = self.subscription_change_id

        quantity = self.quantity

        unit_price = self.unit_price

        markup_percent: None | str
        markup_percent = self.markup_percent

        amount = self.amount

        tax_amount = self.tax_amount

        tax_category_code = self.tax_category_code

        tax_rate = self.tax_rate

        tax_exemption_reason: None | str
        tax_exemption_reason = self.tax_exemption_reason

        tax_exemption_reason_code: None | str
        tax_exemption_reason_code = self.tax_exemption_reason_code

        tax_basis = self.tax_basis

        period_start: None | str
        if isinstance(self.period_start, datetime.date):
            period_start = self.period_start.isoformat()
        else:
            period_start = self.period_start

        period_end: None | str
        if isinstance(self.period_end, datetime.date):
            period_end = self.period_end.isoformat()
        else:
            period_end = self.period_end

        metadata = self.metadata.to_dict()

        created_at: None | str
        if isinstance(self.created_at, datetime.datetime):
            created_at = self.created_at.isoformat()
        else:
            created_at = self.created_at

        updated_at: None | str
        if isinstance(self.updated_at, datetime.datetime):
            updated_at = self.updated_at.isoformat()
        else:
            updated_at = self.updated_at

        usage: dict[str, Any] | None | Unset
        if isinstance(self.usage, Unset):
            usage = UNSET
        elif isinstance(self.usage, InvoiceLineOutUsageType0):
            usage = self.usage.to_dict()
        else:
            usage = self.usage

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "invoice_id": invoice_id,
                "line_type": line_type,
                "description": description,
                "product_id": product_id,
                "price_id": price_id,
                "price_version_id": price_version_id,
                "subscription_change_id": subscription_change_id,
                "quantity": quantity,
                "unit_price": unit_price,
                "markup_percent": markup_percent,
                "amount": amount,
                "tax_amount": tax_amount,
                "tax_category_code": tax_category_code,
                "tax_rate": tax_rate,
                "tax_exemption_reason": tax_exemption_reason,
                "tax_exemption_reason_code": tax_exemption_reason_code,
                "tax_basis": tax_basis,
                "period_start": period_start,
                "period_end": period_end,
                "metadata": metadata,
                "created_at": created_at,
                "updated_at": updated_at,
            }
        )
        if usage is not UNSET:
            field_dict["usage"] = usage

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.invoice_line_out_metadata import InvoiceLineOutMetadata  # noqa: PLC0415
        from ..models.invoice_line_out_usage_type_0 import InvoiceLineOutUsageType0  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_id(data: object) -> None | UUID:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                id_type_0 = UUID(data)

                return id_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | UUID, data)

        id = _parse_id(d.pop("id"))

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

        line_type = d.pop("line_type")

        description = d.pop("description")

        def _parse_product_id(data: object) -> None | UUID:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                product_id_type_0 = UUID(data)

                return product_id_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | UUID, data)

        product_id = _parse_product_id(d.pop("product_id"))

        def _parse_price_id(data: object) -> None | UUID:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                price_id_type_0 = UUID(data)

                return price_id_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | UUID, data)

        price_id = _parse_price_id(d.pop("price_id"))

        def _parse_price_version_id(data: object) -> None | UUID:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                price_version_id_type_0 = UUID(data)

                return price_version_id_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | UUID, data)

        price_version_id = _parse_price_version_id(d.pop("price_version_id"))

        def _parse_subscription_change_id(data: object) -> None | UUID:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                subscription_change_id_type_0 = UUID(data)

                return subscription_change_id_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | UUID, data)

        subscription_change_id = _parse_subscription_change_id(d.pop("subscription_change_id"))

        quantity = d.pop("quantity")

        unit_price = d.pop("unit_price")

        def _parse_markup_percent(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        markup_percent = _parse_markup_percent(d.pop("markup_percent"))

        amount = d.pop("amount")

        tax_amount = d.pop("tax_amount")

        tax_category_code = d.pop("tax_category_code")

        tax_rate = d.pop("tax_rate")

        def _parse_tax_exemption_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        tax_exemption_reason = _parse_tax_exemption_reason(d.pop("tax_exemption_reason"))

        def _parse_tax_exemption_reason_code(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        tax_exemption_reason_code = _parse_tax_exemption_reason_code(
            d.pop("tax_exemption_reason_code")
        )

        tax_basis = d.pop("tax_basis")

        def _parse_period_start(data: object) -> datetime.date | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                period_start_type_0 = datetime.date.fromisoformat(data)

                return period_start_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.date | None, data)

        period_start = _parse_period_start(d.pop("period_start"))

        def _parse_period_end(data: object) -> datetime.date | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                period_end_type_0 = datetime.date.fromisoformat(data)

                return period_end_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.date | None, data)

        period_end = _parse_period_end(d.pop("period_end"))

        metadata = InvoiceLineOutMetadata.from_dict(d.pop("metadata"))

        def _parse_created_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                created_at_type_0 = datetime.datetime.fromisoformat(data)

                return created_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        created_at = _parse_created_at(d.pop("created_at"))

        def _parse_updated_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                updated_at_type_0 = datetime.datetime.fromisoformat(data)

                return updated_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        updated_at = _parse_updated_at(d.pop("updated_at"))

        def _parse_usage(data: object) -> InvoiceLineOutUsageType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                usage_type_0 = InvoiceLineOutUsageType0.from_dict(data)

                return usage_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(InvoiceLineOutUsageType0 | None | Unset, data)

        usage = _parse_usage(d.pop("usage", UNSET))

        invoice_line_out = cls(
            id=id,
            invoice_id=invoice_id,
            line_type=line_type,
            description=description,
            product_id=product_id,
            price_id=price_id,
            price_version_id=price_version_id,
            subscription_change_id=subscription_change_id,
            quantity=quantity,
            unit_price=unit_price,
            markup_percent=markup_percent,
            amount=amount,
            tax_amount=tax_amount,
            tax_category_code=tax_category_code,
            tax_rate=tax_rate,
            tax_exemption_reason=tax_exemption_reason,
            tax_exemption_reason_code=tax_exemption_reason_code,
            tax_basis=tax_basis,
            period_start=period_start,
            period_end=period_end,
            metadata=metadata,
            created_at=created_at,
            updated_at=updated_at,
            usage=usage,
        )

        invoice_line_out.additional_properties = d
        return invoice_line_out

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
