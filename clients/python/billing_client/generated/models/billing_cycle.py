from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast


T = TypeVar("T", bound="BillingCycle")


@_attrs_define
class BillingCycle:
    """The subscription's cycle number (the first billing period is 1), both ends inclusive.

    Attributes:
        type_ (Literal['billing_cycle']):
        from_ (int | None | Unset):
        to (int | None | Unset):
    """

    type_: Literal["billing_cycle"]
    from_: int | None | Unset = UNSET
    to: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        from_: int | None | Unset
        if isinstance(self.from_, Unset):
            from_ = UNSET
        else:
            from_ = self.from_

        to: int | None | Unset
        if isinstance(self.to, Unset):
            to = UNSET
        else:
            to = self.to

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
            }
        )
        if from_ is not UNSET:
            field_dict["from"] = from_
        if to is not UNSET:
            field_dict["to"] = to

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["billing_cycle"], d.pop("type"))
        if type_ != "billing_cycle":
            raise ValueError(f"type must match const 'billing_cycle', got '{type_}'")

        def _parse_from_(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        from_ = _parse_from_(d.pop("from", UNSET))

        def _parse_to(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        to = _parse_to(d.pop("to", UNSET))

        billing_cycle = cls(
            type_=type_,
            from_=from_,
            to=to,
        )

        return billing_cycle
