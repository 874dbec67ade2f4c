from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.target_selector_status_type_0_item import check_target_selector_status_type_0_item
from ..models.target_selector_status_type_0_item import TargetSelectorStatusType0Item
from ..types import UNSET, Unset
from typing import cast
from uuid import UUID


T = TypeVar("T", bound="TargetSelector")


@_attrs_define
class TargetSelector:
    """Which subscriptions a bulk step fans out to: every filter given must hold (within a
    list, any id matches). `status` defaults to the open statuses (trialing, active,
    past_due).

        Attributes:
            plan_ids (list[UUID] | Unset):
            price_ids (list[UUID] | Unset): Prices the subscription bills (plan item or add-on).
            segment_ids (list[UUID] | Unset): Customer segments.
            customer_tag_ids (list[UUID] | Unset): CUSTOMER tags.
            status (list[TargetSelectorStatusType0Item] | None | Unset):
    """

    plan_ids: list[UUID] | Unset = UNSET
    price_ids: list[UUID] | Unset = UNSET
    segment_ids: list[UUID] | Unset = UNSET
    customer_tag_ids: list[UUID] | Unset = UNSET
    status: list[TargetSelectorStatusType0Item] | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        plan_ids: list[str] | Unset = UNSET
        if not isinstance(self.plan_ids, Unset):
            plan_ids = []
            for plan_ids_item_data in self.plan_ids:
                plan_ids_item = str(plan_ids_item_data)
                plan_ids.append(plan_ids_item)

        price_ids: list[str] | Unset = UNSET
        if not isinstance(self.price_ids, Unset):
            price_ids = []
            for price_ids_item_data in self.price_ids:
                price_ids_item = str(price_ids_item_data)
                price_ids.append(price_ids_item)

        segment_ids: list[str] | Unset = UNSET
        if not isinstance(self.segment_ids, Unset):
            segment_ids = []
            for segment_ids_item_data in self.segment_ids:
                segment_ids_item = str(segment_ids_item_data)
                segment_ids.append(segment_ids_item)

        customer_tag_ids: list[str] | Unset = UNSET
        if not isinstance(self.customer_tag_ids, Unset):
            customer_tag_ids = []
            for customer_tag_ids_item_data in self.customer_tag_ids:
                customer_tag_ids_item = str(customer_tag_ids_item_data)
                customer_tag_ids.append(customer_tag_ids_item)

        status: list[str] | None | Unset
        if isinstance(self.status, Unset):
            status = UNSET
        elif isinstance(self.status, list):
            status = []
            for status_type_0_item_data in self.status:
                status_type_0_item: str = status_type_0_item_data
                status.append(status_type_0_item)

        else:
            status = self.status

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if plan_ids is not UNSET:
            field_dict["plan_ids"] = plan_ids
        if price_ids is not UNSET:
            field_dict["price_ids"] = price_ids
        if segment_ids is not UNSET:
            field_dict["segment_ids"] = segment_ids
        if customer_tag_ids is not UNSET:
            field_dict["customer_tag_ids"] = customer_tag_ids
        if status is not UNSET:
            field_dict["status"] = status

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        _plan_ids = d.pop("plan_ids", UNSET)
        plan_ids: list[UUID] | Unset = UNSET
        if _plan_ids is not UNSET:
            plan_ids = []
            for plan_ids_item_data in _plan_ids:
                plan_ids_item = UUID(plan_ids_item_data)

                plan_ids.append(plan_ids_item)

        _price_ids = d.pop("price_ids", UNSET)
        price_ids: list[UUID] | Unset = UNSET
        if _price_ids is not UNSET:
            price_ids = []
            for price_ids_item_data in _price_ids:
                price_ids_item = UUID(price_ids_item_data)

                price_ids.append(price_ids_item)

        _segment_ids = d.pop("segment_ids", UNSET)
        segment_ids: list[UUID] | Unset = UNSET
        if _segment_ids is not UNSET:
            segment_ids = []
            for segment_ids_item_data in _segment_ids:
                segment_ids_item = UUID(segment_ids_item_data)

                segment_ids.append(segment_ids_item)

        _customer_tag_ids = d.pop("customer_tag_ids", UNSET)
        customer_tag_ids: list[UUID] | Unset = UNSET
        if _customer_tag_ids is not UNSET:
            customer_tag_ids = []
            for customer_tag_ids_item_data in _customer_tag_ids:
                customer_tag_ids_item = UUID(customer_tag_ids_item_data)

                customer_tag_ids.append(customer_tag_ids_item)

        def _parse_status(data: object) -> list[TargetSelectorStatusType0Item] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                status_type_0 = []
                _status_type_0 = data
                for status_type_0_item_data in _status_type_0:
                    status_type_0_item = check_target_selector_status_type_0_item(
                        status_type_0_item_data
                    )

                    status_type_0.append(status_type_0_item)

                return status_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[TargetSelectorStatusType0Item] | None | Unset, data)

        status = _parse_status(d.pop("status", UNSET))

        target_selector = cls(
            plan_ids=plan_ids,
            price_ids=price_ids,
            segment_ids=segment_ids,
            customer_tag_ids=customer_tag_ids,
            status=status,
        )

        return target_selector
