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
    from ..models.variable_out import VariableOut


T = TypeVar("T", bound="PriceFormulaOut")


@_attrs_define
class PriceFormulaOut:
    """
    Attributes:
        id (UUID):
        name (str):
        expression (str): The live version's expression.
        variables (list[VariableOut]):
        version (int): The newest version's number; send it as expected_version.
        live_version (int): The published version in force.
        draft_version (int | None): A draft newer than the live version, if any.
        created_at (datetime.datetime):
        updated_at (datetime.datetime):
    """

    id: UUID
    name: str
    expression: str
    variables: list[VariableOut]
    version: int
    live_version: int
    draft_version: int | None
    created_at: datetime.datetime
    updated_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.variable_out import VariableOut  # noqa: PLC0415

        id = str(self.id)

        name = self.name

        expression = self.expression

        variables = []
        for variables_item_data in self.variables:
            variables_item = variables_item_data.to_dict()
            variables.append(variables_item)

        version = self.version

        live_version = self.live_version

        draft_version: int | None
        draft_version = self.draft_version

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "name": name,
                "expression": expression,
                "variables": variables,
                "version": version,
                "live_version": live_version,
                "draft_version": draft_version,
                "created_at": created_at,
                "updated_at": updated_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.variable_out import VariableOut  # noqa: PLC0415

        d = dict(src_dict)
        id = UUID(d.pop("id"))

        name = d.pop("name")

        expression = d.pop("expression")

        variables = []
        _variables = d.pop("variables")
        for variables_item_data in _variables:
            variables_item = VariableOut.from_dict(variables_item_data)

            variables.append(variables_item)

        version = d.pop("version")

        live_version = d.pop("live_version")

        def _parse_draft_version(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        draft_version = _parse_draft_version(d.pop("draft_version"))

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))

        price_formula_out = cls(
            id=id,
            name=name,
            expression=expression,
            variables=variables,
            version=version,
            live_version=live_version,
            draft_version=draft_version,
            created_at=created_at,
            updated_at=updated_at,
        )

        price_formula_out.additional_properties = d
        return price_formula_out

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
