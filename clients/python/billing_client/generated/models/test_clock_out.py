from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.test_clock_out_status import check_test_clock_out_status
from ..models.test_clock_out_status import TestClockOutStatus
from typing import cast
from uuid import UUID
import datetime


T = TypeVar("T", bound="TestClockOut")


@_attrs_define
class TestClockOut:
    """
    Attributes:
        id (UUID):
        workspace_id (UUID):
        name (str):
        frozen_at (datetime.datetime):
        status (TestClockOutStatus):
        advancing_to (datetime.datetime | None):
        created_at (datetime.datetime):
        updated_at (datetime.datetime):
    """

    id: UUID
    workspace_id: UUID
    name: str
    frozen_at: datetime.datetime
    status: TestClockOutStatus
    advancing_to: datetime.datetime | None
    created_at: datetime.datetime
    updated_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = str(self.id)

        workspace_id = str(self.workspace_id)

        name = self.name

        frozen_at = self.frozen_at.isoformat()

        status: str = self.status

        advancing_to: None | str
        if isinstance(self.advancing_to, datetime.datetime):
            advancing_to = self.advancing_to.isoformat()
        else:
            advancing_to = self.advancing_to

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "workspace_id": workspace_id,
                "name": name,
                "frozen_at": frozen_at,
                "status": status,
                "advancing_to": advancing_to,
                "created_at": created_at,
                "updated_at": updated_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = UUID(d.pop("id"))

        workspace_id = UUID(d.pop("workspace_id"))

        name = d.pop("name")

        frozen_at = datetime.datetime.fromisoformat(d.pop("frozen_at"))

        status = check_test_clock_out_status(d.pop("status"))

        def _parse_advancing_to(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                advancing_to_type_0 = datetime.datetime.fromisoformat(data)

                return advancing_to_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        advancing_to = _parse_advancing_to(d.pop("advancing_to"))

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))

        test_clock_out = cls(
            id=id,
            workspace_id=workspace_id,
            name=name,
            frozen_at=frozen_at,
            status=status,
            advancing_to=advancing_to,
            created_at=created_at,
            updated_at=updated_at,
        )

        test_clock_out.additional_properties = d
        return test_clock_out

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
