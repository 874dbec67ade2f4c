from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from uuid import UUID
import datetime

if TYPE_CHECKING:
    from ..models.subscription_change_out_after import SubscriptionChangeOutAfter
    from ..models.subscription_change_out_before import SubscriptionChangeOutBefore


T = TypeVar("T", bound="SubscriptionChangeOut")


@_attrs_define
class SubscriptionChangeOut:
    """A recorded mid-period change: the state before and after, and where in the period.

    Attributes:
        id (UUID):
        subscription_id (UUID):
        kind (str):
        effective_at (datetime.datetime):
        period_start (datetime.datetime):
        period_end (datetime.datetime):
        before (SubscriptionChangeOutBefore):
        after (SubscriptionChangeOutAfter):
        invoiced_at (datetime.datetime | None):
        invoice_id (None | UUID):
        created_at (datetime.datetime):
    """

    id: UUID
    subscription_id: UUID
    kind: str
    effective_at: datetime.datetime
    period_start: datetime.datetime
    period_end: datetime.datetime
    before: SubscriptionChangeOutBefore
    after: SubscriptionChangeOutAfter
    invoiced_at: datetime.datetime | None
    invoice_id: None | UUID
    created_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.subscription_change_out_after import SubscriptionChangeOutAfter  # noqa: PLC0415
        from ..models.subscription_change_out_before import SubscriptionChangeOutBefore  # noqa: PLC0415

        id = str(self.id)

        subscription_id = str(self.subscription_id)

        kind = self.kind

        effective_at = self.effective_at.isoformat()

        period_start = self.period_start.isoformat()

        period_end = self.period_end.isoformat()

        before = self.before.to_dict()

        after = self.after.to_dict()

        invoiced_at: None | str
        if isinstance(self.invoiced_at, datetime.datetime):
            invoiced_at = self.invoiced_at.isoformat()
        else:
            invoiced_at = self.invoiced_at

        invoice_id: None | str
        if isinstance(self.invoice_id, UUID):
            invoice_id = str(self.invoice_id)
        else:
            invoice_id = self.invoice_id

        created_at = self.created_at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "subscription_id": subscription_id,
                "kind": kind,
                "effective_at": effective_at,
                "period_start": period_start,
                "period_end": period_end,
                "before": before,
                "after": after,
                "invoiced_at": invoiced_at,
                "invoice_id": invoice_id,
                "created_at": created_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.subscription_change_out_after import SubscriptionChangeOutAfter  # noqa: PLC0415
        from ..models.subscription_change_out_before import SubscriptionChangeOutBefore  # noqa: PLC0415

        d = dict(src_dict)
        id = UUID(d.pop("id"))

        subscription_id = UUID(d.pop("subscription_id"))

        kind = d.pop("kind")

        effective_at = datetime.datetime.fromisoformat(d.pop("effective_at"))

        period_start = datetime.datetime.fromisoformat(d.pop("period_start"))

        period_end = datetime.datetime.fromisoformat(d.pop("period_end"))

        before = SubscriptionChangeOutBefore.from_dict(d.pop("before"))

        after = SubscriptionChangeOutAfter.from_dict(d.pop("after"))

        def _parse_invoiced_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                invoiced_at_type_0 = datetime.datetime.fromisoformat(data)

                return invoiced_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        invoiced_at = _parse_invoiced_at(d.pop("invoiced_at"))

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

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        subscription_change_out = cls(
            id=id,
            subscription_id=subscription_id,
            kind=kind,
            effective_at=effective_at,
            period_start=period_start,
            period_end=period_end,
            before=before,
            after=after,
            invoiced_at=invoiced_at,
            invoice_id=invoice_id,
            created_at=created_at,
        )

        subscription_change_out.additional_properties = d
        return subscription_change_out

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
