from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from uuid import UUID
import datetime

if TYPE_CHECKING:
    from ..models.result_out_outcome import ResultOutOutcome


T = TypeVar("T", bound="ResultOut")


@_attrs_define
class ResultOut:
    """
    Attributes:
        id (UUID):
        step_id (UUID):
        subscription_id (UUID):
        customer_id (UUID):
        status (str):
        attempts (int):
        detail (None | str):
        outcome (ResultOutOutcome):
        applied_at (datetime.datetime | None):
        created_at (datetime.datetime):
        updated_at (datetime.datetime):
    """

    id: UUID
    step_id: UUID
    subscription_id: UUID
    customer_id: UUID
    status: str
    attempts: int
    detail: None | str
    outcome: ResultOutOutcome
    applied_at: datetime.datetime | None
    created_at: datetime.datetime
    updated_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.result_out_outcome import ResultOutOutcome  # noqa: PLC0415

        id = str(self.id)

        step_id = str(self.step_id)

        subscription_id = str(self.subscription_id)

        customer_id = str(self.customer_id)

        status = self.status

        attempts = self.attempts

        detail: None | str
        detail = self.detail

        outcome = self.outcome.to_dict()

        applied_at: None | str
        if isinstance(self.applied_at, datetime.datetime):
            applied_at = self.applied_at.isoformat()
        else:
            applied_at = self.applied_at

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "step_id": step_id,
                "subscription_id": subscription_id,
                "customer_id": customer_id,
                "status": status,
                "attempts": attempts,
                "detail": detail,
                "outcome": outcome,
                "applied_at": applied_at,
                "created_at": created_at,
                "updated_at": updated_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.result_out_outcome import ResultOutOutcome  # noqa: PLC0415

        d = dict(src_dict)
        id = UUID(d.pop("id"))

        step_id = UUID(d.pop("step_id"))

        subscription_id = UUID(d.pop("subscription_id"))

        customer_id = UUID(d.pop("customer_id"))

        status = d.pop("status")

        attempts = d.pop("attempts")

        def _parse_detail(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        detail = _parse_detail(d.pop("detail"))

        outcome = ResultOutOutcome.from_dict(d.pop("outcome"))

        def _parse_applied_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                applied_at_type_0 = datetime.datetime.fromisoformat(data)

                return applied_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        applied_at = _parse_applied_at(d.pop("applied_at"))

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))

        result_out = cls(
            id=id,
            step_id=step_id,
            subscription_id=subscription_id,
            customer_id=customer_id,
            status=status,
            attempts=attempts,
            detail=detail,
            outcome=outcome,
            applied_at=applied_at,
            created_at=created_at,
            updated_at=updated_at,
        )

        result_out.additional_properties = d
        return result_out

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
