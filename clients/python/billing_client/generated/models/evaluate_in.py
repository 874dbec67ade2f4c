from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
    from ..models.evaluate_in_variables import EvaluateInVariables


T = TypeVar("T", bound="EvaluateIn")


@_attrs_define
class EvaluateIn:
    """
    Attributes:
        variables (EvaluateInVariables | Unset): Values by variable name; omitted ones take defaults.
        cost (None | str | Unset): The tier's cost basis.
        version (int | None | Unset): The version to evaluate (a draft too); default: the live one.
    """

    variables: EvaluateInVariables | Unset = UNSET
    cost: None | str | Unset = UNSET
    version: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.evaluate_in_variables import EvaluateInVariables  # noqa: PLC0415

        variables: dict[str, Any] | Unset = UNSET
        if not isinstance(self.variables, Unset):
            variables = self.variables.to_dict()

        cost: None | str | Unset
        if isinstance(self.cost, Unset):
            cost = UNSET
        else:
            cost = self.cost

        version: int | None | Unset
        if isinstance(self.version, Unset):
            version = UNSET
        else:
            version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if variables is not UNSET:
            field_dict["variables"] = variables
        if cost is not UNSET:
            field_dict["cost"] = cost
        if version is not UNSET:
            field_dict["version"] = version

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.evaluate_in_variables import EvaluateInVariables  # noqa: PLC0415

        d = dict(src_dict)
        _variables = d.pop("variables", UNSET)
        variables: EvaluateInVariables | Unset
        if isinstance(_variables, Unset):
            variables = UNSET
        else:
            variables = EvaluateInVariables.from_dict(_variables)

        def _parse_cost(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        cost = _parse_cost(d.pop("cost", UNSET))

        def _parse_version(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        version = _parse_version(d.pop("version", UNSET))

        evaluate_in = cls(
            variables=variables,
            cost=cost,
            version=version,
        )

        return evaluate_in
