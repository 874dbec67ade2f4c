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
    from ..models.add_on_out import AddOnOut
    from ..models.subscription_out_metadata import SubscriptionOutMetadata
    from ..models.tag_ref import TagRef


T = TypeVar("T", bound="SubscriptionOut")


@_attrs_define
class SubscriptionOut:
    """
    Attributes:
        id (UUID):
        customer_id (UUID):
        plan_id (UUID):
        currency (str):
        quantity (int):
        status (str):
        start_date (datetime.date):
        billing_anchor (datetime.datetime):
        trial_end (datetime.datetime | None):
        current_period_start (datetime.datetime):
        current_period_end (datetime.datetime):
        cancel_at_period_end (bool):
        canceled_at (datetime.datetime | None):
        ended_at (datetime.datetime | None):
        cancellation_reason (None | str):
        billing_blocked (bool):
        billing_blocked_reason (None | str):
        billing_blocked_at (datetime.datetime | None):
        add_ons (list[AddOnOut]):
        metadata (SubscriptionOutMetadata):
        tags (list[TagRef]):
        created_at (datetime.datetime):
        updated_at (datetime.datetime):
    """

    id: UUID
    customer_id: UUID
    plan_id: UUID
    currency: str
    quantity: int
    status: str
    start_date: datetime.date
    billing_anchor: datetime.datetime
    trial_end: datetime.datetime | None
    current_period_start: datetime.datetime
    current_period_end: datetime.datetime
    cancel_at_period_end: bool
    canceled_at: datetime.datetime | None
    ended_at: datetime.datetime | None
    cancellation_reason: None | str
    billing_blocked: bool
    billing_blocked_reason: None | str
    billing_blocked_at: datetime.datetime | None
    add_ons: list[AddOnOut]
    metadata: SubscriptionOutMetadata
    tags: list[TagRef]
    created_at: datetime.datetime
    updated_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.add_on_out import AddOnOut  # noqa: PLC0415
        from ..models.subscription_out_metadata import SubscriptionOutMetadata  # noqa: PLC0415
        from ..models.tag_ref import TagRef  # noqa: PLC0415

        id = str(self.id)

        customer_id = str(self.customer_id)

        plan_id = str(self.plan_id)

        currency = self.currency

        quantity = self.quantity

        status = self.status

        start_date = self.start_date.isoformat()

        billing_anchor = self.billing_anchor.isoformat()

        trial_end: None | str
        if isinstance(self.trial_end, datetime.datetime):
            trial_end = self.trial_end.isoformat()
        else:
            trial_end = self.trial_end

        current_period_start = self.current_period_start.isoformat()

        current_period_end = self.current_period_end.isoformat()

        cancel_at_period_end = self.cancel_at_period_end

        canceled_at: None | str
        if isinstance(self.canceled_at, datetime.datetime):
            canceled_at = self.canceled_at.isoformat()
        else:
            canceled_at = self.canceled_at

        ended_at: None | str
        if isinstance(self.ended_at, datetime.datetime):
            ended_at = self.ended_at.isoformat()
        else:
            ended_at = self.ended_at

        cancellation_reason: None | str
        cancellation_reason = self.cancellation_reason

        billing_blocked = self.billing_blocked

        billing_blocked_reason: None | str
        billing_blocked_reason = self.billing_blocked_reason

        billing_blocked_at: None | str
        if isinstance(self.billing_blocked_at, datetime.datetime):
            billing_blocked_at = self.billing_blocked_at.isoformat()
        else:
            billing_blocked_at = self.billing_blocked_at

        add_ons = []
        for add_ons_item_data in self.add_ons:
            add_ons_item = add_ons_item_data.to_dict()
            add_ons.append(add_ons_item)

        metadata = self.metadata.to_dict()

        tags = []
        for tags_item_data in self.tags:
            tags_item = tags_item_data.to_dict()
            tags.append(tags_item)

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "customer_id": customer_id,
                "plan_id": plan_id,
                "currency": currency,
                "quantity": quantity,
                "status": status,
                "start_date": start_date,
                "billing_anchor": billing_anchor,
                "trial_end": trial_end,
                "current_period_start": current_period_start,
                "current_period_end": current_period_end,
                "cancel_at_period_end": cancel_at_period_end,
                "canceled_at": canceled_at,
                "ended_at": ended_at,
                "cancellation_reason": cancellation_reason,
                "billing_blocked": billing_blocked,
                "billing_blocked_reason": billing_blocked_reason,
                "billing_blocked_at": billing_blocked_at,
                "add_ons": add_ons,
                "metadata": metadata,
                "tags": tags,
                "created_at": created_at,
                "updated_at": updated_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.add_on_out import AddOnOut  # noqa: PLC0415
        from ..models.subscription_out_metadata import SubscriptionOutMetadata  # noqa: PLC0415
        from ..models.tag_ref import TagRef  # noqa: PLC0415

        d = dict(src_dict)
        id = UUID(d.pop("id"))

        customer_id = UUID(d.pop("customer_id"))

        plan_id = UUID(d.pop("plan_id"))

        currency = d.pop("currency")

        quantity = d.pop("quantity")

        status = d.pop("status")

        start_date = datetime.date.fromisoformat(d.pop("start_date"))

        billing_anchor = datetime.datetime.fromisoformat(d.pop("billing_anchor"))

        def _parse_trial_end(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                trial_end_type_0 = datetime.datetime.fromisoformat(data)

                return trial_end_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        trial_end = _parse_trial_end(d.pop("trial_end"))

        current_period_start = datetime.datetime.fromisoformat(d.pop("current_period_start"))

        current_period_end = datetime.datetime.fromisoformat(d.pop("current_period_end"))

        cancel_at_period_end = d.pop("cancel_at_period_end")

        def _parse_canceled_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                canceled_at_type_0 = datetime.datetime.fromisoformat(data)

                return canceled_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        canceled_at = _parse_canceled_at(d.pop("canceled_at"))

        def _parse_ended_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                ended_at_type_0 = datetime.datetime.fromisoformat(data)

                return ended_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        ended_at = _parse_ended_at(d.pop("ended_at"))

        def _parse_cancellation_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        cancellation_reason = _parse_cancellation_reason(d.pop("cancellation_reason"))

        billing_blocked = d.pop("billing_blocked")

        def _parse_billing_blocked_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        billing_blocked_reason = _parse_billing_blocked_reason(d.pop("billing_blocked_reason"))

        def _parse_billing_blocked_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                billing_blocked_at_type_0 = datetime.datetime.fromisoformat(data)

                return billing_blocked_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        billing_blocked_at = _parse_billing_blocked_at(d.pop("billing_blocked_at"))

        add_ons = []
        _add_ons = d.pop("add_ons")
        for add_ons_item_data in _add_ons:
            add_ons_item = AddOnOut.from_dict(add_ons_item_data)

            add_ons.append(add_ons_item)

        metadata = SubscriptionOutMetadata.from_dict(d.pop("metadata"))

        tags = []
        _tags = d.pop("tags")
        for tags_item_data in _tags:
            tags_item = TagRef.from_dict(tags_item_data)

            tags.append(tags_item)

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))

        subscription_out = cls(
            id=id,
            customer_id=customer_id,
            plan_id=plan_id,
            currency=currency,
            quantity=quantity,
            status=status,
            start_date=start_date,
            billing_anchor=billing_anchor,
            trial_end=trial_end,
            current_period_start=current_period_start,
            current_period_end=current_period_end,
            cancel_at_period_end=cancel_at_period_end,
            canceled_at=canceled_at,
            ended_at=ended_at,
            cancellation_reason=cancellation_reason,
            billing_blocked=billing_blocked,
            billing_blocked_reason=billing_blocked_reason,
            billing_blocked_at=billing_blocked_at,
            add_ons=add_ons,
            metadata=metadata,
            tags=tags,
            created_at=created_at,
            updated_at=updated_at,
        )

        subscription_out.additional_properties = d
        return subscription_out

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
