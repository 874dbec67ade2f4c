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
    from ..models.invoice_paid_data import InvoicePaidData


T = TypeVar("T", bound="InvoicePaidMessage")


@_attrs_define
class InvoicePaidMessage:
    """
    Attributes:
        id (UUID): The event id; also the `webhook-id` header.
        created_at (datetime.datetime):
        workspace_id (UUID):
        data (InvoicePaidData): Paid at finalization (a zero total: `customer_id`, `total`) or by its payments, credits
            and wallet credit (`amount_paid`, `amount_credited`, `amount_wallet_applied`).
        type_ (Literal['invoice.paid'] | Unset):  Default: 'invoice.paid'.
    """

    id: UUID
    created_at: datetime.datetime
    workspace_id: UUID
    data: InvoicePaidData
    type_: Literal["invoice.paid"] | Unset = "invoice.paid"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.invoice_paid_data import InvoicePaidData  # noqa: PLC0415

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
        from ..models.invoice_paid_data import InvoicePaidData  # noqa: PLC0415

        d = dict(src_dict)
        id = UUID(d.pop("id"))

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        workspace_id = UUID(d.pop("workspace_id"))

        data = InvoicePaidData.from_dict(d.pop("data"))

        type_ = cast(Literal["invoice.paid"] | Unset, d.pop("type", UNSET))
        if type_ != "invoice.paid" and not isinstance(type_, Unset):
            raise ValueError(f"type must match const 'invoice.paid', got '{type_}'")

        invoice_paid_message = cls(
            id=id,
            created_at=created_at,
            workspace_id=workspace_id,
            data=data,
            type_=type_,
        )

        invoice_paid_message.additional_properties = d
        return invoice_paid_message

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
