from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
    from ..models.discount_out_source_type_0 import DiscountOutSourceType0


T = TypeVar("T", bound="DiscountOut")


@_attrs_define
class DiscountOut:
    """
    Attributes:
        amount (str):
        category (str):
        rate (str):
        reason (str):
        source (DiscountOutSourceType0 | None | Unset):
    """

    amount: str
    category: str
    rate: str
    reason: str
    source: DiscountOutSourceType0 | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.discount_out_source_type_0 import DiscountOutSourceType0  # noqa: PLC0415

        amount = self.amount

        category = self.category

        rate = self.rate

        reason = self.reason

        source: dict[str, Any] | None | Unset
        if isinstance(self.source, Unset):
            source = UNSET
        elif isinstance(self.source, DiscountOutSourceType0):
            source = self.source.to_dict()
        else:
            source = self.source

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "amount": amount,
                "category": category,
                "rate": rate,
                "reason": reason,
            }
        )
        if source is not UNSET:
            field_dict["source"] = source

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.discount_out_source_type_0 import DiscountOutSourceType0  # noqa: PLC0415

        d = dict(src_dict)
        amount = d.pop("amount")

        category = d.pop("category")

        rate = d.pop("rate")

        reason = d.pop("reason")

        def _parse_source(data: object) -> DiscountOutSourceType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                source_type_0 = DiscountOutSourceType0.from_dict(data)

                return source_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DiscountOutSourceType0 | None | Unset, data)

        source = _parse_source(d.pop("source", UNSET))

        discount_out = cls(
            amount=amount,
            category=category,
            rate=rate,
            reason=reason,
            source=source,
        )

        discount_out.additional_properties = d
        return discount_out

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
