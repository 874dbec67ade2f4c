from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
from uuid import UUID


T = TypeVar("T", bound="InvoiceUpdatedData")


@_attrs_define
class InvoiceUpdatedData:
    """A draft changed: its fields (`fields`), or one line (`change`, `line_id`).

    Attributes:
        fields (list[str] | Unset):
        change (str | Unset):
        line_id (UUID | Unset):
    """

    fields: list[str] | Unset = UNSET
    change: str | Unset = UNSET
    line_id: UUID | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        fields: list[str] | Unset = UNSET
        if not isinstance(self.fields, Unset):
            fields = self.fields

        change = self.change

        line_id: str | Unset = UNSET
        if not isinstance(self.line_id, Unset):
            line_id = str(self.line_id)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if fields is not UNSET:
            field_dict["fields"] = fields
        if change is not UNSET:
            field_dict["change"] = change
        if line_id is not UNSET:
            field_dict["line_id"] = line_id

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        fields = cast(list[str], d.pop("fields", UNSET))

        change = d.pop("change", UNSET)

        _line_id = d.pop("line_id", UNSET)
        line_id: UUID | Unset
        if isinstance(_line_id, Unset):
            line_id = UNSET
        else:
            line_id = UUID(_line_id)

        invoice_updated_data = cls(
            fields=fields,
            change=change,
            line_id=line_id,
        )

        invoice_updated_data.additional_properties = d
        return invoice_updated_data

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
