from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.line_create_line_type_type_0 import check_line_create_line_type_type_0
from ..models.line_create_line_type_type_0 import LineCreateLineTypeType0
from ..models.line_create_tax_category_code_type_0 import check_line_create_tax_category_code_type_0
from ..models.line_create_tax_category_code_type_0 import LineCreateTaxCategoryCodeType0
from ..types import UNSET, Unset
from typing import cast
from uuid import UUID
import datetime

if TYPE_CHECKING:
    from ..models.line_create_metadata import LineCreateMetadata


T = TypeVar("T", bound="LineCreate")


@_attrs_define
class LineCreate:
    """The interface document's line add-request.

    Attributes:
        line_type (LineCreateLineTypeType0 | None | Unset):
        description (None | str | Unset):
        product_id (None | Unset | UUID):
        quantity (None | str | Unset):
        unit_price (None | str | Unset):
        amount (None | str | Unset):
        currency (None | str | Unset):
        markup_percent (None | str | Unset):
        tax_rate (None | str | Unset):
        tax_category_code (LineCreateTaxCategoryCodeType0 | None | Unset):
        tax_exemption_reason (None | str | Unset):
        period_start (datetime.date | None | Unset):
        period_end (datetime.date | None | Unset):
        metadata (LineCreateMetadata | Unset):
    """

    line_type: LineCreateLineTypeType0 | None | Unset = UNSET
    description: None | str | Unset = UNSET
    product_id: None | Unset | UUID = UNSET
    quantity: None | str | Unset = UNSET
    unit_price: None | str | Unset = UNSET
    amount: None | str | Unset = UNSET
    currency: None | str | Unset = UNSET
    markup_percent: None | str | Unset = UNSET
    tax_rate: None | str | Unset = UNSET
    tax_category_code: LineCreateTaxCategoryCodeType0 | None | Unset = UNSET
    tax_exemption_reason: None | str | Unset = UNSET
    period_start: datetime.date | None | Unset = UNSET
    period_end: datetime.date | None | Unset = UNSET
    metadata: LineCreateMetadata | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.line_create_metadata import LineCreateMetadata  # noqa: PLC0415

        line_type: None | str | Unset
        if isinstance(self.line_type, Unset):
            line_type = UNSET
        elif isinstance(self.line_type, str):
            line_type = self.line_type
        else:
            line_type = self.line_type

        description: None | str | Unset
        if isinstance(self.description, Unset):
            description = UNSET
        else:
            description = self.description

        product_id: None | str | Unset
        if isinstance(self.product_id, Unset):
            product_id = UNSET
        elif isinstance(self.product_id, UUID):
            product_id = str(self.product_id)
        else:
            product_id = self.product_id

        quantity: None | str | Unset
        if isinstance(self.quantity, Unset):
            quantity = UNSET
        else:
            quantity = self.quantity

        unit_price: None | str | Unset
        if isinstance(self.unit_price, Unset):
            unit_price = UNSET
        else:
            unit_price = self.unit_price

        amount: None | str | Unset
        if isinstance(self.amount, Unset):
            amount = UNSET
        else:
            amount = self.amount

        currency: None | str | Unset
        if isinstance(self.currency, Unset):
            currency = UNSET
        else:
            currency = self.currency

        markup_percent: None | str | Unset
        if isinstance(self.markup_percent, Unset):
            markup_percent = UNSET
        else:
            markup_percent = self.markup_percent

        tax_rate: None | str | Unset
        if isinstance(self.tax_rate, Unset):
            tax_rate = UNSET
        else:
            tax_rate = self.tax_rate

        tax_category_code: None | str | Unset
        if isinstance(self.tax_category_code, Unset):
            tax_category_code = UNSET
        elif isinstance(self.tax_category_code, str):
            tax_category_code = self.tax_category_code
        else:
            tax_category_code = self.tax_category_code

        tax_exemption_reason: None | str | Unset
        if isinstance(self.tax_exemption_reason, Unset):
            tax_exemption_reason = UNSET
        else:
            tax_exemption_reason = self.tax_exemption_reason

        period_start: None | str | Unset
        if isinstance(self.period_start, Unset):
            period_start = UNSET
        elif isinstance(self.period_start, datetime.date):
            period_start = self.period_start.isoformat()
        else:
            period_start = self.period_start

        period_end: None | str | Unset
        if isinstance(self.period_end, Unset):
            period_end = UNSET
        elif isinstance(self.period_end, datetime.date):
            period_end = self.period_end.isoformat()
        else:
            period_end = self.period_end

        metadata: dict[str, Any] | Unset = UNSET
        if not isinstance(self.metadata, Unset):
            metadata = self.metadata.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if line_type is not UNSET:
            field_dict["line_type"] = line_type
        if description is not UNSET:
            field_dict["description"] = description
        if product_id is not UNSET:
            field_dict["product_id"] = product_id
        if quantity is not UNSET:
            field_dict["quantity"] = quantity
        if unit_price is not UNSET:
            field_dict["unit_price"] = unit_price
        if amount is not UNSET:
            field_dict["amount"] = amount
        if currency is not UNSET:
            field_dict["currency"] = currency
        if markup_percent is not UNSET:
            field_dict["markup_percent"] = markup_percent
        if tax_rate is not UNSET:
            field_dict["tax_rate"] = tax_rate
        if tax_category_code is not UNSET:
            field_dict["tax_category_code"] = tax_category_code
        if tax_exemption_reason is not UNSET:
            field_dict["tax_exemption_reason"] = tax_exemption_reason
        if period_start is not UNSET:
            field_dict["period_start"] = period_start
        if period_end is not UNSET:
            field_dict["period_end"] = period_end
        if metadata is not UNSET:
            field_dict["metadata"] = metadata

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.line_create_metadata import LineCreateMetadata  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_line_type(data: object) -> LineCreateLineTypeType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                line_type_type_0 = check_line_create_line_type_type_0(data)

                return line_type_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(LineCreateLineTypeType0 | None | Unset, data)

        line_type = _parse_line_type(d.pop("line_type", UNSET))

        def _parse_description(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        description = _parse_description(d.pop("description", UNSET))

        def _parse_product_id(data: object) -> None | Unset | UUID:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                product_id_type_0 = UUID(data)

                return product_id_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Unset | UUID, data)

        product_id = _parse_product_id(d.pop("product_id", UNSET))

        def _parse_quantity(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        quantity = _parse_quantity(d.pop("quantity", UNSET))

        def _parse_unit_price(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        unit_price = _parse_unit_price(d.pop("unit_price", UNSET))

        def _parse_amount(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        amount = _parse_amount(d.pop("amount", UNSET))

        def _parse_currency(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        currency = _parse_currency(d.pop("currency", UNSET))

        def _parse_markup_percent(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        markup_percent = _parse_markup_percent(d.pop("markup_percent", UNSET))

        def _parse_tax_rate(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        tax_rate = _parse_tax_rate(d.pop("tax_rate", UNSET))

        def _parse_tax_category_code(data: object) -> LineCreateTaxCategoryCodeType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                tax_category_code_type_0 = check_line_create_tax_category_code_type_0(data)

                return tax_category_code_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(LineCreateTaxCategoryCodeType0 | None | Unset, data)

        tax_category_code = _parse_tax_category_code(d.pop("tax_category_code", UNSET))

        def _parse_tax_exemption_reason(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        tax_exemption_reason = _parse_tax_exemption_reason(d.pop("tax_exemption_reason", UNSET))

        def _parse_period_start(data: object) -> datetime.date | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                period_start_type_0 = datetime.date.fromisoformat(data)

                return period_start_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.date | None | Unset, data)

        period_start = _parse_period_start(d.pop("period_start", UNSET))

        def _parse_period_end(data: object) -> datetime.date | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                period_end_type_0 = datetime.date.fromisoformat(data)

                return period_end_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.date | None | Unset, data)

        period_end = _parse_period_end(d.pop("period_end", UNSET))

        _metadata = d.pop("metadata", UNSET)
        metadata: LineCreateMetadata | Unset
        if isinstance(_metadata, Unset):
            metadata = UNSET
        else:
            metadata = LineCreateMetadata.from_dict(_metadata)

        line_create = cls(
            line_type=line_type,
            description=description,
            product_id=product_id,
            quantity=quantity,
            unit_price=unit_price,
            amount=amount,
            currency=currency,
            markup_percent=markup_percent,
            tax_rate=tax_rate,
            tax_category_code=tax_category_code,
            tax_exemption_reason=tax_exemption_reason,
            period_start=period_start,
            period_end=period_end,
            metadata=metadata,
        )

        return line_create
