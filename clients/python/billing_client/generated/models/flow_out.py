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
    from ..models.edge_out import EdgeOut
    from ..models.flow_step_out import FlowStepOut


T = TypeVar("T", bound="FlowOut")


@_attrs_define
class FlowOut:
    """
    Attributes:
        id (UUID):
        name (str):
        description (None | str):
        priority (int):
        failure_policy (str):
        target_binding (str):
        trigger_local (None | str):
        trigger_tz (None | str):
        trigger_at (datetime.datetime | None):
        status (str):
        lock_version (int):
        steps (list[FlowStepOut]):
        edges (list[EdgeOut]):
        created_by (None | UUID):
        activated_by (None | UUID):
        activated_at (datetime.datetime | None):
        started_at (datetime.datetime | None):
        finished_at (datetime.datetime | None):
        created_at (datetime.datetime):
        updated_at (datetime.datetime):
    """

    id: UUID
    name: str
    description: None | str
    priority: int
    failure_policy: str
    target_binding: str
    trigger_local: None | str
    trigger_tz: None | str
    trigger_at: datetime.datetime | None
    status: str
    lock_version: int
    steps: list[FlowStepOut]
    edges: list[EdgeOut]
    created_by: None | UUID
    activated_by: None | UUID
    activated_at: datetime.datetime | None
    started_at: datetime.datetime | None
    finished_at: datetime.datetime | None
    created_at: datetime.datetime
    updated_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.edge_out import EdgeOut  # noqa: PLC0415
        from ..models.flow_step_out import FlowStepOut  # noqa: PLC0415

        id = str(self.id)

        name = self.name

        description: None | str
        description = self.description

        priority = self.priority

        failure_policy = self.failure_policy

        target_binding = self.target_binding

        trigger_local: None | str
        trigger_local = self.trigger_local

        trigger_tz: None | str
        trigger_tz = self.trigger_tz

        trigger_at: None | str
        if isinstance(self.trigger_at, datetime.datetime):
            trigger_at = self.trigger_at.isoformat()
        else:
            trigger_at = self.trigger_at

        status = self.status

        lock_version = self.lock_version

        steps = []
        for steps_item_data in self.steps:
            steps_item = steps_item_data.to_dict()
            steps.append(steps_item)

        edges = []
        for edges_item_data in self.edges:
            edges_item = edges_item_data.to_dict()
            edges.append(edges_item)

        created_by: None | str
        if isinstance(self.created_by, UUID):
            created_by = str(self.created_by)
        else:
            created_by = self.created_by

        activated_by: None | str
        if isinstance(self.activated_by, UUID):
            activated_by = str(self.activated_by)
        else:
            activated_by = self.activated_by

        activated_at: None | str
        if isinstance(self.activated_at, datetime.datetime):
            activated_at = self.activated_at.isoformat()
        else:
            activated_at = self.activated_at

        started_at: None | str
        if isinstance(self.started_at, datetime.datetime):
            started_at = self.started_at.isoformat()
        else:
            started_at = self.started_at

        finished_at: None | str
        if isinstance(self.finished_at, datetime.datetime):
            finished_at = self.finished_at.isoformat()
        else:
            finished_at = self.finished_at

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "name": name,
                "description": description,
                "priority": priority,
                "failure_policy": failure_policy,
                "target_binding": target_binding,
                "trigger_local": trigger_local,
                "trigger_tz": trigger_tz,
                "trigger_at": trigger_at,
                "status": status,
                "lock_version": lock_version,
                "steps": steps,
                "edges": edges,
                "created_by": created_by,
                "activated_by": activated_by,
                "activated_at": activated_at,
                "started_at": started_at,
                "finished_at": finished_at,
                "created_at": created_at,
                "updated_at": updated_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.edge_out import EdgeOut  # noqa: PLC0415
        from ..models.flow_step_out import FlowStepOut  # noqa: PLC0415

        d = dict(src_dict)
        id = UUID(d.pop("id"))

        name = d.pop("name")

        def _parse_description(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        description = _parse_description(d.pop("description"))

        priority = d.pop("priority")

        failure_policy = d.pop("failure_policy")

        target_binding = d.pop("target_binding")

        def _parse_trigger_local(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        trigger_local = _parse_trigger_local(d.pop("trigger_local"))

        def _parse_trigger_tz(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        trigger_tz = _parse_trigger_tz(d.pop("trigger_tz"))

        def _parse_trigger_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                trigger_at_type_0 = datetime.datetime.fromisoformat(data)

                return trigger_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        trigger_at = _parse_trigger_at(d.pop("trigger_at"))

        status = d.pop("status")

        lock_version = d.pop("lock_version")

        steps = []
        _steps = d.pop("steps")
        for steps_item_data in _steps:
            steps_item = FlowStepOut.from_dict(steps_item_data)

            steps.append(steps_item)

        edges = []
        _edges = d.pop("edges")
        for edges_item_data in _edges:
            edges_item = EdgeOut.from_dict(edges_item_data)

            edges.append(edges_item)

        def _parse_created_by(data: object) -> None | UUID:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                created_by_type_0 = UUID(data)

                return created_by_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | UUID, data)

        created_by = _parse_created_by(d.pop("created_by"))

        def _parse_activated_by(data: object) -> None | UUID:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                activated_by_type_0 = UUID(data)

                return activated_by_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | UUID, data)

        activated_by = _parse_activated_by(d.pop("activated_by"))

        def _parse_activated_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                activated_at_type_0 = datetime.datetime.fromisoformat(data)

                return activated_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        activated_at = _parse_activated_at(d.pop("activated_at"))

        def _parse_started_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                started_at_type_0 = datetime.datetime.fromisoformat(data)

                return started_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        started_at = _parse_started_at(d.pop("started_at"))

        def _parse_finished_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                finished_at_type_0 = datetime.datetime.fromisoformat(data)

                return finished_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        finished_at = _parse_finished_at(d.pop("finished_at"))

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))

        flow_out = cls(
            id=id,
            name=name,
            description=description,
            priority=priority,
            failure_policy=failure_policy,
            target_binding=target_binding,
            trigger_local=trigger_local,
            trigger_tz=trigger_tz,
            trigger_at=trigger_at,
            status=status,
            lock_version=lock_version,
            steps=steps,
            edges=edges,
            created_by=created_by,
            activated_by=activated_by,
            activated_at=activated_at,
            started_at=started_at,
            finished_at=finished_at,
            created_at=created_at,
            updated_at=updated_at,
        )

        flow_out.additional_properties = d
        return flow_out

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
