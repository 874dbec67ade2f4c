from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.flow_create_failure_policy_type_0 import check_flow_create_failure_policy_type_0
from ..models.flow_create_failure_policy_type_0 import FlowCreateFailurePolicyType0
from ..models.flow_create_target_binding_type_0 import check_flow_create_target_binding_type_0
from ..models.flow_create_target_binding_type_0 import FlowCreateTargetBindingType0
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
    from ..models.bulk_step import BulkStep
    from ..models.edge_in import EdgeIn
    from ..models.gate_step import GateStep
    from ..models.notify_step import NotifyStep
    from ..models.wait_step import WaitStep


T = TypeVar("T", bound="FlowCreate")


@_attrs_define
class FlowCreate:
    """
    Attributes:
        name (str):
        description (None | str | Unset):
        priority (int | None | Unset):
        failure_policy (FlowCreateFailurePolicyType0 | None | Unset):
        target_binding (FlowCreateTargetBindingType0 | None | Unset):
        trigger_local (None | str | Unset):
        trigger_tz (None | str | Unset):
        steps (list[BulkStep | GateStep | NotifyStep | WaitStep] | None | Unset):
        edges (list[EdgeIn] | None | Unset):
    """

    name: str
    description: None | str | Unset = UNSET
    priority: int | None | Unset = UNSET
    failure_policy: FlowCreateFailurePolicyType0 | None | Unset = UNSET
    target_binding: FlowCreateTargetBindingType0 | None | Unset = UNSET
    trigger_local: None | str | Unset = UNSET
    trigger_tz: None | str | Unset = UNSET
    steps: list[BulkStep | GateStep | NotifyStep | WaitStep] | None | Unset = UNSET
    edges: list[EdgeIn] | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.bulk_step import BulkStep  # noqa: PLC0415
        from ..models.edge_in import EdgeIn  # noqa: PLC0415
        from ..models.gate_step import GateStep  # noqa: PLC0415
        from ..models.notify_step import NotifyStep  # noqa: PLC0415
        from ..models.wait_step import WaitStep  # noqa: PLC0415

        name = self.name

        description: None | str | Unset
        if isinstance(self.description, Unset):
            description = UNSET
        else:
            description = self.description

        priority: int | None | Unset
        if isinstance(self.priority, Unset):
            priority = UNSET
        else:
            priority = self.priority

        failure_policy: None | str | Unset
        if isinstance(self.failure_policy, Unset):
            failure_policy = UNSET
        elif isinstance(self.failure_policy, str):
            failure_policy = self.failure_policy
        else:
            failure_policy = self.failure_policy

        target_binding: None | str | Unset
        if isinstance(self.target_binding, Unset):
            target_binding = UNSET
        elif isinstance(self.target_binding, str):
            target_binding = self.target_binding
        else:
            target_binding = self.target_binding

        trigger_local: None | str | Unset
        if isinstance(self.trigger_local, Unset):
            trigger_local = UNSET
        else:
            trigger_local = self.trigger_local

        trigger_tz: None | str | Unset
        if isinstance(self.trigger_tz, Unset):
            trigger_tz = UNSET
        else:
            trigger_tz = self.trigger_tz

        steps: list[dict[str, Any]] | None | Unset
        if isinstance(self.steps, Unset):
            steps = UNSET
        elif isinstance(self.steps, list):
            steps = []
            for steps_type_0_item_data in self.steps:
                steps_type_0_item: dict[str, Any]
                if isinstance(steps_type_0_item_data, GateStep):
                    steps_type_0_item = steps_type_0_item_data.to_dict()
                elif isinstance(steps_type_0_item_data, BulkStep):
                    steps_type_0_item = steps_type_0_item_data.to_dict()
                elif isinstance(steps_type_0_item_data, WaitStep):
                    steps_type_0_item = steps_type_0_item_data.to_dict()
                else:
                    steps_type_0_item = steps_type_0_item_data.to_dict()

                steps.append(steps_type_0_item)

        else:
            steps = self.steps

        edges: list[dict[str, Any]] | None | Unset
        if isinstance(self.edges, Unset):
            edges = UNSET
        elif isinstance(self.edges, list):
            edges = []
            for edges_type_0_item_data in self.edges:
                edges_type_0_item = edges_type_0_item_data.to_dict()
                edges.append(edges_type_0_item)

        else:
            edges = self.edges

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
            }
        )
        if description is not UNSET:
            field_dict["description"] = description
        if priority is not UNSET:
            field_dict["priority"] = priority
        if failure_policy is not UNSET:
            field_dict["failure_policy"] = failure_policy
        if target_binding is not UNSET:
            field_dict["target_binding"] = target_binding
        if trigger_local is not UNSET:
            field_dict["trigger_local"] = trigger_local
        if trigger_tz is not UNSET:
            field_dict["trigger_tz"] = trigger_tz
        if steps is not UNSET:
            field_dict["steps"] = steps
        if edges is not UNSET:
            field_dict["edges"] = edges

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.bulk_step import BulkStep  # noqa: PLC0415
        from ..models.edge_in import EdgeIn  # noqa: PLC0415
        from ..models.gate_step import GateStep  # noqa: PLC0415
        from ..models.notify_step import NotifyStep  # noqa: PLC0415
        from ..models.wait_step import WaitStep  # noqa: PLC0415

        d = dict(src_dict)
        name = d.pop("name")

        def _parse_description(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        description = _parse_description(d.pop("description", UNSET))

        def _parse_priority(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        priority = _parse_priority(d.pop("priority", UNSET))

        def _parse_failure_policy(data: object) -> FlowCreateFailurePolicyType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                failure_policy_type_0 = check_flow_create_failure_policy_type_0(data)

                return failure_policy_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FlowCreateFailurePolicyType0 | None | Unset, data)

        failure_policy = _parse_failure_policy(d.pop("failure_policy", UNSET))

        def _parse_target_binding(data: object) -> FlowCreateTargetBindingType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                target_binding_type_0 = check_flow_create_target_binding_type_0(data)

                return target_binding_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FlowCreateTargetBindingType0 | None | Unset, data)

        target_binding = _parse_target_binding(d.pop("target_binding", UNSET))

        def _parse_trigger_local(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        trigger_local = _parse_trigger_local(d.pop("trigger_local", UNSET))

        def _parse_trigger_tz(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        trigger_tz = _parse_trigger_tz(d.pop("trigger_tz", UNSET))

        def _parse_steps(
            data: object,
        ) -> list[BulkStep | GateStep | NotifyStep | WaitStep] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                steps_type_0 = []
                _steps_type_0 = data
                for steps_type_0_item_data in _steps_type_0:

                    def _parse_steps_type_0_item(
                        data: object,
                    ) -> BulkStep | GateStep | NotifyStep | WaitStep:
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            steps_type_0_item_type_0 = GateStep.from_dict(data)

                            return steps_type_0_item_type_0
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            steps_type_0_item_type_1 = BulkStep.from_dict(data)

                            return steps_type_0_item_type_1
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            steps_type_0_item_type_2 = WaitStep.from_dict(data)

                            return steps_type_0_item_type_2
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        if not isinstance(data, dict):
                            raise TypeError()
                        steps_type_0_item_type_3 = NotifyStep.from_dict(data)

                        return steps_type_0_item_type_3

                    steps_type_0_item = _parse_steps_type_0_item(steps_type_0_item_data)

                    steps_type_0.append(steps_type_0_item)

                return steps_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[BulkStep | GateStep | NotifyStep | WaitStep] | None | Unset, data)

        steps = _parse_steps(d.pop("steps", UNSET))

        def _parse_edges(data: object) -> list[EdgeIn] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                edges_type_0 = []
                _edges_type_0 = data
                for edges_type_0_item_data in _edges_type_0:
                    edges_type_0_item = EdgeIn.from_dict(edges_type_0_item_data)

                    edges_type_0.append(edges_type_0_item)

                return edges_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[EdgeIn] | None | Unset, data)

        edges = _parse_edges(d.pop("edges", UNSET))

        flow_create = cls(
            name=name,
            description=description,
            priority=priority,
            failure_policy=failure_policy,
            target_binding=target_binding,
            trigger_local=trigger_local,
            trigger_tz=trigger_tz,
            steps=steps,
            edges=edges,
        )

        return flow_create
