from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
    from ..models.applies_to import AppliesTo


T = TypeVar("T", bound="PercentageDiscount")


@_attrs_define
class PercentageDiscount:
    """
    Attributes:
        type_ (Literal['percentage_discount']):
        percent (str):
        applies_to (AppliesTo | None | Unset):
        max_amount (None | str | Unset):
    """

    type_: Literal["percentage_discount"]
    percent: str
    applies_to: AppliesTo | None | Unset = UNSET
    max_amount: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.applies_to import AppliesTo  # noqa: PLC0415

        type_ = self.type_

        percent = self.percent

        applies_to: dict[str, Any] | None | Unset
        if isinstance(self.applies_to, Unset):
            applies_to = UNSET
        elif isinstance(self.applies_to, AppliesTo):
            applies_to = self.applies_to.to_dict()
        else:
            applies_to = self.applies_to

        max_amount: None | str | Unset
        if isinstance(self.max_amount, Unset):
            max_amount = UNSET
        else:
            max_amount = self.max_amount

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "percent": percent,
            }
        )
        if applies_to is not UNSET:
            field_dict["applies_to"] = applies_to
        if max_amount is not UNSET:
            field_dict["max_amount"] = max_amount

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.applies_to import AppliesTo  # noqa: PLC0415

        d = dict(src_dict)
        type_ = cast(Literal["percentage_discount"], d.pop("type"))
        if type_ != "percentage_discount":
            raise ValueError(f"type must match const 'percentage_discount', got '{type_}'")

        percent = d.pop("percent")

        def _parse_applies_to(data: object) -> AppliesTo | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                applies_to_type_0 = AppliesTo.from_dict(data)

                return applies_to_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AppliesTo | None | Unset, data)

        applies_to = _parse_applies_to(d.pop("applies_to", UNSET))

        def _parse_max_amount(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        max_amount = _parse_max_amount(d.pop("max_amount", UNSET))

        percentage_discount = cls(
            type_=type_,
            percent=percent,
            applies_to=applies_to,
            max_amount=max_amount,
        )

        return percentage_discount
