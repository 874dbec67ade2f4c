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
    from ..models.rate_table_version_out import RateTableVersionOut


T = TypeVar("T", bound="RateTableOut")


@_attrs_define
class RateTableOut:
    """
    Attributes:
        id (UUID):
        name (str):
        currency (str):
        latest_version (int):
        active_version (None | RateTableVersionOut): The version in force now (null before version 1 takes effect).
        versions (list[RateTableVersionOut]): Every version, oldest first.
        created_at (datetime.datetime):
        updated_at (datetime.datetime):
    """

    id: UUID
    name: str
    currency: str
    latest_version: int
    active_version: None | RateTableVersionOut
    versions: list[RateTableVersionOut]
    created_at: datetime.datetime
    updated_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.rate_table_version_out import RateTableVersionOut  # noqa: PLC0415

        id = str(self.id)

        name = self.name

        currency = self.currency

        latest_version = self.latest_version

        active_version: dict[str, Any] | None
        if isinstance(self.active_version, RateTableVersionOut):
            active_version = self.active_version.to_dict()
        else:
            active_version = self.active_version

        versions = []
        for versions_item_data in self.versions:
            versions_item = versions_item_data.to_dict()
            versions.append(versions_item)

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "name": name,
                "currency": currency,
                "latest_version": latest_version,
                "active_version": active_version,
                "versions": versions,
                "created_at": created_at,
                "updated_at": updated_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.rate_table_version_out import RateTableVersionOut  # noqa: PLC0415

        d = dict(src_dict)
        id = UUID(d.pop("id"))

        name = d.pop("name")

        currency = d.pop("currency")

        latest_version = d.pop("latest_version")

        def _parse_active_version(data: object) -> None | RateTableVersionOut:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                active_version_type_0 = RateTableVersionOut.from_dict(data)

                return active_version_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RateTableVersionOut, data)

        active_version = _parse_active_version(d.pop("active_version"))

        versions = []
        _versions = d.pop("versions")
        for versions_item_data in _versions:
            versions_item = RateTableVersionOut.from_dict(versions_item_data)

            versions.append(versions_item)

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))

        rate_table_out = cls(
            id=id,
            name=name,
            currency=currency,
            latest_version=latest_version,
            active_version=active_version,
            versions=versions,
            created_at=created_at,
            updated_at=updated_at,
        )

        rate_table_out.additional_properties = d
        return rate_table_out

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
