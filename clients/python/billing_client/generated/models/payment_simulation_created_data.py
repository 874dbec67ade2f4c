from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from uuid import UUID


T = TypeVar("T", bound="PaymentSimulationCreatedData")


@_attrs_define
class PaymentSimulationCreatedData:
    """
    Attributes:
        payment_method_id (UUID):
        outcome (str):
        replaced_id (None | UUID):
    """

    payment_method_id: UUID
    outcome: str
    replaced_id: None | UUID
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        payment_method_id = str(self.payment_method_id)

        outcome = self.outcome

        replaced_id: None | str
        if isinstance(self.replaced_id, UUID):
            replaced_id = str(self.replaced_id)
        else:
            replaced_id = self.replaced_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "payment_method_id": payment_method_id,
                "outcome": outcome,
                "replaced_id": replaced_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        payment_method_id = UUID(d.pop("payment_method_id"))

        outcome = d.pop("outcome")

        def _parse_replaced_id(data: object) -> None | UUID:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                replaced_id_type_0 = UUID(data)

                return replaced_id_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | UUID, data)

        replaced_id = _parse_replaced_id(d.pop("replaced_id"))

        payment_simulation_created_data = cls(
            payment_method_id=payment_method_id,
            outcome=outcome,
            replaced_id=replaced_id,
        )

        payment_simulation_created_data.additional_properties = d
        return payment_simulation_created_data

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
