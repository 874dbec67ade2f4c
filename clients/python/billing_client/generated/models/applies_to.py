from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
from uuid import UUID


T = TypeVar("T", bound="AppliesTo")


@_attrs_define
class AppliesTo:
    """What a discount applies to; both lists empty (or omitted) means the whole invoice.

    Attributes:
        plan_ids (list[UUID] | Unset):
        product_ids (list[UUID] | Unset):
    """

    plan_ids: list[UUID] | Unset = UNSET
    product_ids: list[UUID] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        plan_ids: list[str] | Unset = UNSET
        if not isinstance(self.plan_ids, Unset):
            plan_ids = []
            for plan_ids_item_data in self.plan_ids:
                plan_ids_item = str(plan_ids_item_data)
                plan_ids.append(plan_ids_item)

        product_ids: list[str] | Unset = UNSET
        if not isinstance(self.product_ids, Unset):
            product_ids = []
            for product_ids_item_data in self.product_ids:
                product_ids_item = str(product_ids_item_data)
                product_ids.append(product_ids_item)

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if plan_ids is not UNSET:
            field_dict["plan_ids"] = plan_ids
        if product_ids is not UNSET:
            field_dict["product_ids"] = product_ids

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        _plan_ids = d.pop("plan_ids", UNSET)
        plan_ids: list[UUID] | Unset = UNSET
        if _plan_ids is not UNSET:
            plan_ids = []
            for plan_ids_item_data in _plan_ids:
                plan_ids_item = UUID(plan_ids_item_data)

                plan_ids.append(plan_ids_item)

        _product_ids = d.pop("product_ids", UNSET)
        product_ids: list[UUID] | Unset = UNSET
        if _product_ids is not UNSET:
            product_ids = []
            for product_ids_item_data in _product_ids:
                product_ids_item = UUID(product_ids_item_data)

                product_ids.append(product_ids_item)

        applies_to = cls(
            plan_ids=plan_ids,
            product_ids=product_ids,
        )

        return applies_to
