from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
import datetime


T = TypeVar("T", bound="SubscriptionTrialEndedData")


@_attrs_define
class SubscriptionTrialEndedData:
    """
    Attributes:
        status (str):
        trial_end (datetime.datetime):
        has_payment_method (bool):
        action (str):
    """

    status: str
    trial_end: datetime.datetime
    has_payment_method: bool
    action: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        status = self.status

        trial_end = self.trial_end.isoformat()

        has_payment_method = self.has_payment_method

        action = self.action

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "status": status,
                "trial_end": trial_end,
                "has_payment_method": has_payment_method,
                "action": action,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        status = d.pop("status")

        trial_end = datetime.datetime.fromisoformat(d.pop("trial_end"))

        has_payment_method = d.pop("has_payment_method")

        action = d.pop("action")

        subscription_trial_ended_data = cls(
            status=status,
            trial_end=trial_end,
            has_payment_method=has_payment_method,
            action=action,
        )

        subscription_trial_ended_data.additional_properties = d
        return subscription_trial_ended_data

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
