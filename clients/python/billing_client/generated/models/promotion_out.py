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
    from ..models.promotion_out_audience_type_0 import PromotionOutAudienceType0
    from ..models.promotion_out_effects_item import PromotionOutEffectsItem
    from ..models.promotion_out_eligibility_type_0 import PromotionOutEligibilityType0
    from ..models.promotion_out_localizations import PromotionOutLocalizations
    from ..models.promotion_out_phases_type_0_item import PromotionOutPhasesType0Item


T = TypeVar("T", bound="PromotionOut")


@_attrs_define
class PromotionOut:
    """
    Attributes:
        name (str):
        description (None | str):
        public_description (None | str):
        localizations (PromotionOutLocalizations):
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
        id (UUID):
        status (str):
        derived_status (str):
        version (int): The newest version's number; send it as expected_version.
        live_version (int | None): The published version in force, if any.
        remaining_budget (None | str):
        remaining_redemptions (int | None):
        effects (list[PromotionOutEffectsItem]):
        eligibility (None | PromotionOutEligibilityType0):
        phases (list[PromotionOutPhasesType0Item] | None):
        audience (None | PromotionOutAudienceType0):
        published_at (datetime.datetime | None):
        archived_at (datetime.datetime | None):
        created_at (datetime.datetime):
        updated_at (datetime.datetime):
    """

    name: str
    description: None | str
    public_description: None | str
    localizations: PromotionOutLocalizations
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
    id: UUID
    status: str
    derived_status: str
    version: int
    live_version: int | None
    remaining_budget: None | str
    remaining_redemptions: int | None
    effects: list[PromotionOutEffectsItem]
    eligibility: None | PromotionOutEligibilityType0
    phases: list[PromotionOutPhasesType0Item] | None
    audience: None | PromotionOutAudienceType0
    published_at: datetime.datetime | None
    archived_at: datetime.datetime | None
    created_at: datetime.datetime
    updated_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.promotion_out_audience_type_0 import PromotionOutAudienceType0  # noqa: PLC0415
        from ..models.promotion_out_effects_item import PromotionOutEffectsItem  # noqa: PLC0415
        from ..models.promotion_out_eligibility_type_0 import PromotionOutEligibilityType0  # noqa: PLC0415
        from ..models.promotion_out_localizations import PromotionOutLocalizations  # noqa: PLC0415
        from ..models.promotion_out_phases_type_0_item import PromotionOutPhasesType0Item  # noqa: PLC0415

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

        id = str(self.id)

        status = self.status

        derived_status = self.derived_status

        version = self.version

        live_version: int | None
        live_version = self.live_version

        remaining_budget: None | str
        remaining_budget = self.remaining_budget

        remaining_redemptions: int | None
        remaining_redemptions = self.remaining_redemptions

        effects = []
        for effects_item_data in self.effects:
            effects_item = effects_item_data.to_dict()
            effects.append(effects_item)

        eligibility: dict[str, Any] | None
        if isinstance(self.eligibility, PromotionOutEligibilityType0):
            eligibility = self.eligibility.to_dict()
        else:
            eligibility = self.eligibility

        phases: list[dict[str, Any]] | None
        if isinstance(self.phases, list):
            phases = []
            for phases_type_0_item_data in self.phases:
                phases_type_0_item = phases_type_0_item_data.to_dict()
                phases.append(phases_type_0_item)

        else:
            phases = self.phases

        audience: dict[str, Any] | None
        if isinstance(self.audience, PromotionOutAudienceType0):
            audience = self.audience.to_dict()
        else:
            audience = self.audience

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

        updated_at = self.updated_at.isoformat()

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
                "id": id,
                "status": status,
                "derived_status": derived_status,
                "version": version,
                "live_version": live_version,
                "remaining_budget": remaining_budget,
                "remaining_redemptions": remaining_redemptions,
                "effects": effects,
                "eligibility": eligibility,
                "phases": phases,
                "audience": audience,
                "published_at": published_at,
                "archived_at": archived_at,
                "created_at": created_at,
                "updated_at": updated_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.promotion_out_audience_type_0 import PromotionOutAudienceType0  # noqa: PLC0415
        from ..models.promotion_out_effects_item import PromotionOutEffectsItem  # noqa: PLC0415
        from ..models.promotion_out_eligibility_type_0 import PromotionOutEligibilityType0  # noqa: PLC0415
        from ..models.promotion_out_localizations import PromotionOutLocalizations  # noqa: PLC0415
        from ..models.promotion_out_phases_type_0_item import PromotionOutPhasesType0Item  # noqa: PLC0415

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

        localizations = PromotionOutLocalizations.from_dict(d.pop("localizations"))

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

        id = UUID(d.pop("id"))

        status = d.pop("status")

        derived_status = d.pop("derived_status")

        version = d.pop("version")

        def _parse_live_version(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        live_version = _parse_live_version(d.pop("live_version"))

        def _parse_remaining_budget(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        remaining_budget = _parse_remaining_budget(d.pop("remaining_budget"))

        def _parse_remaining_redemptions(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        remaining_redemptions = _parse_remaining_redemptions(d.pop("remaining_redemptions"))

        effects = []
        _effects = d.pop("effects")
        for effects_item_data in _effects:
            effects_item = PromotionOutEffectsItem.from_dict(effects_item_data)

            effects.append(effects_item)

        def _parse_eligibility(data: object) -> None | PromotionOutEligibilityType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                eligibility_type_0 = PromotionOutEligibilityType0.from_dict(data)

                return eligibility_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PromotionOutEligibilityType0, data)

        eligibility = _parse_eligibility(d.pop("eligibility"))

        def _parse_phases(data: object) -> list[PromotionOutPhasesType0Item] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                phases_type_0 = []
                _phases_type_0 = data
                for phases_type_0_item_data in _phases_type_0:
                    phases_type_0_item = PromotionOutPhasesType0Item.from_dict(
                        phases_type_0_item_data
                    )

                    phases_type_0.append(phases_type_0_item)

                return phases_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[PromotionOutPhasesType0Item] | None, data)

        phases = _parse_phases(d.pop("phases"))

        def _parse_audience(data: object) -> None | PromotionOutAudienceType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                audience_type_0 = PromotionOutAudienceType0.from_dict(data)

                return audience_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PromotionOutAudienceType0, data)

        audience = _parse_audience(d.pop("audience"))

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

        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))

        promotion_out = cls(
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
            id=id,
            status=status,
            derived_status=derived_status,
            version=version,
            live_version=live_version,
            remaining_budget=remaining_budget,
            remaining_redemptions=remaining_redemptions,
            effects=effects,
            eligibility=eligibility,
            phases=phases,
            audience=audience,
            published_at=published_at,
            archived_at=archived_at,
            created_at=created_at,
            updated_at=updated_at,
        )

        promotion_out.additional_properties = d
        return promotion_out

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
