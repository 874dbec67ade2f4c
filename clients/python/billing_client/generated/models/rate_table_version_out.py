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
    from ..models.rate_tier_out import RateTierOut


T = TypeVar("T", bound="RateTableVersionOut")


@_attrs_define
class RateTableVersionOut:
    """
    Attributes:
        id (UUID):
        rate_table_id (UUID):
        version (int):
        status (str): scheduled, active or superseded.
        mode (str):
        tiers (list[RateTierOut]):
        effective_from (datetime.datetime):
        effective_until (datetime.datetime | None):
        created_at (datetime.datetime):
    """

    id: UUID
    rate_table_id: UUID
    version: int
    status: str
    mode: str
    tiers: list[RateTierOut]
    effective_from: datetime.datetime
    effective_until: datetime.datetime | None
    created_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.rate_tier_out import RateTierOut  # noqa: PLC0415

        id = str(self.id)

        rate_table_id = str(self.rate_table_id)

        version = self.version

        status = self.status

        mode = self.mode

        tiers = []
        for tiers_item_data in self.tiers:
            tiers_item = tiers_item_data.to_dict()
            tiers.append(tiers_item)

        effective_from = self.effective_from.isoformat()

        effective_until: None | str
        if isinstance(self.effective_until, datetime.datetime):
            effective_until = self.effective_until.isoformat()
        else:
            effective_until = self.effective_until

        created_at = self.created_at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "rate_table_id": rate_table_id,
                "version": version,
                "status": status,
                "mode": mode,
                "tiers": tiers,
                "effective_from": effective_from,
                "effective_until": effective_until,
                "created_at": created_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.rate_tier_out import RateTierOut  # noqa: PLC0415

        d = dict(src_dict)
        id = UUID(d.pop("id"))

        rate_table_id = UUID(d.pop("rate_table_id"))

        version = d.pop("version")

        status = d.pop("status")

        mode = d.pop("mode")

        tiers = []
        _tiers = d.pop("tiers")
        for tiers_item_data in _tiers:
            tiers_item = RateTierOut.from_dict(tiers_item_data)

            tiers.append(tiers_item)

        effective_from = datetime.datetime.fromisoformat(d.pop("effective_from"))

        def _parse_effective_until(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                effective_until_type_0 = datetime.datetime.fromisoformat(data)

                return effective_until_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        effective_until = _parse_effective_until(d.pop("effective_until"))

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        rate_table_version_out = cls(
            id=id,
            rate_table_id=rate_table_id,
            version=version,
            status=status,
            mode=mode,
            tiers=tiers,
            effective_from=effective_from,
            effective_until=effective_until,
            created_at=created_at,
        )

        rate_table_version_out.additional_properties = d
        return rate_table_version_out

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
