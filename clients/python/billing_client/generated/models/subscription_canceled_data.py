from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
from uuid import UUID


T = TypeVar("T", bound="SubscriptionCanceledData")


@_attrs_define
class SubscriptionCanceledData:
    """Canceled by request (`reason` as given, `at_period_end`), or by the service (`status`
    and a `reason` code: `trial_ended`, `period_end`, `dunning_exhausted` with the
    `invoice_id`).

        Attributes:
            reason (None | str):
            status (str | Unset):
            at_period_end (bool | Unset):
            invoice_id (UUID | Unset):
    """

    reason: None | str
    status: str | Unset = UNSET
    at_period_end: bool | Unset = UNSET
    invoice_id: UUID | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        reason: None | str
        reason = self.reason

        status = self.status

        at_period_end = self.at_period_end

        invoice_id: str | Unset = UNSET
        if not isinstance(self.invoice_id, Unset):
            invoice_id = str(self.invoice_id)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "reason": reason,
            }
        )
        if status is not UNSET:
            field_dict["status"] = status
        if at_period_end is not UNSET:
            field_dict["at_period_end"] = at_period_end
        if invoice_id is not UNSET:
            field_dict["invoice_id"] = invoice_id

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        reason = _parse_reason(d.pop("reason"))

        status = d.pop("status", UNSET)

        at_period_end = d.pop("at_period_end", UNSET)

        _invoice_id = d.pop("invoice_id", UNSET)
        invoice_id: UUID | Unset
        if isinstance(_invoice_id, Unset):
            invoice_id = UNSET
        else:
            invoice_id = UUID(_invoice_id)

        subscription_canceled_data = cls(
            reason=reason,
            status=status,
            at_period_end=at_period_end,
            invoice_id=invoice_id,
        )

        subscription_canceled_data.additional_properties = d
        return subscription_canceled_data

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
