from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
import datetime

if TYPE_CHECKING:
    from ..models.tier_in import TierIn


T = TypeVar("T", bound="VersionCreate")


@_attrs_define
class VersionCreate:
    """A new draft version (`effective_from` may be set now or at publish).

    Attributes:
        unit_amount (None | str | Unset):
        tiers (list[TierIn] | None | Unset):
        effective_from (datetime.datetime | None | Unset):
    """

    unit_amount: None | str | Unset = UNSET
    tiers: list[TierIn] | None | Unset = UNSET
    effective_from: datetime.datetime | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.tier_in import TierIn  # noqa: PLC0415

        unit_amount: None | str | Unset
        if isinstance(self.unit_amount, Unset):
            unit_amount = UNSET
        else:
            unit_amount = self.unit_amount

        tiers: list[dict[str, Any]] | None | Unset
        if isinstance(self.tiers, Unset):
            tiers = UNSET
        elif isinstance(self.tiers, list):
            tiers = []
            for tiers_type_0_item_data in self.tiers:
                tiers_type_0_item = tiers_type_0_item_data.to_dict()
                tiers.append(tiers_type_0_item)

        else:
            tiers = self.tiers

        effective_from: None | str | Unset
        if isinstance(self.effective_from, Unset):
            effective_from = UNSET
        elif isinstance(self.effective_from, datetime.datetime):
            effective_from = self.effective_from.isoformat()
        else:
            effective_from = self.effective_from

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if unit_amount is not UNSET:
            field_dict["unit_amount"] = unit_amount
        if tiers is not UNSET:
            field_dict["tiers"] = tiers
        if effective_from is not UNSET:
            field_dict["effective_from"] = effective_from

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.tier_in import TierIn  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_unit_amount(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        unit_amount = _parse_unit_amount(d.pop("unit_amount", UNSET))

        def _parse_tiers(data: object) -> list[TierIn] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                tiers_type_0 = []
                _tiers_type_0 = data
                for tiers_type_0_item_data in _tiers_type_0:
                    tiers_type_0_item = TierIn.from_dict(tiers_type_0_item_data)

                    tiers_type_0.append(tiers_type_0_item)

                return tiers_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[TierIn] | None | Unset, data)

        tiers = _parse_tiers(d.pop("tiers", UNSET))

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

        version_create = cls(
            unit_amount=unit_amount,
            tiers=tiers,
            effective_from=effective_from,
        )

        return version_create
