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
    from ..models.tier_out import TierOut
    from ..models.version_warning import VersionWarning


T = TypeVar("T", bound="PriceVersionOut")


@_attrs_define
class PriceVersionOut:
    """
    Attributes:
        id (UUID):
        price_id (UUID):
        version (int):
        status (str):
        unit_amount (None | str):
        tiers (list[TierOut] | None):
        effective_from (datetime.datetime | None):
        effective_until (datetime.datetime | None):
        warnings (list[VersionWarning]):
        published_at (datetime.datetime | None):
        activated_at (datetime.datetime | None):
        reconfirmed_at (datetime.datetime | None):
        archived_at (datetime.datetime | None):
        archived_reason (None | str):
        created_at (datetime.datetime):
    """

    id: UUID
    price_id: UUID
    version: int
    status: str
    unit_amount: None | str
    tiers: list[TierOut] | None
    effective_from: datetime.datetime | None
    effective_until: datetime.datetime | None
    warnings: list[VersionWarning]
    published_at: datetime.datetime | None
    activated_at: datetime.datetime | None
    reconfirmed_at: datetime.datetime | None
    archived_at: datetime.datetime | None
    archived_reason: None | str
    created_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.tier_out import TierOut  # noqa: PLC0415
        from ..models.version_warning import VersionWarning  # noqa: PLC0415

        id = str(self.id)

        price_id = str(self.price_id)

        version = self.version

        status = self.status

        unit_amount: None | str
        unit_amount = self.unit_amount

        tiers: list[dict[str, Any]] | None
        if isinstance(self.tiers, list):
            tiers = []
            for tiers_type_0_item_data in self.tiers:
                tiers_type_0_item = tiers_type_0_item_data.to_dict()
                tiers.append(tiers_type_0_item)

        else:
            tiers = self.tiers

        effective_from: None | str
        if isinstance(self.effective_from, datetime.datetime):
            effective_from = self.effective_from.isoformat()
        else:
            effective_from = self.effective_from

        effective_until: None | str
        if isinstance(self.effective_until, datetime.datetime):
            effective_until = self.effective_until.isoformat()
        else:
            effective_until = self.effective_until

        warnings = []
        for warnings_item_data in self.warnings:
            warnings_item = warnings_item_data.to_dict()
            warnings.append(warnings_item)

        published_at: None | str
        if isinstance(self.published_at, datetime.datetime):
            published_at = self.published_at.isoformat()
        else:
            published_at = self.published_at

        activated_at: None | str
        if isinstance(self.activated_at, datetime.datetime):
            activated_at = self.activated_at.isoformat()
        else:
            activated_at = self.activated_at

        reconfirmed_at: None | str
        if isinstance(self.reconfirmed_at, datetime.datetime):
            reconfirmed_at = self.reconfirmed_at.isoformat()
        else:
            reconfirmed_at = self.reconfirmed_at

        archived_at: None | str
        if isinstance(self.archived_at, datetime.datetime):
            archived_at = self.archived_at.isoformat()
        else:
            archived_at = self.archived_at

        archived_reason: None | str
        archived_reason = self.archived_reason

        created_at = self.created_at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "price_id": price_id,
                "version": version,
                "status": status,
                "unit_amount": unit_amount,
                "tiers": tiers,
                "effective_from": effective_from,
                "effective_until": effective_until,
                "warnings": warnings,
                "published_at": published_at,
                "activated_at": activated_at,
                "reconfirmed_at": reconfirmed_at,
                "archived_at": archived_at,
                "archived_reason": archived_reason,
                "created_at": created_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.tier_out import TierOut  # noqa: PLC0415
        from ..models.version_warning import VersionWarning  # noqa: PLC0415

        d = dict(src_dict)
        id = UUID(d.pop("id"))

        price_id = UUID(d.pop("price_id"))

        version = d.pop("version")

        status = d.pop("status")

        def _parse_unit_amount(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        unit_amount = _parse_unit_amount(d.pop("unit_amount"))

        def _parse_tiers(data: object) -> list[TierOut] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                tiers_type_0 = []
                _tiers_type_0 = data
                for tiers_type_0_item_data in _tiers_type_0:
                    tiers_type_0_item = TierOut.from_dict(tiers_type_0_item_data)

                    tiers_type_0.append(tiers_type_0_item)

                return tiers_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[TierOut] | None, data)

        tiers = _parse_tiers(d.pop("tiers"))

        def _parse_effective_from(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                effective_from_type_0 = datetime.datetime.fromisoformat(data)

                return effective_from_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        effective_from = _parse_effective_from(d.pop("effective_from"))

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

        warnings = []
        _warnings = d.pop("warnings")
        for warnings_item_data in _warnings:
            warnings_item = VersionWarning.from_dict(warnings_item_data)

            warnings.append(warnings_item)

        def _parse_published_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                published_at_type_0 = datetime.datetime.fromisoformat(data)

                return published_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        published_at = _parse_published_at(d.pop("published_at"))

        def _parse_activated_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                activated_at_type_0 = datetime.datetime.fromisoformat(data)

                return activated_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        activated_at = _parse_activated_at(d.pop("activated_at"))

        def _parse_reconfirmed_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                reconfirmed_at_type_0 = datetime.datetime.fromisoformat(data)

                return reconfirmed_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        reconfirmed_at = _parse_reconfirmed_at(d.pop("reconfirmed_at"))

        def _parse_archived_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                archived_at_type_0 = datetime.datetime.fromisoformat(data)

                return archived_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        archived_at = _parse_archived_at(d.pop("archived_at"))

        def _parse_archived_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        archived_reason = _parse_archived_reason(d.pop("archived_reason"))

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        price_version_out = cls(
            id=id,
            price_id=price_id,
            version=version,
            status=status,
            unit_amount=unit_amount,
            tiers=tiers,
            effective_from=effective_from,
            effective_until=effective_until,
            warnings=warnings,
            published_at=published_at,
            activated_at=activated_at,
            reconfirmed_at=reconfirmed_at,
            archived_at=archived_at,
            archived_reason=archived_reason,
            created_at=created_at,
        )

        price_version_out.additional_properties = d
        return price_version_out

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
