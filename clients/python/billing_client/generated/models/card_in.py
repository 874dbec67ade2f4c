from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.card_in_brand import CardInBrand
from ..models.card_in_brand import check_card_in_brand
from typing import cast


T = TypeVar("T", bound="CardIn")


@_attrs_define
class CardIn:
    """
    Attributes:
        brand (CardInBrand):
        last4 (str):
        exp_month (int):
        exp_year (int):
    """

    brand: CardInBrand
    last4: str
    exp_month: int
    exp_year: int

    def to_dict(self) -> dict[str, Any]:
        brand: str = self.brand

        last4 = self.last4

        exp_month = self.exp_month

        exp_year = self.exp_year

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "brand": brand,
                "last4": last4,
                "exp_month": exp_month,
                "exp_year": exp_year,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        brand = check_card_in_brand(d.pop("brand"))

        last4 = d.pop("last4")

        exp_month = d.pop("exp_month")

        exp_year = d.pop("exp_year")

        card_in = cls(
            brand=brand,
            last4=last4,
            exp_month=exp_month,
            exp_year=exp_year,
        )

        return card_in
