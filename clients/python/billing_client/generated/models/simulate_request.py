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


T = TypeVar("T", bound="SimulateRequest")


@_attrs_define
class SimulateRequest:
    """
    Attributes:
        customer_id (UUID):
        subscription_id (UUID):
        billing_period_start (datetime.datetime):
        promotion_ids (list[UUID]):
        billing_period_end (datetime.datetime | None | Unset):
    """

    customer_id: UUID
    subscription_id: UUID
    billing_period_start: datetime.datetime
    promotion_ids: list[UUID]
    billing_period_end: datetime.datetime | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        customer_id = str(self.customer_id)

        subscription_id = str(self.subscription_id)

        billing_period_start = self.billing_period_start.isoformat()

        promotion_ids = []
        for promotion_ids_item_data in self.promotion_ids:
            promotion_ids_item = str(promotion_ids_item_data)
            promotion_ids.append(promotion_ids_item)

        billing_period_end: None | str | Unset
        if isinstance(self.billing_period_end, Unset):
            billing_period_end = UNSET
        elif isinstance(self.billing_period_end, datetime.datetime):
            billing_period_end = self.billing_period_end.isoformat()
        else:
            billing_period_end = self.billing_period_end

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "customer_id": customer_id,
                "subscription_id": subscription_id,
                "billing_period_start": billing_period_start,
                "promotion_ids": promotion_ids,
            }
        )
        if billing_period_end is not UNSET:
            field_dict["billing_period_end"] = billing_period_end

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        customer_id = UUID(d.pop("customer_id"))

        subscription_id = UUID(d.pop("subscription_id"))

        billing_period_start = datetime.datetime.fromisoformat(d.pop("billing_period_start"))

        promotion_ids = []
        _promotion_ids = d.pop("promotion_ids")
        for promotion_ids_item_data in _promotion_ids:
            promotion_ids_item = UUID(promotion_ids_item_data)

            promotion_ids.append(promotion_ids_item)

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

        simulate_request = cls(
            customer_id=customer_id,
            subscription_id=subscription_id,
            billing_period_start=billing_period_start,
            promotion_ids=promotion_ids,
            billing_period_end=billing_period_end,
        )

        return simulate_request
