from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.plan_create_billing_timing import check_plan_create_billing_timing
from ..models.plan_create_billing_timing import PlanCreateBillingTiming
from ..models.plan_create_interval import check_plan_create_interval
from ..models.plan_create_interval import PlanCreateInterval
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
    from ..models.plan_create_metadata import PlanCreateMetadata
    from ..models.plan_item_in import PlanItemIn


T = TypeVar("T", bound="PlanCreate")


@_attrs_define
class PlanCreate:
    """
    Attributes:
        name (str):
        currency (str):
        interval (PlanCreateInterval):
        items (list[PlanItemIn]):
        description (None | str | Unset):
        interval_count (int | Unset):  Default: 1.
        trial_days (int | Unset):  Default: 0.
        billing_timing (PlanCreateBillingTiming | Unset):  Default: 'in_advance'.
        metadata (PlanCreateMetadata | Unset):
    """

    name: str
    currency: str
    interval: PlanCreateInterval
    items: list[PlanItemIn]
    description: None | str | Unset = UNSET
    interval_count: int | Unset = 1
    trial_days: int | Unset = 0
    billing_timing: PlanCreateBillingTiming | Unset = "in_advance"
    metadata: PlanCreateMetadata | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.plan_create_metadata import PlanCreateMetadata  # noqa: PLC0415
        from ..models.plan_item_in import PlanItemIn  # noqa: PLC0415

        name = self.name

        currency = self.currency

        interval: str = self.interval

        items = []
        for items_item_data in self.items:
            items_item = items_item_data.to_dict()
            items.append(items_item)

        description: None | str | Unset
        if isinstance(self.description, Unset):
            description = UNSET
        else:
            description = self.description

        interval_count = self.interval_count

        trial_days = self.trial_days

        billing_timing: str | Unset = UNSET
        if not isinstance(self.billing_timing, Unset):
            billing_timing = self.billing_timing

        metadata: dict[str, Any] | Unset = UNSET
        if not isinstance(self.metadata, Unset):
            metadata = self.metadata.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "currency": currency,
                "interval": interval,
                "items": items,
            }
        )
        if description is not UNSET:
            field_dict["description"] = description
        if interval_count is not UNSET:
            field_dict["interval_count"] = interval_count
        if trial_days is not UNSET:
            field_dict["trial_days"] = trial_days
        if billing_timing is not UNSET:
            field_dict["billing_timing"] = billing_timing
        if metadata is not UNSET:
            field_dict["metadata"] = metadata

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.plan_create_metadata import PlanCreateMetadata  # noqa: PLC0415
        from ..models.plan_item_in import PlanItemIn  # noqa: PLC0415

        d = dict(src_dict)
        name = d.pop("name")

        currency = d.pop("currency")

        interval = check_plan_create_interval(d.pop("interval"))

        items = []
        _items = d.pop("items")
        for items_item_data in _items:
            items_item = PlanItemIn.from_dict(items_item_data)

            items.append(items_item)

        def _parse_description(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        description = _parse_description(d.pop("description", UNSET))

        interval_count = d.pop("interval_count", UNSET)

        trial_days = d.pop("trial_days", UNSET)

        _billing_timing = d.pop("billing_timing", UNSET)
        billing_timing: PlanCreateBillingTiming | Unset
        if isinstance(_billing_timing, Unset):
            billing_timing = UNSET
        else:
            billing_timing = check_plan_create_billing_timing(_billing_timing)

        _metadata = d.pop("metadata", UNSET)
        metadata: PlanCreateMetadata | Unset
        if isinstance(_metadata, Unset):
            metadata = UNSET
        else:
            metadata = PlanCreateMetadata.from_dict(_metadata)

        plan_create = cls(
            name=name,
            currency=currency,
            interval=interval,
            items=items,
            description=description,
            interval_count=interval_count,
            trial_days=trial_days,
            billing_timing=billing_timing,
            metadata=metadata,
        )

        return plan_create
