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
    from ..models.attempt_out import AttemptOut


T = TypeVar("T", bound="DeliveryOut")


@_attrs_define
class DeliveryOut:
    """
    Attributes:
        id (UUID):
        endpoint_id (UUID):
        event_id (UUID):
        event_type (str):
        replay_of_id (None | UUID):
        status (str): pending, succeeded or failed (gave up after 3 days)
        attempts (int):
        next_attempt_at (datetime.datetime | None):
        last_status_code (int | None):
        last_latency_ms (int | None):
        last_error (None | str):
        attempt_log (list[AttemptOut]):
        created_at (datetime.datetime):
    """

    id: UUID
    endpoint_id: UUID
    event_id: UUID
    event_type: str
    replay_of_id: None | UUID
    status: str
    attempts: int
    next_attempt_at: datetime.datetime | None
    last_status_code: int | None
    last_latency_ms: int | None
    last_error: None | str
    attempt_log: list[AttemptOut]
    created_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.attempt_out import AttemptOut  # noqa: PLC0415

        id = str(self.id)

        endpoint_id = str(self.endpoint_id)

        event_id = str(self.event_id)

        event_type = self.event_type

        replay_of_id: None | str
        if isinstance(self.replay_of_id, UUID):
            replay_of_id = str(self.replay_of_id)
        else:
            replay_of_id = self.replay_of_id

        status = self.status

        attempts = self.attempts

        next_attempt_at: None | str
        if isinstance(self.next_attempt_at, datetime.datetime):
            next_attempt_at = self.next_attempt_at.isoformat()
        else:
            next_attempt_at = self.next_attempt_at

        last_status_code: int | None
        last_status_code = self.last_status_code

        last_latency_ms: int | None
        last_latency_ms = self.last_latency_ms

        last_error: None | str
        last_error = self.last_error

        attempt_log = []
        for attempt_log_item_data in self.attempt_log:
            attempt_log_item = attempt_log_item_data.to_dict()
            attempt_log.append(attempt_log_item)

        created_at = self.created_at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "endpoint_id": endpoint_id,
                "event_id": event_id,
                "event_type": event_type,
                "replay_of_id": replay_of_id,
                "status": status,
                "attempts": attempts,
                "next_attempt_at": next_attempt_at,
                "last_status_code": last_status_code,
                "last_latency_ms": last_latency_ms,
                "last_error": last_error,
                "attempt_log": attempt_log,
                "created_at": created_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.attempt_out import AttemptOut  # noqa: PLC0415

        d = dict(src_dict)
        id = UUID(d.pop("id"))

        endpoint_id = UUID(d.pop("endpoint_id"))

        event_id = UUID(d.pop("event_id"))

        event_type = d.pop("event_type")

        def _parse_replay_of_id(data: object) -> None | UUID:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                replay_of_id_type_0 = UUID(data)

                return replay_of_id_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | UUID, data)

        replay_of_id = _parse_replay_of_id(d.pop("replay_of_id"))

        status = d.pop("status")

        attempts = d.pop("attempts")

        def _parse_next_attempt_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                next_attempt_at_type_0 = datetime.datetime.fromisoformat(data)

                return next_attempt_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        next_attempt_at = _parse_next_attempt_at(d.pop("next_attempt_at"))

        def _parse_last_status_code(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        last_status_code = _parse_last_status_code(d.pop("last_status_code"))

        def _parse_last_latency_ms(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        last_latency_ms = _parse_last_latency_ms(d.pop("last_latency_ms"))

        def _parse_last_error(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        last_error = _parse_last_error(d.pop("last_error"))

        attempt_log = []
        _attempt_log = d.pop("attempt_log")
        for attempt_log_item_data in _attempt_log:
            attempt_log_item = AttemptOut.from_dict(attempt_log_item_data)

            attempt_log.append(attempt_log_item)

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        delivery_out = cls(
            id=id,
            endpoint_id=endpoint_id,
            event_id=event_id,
            event_type=event_type,
            replay_of_id=replay_of_id,
            status=status,
            attempts=attempts,
            next_attempt_at=next_attempt_at,
            last_status_code=last_status_code,
            last_latency_ms=last_latency_ms,
            last_error=last_error,
            attempt_log=attempt_log,
            created_at=created_at,
        )

        delivery_out.additional_properties = d
        return delivery_out

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
