from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
from uuid import UUID


T = TypeVar("T", bound="PaymentAttemptCreate")


@_attrs_define
class PaymentAttemptCreate:
    """
    Attributes:
        payment_method_id (None | Unset | UUID):
    """

    payment_method_id: None | Unset | UUID = UNSET

    def to_dict(self) -> dict[str, Any]:
        payment_method_id: None | str | Unset
        if isinstance(self.payment_method_id, Unset):
            payment_method_id = UNSET
        elif isinstance(self.payment_method_id, UUID):
            payment_method_id = str(self.payment_method_id)
        else:
            payment_method_id = self.payment_method_id

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if payment_method_id is not UNSET:
            field_dict["payment_method_id"] = payment_method_id

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_payment_method_id(data: object) -> None | Unset | UUID:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                payment_method_id_type_0 = UUID(data)

                return payment_method_id_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Unset | UUID, data)

        payment_method_id = _parse_payment_method_id(d.pop("payment_method_id", UNSET))

        payment_attempt_create = cls(
            payment_method_id=payment_method_id,
        )

        return payment_attempt_create
