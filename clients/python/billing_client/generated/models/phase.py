from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
    from ..models.condition_set import ConditionSet
    from ..models.credit_grant import CreditGrant
    from ..models.fixed_discount import FixedDiscount
    from ..models.free_trial_extension import FreeTrialExtension
    from ..models.percentage_discount import PercentageDiscount
    from ..models.special_price import SpecialPrice


T = TypeVar("T", bound="Phase")


@_attrs_define
class Phase:
    """One rung of a ladder: its conditions (null: always), effects, and how many cycles it
    lasts (null: until the next phase's conditions hold).

        Attributes:
            name (str):
            effects (list[CreditGrant | FixedDiscount | FreeTrialExtension | PercentageDiscount | SpecialPrice]):
            conditions (ConditionSet | None | Unset):
            duration_cycles (int | None | Unset):
    """

    name: str
    effects: list[
        CreditGrant | FixedDiscount | FreeTrialExtension | PercentageDiscount | SpecialPrice
    ]
    conditions: ConditionSet | None | Unset = UNSET
    duration_cycles: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.condition_set import ConditionSet  # noqa: PLC0415
        from ..models.credit_grant import CreditGrant  # noqa: PLC0415
        from ..models.fixed_discount import FixedDiscount  # noqa: PLC0415
        from ..models.free_trial_extension import FreeTrialExtension  # noqa: PLC0415
        from ..models.percentage_discount import PercentageDiscount  # noqa: PLC0415
        from ..models.special_price import SpecialPrice  # noqa: PLC0415

        name = self.name

        effects = []
        for effects_item_data in self.effects:
            effects_item: dict[str, Any]
            if isinstance(effects_item_data, PercentageDiscount):
                effects_item = effects_item_data.to_dict()
            elif isinstance(effects_item_data, FixedDiscount):
                effects_item = effects_item_data.to_dict()
            elif isinstance(effects_item_data, FreeTrialExtension):
                effects_item = effects_item_data.to_dict()
            elif isinstance(effects_item_data, CreditGrant):
                effects_item = effects_item_data.to_dict()
            else:
                effects_item = effects_item_data.to_dict()

            effects.append(effects_item)

        conditions: dict[str, Any] | None | Unset
        if isinstance(self.conditions, Unset):
            conditions = UNSET
        elif isinstance(self.conditions, ConditionSet):
            conditions = self.conditions.to_dict()
        else:
            conditions = self.conditions

        duration_cycles: int | None | Unset
        if isinstance(self.duration_cycles, Unset):
            duration_cycles = UNSET
        else:
            duration_cycles = self.duration_cycles

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "effects": effects,
            }
        )
        if conditions is not UNSET:
            field_dict["conditions"] = conditions
        if duration_cycles is not UNSET:
            field_dict["duration_cycles"] = duration_cycles

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.condition_set import ConditionSet  # noqa: PLC0415
        from ..models.credit_grant import CreditGrant  # noqa: PLC0415
        from ..models.fixed_discount import FixedDiscount  # noqa: PLC0415
        from ..models.free_trial_extension import FreeTrialExtension  # noqa: PLC0415
        from ..models.percentage_discount import PercentageDiscount  # noqa: PLC0415
        from ..models.special_price import SpecialPrice  # noqa: PLC0415

        d = dict(src_dict)
        name = d.pop("name")

        effects = []
        _effects = d.pop("effects")
        for effects_item_data in _effects:

            def _parse_effects_item(
                data: object,
            ) -> (
                CreditGrant | FixedDiscount | FreeTrialExtension | PercentageDiscount | SpecialPrice
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    effects_item_type_0 = PercentageDiscount.from_dict(data)

                    return effects_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    effects_item_type_1 = FixedDiscount.from_dict(data)

                    return effects_item_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    effects_item_type_2 = FreeTrialExtension.from_dict(data)

                    return effects_item_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    effects_item_type_3 = CreditGrant.from_dict(data)

                    return effects_item_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                effects_item_type_4 = SpecialPrice.from_dict(data)

                return effects_item_type_4

            effects_item = _parse_effects_item(effects_item_data)

            effects.append(effects_item)

        def _parse_conditions(data: object) -> ConditionSet | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                conditions_type_0 = ConditionSet.from_dict(data)

                return conditions_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ConditionSet | None | Unset, data)

        conditions = _parse_conditions(d.pop("conditions", UNSET))

        def _parse_duration_cycles(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        duration_cycles = _parse_duration_cycles(d.pop("duration_cycles", UNSET))

        phase = cls(
            name=name,
            effects=effects,
            conditions=conditions,
            duration_cycles=duration_cycles,
        )

        return phase
