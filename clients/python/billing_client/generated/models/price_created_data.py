from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from uuid import UUID


T = TypeVar("T", bound="PriceCreatedData")


@_attrs_define
class PriceCreatedData:
    """
    Attributes:
        product_id (UUID):
        currency (str):
        pricing_model (str):
    """

    product_id: UUID
    currency: str
    pricing_model: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        product_id = str(self.product_id)

        currency = self.currency

        pricing_model = self.pricing_model

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "product_id": product_id,
                "currency": currency,
                "pricing_model": pricing_model,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        product_id = UUID(d.pop("product_id"))

        currency = d.pop("currency")

        pricing_model = d.pop("pricing_model")

        price_created_data = cls(
            product_id=product_id,
            currency=currency,
            pricing_model=pricing_model,
        )

        price_created_data.additional_properties = d
        return price_created_data

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
