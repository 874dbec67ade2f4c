from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast
from uuid import UUID
import datetime

if TYPE_CHECKING:
    from ..models.no_data import NoData


T = TypeVar("T", bound="CustomerDeletedMessage")


@_attrs_define
class CustomerDeletedMessage:
    """
    Attributes:
        id (UUID): The event id; also the `webhook-id` header.
        created_at (datetime.datetime):
        workspace_id (UUID):
        data (NoData): No data: the event's resource (`GET /v1/events` shows its type and id) says it all.
        type_ (Literal['customer.deleted'] | Unset):  Default: 'customer.deleted'.
    """

    id: UUID
    created_at: datetime.datetime
    workspace_id: UUID
    data: NoData
    type_: Literal["customer.deleted"] | Unset = "customer.deleted"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.no_data import NoData  # noqa: PLC0415

        id = str(self.id)

        created_at = self.created_at.isoformat()

        workspace_id = str(self.workspace_id)

        data = self.data.to_dict()

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "created_at": created_at,
                "workspace_id": workspace_id,
                "data": data,
            }
        )
        if type_ is not UNSET:
            field_dict["type"] = type_

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.no_data import NoData  # noqa: PLC0415

        d = dict(src_dict)
        id = UUID(d.pop("id"))

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        workspace_id = UUID(d.pop("workspace_id"))

        data = NoData.from_dict(d.pop("data"))

        type_ = cast(Literal["customer.deleted"] | Unset, d.pop("type", UNSET))
        if type_ != "customer.deleted" and not isinstance(type_, Unset):
            raise ValueError(f"type must match const 'customer.deleted', got '{type_}'")

        customer_deleted_message = cls(
            id=id,
            created_at=created_at,
            workspace_id=workspace_id,
            data=data,
            type_=type_,
        )

        customer_deleted_message.additional_properties = d
        return customer_deleted_message

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
