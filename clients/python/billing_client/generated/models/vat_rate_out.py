from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
import datetime


T = TypeVar("T", bound="VatRateOut")


@_attrs_define
class VatRateOut:
    """
    Attributes:
        country (str):
        standard_rate (str):
        reduced_rates (list[str]):
        super_reduced_rate (None | str):
        parking_rate (None | str):
        effective_from (datetime.date):
    """

    country: str
    standard_rate: str
    reduced_rates: list[str]
    super_reduced_rate: None | str
    parking_rate: None | str
    effective_from: datetime.date
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        country = self.country

        standard_rate = self.standard_rate

        reduced_rates = self.reduced_rates

        super_reduced_rate: None | str
        super_reduced_rate = self.super_reduced_rate

        parking_rate: None | str
        parking_rate = self.parking_rate

        effective_from = self.effective_from.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "country": country,
                "standard_rate": standard_rate,
                "reduced_rates": reduced_rates,
                "super_reduced_rate": super_reduced_rate,
                "parking_rate": parking_rate,
                "effective_from": effective_from,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        country = d.pop("country")

        standard_rate = d.pop("standard_rate")

        reduced_rates = cast(list[str], d.pop("reduced_rates"))

        def _parse_super_reduced_rate(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        super_reduced_rate = _parse_super_reduced_rate(d.pop("super_reduced_rate"))

        def _parse_parking_rate(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        parking_rate = _parse_parking_rate(d.pop("parking_rate"))

        effective_from = datetime.date.fromisoformat(d.pop("effective_from"))

        vat_rate_out = cls(
            country=country,
            standard_rate=standard_rate,
            reduced_rates=reduced_rates,
            super_reduced_rate=super_reduced_rate,
            parking_rate=parking_rate,
            effective_from=effective_from,
        )

        vat_rate_out.additional_properties = d
        return vat_rate_out

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
