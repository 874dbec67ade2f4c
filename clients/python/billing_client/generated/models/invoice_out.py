from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.invoice_out_dunning_status_type_0 import check_invoice_out_dunning_status_type_0
from ..models.invoice_out_dunning_status_type_0 import InvoiceOutDunningStatusType0
from ..types import UNSET, Unset
from typing import cast
from uuid import UUID
import datetime

if TYPE_CHECKING:
    from ..models.discount_out import DiscountOut
    from ..models.invoice_line_out import InvoiceLineOut
    from ..models.invoice_out_applied_promotions_item import InvoiceOutAppliedPromotionsItem
    from ..models.invoice_out_buyer_type_0 import InvoiceOutBuyerType0
    from ..models.invoice_out_metadata import InvoiceOutMetadata
    from ..models.invoice_out_seller_type_0 import InvoiceOutSellerType0
    from ..models.tag_ref import TagRef
    from ..models.tax_breakdown_out import TaxBreakdownOut


T = TypeVar("T", bound="InvoiceOut")


@_attrs_define
class InvoiceOut:
    """
    Attributes:
        id (None | UUID):
        customer_id (UUID):
        subscription_id (None | UUID):
        type_ (str):
        status (str):
        invoice_number (None | str):
        currency (str):
        locale (None | str):
        billing_period_start (datetime.datetime | None):
        billing_period_end (datetime.datetime | None):
        buyer_reference (None | str):
        delivery_date (datetime.date | None):
        due_date (datetime.date | None):
        issued_at (datetime.datetime | None):
        paid_at (datetime.datetime | None):
        voided_at (datetime.datetime | None):
        marked_uncollectible_at (datetime.datetime | None):
        subtotal (str):
        discount_amount (str):
        tax_amount (str):
        total (str):
        amount_paid (str):
        amount_credited (str):
        amount_refunded (str):
        amount_wallet_applied (str):
        amount_due (str):
        partially_paid (bool):
        tax_breakdown (list[TaxBreakdownOut]):
        discounts (list[DiscountOut]):
        applied_promotions (list[InvoiceOutAppliedPromotionsItem]):
        pending_approval_id (None | UUID):
        document_sha256 (None | str):
        attempt_count (int):
        dunning_status (InvoiceOutDunningStatusType0 | None):
        next_payment_attempt_at (datetime.datetime | None):
        metadata (InvoiceOutMetadata):
        tags (list[TagRef]):
        created_at (datetime.datetime | None):
        updated_at (datetime.datetime | None):
        seller (InvoiceOutSellerType0 | None | Unset):
        buyer (InvoiceOutBuyerType0 | None | Unset):
        lines (list[InvoiceLineOut] | None | Unset):
    """

    id: None | UUID
    customer_id: UUID
    subscription_id: None | UUID
    type_: str
    status: str
    invoice_number: None | str
    currency: str
    locale: None | str
    billing_period_start: datetime.datetime | None
    billing_period_end: datetime.datetime | None
    buyer_reference: None | str
    delivery_date: datetime.date | None
    due_date: datetime.date | None
    issued_at: datetime.datetime | None
    paid_at: datetime.datetime | None
    voided_at: datetime.datetime | None
    marked_uncollectible_at: datetime.datetime | None
    subtotal: str
    discount_amount: str
    tax_amount: str
    total: str
    amount_paid: str
    amount_credited: str
    amount_refunded: str
    amount_wallet_applied: str
    amount_due: str
    partially_paid: bool
    tax_breakdown: list[TaxBreakdownOut]
    discounts: list[DiscountOut]
    applied_promotions: list[InvoiceOutAppliedPromotionsItem]
    pending_approval_id: None | UUID
    document_sha256: None | str
    attempt_count: int
    dunning_status: InvoiceOutDunningStatusType0 | None
    next_payment_attempt_at: datetime.datetime | None
    metadata: InvoiceOutMetadata
    tags: list[TagRef]
    created_at: datetime.datetime | None
    updated_at: datetime.datetime | None
    seller: InvoiceOutSellerType0 | None | Unset = UNSET
    buyer: InvoiceOutBuyerType0 | None | Unset = UNSET
    lines: list[InvoiceLineOut] | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.discount_out import DiscountOut  # noqa: PLC0415
        from ..models.invoice_line_out import InvoiceLineOut  # noqa: PLC0415
        from ..models.invoice_out_applied_promotions_item import InvoiceOutAppliedPromotionsItem  # noqa: PLC0415
        from ..models.invoice_out_buyer_type_0 import InvoiceOutBuyerType0  # noqa: PLC0415
        from ..models.invoice_out_metadata import InvoiceOutMetadata  # noqa: PLC0415
        from ..models.invoice_out_seller_type_0 import InvoiceOutSellerType0  # noqa: PLC0415
        from ..models.tag_ref import TagRef  # noqa: PLC0415
        from ..models.tax_breakdown_out import TaxBreakdownOut  # noqa: PLC0415

        id: None | str
        if isinstance(self.id, UUID):
            id = str(self.id)
        else:
            id = self.id

        customer_id = str(self.customer_id)

        subscription_id: None | str
        if isinstance(self.subscription_id, UUID):
            subscription_id = str(self.subscription_id)
        else:
            subscription_id = self.subscription_id

        type_ = self.type_

        status = self.status

        invoice_number: None | str
        invoice_number = self.invoice_number

        currency = self.currency

        locale: None | str
        locale = self.locale

        billing_period_start: None | str
        if isinstance(self.billing_period_start, datetime.datetime):
            billing_period_start = self.billing_period_start.isoformat()
        else:
            billing_period_start = self.billing_period_start

        billing_period_end: None | str
        if isinstance(self.billing_period_end, datetime.datetime):
            billing_period_end = self.billing_period_end.isoformat()
        else:
            billing_period_end = self.billing_period_end

        buyer_reference: None | str
        buyer_reference = self.buyer_reference

        delivery_date: None | str
        if isinstance(self.delivery_date, datetime.date):
            delivery_date = self.delivery_date.isoformat()
        else:
            delivery_date = self.delivery_date

        due_date: None | str
        if isinstance(self.due_date, datetime.date):
            due_date = self.due_date.isoformat()
        else:
            due_date = self.due_date

        issued_at: None | str
        if isinstance(self.issued_at, datetime.datetime):
            issued_at = self.issued_at.isoformat()
        else:
            issued_at = self.issued_at

        paid_at: None | str
        if isinstance(self.paid_at, datetime.datetime):
            paid_at = self.paid_at.isoformat()
        else:
            paid_at = self.paid_at

        voided_at: None | str
        if isinstance(self.voided_at, datetime.datetime):
            voided_at = self.voided_at.isoformat()
        else:
            voided_at = self.voided_at

        marked_uncollectible_at: None | str
        if isinstance(self.marked_uncollectible_at, datetime.datetime):
            marked_uncollectible_at = self.marked_uncollectible_at.isoformat()
        else:
            marked_uncollectible_at = self.marked_uncollectible_at

        subtotal = self.subtotal

        discount_amount = self.discount_amount

        tax_amount = self.tax_amount

        total = self.total

        amount_paid = self.amount_paid

        amount_credited = self.amount_credited

        amount_refunded = self.amount_refunded

        amount_wallet_applied = self.amount_wallet_applied

        amount_due = self.amount_due

        partially_paid = self.partially_paid

        tax_breakdown = []
        for tax_breakdown_item_data in self.tax_breakdown:
            tax_breakdown_item = tax_breakdown_item_data.to_dict()
            tax_breakdown.append(tax_breakdown_item)

        discounts = []
        for discounts_item_data in self.discounts:
            discounts_item = discounts_item_data.to_dict()
            discounts.append(discounts_item)

        applied_promotions = []
        for applied_promotions_item_data in self.applied_promotions:
            applied_promotions_item = applied_promotions_item_data.to_dict()
            applied_promotions.append(applied_promotions_item)

        pending_approval_id: None | str
        if isinstance(self.pending_approval_id, UUID):
            pending_approval_id = str(self.pending_approval_id)
        else:
            pending_approval_id = self.pending_approval_id

        document_sha256: None | str
        document_sha256 = self.document_sha256

        attempt_count = self.attempt_count

        dunning_status: None | str
        if isinstance(self.dunning_status, str):
            dunning_status = self.dunning_status
        else:
            dunning_status = self.dunning_status

        next_payment_attempt_at: None | str
        if isinstance(self.next_payment_attempt_at, datetime.datetime):
            next_payment_attempt_at = self.next_payment_attempt_at.isoformat()
        else:
            next_payment_attempt_at = self.next_payment_attempt_at

        metadata = self.metadata.to_dict()

        tags = []
        for tags_item_data in self.tags:
            tags_item = tags_item_data.to_dict()
            tags.append(tags_item)

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

        seller: dict[str, Any] | None | Unset
        if isinstance(self.seller, Unset):
            seller = UNSET
        elif isinstance(self.seller, InvoiceOutSellerType0):
            seller = self.seller.to_dict()
        else:
            seller = self.seller

        buyer: dict[str, Any] | None | Unset
        if isinstance(self.buyer, Unset):
            buyer = UNSET
        elif isinstance(self.buyer, InvoiceOutBuyerType0):
            buyer = self.buyer.to_dict()
        else:
            buyer = self.buyer

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
                "customer_id": customer_id,
                "subscription_id": subscription_id,
                "type": type_,
                "status": status,
                "invoice_number": invoice_number,
                "currency": currency,
                "locale": locale,
                "billing_period_start": billing_period_start,
                "billing_period_end": billing_period_end,
                "buyer_reference": buyer_reference,
                "delivery_date": delivery_date,
                "due_date": due_date,
                "issued_at": issued_at,
                "paid_at": paid_at,
                "voided_at": voided_at,
                "marked_uncollectible_at": marked_uncollectible_at,
                "subtotal": subtotal,
                "discount_amount": discount_amount,
                "tax_amount": tax_amount,
                "total": total,
                "amount_paid": amount_paid,
                "amount_credited": amount_credited,
                "amount_refunded": amount_refunded,
                "amount_wallet_applied": amount_wallet_applied,
                "amount_due": amount_due,
                "partially_paid": partially_paid,
                "tax_breakdown": tax_breakdown,
                "discounts": discounts,
                "applied_promotions": applied_promotions,
                "pending_approval_id": pending_approval_id,
                "document_sha256": document_sha256,
                "attempt_count": attempt_count,
                "dunning_status": dunning_status,
                "next_payment_attempt_at": next_payment_attempt_at,
                "metadata": metadata,
                "tags": tags,
                "created_at": created_at,
                "updated_at": updated_at,
            }
        )
        if seller is not UNSET:
            field_dict["seller"] = seller
        if buyer is not UNSET:
            field_dict["buyer"] = buyer
        if lines is not UNSET:
            field_dict["lines"] = lines

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.discount_out import DiscountOut  # noqa: PLC0415
        from ..models.invoice_line_out import InvoiceLineOut  # noqa: PLC0415
        from ..models.invoice_out_applied_promotions_item import InvoiceOutAppliedPromotionsItem  # noqa: PLC0415
        from ..models.invoice_out_buyer_type_0 import InvoiceOutBuyerType0  # noqa: PLC0415
        from ..models.invoice_out_metadata import InvoiceOutMetadata  # noqa: PLC0415
        from ..models.invoice_out_seller_type_0 import InvoiceOutSellerType0  # noqa: PLC0415
        from ..models.tag_ref import TagRef  # noqa: PLC0415
        from ..models.tax_breakdown_out import TaxBreakdownOut  # noqa: PLC0415

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

        customer_id = UUID(d.pop("customer_id"))

        def _parse_subscription_id(data: object) -> None | UUID:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                subscription_id_type_0 = UUID(data)

                return subscription_id_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | UUID, data)

        subscription_id = _parse_subscription_id(d.pop("subscription_id"))

        type_ = d.pop("type")

        status = d.pop("status")

        def _parse_invoice_number(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        invoice_number = _parse_invoice_number(d.pop("invoice_number"))

        currency = d.pop("currency")

        def _parse_locale(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        locale = _parse_locale(d.pop("locale"))

        def _parse_billing_period_start(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                billing_period_start_type_0 = datetime.datetime.fromisoformat(data)

                return billing_period_start_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        billing_period_start = _parse_billing_period_start(d.pop("billing_period_start"))

        def _parse_billing_period_end(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                billing_period_end_type_0 = datetime.datetime.fromisoformat(data)

                return billing_period_end_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        billing_period_end = _parse_billing_period_end(d.pop("billing_period_end"))

        def _parse_buyer_reference(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        buyer_reference = _parse_buyer_reference(d.pop("buyer_reference"))

        def _parse_delivery_date(data: object) -> datetime.date | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                delivery_date_type_0 = datetime.date.fromisoformat(data)

                return delivery_date_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.date | None, data)

        delivery_date = _parse_delivery_date(d.pop("delivery_date"))

        def _parse_due_date(data: object) -> datetime.date | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                due_date_type_0 = datetime.date.fromisoformat(data)

                return due_date_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.date | None, data)

        due_date = _parse_due_date(d.pop("due_date"))

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

        def _parse_paid_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                paid_at_type_0 = datetime.datetime.fromisoformat(data)

                return paid_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        paid_at = _parse_paid_at(d.pop("paid_at"))

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

        def _parse_marked_uncollectible_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                marked_uncollectible_at_type_0 = datetime.datetime.fromisoformat(data)

                return marked_uncollectible_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        marked_uncollectible_at = _parse_marked_uncollectible_at(d.pop("marked_uncollectible_at"))

        subtotal = d.pop("subtotal")

        discount_amount = d.pop("discount_amount")

        tax_amount = d.pop("tax_amount")

        total = d.pop("total")

        amount_paid = d.pop("amount_paid")

        amount_credited = d.pop("amount_credited")

        amount_refunded = d.pop("amount_refunded")

        amount_wallet_applied = d.pop("amount_wallet_applied")

        amount_due = d.pop("amount_due")

        partially_paid = d.pop("partially_paid")

        tax_breakdown = []
        _tax_breakdown = d.pop("tax_breakdown")
        for tax_breakdown_item_data in _tax_breakdown:
            tax_breakdown_item = TaxBreakdownOut.from_dict(tax_breakdown_item_data)

            tax_breakdown.append(tax_breakdown_item)

        discounts = []
        _discounts = d.pop("discounts")
        for discounts_item_data in _discounts:
            discounts_item = DiscountOut.from_dict(discounts_item_data)

            discounts.append(discounts_item)

        applied_promotions = []
        _applied_promotions = d.pop("applied_promotions")
        for applied_promotions_item_data in _applied_promotions:
            applied_promotions_item = InvoiceOutAppliedPromotionsItem.from_dict(
                applied_promotions_item_data
            )

            applied_promotions.append(applied_promotions_item)

        def _parse_pending_approval_id(data: object) -> None | UUID:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                pending_approval_id_type_0 = UUID(data)

                return pending_approval_id_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | UUID, data)

        pending_approval_id = _parse_pending_approval_id(d.pop("pending_approval_id"))

        def _parse_document_sha256(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        document_sha256 = _parse_document_sha256(d.pop("document_sha256"))

        attempt_count = d.pop("attempt_count")

        def _parse_dunning_status(data: object) -> InvoiceOutDunningStatusType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                dunning_status_type_0 = check_invoice_out_dunning_status_type_0(data)

                return dunning_status_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(InvoiceOutDunningStatusType0 | None, data)

        dunning_status = _parse_dunning_status(d.pop("dunning_status"))

        def _parse_next_payment_attempt_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                next_payment_attempt_at_type_0 = datetime.datetime.fromisoformat(data)

                return next_payment_attempt_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        next_payment_attempt_at = _parse_next_payment_attempt_at(d.pop("next_payment_attempt_at"))

        metadata = InvoiceOutMetadata.from_dict(d.pop("metadata"))

        tags = []
        _tags = d.pop("tags")
        for tags_item_data in _tags:
            tags_item = TagRef.from_dict(tags_item_data)

            tags.append(tags_item)

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

        def _parse_seller(data: object) -> InvoiceOutSellerType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                seller_type_0 = InvoiceOutSellerType0.from_dict(data)

                return seller_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(InvoiceOutSellerType0 | None | Unset, data)

        seller = _parse_seller(d.pop("seller", UNSET))

        def _parse_buyer(data: object) -> InvoiceOutBuyerType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                buyer_type_0 = InvoiceOutBuyerType0.from_dict(data)

                return buyer_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(InvoiceOutBuyerType0 | None | Unset, data)

        buyer = _parse_buyer(d.pop("buyer", UNSET))

        def _parse_lines(data: object) -> list[InvoiceLineOut] | None | Unset:
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
                    lines_type_0_item = InvoiceLineOut.from_dict(lines_type_0_item_data)

                    lines_type_0.append(lines_type_0_item)

                return lines_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[InvoiceLineOut] | None | Unset, data)

        lines = _parse_lines(d.pop("lines", UNSET))

        invoice_out = cls(
            id=id,
            customer_id=customer_id,
            subscription_id=subscription_id,
            type_=type_,
            status=status,
            invoice_number=invoice_number,
            currency=currency,
            locale=locale,
            billing_period_start=billing_period_start,
            billing_period_end=billing_period_end,
            buyer_reference=buyer_reference,
            delivery_date=delivery_date,
            due_date=due_date,
            issued_at=issued_at,
            paid_at=paid_at,
            voided_at=voided_at,
            marked_uncollectible_at=marked_uncollectible_at,
            subtotal=subtotal,
            discount_amount=discount_amount,
            tax_amount=tax_amount,
            total=total,
            amount_paid=amount_paid,
            amount_credited=amount_credited,
            amount_refunded=amount_refunded,
            amount_wallet_applied=amount_wallet_applied,
            amount_due=amount_due,
            partially_paid=partially_paid,
            tax_breakdown=tax_breakdown,
            discounts=discounts,
            applied_promotions=applied_promotions,
            pending_approval_id=pending_approval_id,
            document_sha256=document_sha256,
            attempt_count=attempt_count,
            dunning_status=dunning_status,
            next_payment_attempt_at=next_payment_attempt_at,
            metadata=metadata,
            tags=tags,
            created_at=created_at,
            updated_at=updated_at,
            seller=seller,
            buyer=buyer,
            lines=lines,
        )

        invoice_out.additional_properties = d
        return invoice_out

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
