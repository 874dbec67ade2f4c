from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast
from uuid import UUID


T = TypeVar("T", bound="PlansCondition")


@_attrs_define
class PlansCondition:
    """
    Attributes:
        type_ (Literal['plans']):
        plan_ids (list[UUID]):
    """

    type_: Literal["plans"]
    plan_ids: list[UUID]

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        plan_ids = []
        for plan_ids_item_data in self.plan_ids:
            plan_ids_item = str(plan_ids_item_data)
            plan_ids.append(plan_ids_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "plan_ids": plan_ids,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["plans"], d.pop("type"))
        if type_ != "plans":
            raise ValueError(f"type must match const 'plans', got '{type_}'")

        plan_ids = []
        _plan_ids = d.pop("plan_ids")
        for plan_ids_item_data in _plan_ids:
            plan_ids_item = UUID(plan_ids_item_data)

            plan_ids.append(plan_ids_item)

        plans_condition = cls(
            type_=type_,
            plan_ids=plan_ids,
        )

        return plans_condition
