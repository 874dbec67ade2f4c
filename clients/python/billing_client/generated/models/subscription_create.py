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
    from ..models.add_on_in import AddOnIn
    from ..models.subscription_create_metadata import SubscriptionCreateMetadata


T = TypeVar("T", bound="SubscriptionCreate")


@_attrs_define
class SubscriptionCreate:
    """
    Attributes:
        customer_id (UUID):
        plan_id (UUID):
        quantity (int | Unset):  Default: 1.
        start_date (datetime.date | None | Unset):
        trial_end (datetime.datetime | None | Unset):
        add_ons (list[AddOnIn] | Unset):
        metadata (SubscriptionCreateMetadata | Unset):
    """

    customer_id: UUID
    plan_id: UUID
    quantity: int | Unset = 1
    start_date: datetime.date | None | Unset = UNSET
    trial_end: datetime.datetime | None | Unset = UNSET
    add_ons: list[AddOnIn] | Unset = UNSET
    metadata: SubscriptionCreateMetadata | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.add_on_in import AddOnIn  # noqa: PLC0415
        from ..models.subscription_create_metadata import SubscriptionCreateMetadata  # noqa: PLC0415

        customer_id = str(self.customer_id)

        plan_id = str(self.plan_id)

        quantity = self.quantity

        start_date: None | str | Unset
        if isinstance(self.start_date, Unset):
            start_date = UNSET
        elif isinstance(self.start_date, datetime.date):
            start_date = self.start_date.isoformat()
        else:
            start_date = self.start_date

        trial_end: None | str | Unset
        if isinstance(self.trial_end, Unset):
            trial_end = UNSET
        elif isinstance(self.trial_end, datetime.datetime):
            trial_end = self.trial_end.isoformat()
        else:
            trial_end = self.trial_end

        add_ons: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.add_ons, Unset):
            add_ons = []
            for add_ons_item_data in self.add_ons:
                add_ons_item = add_ons_item_data.to_dict()
                add_ons.append(add_ons_item)

        metadata: dict[str, Any] | Unset = UNSET
        if not isinstance(self.metadata, Unset):
            metadata = self.metadata.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "customer_id": customer_id,
                "plan_id": plan_id,
            }
        )
        if quantity is not UNSET:
            field_dict["quantity"] = quantity
        if start_date is not UNSET:
            field_dict["start_date"] = start_date
        if trial_end is not UNSET:
            field_dict["trial_end"] = trial_end
        if add_ons is not UNSET:
            field_dict["add_ons"] = add_ons
        if metadata is not UNSET:
            field_dict["metadata"] = metadata

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.add_on_in import AddOnIn  # noqa: PLC0415
        from ..models.subscription_create_metadata import SubscriptionCreateMetadata  # noqa: PLC0415

        d = dict(src_dict)
        customer_id = UUID(d.pop("customer_id"))

        plan_id = UUID(d.pop("plan_id"))

        quantity = d.pop("quantity", UNSET)

        def _parse_start_date(data: object) -> datetime.date | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                start_date_type_0 = datetime.date.fromisoformat(data)

                return start_date_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.date | None | Unset, data)

        start_date = _parse_start_date(d.pop("start_date", UNSET))

        def _parse_trial_end(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                trial_end_type_0 = datetime.datetime.fromisoformat(data)

                return trial_end_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        trial_end = _parse_trial_end(d.pop("trial_end", UNSET))

        _add_ons = d.pop("add_ons", UNSET)
        add_ons: list[AddOnIn] | Unset = UNSET
        if _add_ons is not UNSET:
            add_ons = []
            for add_ons_item_data in _add_ons:
                add_ons_item = AddOnIn.from_dict(add_ons_item_data)

                add_ons.append(add_ons_item)

        _metadata = d.pop("metadata", UNSET)
        metadata: SubscriptionCreateMetadata | Unset
        if isinstance(_metadata, Unset):
            metadata = UNSET
        else:
            metadata = SubscriptionCreateMetadata.from_dict(_metadata)

        subscription_create = cls(
            customer_id=customer_id,
            plan_id=plan_id,
            quantity=quantity,
            start_date=start_date,
            trial_end=trial_end,
            add_ons=add_ons,
            metadata=metadata,
        )

        return subscription_create
