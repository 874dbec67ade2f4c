from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.plan_update_billing_timing_type_0 import check_plan_update_billing_timing_type_0
from ..models.plan_update_billing_timing_type_0 import PlanUpdateBillingTimingType0
from ..models.plan_update_interval_type_0 import check_plan_update_interval_type_0
from ..models.plan_update_interval_type_0 import PlanUpdateIntervalType0
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
    from ..models.plan_item_in import PlanItemIn
    from ..models.plan_update_metadata_type_0 import PlanUpdateMetadataType0


T = TypeVar("T", bound="PlanUpdate")


@_attrs_define
class PlanUpdate:
    """A merge-patch; `items` replaces the whole list; `active: false` archives the plan.

    The billing terms (`currency`, `interval`, `interval_count`, `billing_timing`, `items`)
    change only while no open subscription uses the plan.

        Attributes:
            name (None | str | Unset):
            description (None | str | Unset):
            currency (None | str | Unset):
            interval (None | PlanUpdateIntervalType0 | Unset):
            interval_count (int | None | Unset):
            trial_days (int | None | Unset):
            billing_timing (None | PlanUpdateBillingTimingType0 | Unset):
            items (list[PlanItemIn] | None | Unset):
            metadata (None | PlanUpdateMetadataType0 | Unset):
            active (bool | None | Unset):
    """

    name: None | str | Unset = UNSET
    description: None | str | Unset = UNSET
    currency: None | str | Unset = UNSET
    interval: None | PlanUpdateIntervalType0 | Unset = UNSET
    interval_count: int | None | Unset = UNSET
    trial_days: int | None | Unset = UNSET
    billing_timing: None | PlanUpdateBillingTimingType0 | Unset = UNSET
    items: list[PlanItemIn] | None | Unset = UNSET
    metadata: None | PlanUpdateMetadataType0 | Unset = UNSET
    active: bool | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.plan_item_in import PlanItemIn  # noqa: PLC0415
        from ..models.plan_update_metadata_type_0 import PlanUpdateMetadataType0  # noqa: PLC0415

        name: None | str | Unset
        if isinstance(self.name, Unset):
            name = UNSET
        else:
            name = self.name

        description: None | str | Unset
        if isinstance(self.description, Unset):
            description = UNSET
        else:
            description = self.description

        currency: None | str | Unset
        if isinstance(self.currency, Unset):
            currency = UNSET
        else:
            currency = self.currency

        interval: None | str | Unset
        if isinstance(self.interval, Unset):
            interval = UNSET
        elif isinstance(self.interval, str):
            interval = self.interval
        else:
            interval = self.interval

        interval_count: int | None | Unset
        if isinstance(self.interval_count, Unset):
            interval_count = UNSET
        else:
            interval_count = self.interval_count

        trial_days: int | None | Unset
        if isinstance(self.trial_days, Unset):
            trial_days = UNSET
        else:
            trial_days = self.trial_days

        billing_timing: None | str | Unset
        if isinstance(self.billing_timing, Unset):
            billing_timing = UNSET
        elif isinstance(self.billing_timing, str):
            billing_timing = self.billing_timing
        else:
            billing_timing = self.billing_timing

        items: list[dict[str, Any]] | None | Unset
        if isinstance(self.items, Unset):
            items = UNSET
        elif isinstance(self.items, list):
            items = []
            for items_type_0_item_data in self.items:
                items_type_0_item = items_type_0_item_data.to_dict()
                items.append(items_type_0_item)

        else:
            items = self.items

        metadata: dict[str, Any] | None | Unset
        if isinstance(self.metadata, Unset):
            metadata = UNSET
        elif isinstance(self.metadata, PlanUpdateMetadataType0):
            metadata = self.metadata.to_dict()
        else:
            metadata = self.metadata

        active: bool | None | Unset
        if isinstance(self.active, Unset):
            active = UNSET
        else:
            active = self.active

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if name is not UNSET:
            field_dict["name"] = name
        if description is not UNSET:
            field_dict["description"] = description
        if currency is not UNSET:
            field_dict["currency"] = currency
        if interval is not UNSET:
            field_dict["interval"] = interval
        if interval_count is not UNSET:
            field_dict["interval_count"] = interval_count
        if trial_days is not UNSET:
            field_dict["trial_days"] = trial_days
        if billing_timing is not UNSET:
            field_dict["billing_timing"] = billing_timing
        if items is not UNSET:
            field_dict["items"] = items
        if metadata is not UNSET:
            field_dict["metadata"] = metadata
        if active is not UNSET:
            field_dict["active"] = active

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.plan_item_in import PlanItemIn  # noqa: PLC0415
        from ..models.plan_update_metadata_type_0 import PlanUpdateMetadataType0  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        name = _parse_name(d.pop("name", UNSET))

        def _parse_description(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        description = _parse_description(d.pop("description", UNSET))

        def _parse_currency(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        currency = _parse_currency(d.pop("currency", UNSET))

        def _parse_interval(data: object) -> None | PlanUpdateIntervalType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                interval_type_0 = check_plan_update_interval_type_0(data)

                return interval_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PlanUpdateIntervalType0 | Unset, data)

        interval = _parse_interval(d.pop("interval", UNSET))

        def _parse_interval_count(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        interval_count = _parse_interval_count(d.pop("interval_count", UNSET))

        def _parse_trial_days(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        trial_days = _parse_trial_days(d.pop("trial_days", UNSET))

        def _parse_billing_timing(data: object) -> None | PlanUpdateBillingTimingType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                billing_timing_type_0 = check_plan_update_billing_timing_type_0(data)

                return billing_timing_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PlanUpdateBillingTimingType0 | Unset, data)

        billing_timing = _parse_billing_timing(d.pop("billing_timing", UNSET))

        def _parse_items(data: object) -> list[PlanItemIn] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                items_type_0 = []
                _items_type_0 = data
                for items_type_0_item_data in _items_type_0:
                    items_type_0_item = PlanItemIn.from_dict(items_type_0_item_data)

                    items_type_0.append(items_type_0_item)

                return items_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[PlanItemIn] | None | Unset, data)

        items = _parse_items(d.pop("items", UNSET))

        def _parse_metadata(data: object) -> None | PlanUpdateMetadataType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                metadata_type_0 = PlanUpdateMetadataType0.from_dict(data)

                return metadata_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PlanUpdateMetadataType0 | Unset, data)

        metadata = _parse_metadata(d.pop("metadata", UNSET))

        def _parse_active(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        active = _parse_active(d.pop("active", UNSET))

        plan_update = cls(
            name=name,
            description=description,
            currency=currency,
            interval=interval,
            interval_count=interval_count,
            trial_days=trial_days,
            billing_timing=billing_timing,
            items=items,
            metadata=metadata,
            active=active,
        )

        return plan_update
