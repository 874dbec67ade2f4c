from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.rate_table_version_create_mode import check_rate_table_version_create_mode
from ..models.rate_table_version_create_mode import RateTableVersionCreateMode
from ..types import UNSET, Unset
from typing import cast
import datetime

if TYPE_CHECKING:
    from ..models.rate_tier_in import RateTierIn


T = TypeVar("T", bound="RateTableVersionCreate")


@_attrs_define
class RateTableVersionCreate:
    """
    Attributes:
        tiers (list[RateTierIn]):
        mode (RateTableVersionCreateMode | Unset):  Default: 'graduated'.
        effective_from (datetime.datetime | None | Unset): When the version takes effect (default now); later than every
            version's.
    """

    tiers: list[RateTierIn]
    mode: RateTableVersionCreateMode | Unset = "graduated"
    effective_from: datetime.datetime | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.rate_tier_in import RateTierIn  # noqa: PLC0415

        tiers = []
        for tiers_item_data in self.tiers:
            tiers_item = tiers_item_data.to_dict()
            tiers.append(tiers_item)

        mode: str | Unset = UNSET
        if not isinstance(self.mode, Unset):
            mode = self.mode

        effective_from: None | str | Unset
        if isinstance(self.effective_from, Unset):
            effective_from = UNSET
        elif isinstance(self.effective_from, datetime.datetime):
            effective_from = self.effective_from.isoformat()
        else:
            effective_from = self.effective_from

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "tiers": tiers,
            }
        )
        if mode is not UNSET:
            field_dict["mode"] = mode
        if effective_from is not UNSET:
            field_dict["effective_from"] = effective_from

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.rate_tier_in import RateTierIn  # noqa: PLC0415

        d = dict(src_dict)
        tiers = []
        _tiers = d.pop("tiers")
        for tiers_item_data in _tiers:
            tiers_item = RateTierIn.from_dict(tiers_item_data)

            tiers.append(tiers_item)

        _mode = d.pop("mode", UNSET)
        mode: RateTableVersionCreateMode | Unset
        if isinstance(_mode, Unset):
            mode = UNSET
        else:
            mode = check_rate_table_version_create_mode(_mode)

        def _parse_effective_from(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                effective_from_type_0 = datetime.datetime.fromisoformat(data)

                return effective_from_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        effective_from = _parse_effective_from(d.pop("effective_from", UNSET))

        rate_table_version_create = cls(
            tiers=tiers,
            mode=mode,
            effective_from=effective_from,
        )

        return rate_table_version_create
