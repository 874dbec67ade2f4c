from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.enrollment_out_outcome import check_enrollment_out_outcome
from ..models.enrollment_out_outcome import EnrollmentOutOutcome
from typing import cast
from uuid import UUID


T = TypeVar("T", bound="EnrollmentOut")


@_attrs_define
class EnrollmentOut:
    """
    Attributes:
        customer_id (UUID):
        outcome (EnrollmentOutOutcome):
        redemption_id (None | UUID):
        detail (None | str):
    """

    customer_id: UUID
    outcome: EnrollmentOutOutcome
    redemption_id: None | UUID
    detail: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        customer_id = str(self.customer_id)

        outcome: str = self.outcome

        redemption_id: None | str
        if isinstance(self.redemption_id, UUID):
            redemption_id = str(self.redemption_id)
        else:
            redemption_id = self.redemption_id

        detail: None | str
        detail = self.detail

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "customer_id": customer_id,
                "outcome": outcome,
                "redemption_id": redemption_id,
                "detail": detail,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        customer_id = UUID(d.pop("customer_id"))

        outcome = check_enrollment_out_outcome(d.pop("outcome"))

        def _parse_redemption_id(data: object) -> None | UUID:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                redemption_id_type_0 = UUID(data)

                return redemption_id_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | UUID, data)

        redemption_id = _parse_redemption_id(d.pop("redemption_id"))

        def _parse_detail(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        detail = _parse_detail(d.pop("detail"))

        enrollment_out = cls(
            customer_id=customer_id,
            outcome=outcome,
            redemption_id=redemption_id,
            detail=detail,
        )

        enrollment_out.additional_properties = d
        return enrollment_out

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
