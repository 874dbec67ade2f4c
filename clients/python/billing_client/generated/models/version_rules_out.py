from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from uuid import UUID

if TYPE_CHECKING:
    from ..models.version_rules_out_effects_item import VersionRulesOutEffectsItem
    from ..models.version_rules_out_eligibility_type_0 import VersionRulesOutEligibilityType0
    from ..models.version_rules_out_phases_type_0_item import VersionRulesOutPhasesType0Item


T = TypeVar("T", bound="VersionRulesOut")


@_attrs_define
class VersionRulesOut:
    """
    Attributes:
        promotion_id (UUID):
        version (int):
        effects (list[VersionRulesOutEffectsItem]):
        eligibility (None | VersionRulesOutEligibilityType0):
        phases (list[VersionRulesOutPhasesType0Item] | None):
    """

    promotion_id: UUID
    version: int
    effects: list[VersionRulesOutEffectsItem]
    eligibility: None | VersionRulesOutEligibilityType0
    phases: list[VersionRulesOutPhasesType0Item] | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.version_rules_out_effects_item import VersionRulesOutEffectsItem  # noqa: PLC0415
        from ..models.version_rules_out_eligibility_type_0 import VersionRulesOutEligibilityType0  # noqa: PLC0415
        from ..models.version_rules_out_phases_type_0_item import VersionRulesOutPhasesType0Item  # noqa: PLC0415

        promotion_id = str(self.promotion_id)

        version = self.version

        effects = []
        for effects_item_data in self.effects:
            effects_item = effects_item_data.to_dict()
            effects.append(effects_item)

        eligibility: dict[str, Any] | None
        if isinstance(self.eligibility, VersionRulesOutEligibilityType0):
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

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "promotion_id": promotion_id,
                "version": version,
                "effects": effects,
                "eligibility": eligibility,
                "phases": phases,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.version_rules_out_effects_item import VersionRulesOutEffectsItem  # noqa: PLC0415
        from ..models.version_rules_out_eligibility_type_0 import VersionRulesOutEligibilityType0  # noqa: PLC0415
        from ..models.version_rules_out_phases_type_0_item import VersionRulesOutPhasesType0Item  # noqa: PLC0415

        d = dict(src_dict)
        promotion_id = UUID(d.pop("promotion_id"))

        version = d.pop("version")

        effects = []
        _effects = d.pop("effects")
        for effects_item_data in _effects:
            effects_item = VersionRulesOutEffectsItem.from_dict(effects_item_data)

            effects.append(effects_item)

        def _parse_eligibility(data: object) -> None | VersionRulesOutEligibilityType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                eligibility_type_0 = VersionRulesOutEligibilityType0.from_dict(data)

                return eligibility_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | VersionRulesOutEligibilityType0, data)

        eligibility = _parse_eligibility(d.pop("eligibility"))

        def _parse_phases(data: object) -> list[VersionRulesOutPhasesType0Item] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                phases_type_0 = []
                _phases_type_0 = data
                for phases_type_0_item_data in _phases_type_0:
                    phases_type_0_item = VersionRulesOutPhasesType0Item.from_dict(
                        phases_type_0_item_data
                    )

                    phases_type_0.append(phases_type_0_item)

                return phases_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[VersionRulesOutPhasesType0Item] | None, data)

        phases = _parse_phases(d.pop("phases"))

        version_rules_out = cls(
            promotion_id=promotion_id,
            version=version,
            effects=effects,
            eligibility=eligibility,
            phases=phases,
        )

        version_rules_out.additional_properties = d
        return version_rules_out

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
