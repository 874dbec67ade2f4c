from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
from uuid import UUID


T = TypeVar("T", bound="BulkEnrollRequest")


@_attrs_define
class BulkEnrollRequest:
    """
    Attributes:
        customer_ids (list[UUID] | Unset):
        from_audience (bool | Unset): Also every current audience match. Default: False.
    """

    customer_ids: list[UUID] | Unset = UNSET
    from_audience: bool | Unset = False

    def to_dict(self) -> dict[str, Any]:
        customer_ids: list[str] | Unset = UNSET
        if not isinstance(self.customer_ids, Unset):
            customer_ids = []
            for customer_ids_item_data in self.customer_ids:
                customer_ids_item = str(customer_ids_item_data)
                customer_ids.append(customer_ids_item)

        from_audience = self.from_audience

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if customer_ids is not UNSET:
            field_dict["customer_ids"] = customer_ids
        if from_audience is not UNSET:
            field_dict["from_audience"] = from_audience

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        _customer_ids = d.pop("customer_ids", UNSET)
        customer_ids: list[UUID] | Unset = UNSET
        if _customer_ids is not UNSET:
            customer_ids = []
            for customer_ids_item_data in _customer_ids:
                customer_ids_item = UUID(customer_ids_item_data)

                customer_ids.append(customer_ids_item)

        from_audience = d.pop("from_audience", UNSET)

        bulk_enroll_request = cls(
            customer_ids=customer_ids,
            from_audience=from_audience,
        )

        return bulk_enroll_request
