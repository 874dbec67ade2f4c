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
    from ..models.flow_step_out_config import FlowStepOutConfig
    from ..models.result_counts import ResultCounts


T = TypeVar("T", bound="FlowStepOut")


@_attrs_define
class FlowStepOut:
    """
    Attributes:
        id (UUID):
        key (str):
        kind (str):
        name (str):
        config (FlowStepOutConfig):
        status (str):
        position (int):
        depends_on (list[str]):
        wait_until (datetime.datetime | None):
        started_at (datetime.datetime | None):
        finished_at (datetime.datetime | None):
        results (None | ResultCounts): Fan-out results by status (bulk steps).
    """

    id: UUID
    key: str
    kind: str
    name: str
    config: FlowStepOutConfig
    status: str
    position: int
    depends_on: list[str]
    wait_until: datetime.datetime | None
    started_at: datetime.datetime | None
    finished_at: datetime.datetime | None
    results: None | ResultCounts
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.flow_step_out_config import FlowStepOutConfig  # noqa: PLC0415
        from ..models.result_counts import ResultCounts  # noqa: PLC0415

        id = str(self.id)

        key = self.key

        kind = self.kind

        name = self.name

        config = self.config.to_dict()

        status = self.status

        position = self.position

        depends_on = self.depends_on

        wait_until: None | str
        if isinstance(self.wait_until, datetime.datetime):
            wait_until = self.wait_until.isoformat()
        else:
            wait_until = self.wait_until

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

        results: dict[str, Any] | None
        if isinstance(self.results, ResultCounts):
            results = self.results.to_dict()
        else:
            results = self.results

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "key": key,
                "kind": kind,
                "name": name,
                "config": config,
                "status": status,
                "position": position,
                "depends_on": depends_on,
                "wait_until": wait_until,
                "started_at": started_at,
                "finished_at": finished_at,
                "results": results,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.flow_step_out_config import FlowStepOutConfig  # noqa: PLC0415
        from ..models.result_counts import ResultCounts  # noqa: PLC0415

        d = dict(src_dict)
        id = UUID(d.pop("id"))

        key = d.pop("key")

        kind = d.pop("kind")

        name = d.pop("name")

        config = FlowStepOutConfig.from_dict(d.pop("config"))

        status = d.pop("status")

        position = d.pop("position")

        depends_on = cast(list[str], d.pop("depends_on"))

        def _parse_wait_until(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                wait_until_type_0 = datetime.datetime.fromisoformat(data)

                return wait_until_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        wait_until = _parse_wait_until(d.pop("wait_until"))

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

        def _parse_results(data: object) -> None | ResultCounts:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                results_type_0 = ResultCounts.from_dict(data)

                return results_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ResultCounts, data)

        results = _parse_results(d.pop("results"))

        flow_step_out = cls(
            id=id,
            key=key,
            kind=kind,
            name=name,
            config=config,
            status=status,
            position=position,
            depends_on=depends_on,
            wait_until=wait_until,
            started_at=started_at,
            finished_at=finished_at,
            results=results,
        )

        flow_step_out.additional_properties = d
        return flow_step_out

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
