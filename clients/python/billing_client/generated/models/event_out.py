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
    from ..models.event_out_data import EventOutData


T = TypeVar("T", bound="EventOut")


@_attrs_define
class EventOut:
    """An outbox event: what changed (`type`), on which resource, and its payload.

    Attributes:
        id (UUID):
        type_ (str):
        resource_type (None | str):
        resource_id (None | str):
        data (EventOutData):
        created_at (datetime.datetime):
    """

    id: UUID
    type_: str
    resource_type: None | str
    resource_id: None | str
    data: EventOutData
    created_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.event_out_data import EventOutData  # noqa: PLC0415

        id = str(self.id)

        type_ = self.type_

        resource_type: None | str
        resource_type = self.resource_type

        resource_id: None | str
        resource_id = self.resource_id

        data = self.data.to_dict()

        created_at = self.created_at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "type": type_,
                "resource_type": resource_type,
                "resource_id": resource_id,
                "data": data,
                "created_at": created_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.event_out_data import EventOutData  # noqa: PLC0415

        d = dict(src_dict)
        id = UUID(d.pop("id"))

        type_ = d.pop("type")

        def _parse_resource_type(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        resource_type = _parse_resource_type(d.pop("resource_type"))

        def _parse_resource_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        resource_id = _parse_resource_id(d.pop("resource_id"))

        data = EventOutData.from_dict(d.pop("data"))

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        event_out = cls(
            id=id,
            type_=type_,
            resource_type=resource_type,
            resource_id=resource_id,
            data=data,
            created_at=created_at,
        )

        event_out.additional_properties = d
        return event_out

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
