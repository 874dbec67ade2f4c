from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.price_create_pricing_model_type_0 import check_price_create_pricing_model_type_0
from ..models.price_create_pricing_model_type_0 import PriceCreatePricingModelType0
from ..models.price_create_tiers_mode_type_0 import check_price_create_tiers_mode_type_0
from ..models.price_create_tiers_mode_type_0 import PriceCreateTiersModeType0
from ..types import UNSET, Unset
from typing import cast
from uuid import UUID
import datetime

if TYPE_CHECKING:
    from ..models.price_create_metadata import PriceCreateMetadata
    from ..models.tier_in import TierIn


T = TypeVar("T", bound="PriceCreate")


@_attrs_define
class PriceCreate:
    """
    Attributes:
        product_id (UUID):
        currency (str):
        pricing_model (None | PriceCreatePricingModelType0 | Unset): Default: per_unit with unit_amount, tiered with
            tiers.
        tiers_mode (None | PriceCreateTiersModeType0 | Unset): Tiered prices only; default graduated.
        unit_amount (None | str | Unset):
        tiers (list[TierIn] | None | Unset):
        effective_from (datetime.datetime | None | Unset): When version 1 takes effect; default now.
        nickname (None | str | Unset):
        metadata (PriceCreateMetadata | Unset):
        rate_table_id (None | Unset | UUID): rate_table prices only: the table that rates the meter.
        meter (None | str | Unset): rate_table prices only: the key of the meter billed.
    """

    product_id: UUID
    currency: str
    pricing_model: None | PriceCreatePricingModelType0 | Unset = UNSET
    tiers_mode: None | PriceCreateTiersModeType0 | Unset = UNSET
    unit_amount: None | str | Unset = UNSET
    tiers: list[TierIn] | None | Unset = UNSET
    effective_from: datetime.datetime | None | Unset = UNSET
    nickname: None | str | Unset = UNSET
    metadata: PriceCreateMetadata | Unset = UNSET
    rate_table_id: None | Unset | UUID = UNSET
    meter: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.price_create_metadata import PriceCreateMetadata  # noqa: PLC0415
        from ..models.tier_in import TierIn  # noqa: PLC0415

        product_id = str(self.product_id)

        currency = self.currency

        pricing_model: None | str | Unset
        if isinstance(self.pricing_model, Unset):
            pricing_model = UNSET
        elif isinstance(self.pricing_model, str):
            pricing_model = self.pricing_model
        else:
            pricing_model = self.pricing_model

        tiers_mode: None | str | Unset
        if isinstance(self.tiers_mode, Unset):
            tiers_mode = UNSET
        elif isinstance(self.tiers_mode, str):
            tiers_mode = self.tiers_mode
        else:
            tiers_mode = self.tiers_mode

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

        nickname: None | str | Unset
        if isinstance(self.nickname, Unset):
            nickname = UNSET
        else:
            nickname = self.nickname

        metadata: dict[str, Any] | Unset = UNSET
        if not isinstance(self.metadata, Unset):
            metadata = self.metadata.to_dict()

        rate_table_id: None | str | Unset
        if isinstance(self.rate_table_id, Unset):
            rate_table_id = UNSET
        elif isinstance(self.rate_table_id, UUID):
            rate_table_id = str(self.rate_table_id)
        else:
            rate_table_id = self.rate_table_id

        meter: None | str | Unset
        if isinstance(self.meter, Unset):
            meter = UNSET
        else:
            meter = self.meter

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "product_id": product_id,
                "currency": currency,
            }
        )
        if pricing_model is not UNSET:
            field_dict["pricing_model"] = pricing_model
        if tiers_mode is not UNSET:
            field_dict["tiers_mode"] = tiers_mode
        if unit_amount is not UNSET:
            field_dict["unit_amount"] = unit_amount
        if tiers is not UNSET:
            field_dict["tiers"] = tiers
        if effective_from is not UNSET:
            field_dict["effective_from"] = effective_from
        if nickname is not UNSET:
            field_dict["nickname"] = nickname
        if metadata is not UNSET:
            field_dict["metadata"] = metadata
        if rate_table_id is not UNSET:
            field_dict["rate_table_id"] = rate_table_id
        if meter is not UNSET:
            field_dict["meter"] = meter

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.price_create_metadata import PriceCreateMetadata  # noqa: PLC0415
        from ..models.tier_in import TierIn  # noqa: PLC0415

        d = dict(src_dict)
        product_id = UUID(d.pop("product_id"))

        currency = d.pop("currency")

        def _parse_pricing_model(data: object) -> None | PriceCreatePricingModelType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                pricing_model_type_0 = check_price_create_pricing_model_type_0(data)

                return pricing_model_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PriceCreatePricingModelType0 | Unset, data)

        pricing_model = _parse_pricing_model(d.pop("pricing_model", UNSET))

        def _parse_tiers_mode(data: object) -> None | PriceCreateTiersModeType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                tiers_mode_type_0 = check_price_create_tiers_mode_type_0(data)

                return tiers_mode_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PriceCreateTiersModeType0 | Unset, data)

        tiers_mode = _parse_tiers_mode(d.pop("tiers_mode", UNSET))

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

        def _parse_nickname(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        nickname = _parse_nickname(d.pop("nickname", UNSET))

        _metadata = d.pop("metadata", UNSET)
        metadata: PriceCreateMetadata | Unset
        if isinstance(_metadata, Unset):
            metadata = UNSET
        else:
            metadata = PriceCreateMetadata.from_dict(_metadata)

        def _parse_rate_table_id(data: object) -> None | Unset | UUID:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                rate_table_id_type_0 = UUID(data)

                return rate_table_id_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Unset | UUID, data)

        rate_table_id = _parse_rate_table_id(d.pop("rate_table_id", UNSET))

        def _parse_meter(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        meter = _parse_meter(d.pop("meter", UNSET))

        price_create = cls(
            product_id=product_id,
            currency=currency,
            pricing_model=pricing_model,
            tiers_mode=tiers_mode,
            unit_amount=unit_amount,
            tiers=tiers,
            effective_from=effective_from,
            nickname=nickname,
            metadata=metadata,
            rate_table_id=rate_table_id,
            meter=meter,
        )

        return price_create
