from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.promotion_create_application_timing_type_0 import (
    check_promotion_create_application_timing_type_0,
)
from ..models.promotion_create_application_timing_type_0 import (
    PromotionCreateApplicationTimingType0,
)
from ..models.promotion_create_archetype_type_0 import check_promotion_create_archetype_type_0
from ..models.promotion_create_archetype_type_0 import PromotionCreateArchetypeType0
from ..models.promotion_create_budget_behavior_type_0 import (
    check_promotion_create_budget_behavior_type_0,
)
from ..models.promotion_create_budget_behavior_type_0 import PromotionCreateBudgetBehaviorType0
from ..models.promotion_create_distribution import check_promotion_create_distribution
from ..models.promotion_create_distribution import PromotionCreateDistribution
from ..models.promotion_create_evaluation_scope_type_0 import (
    check_promotion_create_evaluation_scope_type_0,
)
from ..models.promotion_create_evaluation_scope_type_0 import PromotionCreateEvaluationScopeType0
from ..models.promotion_create_stacking_mode_type_0 import (
    check_promotion_create_stacking_mode_type_0,
)
from ..models.promotion_create_stacking_mode_type_0 import PromotionCreateStackingModeType0
from ..types import UNSET, Unset
from typing import cast
import datetime

if TYPE_CHECKING:
    from ..models.audience import Audience
    from ..models.condition_set import ConditionSet
    from ..models.credit_grant import CreditGrant
    from ..models.fixed_discount import FixedDiscount
    from ..models.free_trial_extension import FreeTrialExtension
    from ..models.percentage_discount import PercentageDiscount
    from ..models.phase import Phase
    from ..models.promotion_create_localizations_type_0 import PromotionCreateLocalizationsType0
    from ..models.special_price import SpecialPrice


T = TypeVar("T", bound="PromotionCreate")


@_attrs_define
class PromotionCreate:
    """
    Attributes:
        name (str):
        distribution (PromotionCreateDistribution):
        valid_from (datetime.date):
        description (None | str | Unset):
        public_description (None | str | Unset):
        localizations (None | PromotionCreateLocalizationsType0 | Unset):
        code (None | str | Unset):
        valid_to (datetime.date | None | Unset):
        application_timing (None | PromotionCreateApplicationTimingType0 | Unset):
        evaluation_scope (None | PromotionCreateEvaluationScopeType0 | Unset):
        stacking_mode (None | PromotionCreateStackingModeType0 | Unset):
        stacking_group (None | str | Unset):
        priority (int | None | Unset):
        max_budget (None | str | Unset):
        budget_currency (None | str | Unset):
        budget_behavior (None | PromotionCreateBudgetBehaviorType0 | Unset):
        max_redemptions (int | None | Unset):
        max_redemptions_per_customer (int | None | Unset):
        effects (list[CreditGrant | FixedDiscount | FreeTrialExtension | PercentageDiscount | SpecialPrice] | None |
            Unset):
        eligibility (ConditionSet | None | Unset):
        phases (list[Phase] | None | Unset):
        archetype (None | PromotionCreateArchetypeType0 | Unset):
        audience (Audience | None | Unset): Who sees or auto-enrolls; omitted or null: every customer.
    """

    name: str
    distribution: PromotionCreateDistribution
    valid_from: datetime.date
    description: None | str | Unset = UNSET
    public_description: None | str | Unset = UNSET
    localizations: None | PromotionCreateLocalizationsType0 | Unset = UNSET
    code: None | str | Unset = UNSET
    valid_to: datetime.date | None | Unset = UNSET
    application_timing: None | PromotionCreateApplicationTimingType0 | Unset = UNSET
    evaluation_scope: None | PromotionCreateEvaluationScopeType0 | Unset = UNSET
    stacking_mode: None | PromotionCreateStackingModeType0 | Unset = UNSET
    stacking_group: None | str | Unset = UNSET
    priority: int | None | Unset = UNSET
    max_budget: None | str | Unset = UNSET
    budget_currency: None | str | Unset = UNSET
    budget_behavior: None | PromotionCreateBudgetBehaviorType0 | Unset = UNSET
    max_redemptions: int | None | Unset = UNSET
    max_redemptions_per_customer: int | None | Unset = UNSET
    effects: (
        list[CreditGrant | FixedDiscount | FreeTrialExtension | PercentageDiscount | SpecialPrice]
        | None
        | Unset
    ) = UNSET
    eligibility: ConditionSet | None | Unset = UNSET
    phases: list[Phase] | None | Unset = UNSET
    archetype: None | PromotionCreateArchetypeType0 | Unset = UNSET
    audience: Audience | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.audience import Audience  # noqa: PLC0415
        from ..models.condition_set import ConditionSet  # noqa: PLC0415
        from ..models.credit_grant import CreditGrant  # noqa: PLC0415
        from ..models.fixed_discount import FixedDiscount  # noqa: PLC0415
        from ..models.free_trial_extension import FreeTrialExtension  # noqa: PLC0415
        from ..models.percentage_discount import PercentageDiscount  # noqa: PLC0415
        from ..models.phase import Phase  # noqa: PLC0415
        from ..models.promotion_create_localizations_type_0 import PromotionCreateLocalizationsType0  # noqa: PLC0415
        from ..models.special_price import SpecialPrice  # noqa: PLC0415

        name = self.name

        distribution: str = self.distribution

        valid_from = self.valid_from.isoformat()

        description: None | str | Unset
        if isinstance(self.description, Unset):
            description = UNSET
        else:
            description = self.description

        public_description: None | str | Unset
        if isinstance(self.public_description, Unset):
            public_description = UNSET
        else:
            public_description = self.public_description

        localizations: dict[str, Any] | None | Unset
        if isinstance(self.localizations, Unset):
            localizations = UNSET
        elif isinstance(self.localizations, PromotionCreateLocalizationsType0):
            localizations = self.localizations.to_dict()
        else:
            localizations = self.localizations

        code: None | str | Unset
        if isinstance(self.code, Unset):
            code = UNSET
        else:
            code = self.code

        valid_to: None | str | Unset
        if isinstance(self.valid_to, Unset):
            valid_to = UNSET
        elif isinstance(self.valid_to, datetime.date):
            valid_to = self.valid_to.isoformat()
        else:
            valid_to = self.valid_to

        application_timing: None | str | Unset
        if isinstance(self.application_timing, Unset):
            application_timing = UNSET
        elif isinstance(self.application_timing, str):
            application_timing = self.application_timing
        else:
            application_timing = self.application_timing

        evaluation_scope: None | str | Unset
        if isinstance(self.evaluation_scope, Unset):
            evaluation_scope = UNSET
        elif isinstance(self.evaluation_scope, str):
            evaluation_scope = self.evaluation_scope
        else:
            evaluation_scope = self.evaluation_scope

        stacking_mode: None | str | Unset
        if isinstance(self.stacking_mode, Unset):
            stacking_mode = UNSET
        elif isinstance(self.stacking_mode, str):
            stacking_mode = self.stacking_mode
        else:
            stacking_mode = self.stacking_mode

        stacking_group: None | str | Unset
        if isinstance(self.stacking_group, Unset):
            stacking_group = UNSET
        else:
            stacking_group = self.stacking_group

        priority: int | None | Unset
        if isinstance(self.priority, Unset):
            priority = UNSET
        else:
            priority = self.priority

        max_budget: None | str | Unset
        if isinstance(self.max_budget, Unset):
            max_budget = UNSET
        else:
            max_budget = self.max_budget

        budget_currency: None | str | Unset
        if isinstance(self.budget_currency, Unset):
            budget_currency = UNSET
        else:
            budget_currency = self.budget_currency

        budget_behavior: None | str | Unset
        if isinstance(self.budget_behavior, Unset):
            budget_behavior = UNSET
        elif isinstance(self.budget_behavior, str):
            budget_behavior = self.budget_behavior
        else:
            budget_behavior = self.budget_behavior

        max_redemptions: int | None | Unset
        if isinstance(self.max_redemptions, Unset):
            max_redemptions = UNSET
        else:
            max_redemptions = self.max_redemptions

        max_redemptions_per_customer: int | None | Unset
        if isinstance(self.max_redemptions_per_customer, Unset):
            max_redemptions_per_customer = UNSET
        else:
            max_redemptions_per_customer = self.max_redemptions_per_customer

        effects: list[dict[str, Any]] | None | Unset
        if isinstance(self.effects, Unset):
            effects = UNSET
        elif isinstance(self.effects, list):
            effects = []
            for effects_type_0_item_data in self.effects:
                effects_type_0_item: dict[str, Any]
                if isinstance(effects_type_0_item_data, PercentageDiscount):
                    effects_type_0_item = effects_type_0_item_data.to_dict()
                elif isinstance(effects_type_0_item_data, FixedDiscount):
                    effects_type_0_item = effects_type_0_item_data.to_dict()
                elif isinstance(effects_type_0_item_data, FreeTrialExtension):
                    effects_type_0_item = effects_type_0_item_data.to_dict()
                elif isinstance(effects_type_0_item_data, CreditGrant):
                    effects_type_0_item = effects_type_0_item_data.to_dict()
                else:
                    effects_type_0_item = effects_type_0_item_data.to_dict()

                effects.append(effects_type_0_item)

        else:
            effects = self.effects

        eligibility: dict[str, Any] | None | Unset
        if isinstance(self.eligibility, Unset):
            eligibility = UNSET
        elif isinstance(self.eligibility, ConditionSet):
            eligibility = self.eligibility.to_dict()
        else:
            eligibility = self.eligibility

        phases: list[dict[str, Any]] | None | Unset
        if isinstance(self.phases, Unset):
            phases = UNSET
        elif isinstance(self.phases, list):
            phases = []
            for phases_type_0_item_data in self.phases:
                phases_type_0_item = phases_type_0_item_data.to_dict()
                phases.append(phases_type_0_item)

        else:
            phases = self.phases

        archetype: None | str | Unset
        if isinstance(self.archetype, Unset):
            archetype = UNSET
        elif isinstance(self.archetype, str):
            archetype = self.archetype
        else:
            archetype = self.archetype

        audience: dict[str, Any] | None | Unset
        if isinstance(self.audience, Unset):
            audience = UNSET
        elif isinstance(self.audience, Audience):
            audience = self.audience.to_dict()
        else:
            audience = self.audience

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "distribution": distribution,
                "valid_from": valid_from,
            }
        )
        if description is not UNSET:
            field_dict["description"] = description
        if public_description is not UNSET:
            field_dict["public_description"] = public_description
        if localizations is not UNSET:
            field_dict["localizations"] = localizations
        if code is not UNSET:
            field_dict["code"] = code
        if valid_to is not UNSET:
            field_dict["valid_to"] = valid_to
        if application_timing is not UNSET:
            field_dict["application_timing"] = application_timing
        if evaluation_scope is not UNSET:
            field_dict["evaluation_scope"] = evaluation_scope
        if stacking_mode is not UNSET:
            field_dict["stacking_mode"] = stacking_mode
        if stacking_group is not UNSET:
            field_dict["stacking_group"] = stacking_group
        if priority is not UNSET:
            field_dict["priority"] = priority
        if max_budget is not UNSET:
            field_dict["max_budget"] = max_budget
        if budget_currency is not UNSET:
            field_dict["budget_currency"] = budget_currency
        if budget_behavior is not UNSET:
            field_dict["budget_behavior"] = budget_behavior
        if max_redemptions is not UNSET:
            field_dict["max_redemptions"] = max_redemptions
        if max_redemptions_per_customer is not UNSET:
            field_dict["max_redemptions_per_customer"] = max_redemptions_per_customer
        if effects is not UNSET:
            field_dict["effects"] = effects
        if eligibility is not UNSET:
            field_dict["eligibility"] = eligibility
        if phases is not UNSET:
            field_dict["phases"] = phases
        if archetype is not UNSET:
            field_dict["archetype"] = archetype
        if audience is not UNSET:
            field_dict["audience"] = audience

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.audience import Audience  # noqa: PLC0415
        from ..models.condition_set import ConditionSet  # noqa: PLC0415
        from ..models.credit_grant import CreditGrant  # noqa: PLC0415
        from ..models.fixed_discount import FixedDiscount  # noqa: PLC0415
        from ..models.free_trial_extension import FreeTrialExtension  # noqa: PLC0415
        from ..models.percentage_discount import PercentageDiscount  # noqa: PLC0415
        from ..models.phase import Phase  # noqa: PLC0415
        from ..models.promotion_create_localizations_type_0 import PromotionCreateLocalizationsType0  # noqa: PLC0415
        from ..models.special_price import SpecialPrice  # noqa: PLC0415

        d = dict(src_dict)
        name = d.pop("name")

        distribution = check_promotion_create_distribution(d.pop("distribution"))

        valid_from = datetime.date.fromisoformat(d.pop("valid_from"))

        def _parse_description(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        description = _parse_description(d.pop("description", UNSET))

        def _parse_public_description(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        public_description = _parse_public_description(d.pop("public_description", UNSET))

        def _parse_localizations(data: object) -> None | PromotionCreateLocalizationsType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                localizations_type_0 = PromotionCreateLocalizationsType0.from_dict(data)

                return localizations_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PromotionCreateLocalizationsType0 | Unset, data)

        localizations = _parse_localizations(d.pop("localizations", UNSET))

        def _parse_code(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        code = _parse_code(d.pop("code", UNSET))

        def _parse_valid_to(data: object) -> datetime.date | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                valid_to_type_0 = datetime.date.fromisoformat(data)

                return valid_to_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.date | None | Unset, data)

        valid_to = _parse_valid_to(d.pop("valid_to", UNSET))

        def _parse_application_timing(
            data: object,
        ) -> None | PromotionCreateApplicationTimingType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                application_timing_type_0 = check_promotion_create_application_timing_type_0(data)

                return application_timing_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PromotionCreateApplicationTimingType0 | Unset, data)

        application_timing = _parse_application_timing(d.pop("application_timing", UNSET))

        def _parse_evaluation_scope(
            data: object,
        ) -> None | PromotionCreateEvaluationScopeType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                evaluation_scope_type_0 = check_promotion_create_evaluation_scope_type_0(data)

                return evaluation_scope_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PromotionCreateEvaluationScopeType0 | Unset, data)

        evaluation_scope = _parse_evaluation_scope(d.pop("evaluation_scope", UNSET))

        def _parse_stacking_mode(data: object) -> None | PromotionCreateStackingModeType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                stacking_mode_type_0 = check_promotion_create_stacking_mode_type_0(data)

                return stacking_mode_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PromotionCreateStackingModeType0 | Unset, data)

        stacking_mode = _parse_stacking_mode(d.pop("stacking_mode", UNSET))

        def _parse_stacking_group(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        stacking_group = _parse_stacking_group(d.pop("stacking_group", UNSET))

        def _parse_priority(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        priority = _parse_priority(d.pop("priority", UNSET))

        def _parse_max_budget(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        max_budget = _parse_max_budget(d.pop("max_budget", UNSET))

        def _parse_budget_currency(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        budget_currency = _parse_budget_currency(d.pop("budget_currency", UNSET))

        def _parse_budget_behavior(
            data: object,
        ) -> None | PromotionCreateBudgetBehaviorType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                budget_behavior_type_0 = check_promotion_create_budget_behavior_type_0(data)

                return budget_behavior_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PromotionCreateBudgetBehaviorType0 | Unset, data)

        budget_behavior = _parse_budget_behavior(d.pop("budget_behavior", UNSET))

        def _parse_max_redemptions(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        max_redemptions = _parse_max_redemptions(d.pop("max_redemptions", UNSET))

        def _parse_max_redemptions_per_customer(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        max_redemptions_per_customer = _parse_max_redemptions_per_customer(
            d.pop("max_redemptions_per_customer", UNSET)
        )

        def _parse_effects(
            data: object,
        ) -> (
            list[
                CreditGrant | FixedDiscount | FreeTrialExtension | PercentageDiscount | SpecialPrice
            ]
            | None
            | Unset
        ):
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                effects_type_0 = []
                _effects_type_0 = data
                for effects_type_0_item_data in _effects_type_0:

                    def _parse_effects_type_0_item(
                        data: object,
                    ) -> (
                        CreditGrant
                        | FixedDiscount
                        | FreeTrialExtension
                        | PercentageDiscount
                        | SpecialPrice
                    ):
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            effects_type_0_item_type_0 = PercentageDiscount.from_dict(data)

                            return effects_type_0_item_type_0
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            effects_type_0_item_type_1 = FixedDiscount.from_dict(data)

                            return effects_type_0_item_type_1
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            effects_type_0_item_type_2 = FreeTrialExtension.from_dict(data)

                            return effects_type_0_item_type_2
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            effects_type_0_item_type_3 = CreditGrant.from_dict(data)

                            return effects_type_0_item_type_3
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        if not isinstance(data, dict):
                            raise TypeError()
                        effects_type_0_item_type_4 = SpecialPrice.from_dict(data)

                        return effects_type_0_item_type_4

                    effects_type_0_item = _parse_effects_type_0_item(effects_type_0_item_data)

                    effects_type_0.append(effects_type_0_item)

                return effects_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                list[
                    CreditGrant
                    | FixedDiscount
                    | FreeTrialExtension
                    | PercentageDiscount
                    | SpecialPrice
                ]
                | None
                | Unset,
                data,
            )

        effects = _parse_effects(d.pop("effects", UNSET))

        def _parse_eligibility(data: object) -> ConditionSet | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                eligibility_type_0 = ConditionSet.from_dict(data)

                return eligibility_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ConditionSet | None | Unset, data)

        eligibility = _parse_eligibility(d.pop("eligibility", UNSET))

        def _parse_phases(data: object) -> list[Phase] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                phases_type_0 = []
                _phases_type_0 = data
                for phases_type_0_item_data in _phases_type_0:
                    phases_type_0_item = Phase.from_dict(phases_type_0_item_data)

                    phases_type_0.append(phases_type_0_item)

                return phases_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[Phase] | None | Unset, data)

        phases = _parse_phases(d.pop("phases", UNSET))

        def _parse_archetype(data: object) -> None | PromotionCreateArchetypeType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                archetype_type_0 = check_promotion_create_archetype_type_0(data)

                return archetype_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PromotionCreateArchetypeType0 | Unset, data)

        archetype = _parse_archetype(d.pop("archetype", UNSET))

        def _parse_audience(data: object) -> Audience | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                audience_type_0 = Audience.from_dict(data)

                return audience_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Audience | None | Unset, data)

        audience = _parse_audience(d.pop("audience", UNSET))

        promotion_create = cls(
            name=name,
            distribution=distribution,
            valid_from=valid_from,
            description=description,
            public_description=public_description,
            localizations=localizations,
            code=code,
            valid_to=valid_to,
            application_timing=application_timing,
            evaluation_scope=evaluation_scope,
            stacking_mode=stacking_mode,
            stacking_group=stacking_group,
            priority=priority,
            max_budget=max_budget,
            budget_currency=budget_currency,
            budget_behavior=budget_behavior,
            max_redemptions=max_redemptions,
            max_redemptions_per_customer=max_redemptions_per_customer,
            effects=effects,
            eligibility=eligibility,
            phases=phases,
            archetype=archetype,
            audience=audience,
        )

        return promotion_create
