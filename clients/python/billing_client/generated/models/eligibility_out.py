from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from uuid import UUID

if TYPE_CHECKING:
    from ..models.condition_result import ConditionResult


T = TypeVar("T", bound="EligibilityOut")


@_attrs_define
class EligibilityOut:
    """
    Attributes:
        promotion_id (UUID):
        customer_id (UUID):
        eligible (bool | None):
        conditions (list[ConditionResult]):
    """

    promotion_id: UUID
    customer_id: UUID
    eligible: bool | None
    conditions: list[ConditionResult]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.condition_result import ConditionResult  # noqa: PLC0415

        promotion_id = str(self.promotion_id)

        customer_id = str(self.customer_id)

        eligible: bool | None
        eligible = self.eligible

        conditions = []
        for conditions_item_data in self.conditions:
            conditions_item = conditions_item_data.to_dict()
            conditions.append(conditions_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "promotion_id": promotion_id,
                "customer_id": customer_id,
                "eligible": eligible,
                "conditions": conditions,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.condition_result import ConditionResult  # noqa: PLC0415

        d = dict(src_dict)
        promotion_id = UUID(d.pop("promotion_id"))

        customer_id = UUID(d.pop("customer_id"))

        def _parse_eligible(data: object) -> bool | None:
            if data is None:
                return data
            return cast(bool | None, data)

        eligible = _parse_eligible(d.pop("eligible"))

        conditions = []
        _conditions = d.pop("conditions")
        for conditions_item_data in _conditions:
            conditions_item = ConditionResult.from_dict(conditions_item_data)

            conditions.append(conditions_item)

        eligibility_out = cls(
            promotion_id=promotion_id,
            customer_id=customer_id,
            eligible=eligible,
            conditions=conditions,
        )

        eligibility_out.additional_properties = d
        return eligibility_out

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
