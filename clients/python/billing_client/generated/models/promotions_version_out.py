from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
from uuid import UUID
import datetime

if TYPE_CHECKING:
    from ..models.promotions_version_out_localizations import PromotionsVersionOutLocalizations


T = TypeVar("T", bound="PromotionsVersionOut")


@_attrs_define
class PromotionsVersionOut:
    """A version snapshot; its rules are at `/versions/{version}/rules`.

    Attributes:
        name (str):
        description (None | str):
        public_description (None | str):
        localizations (PromotionsVersionOutLocalizations):
        code (None | str):
        distribution (str):
        stacking_mode (str):
        stacking_group (None | str):
        priority (int):
        max_budget (None | str):
        budget_currency (None | str):
        budget_behavior (str):
        max_redemptions (int | None):
        max_redemptions_per_customer (int | None):
        valid_from (datetime.date):
        valid_to (datetime.date | None):
        application_timing (str):
        evaluation_scope (str):
        archetype (None | str):
        promotion_id (UUID):
        version (int):
        status (str):
        archived_reason (None | str):
        effective_at (datetime.datetime | None):
        published_at (datetime.datetime | None):
        archived_at (datetime.datetime | None):
        created_at (datetime.datetime):
        usage_count (int | None | Unset): Present with include=usage_count: how many objects pin the version.
    """

    name: str
    description: None | str
    public_description: None | str
    localizations: PromotionsVersionOutLocalizations
    code: None | str
    distribution: str
    stacking_mode: str
    stacking_group: None | str
    priority: int
    max_budget: None | str
    budget_currency: None | str
    budget_behavior: str
    max_redemptions: int | None
    max_redemptions_per_customer: int | None
    valid_from: datetime.date
    valid_to: datetime.date | None
    application_timing: str
    evaluation_scope: str
    archetype: None | str
    promotion_id: UUID
    version: int
    status: str
    archived_reason: None | str
    effective_at: datetime.datetime | None
    published_at: datetime.datetime | None
    archived_at: datetime.datetime | None
    created_at: datetime.datetime
    usage_count: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.promotions_version_out_localizations import PromotionsVersionOutLocalizations  # noqa: PLC0415

        name = self.name

        description: None | str
        description = self.description

        public_description: None | str
        public_description = self.public_description

        localizations = self.localizations.to_dict()

        code: None | str
        code = self.code

        distribution = self.distribution

        stacking_mode = self.stacking_mode

        stacking_group: None | str
        stacking_group = self.stacking_group

        priority = self.priority

        max_budget: None | str
        max_budget = self.max_budget

        budget_currency: None | str
        budget_currency = self.budget_currency

        budget_behavior = self.budget_behavior

        max_redemptions: int | None
        max_redemptions = self.max_redemptions

        max_redemptions_per_customer: int | None
        max_redemptions_per_customer = self.max_redemptions_per_customer

        valid_from = self.valid_from.isoformat()

        valid_to: None | str
        if isinstance(self.valid_to, datetime.date):
            valid_to = self.valid_to.isoformat()
        else:
            valid_to = self.valid_to

        application_timing = self.application_timing

        evaluation_scope = self.evaluation_scope

        archetype: None | str
        archetype = self.archetype

        promotion_id = str(self.promotion_id)

        version = self.version

        status = self.status

        archived_reason: None | str
        archived_reason = self.archived_reason

        effective_at: None | str
        if isinstance(self.effective_at, datetime.datetime):
            effective_at = self.effective_at.isoformat()
        else:
            effective_at = self.effective_at

        published_at: None | str
        if isinstance(self.published_at, datetime.datetime):
            published_at = self.published_at.isoformat()
        else:
            published_at = self.published_at

        archived_at: None | str
        if isinstance(self.archived_at, datetime.datetime):
            archived_at = self.archived_at.isoformat()
        else:
            archived_at = self.archived_at

        created_at = self.created_at.isoformat()

        usage_count: int | None | Unset
        if isinstance(self.usage_count, Unset):
            usage_count = UNSET
        else:
            usage_count = self.usage_count

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "name": name,
                "description": description,
                "public_description": public_description,
                "localizations": localizations,
                "code": code,
                "distribution": distribution,
                "stacking_mode": stacking_mode,
                "stacking_group": stacking_group,
                "priority": priority,
                "max_budget": max_budget,
                "budget_currency": budget_currency,
                "budget_behavior": budget_behavior,
                "max_redemptions": max_redemptions,
                "max_redemptions_per_customer": max_redemptions_per_customer,
                "valid_from": valid_from,
                "valid_to": valid_to,
                "application_timing": application_timing,
                "evaluation_scope": evaluation_scope,
                "archetype": archetype,
                "promotion_id": promotion_id,
                "version": version,
                "status": status,
                "archived_reason": archived_reason,
                "effective_at": effective_at,
                "published_at": published_at,
                "archived_at": archived_at,
                "created_at": created_at,
            }
        )
        if usage_count is not UNSET:
            field_dict["usage_count"] = usage_count

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.promotions_version_out_localizations import PromotionsVersionOutLocalizations  # noqa: PLC0415

        d = dict(src_dict)
        name = d.pop("name")

        def _parse_description(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        description = _parse_description(d.pop("description"))

        def _parse_public_description(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        public_description = _parse_public_description(d.pop("public_description"))

        localizations = PromotionsVersionOutLocalizations.from_dict(d.pop("localizations"))

        def _parse_code(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        code = _parse_code(d.pop("code"))

        distribution = d.pop("distribution")

        stacking_mode = d.pop("stacking_mode")

        def _parse_stacking_group(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        stacking_group = _parse_stacking_group(d.pop("stacking_group"))

        priority = d.pop("priority")

        def _parse_max_budget(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        max_budget = _parse_max_budget(d.pop("max_budget"))

        def _parse_budget_currency(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        budget_currency = _parse_budget_currency(d.pop("budget_currency"))

        budget_behavior = d.pop("budget_behavior")

        def _parse_max_redemptions(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        max_redemptions = _parse_max_redemptions(d.pop("max_redemptions"))

        def _parse_max_redemptions_per_customer(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        max_redemptions_per_customer = _parse_max_redemptions_per_customer(
            d.pop("max_redemptions_per_customer")
        )

        valid_from = datetime.date.fromisoformat(d.pop("valid_from"))

        def _parse_valid_to(data: object) -> datetime.date | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                valid_to_type_0 = datetime.date.fromisoformat(data)

                return valid_to_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.date | None, data)

        valid_to = _parse_valid_to(d.pop("valid_to"))

        application_timing = d.pop("application_timing")

        evaluation_scope = d.pop("evaluation_scope")

        def _parse_archetype(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        archetype = _parse_archetype(d.pop("archetype"))

        promotion_id = UUID(d.pop("promotion_id"))

        version = d.pop("version")

        status = d.pop("status")

        def _parse_archived_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        archived_reason = _parse_archived_reason(d.pop("archived_reason"))

        def _parse_effective_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                effective_at_type_0 = datetime.datetime.fromisoformat(data)

                return effective_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        effective_at = _parse_effective_at(d.pop("effective_at"))

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

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        def _parse_usage_count(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        usage_count = _parse_usage_count(d.pop("usage_count", UNSET))

        promotions_version_out = cls(
            name=name,
            description=description,
            public_description=public_description,
            localizations=localizations,
            code=code,
            distribution=distribution,
            stacking_mode=stacking_mode,
            stacking_group=stacking_group,
            priority=priority,
            max_budget=max_budget,
            budget_currency=budget_currency,
            budget_behavior=budget_behavior,
            max_redemptions=max_redemptions,
            max_redemptions_per_customer=max_redemptions_per_customer,
            valid_from=valid_from,
            valid_to=valid_to,
            application_timing=application_timing,
            evaluation_scope=evaluation_scope,
            archetype=archetype,
            promotion_id=promotion_id,
            version=version,
            status=status,
            archived_reason=archived_reason,
            effective_at=effective_at,
            published_at=published_at,
            archived_at=archived_at,
            created_at=created_at,
            usage_count=usage_count,
        )

        promotions_version_out.additional_properties = d
        return promotions_version_out

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
