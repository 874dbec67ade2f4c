from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from uuid import UUID

if TYPE_CHECKING:
    from ..models.evaluation_out_inputs import EvaluationOutInputs
    from ..models.step_out import StepOut


T = TypeVar("T", bound="EvaluationOut")


@_attrs_define
class EvaluationOut:
    """
    Attributes:
        formula_id (UUID):
        version (int):
        type_ (str):
        result (bool | int | str):
        inputs (EvaluationOutInputs): The values used: inputs, defaults and cost.
        steps (list[StepOut]): Each intermediate value, in evaluation order.
    """

    formula_id: UUID
    version: int
    type_: str
    result: bool | int | str
    inputs: EvaluationOutInputs
    steps: list[StepOut]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.evaluation_out_inputs import EvaluationOutInputs  # noqa: PLC0415
        from ..models.step_out import StepOut  # noqa: PLC0415

        formula_id = str(self.formula_id)

        version = self.version

        type_ = self.type_

        result: bool | int | str
        result = self.result

        inputs = self.inputs.to_dict()

        steps = []
        for steps_item_data in self.steps:
            steps_item = steps_item_data.to_dict()
            steps.append(steps_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "formula_id": formula_id,
                "version": version,
                "type": type_,
                "result": result,
                "inputs": inputs,
                "steps": steps,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.evaluation_out_inputs import EvaluationOutInputs  # noqa: PLC0415
        from ..models.step_out import StepOut  # noqa: PLC0415

        d = dict(src_dict)
        formula_id = UUID(d.pop("formula_id"))

        version = d.pop("version")

        type_ = d.pop("type")

        def _parse_result(data: object) -> bool | int | str:
            return cast(bool | int | str, data)

        result = _parse_result(d.pop("result"))

        inputs = EvaluationOutInputs.from_dict(d.pop("inputs"))

        steps = []
        _steps = d.pop("steps")
        for steps_item_data in _steps:
            steps_item = StepOut.from_dict(steps_item_data)

            steps.append(steps_item)

        evaluation_out = cls(
            formula_id=formula_id,
            version=version,
            type_=type_,
            result=result,
            inputs=inputs,
            steps=steps,
        )

        evaluation_out.additional_properties = d
        return evaluation_out

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
