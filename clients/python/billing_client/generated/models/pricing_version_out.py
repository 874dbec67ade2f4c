from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
from uuid import UUID
import datetime

if TYPE_CHECKING:
    from ..models.variable_out import VariableOut


T = TypeVar("T", bound="PricingVersionOut")


@_attrs_define
class PricingVersionOut:
    """
    Attributes:
        formula_id (UUID):
        version (int):
        status (str):
        archived_reason (None | str):
        expression (str):
        variables (list[VariableOut]):
        published_at (datetime.datetime | None):
        archived_at (datetime.datetime | None):
        created_at (datetime.datetime):
        usage_count (int | None | Unset): Present with include=usage_count: how many objects pin the version.
    """

    formula_id: UUID
    version: int
    status: str
    archived_reason: None | str
    expression: str
    variables: list[VariableOut]
    published_at: datetime.datetime | None
    archived_at: datetime.datetime | None
    created_at: datetime.datetime
    usage_count: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.variable_out import VariableOut  # noqa: PLC0415

        formula_id = str(self.formula_id)

        version = self.version

        status = self.status

        archived_reason: None | str
        archived_reason = self.archived_reason

        expression = self.expression

        variables = []
        for variables_item_data in self.variables:
            variables_item = variables_item_data.to_dict()
            variables.append(variables_item)

        published_at: None | str
        if isinstance(self.published_at, datetime.datetime):
            published_at = self.published_at.isoformat()
        else:
            published_at = self.published_at

        archived_at: None | str
        if isinstance(self.archived_at, datetime.datetime):
            archived_at = self.archived_at.isoformat()
        else:
            archived_at = self.archived_at

        created_at = self.created_at.isoformat()

        usage_count: int | None | Unset
        if isinstance(self.usage_count, Unset):
            usage_count = UNSET
        else:
            usage_count = self.usage_count

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "formula_id": formula_id,
                "version": version,
                "status": status,
                "archived_reason": archived_reason,
                "expression": expression,
                "variables": variables,
                "published_at": published_at,
                "archived_at": archived_at,
                "created_at": created_at,
            }
        )
        if usage_count is not UNSET:
            field_dict["usage_count"] = usage_count

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.variable_out import VariableOut  # noqa: PLC0415

        d = dict(src_dict)
        formula_id = UUID(d.pop("formula_id"))

        version = d.pop("version")

        status = d.pop("status")

        def _parse_archived_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        archived_reason = _parse_archived_reason(d.pop("archived_reason"))

        expression = d.pop("expression")

        variables = []
        _variables = d.pop("variables")
        for variables_item_data in _variables:
            variables_item = VariableOut.from_dict(variables_item_data)

            variables.append(variables_item)

        def _parse_published_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                published_at_type_0 = datetime.datetime.fromisoformat(data)

                return published_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        published_at = _parse_published_at(d.pop("published_at"))

        def _parse_archived_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                archived_at_type_0 = datetime.datetime.fromisoformat(data)

                return archived_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        archived_at = _parse_archived_at(d.pop("archived_at"))

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        def _parse_usage_count(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        usage_count = _parse_usage_count(d.pop("usage_count", UNSET))

        pricing_version_out = cls(
            formula_id=formula_id,
            version=version,
            status=status,
            archived_reason=archived_reason,
            expression=expression,
            variables=variables,
            published_at=published_at,
            archived_at=archived_at,
            created_at=created_at,
            usage_count=usage_count,
        )

        pricing_version_out.additional_properties = d
        return pricing_version_out

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
