from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from uuid import UUID
import datetime


T = TypeVar("T", bound="TransitionOut")


@_attrs_define
class TransitionOut:
    """
    Attributes:
        id (UUID):
        step_id (UUID):
        from_status (None | str):
        to_status (str):
        reason (None | str):
        actor_id (None | UUID):
        created_at (datetime.datetime):
    """

    id: UUID
    step_id: UUID
    from_status: None | str
    to_status: str
    reason: None | str
    actor_id: None | UUID
    created_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = str(self.id)

        step_id = str(self.step_id)

        from_status: None | str
        from_status = self.from_status

        to_status = self.to_status

        reason: None | str
        reason = self.reason

        actor_id: None | str
        if isinstance(self.actor_id, UUID):
            actor_id = str(self.actor_id)
        else:
            actor_id = self.actor_id

        created_at = self.created_at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "step_id": step_id,
                "from_status": from_status,
                "to_status": to_status,
                "reason": reason,
                "actor_id": actor_id,
                "created_at": created_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = UUID(d.pop("id"))

        step_id = UUID(d.pop("step_id"))

        def _parse_from_status(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        from_status = _parse_from_status(d.pop("from_status"))

        to_status = d.pop("to_status")

        def _parse_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        reason = _parse_reason(d.pop("reason"))

        def _parse_actor_id(data: object) -> None | UUID:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                actor_id_type_0 = UUID(data)

                return actor_id_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | UUID, data)

        actor_id = _parse_actor_id(d.pop("actor_id"))

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        transition_out = cls(
            id=id,
            step_id=step_id,
            from_status=from_status,
            to_status=to_status,
            reason=reason,
            actor_id=actor_id,
            created_at=created_at,
        )

        transition_out.additional_properties = d
        return transition_out

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
