from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from uuid import UUID

if TYPE_CHECKING:
    from ..models.clawback_total import ClawbackTotal


T = TypeVar("T", bound="ClawbackPreviewOut")


@_attrs_define
class ClawbackPreviewOut:
    """
    Attributes:
        redemption_id (UUID):
        totals (list[ClawbackTotal]): Per currency; empty while no benefit of the redemption has been applied.
    """

    redemption_id: UUID
    totals: list[ClawbackTotal]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.clawback_total import ClawbackTotal  # noqa: PLC0415

        redemption_id = str(self.redemption_id)

        totals = []
        for totals_item_data in self.totals:
            totals_item = totals_item_data.to_dict()
            totals.append(totals_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "redemption_id": redemption_id,
                "totals": totals,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.clawback_total import ClawbackTotal  # noqa: PLC0415

        d = dict(src_dict)
        redemption_id = UUID(d.pop("redemption_id"))

        totals = []
        _totals = d.pop("totals")
        for totals_item_data in _totals:
            totals_item = ClawbackTotal.from_dict(totals_item_data)

            totals.append(totals_item)

        clawback_preview_out = cls(
            redemption_id=redemption_id,
            totals=totals,
        )

        clawback_preview_out.additional_properties = d
        return clawback_preview_out

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
