from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.line_diff_change import check_line_diff_change
from ..models.line_diff_change import LineDiffChange
from ..types import UNSET, Unset
from typing import cast
from uuid import UUID

if TYPE_CHECKING:
    from ..models.invoice_line_out import InvoiceLineOut
    from ..models.line_diff_fields import LineDiffFields


T = TypeVar("T", bound="LineDiff")


@_attrs_define
class LineDiff:
    """One line that differs between the original and the proforma.

    Lines are matched by `key`: `<line_type>/<price_id>` for product and add-on lines,
    `PRORATION/<price_id>/<change_id>/<credit|charge>` for proration lines, `line/<id>` for
    manual lines (carried over unchanged). Identical lines are not listed.

        Attributes:
            change (LineDiffChange):
            key (str):
            line_id (None | UUID):
            description (str):
            fields (LineDiffFields | Unset):
            line (InvoiceLineOut | None | Unset):
    """

    change: LineDiffChange
    key: str
    line_id: None | UUID
    description: str
    fields: LineDiffFields | Unset = UNSET
    line: InvoiceLineOut | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.invoice_line_out import InvoiceLineOut  # noqa: PLC0415
        from ..models.line_diff_fields import LineDiffFields  # noqa: PLC0415

        change: str = self.change

        key = self.key

        line_id: None | str
        if isinstance(self.line_id, UUID):
            line_id = str(self.line_id)
        else:
            line_id = self.line_id

        description = self.description

        fields: dict[str, Any] | Unset = UNSET
        if not isinstance(self.fields, Unset):
            fields = self.fields.to_dict()

        line: dict[str, Any] | None | Unset
        if isinstance(self.line, Unset):
            line = UNSET
        elif isinstance(self.line, InvoiceLineOut):
            line = self.line.to_dict()
        else:
            line = self.line

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "change": change,
                "key": key,
                "line_id": line_id,
                "description": description,
            }
        )
        if fields is not UNSET:
            field_dict["fields"] = fields
        if line is not UNSET:
            field_dict["line"] = line

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.invoice_line_out import InvoiceLineOut  # noqa: PLC0415
        from ..models.line_diff_fields import LineDiffFields  # noqa: PLC0415

        d = dict(src_dict)
        change = check_line_diff_change(d.pop("change"))

        key = d.pop("key")

        def _parse_line_id(data: object) -> None | UUID:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                line_id_type_0 = UUID(data)

                return line_id_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | UUID, data)

        line_id = _parse_line_id(d.pop("line_id"))

        description = d.pop("description")

        _fields = d.pop("fields", UNSET)
        fields: LineDiffFields | Unset
        if isinstance(_fields, Unset):
            fields = UNSET
        else:
            fields = LineDiffFields.from_dict(_fields)

        def _parse_line(data: object) -> InvoiceLineOut | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                line_type_0 = InvoiceLineOut.from_dict(data)

                return line_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(InvoiceLineOut | None | Unset, data)

        line = _parse_line(d.pop("line", UNSET))

        line_diff = cls(
            change=change,
            key=key,
            line_id=line_id,
            description=description,
            fields=fields,
            line=line,
        )

        line_diff.additional_properties = d
        return line_diff

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
