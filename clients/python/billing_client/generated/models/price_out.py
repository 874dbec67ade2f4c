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
    from ..models.price_out_metadata import PriceOutMetadata
    from ..models.price_version_out import PriceVersionOut


T = TypeVar("T", bound="PriceOut")


@_attrs_define
class PriceOut:
    """
    Attributes:
        id (UUID):
        product_id (UUID):
        currency (str):
        pricing_model (str):
        tiers_mode (None | str):
        nickname (None | str):
        metadata (PriceOutMetadata):
        active (bool):
        archived_at (datetime.datetime | None):
        latest_version (int):
        rate_table_id (None | UUID):
        meter (None | str):
        active_version (None | PriceVersionOut): The version in force now (null before version 1 takes effect).
        created_at (datetime.datetime):
        updated_at (datetime.datetime):
    """

    id: UUID
    product_id: UUID
    currency: str
    pricing_model: str
    tiers_mode: None | str
    nickname: None | str
    metadata: PriceOutMetadata
    active: bool
    archived_at: datetime.datetime | None
    latest_version: int
    rate_table_id: None | UUID
    meter: None | str
    active_version: None | PriceVersionOut
    created_at: datetime.datetime
    updated_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.price_out_metadata import PriceOutMetadata  # noqa: PLC0415
        from ..models.price_version_out import PriceVersionOut  # noqa: PLC0415

        id = str(self.id)

        product_id = str(self.product_id)

        currency = self.currency

        pricing_model = self.pricing_model

        tiers_mode: None | str
        tiers_mode = self.tiers_mode

        nickname: None | str
        nickname = self.nickname

        metadata = self.metadata.to_dict()

        active = self.active

        archived_at: None | str
        if isinstance(self.archived_at, datetime.datetime):
            archived_at = self.archived_at.isoformat()
        else:
            archived_at = self.archived_at

        latest_version = self.latest_version

        rate_table_id: None | str
        if isinstance(self.rate_table_id, UUID):
            rate_table_id = str(self.rate_table_id)
        else:
            rate_table_id = self.rate_table_id

        meter: None | str
        meter = self.meter

        active_version: dict[str, Any] | None
        if isinstance(self.active_version, PriceVersionOut):
            active_version = self.active_version.to_dict()
        else:
            active_version = self.active_version

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "product_id": product_id,
                "currency": currency,
                "pricing_model": pricing_model,
                "tiers_mode": tiers_mode,
                "nickname": nickname,
                "metadata": metadata,
                "active": active,
                "archived_at": archived_at,
                "latest_version": latest_version,
                "rate_table_id": rate_table_id,
                "meter": meter,
                "active_version": active_version,
                "created_at": created_at,
                "updated_at": updated_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.price_out_metadata import PriceOutMetadata  # noqa: PLC0415
        from ..models.price_version_out import PriceVersionOut  # noqa: PLC0415

        d = dict(src_dict)
        id = UUID(d.pop("id"))

        product_id = UUID(d.pop("product_id"))

        currency = d.pop("currency")

        pricing_model = d.pop("pricing_model")

        def _parse_tiers_mode(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        tiers_mode = _parse_tiers_mode(d.pop("tiers_mode"))

        def _parse_nickname(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        nickname = _parse_nickname(d.pop("nickname"))

        metadata = PriceOutMetadata.from_dict(d.pop("metadata"))

        active = d.pop("active")

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

        latest_version = d.pop("latest_version")

        def _parse_rate_table_id(data: object) -> None | UUID:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                rate_table_id_type_0 = UUID(data)

                return rate_table_id_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | UUID, data)

        rate_table_id = _parse_rate_table_id(d.pop("rate_table_id"))

        def _parse_meter(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        meter = _parse_meter(d.pop("meter"))

        def _parse_active_version(data: object) -> None | PriceVersionOut:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                active_version_type_0 = PriceVersionOut.from_dict(data)

                return active_version_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PriceVersionOut, data)

        active_version = _parse_active_version(d.pop("active_version"))

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))

        price_out = cls(
            id=id,
            product_id=product_id,
            currency=currency,
            pricing_model=pricing_model,
            tiers_mode=tiers_mode,
            nickname=nickname,
            metadata=metadata,
            active=active,
            archived_at=archived_at,
            latest_version=latest_version,
            rate_table_id=rate_table_id,
            meter=meter,
            active_version=active_version,
            created_at=created_at,
            updated_at=updated_at,
        )

        price_out.additional_properties = d
        return price_out

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
