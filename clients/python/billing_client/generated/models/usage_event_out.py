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
    from ..models.usage_event_out_properties import UsageEventOutProperties


T = TypeVar("T", bound="UsageEventOut")


@_attrs_define
class UsageEventOut:
    """
    Attributes:
        id (UUID):
        event_id (str):
        meter (str):
        customer_id (UUID):
        subscription_id (None | UUID):
        quantity (str):
        timestamp (datetime.datetime):
        properties (UsageEventOutProperties):
        created_at (datetime.datetime):
    """

    id: UUID
    event_id: str
    meter: str
    customer_id: UUID
    subscription_id: None | UUID
    quantity: str
    timestamp: datetime.datetime
    properties: UsageEventOutProperties
    created_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.usage_event_out_properties import UsageEventOutProperties  # noqa: PLC0415

        id = str(self.id)

        event_id = self.event_id

        meter = self.meter

        customer_id = str(self.customer_id)

        subscription_id: None | str
        if isinstance(self.subscription_id, UUID):
            subscription_id = str(self.subscription_id)
        else:
            subscription_id = self.subscription_id

        quantity = self.quantity

        timestamp = self.timestamp.isoformat()

        properties = self.properties.to_dict()

        created_at = self.created_at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "event_id": event_id,
                "meter": meter,
                "customer_id": customer_id,
                "subscription_id": subscription_id,
                "quantity": quantity,
                "timestamp": timestamp,
                "properties": properties,
                "created_at": created_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.usage_event_out_properties import UsageEventOutProperties  # noqa: PLC0415

        d = dict(src_dict)
        id = UUID(d.pop("id"))

        event_id = d.pop("event_id")

        meter = d.pop("meter")

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

        quantity = d.pop("quantity")

        timestamp = datetime.datetime.fromisoformat(d.pop("timestamp"))

        properties = UsageEventOutProperties.from_dict(d.pop("properties"))

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        usage_event_out = cls(
            id=id,
            event_id=event_id,
            meter=meter,
            customer_id=customer_id,
            subscription_id=subscription_id,
            quantity=quantity,
            timestamp=timestamp,
            properties=properties,
            created_at=created_at,
        )

        usage_event_out.additional_properties = d
        return usage_event_out

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
