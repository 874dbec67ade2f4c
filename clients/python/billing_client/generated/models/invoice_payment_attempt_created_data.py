from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast


T = TypeVar("T", bound="InvoicePaymentAttemptCreatedData")


@_attrs_define
class InvoicePaymentAttemptCreatedData:
    """
    Attributes:
        dunning_step (int | None | Unset):
    """

    dunning_step: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        dunning_step: int | None | Unset
        if isinstance(self.dunning_step, Unset):
            dunning_step = UNSET
        else:
            dunning_step = self.dunning_step

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if dunning_step is not UNSET:
            field_dict["dunning_step"] = dunning_step

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_dunning_step(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        dunning_step = _parse_dunning_step(d.pop("dunning_step", UNSET))

        invoice_payment_attempt_created_data = cls(
            dunning_step=dunning_step,
        )

        invoice_payment_attempt_created_data.additional_properties = d
        return invoice_payment_attempt_created_data

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
