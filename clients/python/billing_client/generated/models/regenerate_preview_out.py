from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
    from ..models.invoice_out import InvoiceOut
    from ..models.line_diff import LineDiff
    from ..models.regenerate_summary import RegenerateSummary


T = TypeVar("T", bound="RegeneratePreviewOut")


@_attrs_define
class RegeneratePreviewOut:
    """
    Attributes:
        proforma (InvoiceOut):
        diff (list[LineDiff]):
        summary (RegenerateSummary):
    """

    proforma: InvoiceOut
    diff: list[LineDiff]
    summary: RegenerateSummary
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.invoice_out import InvoiceOut  # noqa: PLC0415
        from ..models.line_diff import LineDiff  # noqa: PLC0415
        from ..models.regenerate_summary import RegenerateSummary  # noqa: PLC0415

        proforma = self.proforma.to_dict()

        diff = []
        for diff_item_data in self.diff:
            diff_item = diff_item_data.to_dict()
            diff.append(diff_item)

        summary = self.summary.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "proforma": proforma,
                "diff": diff,
                "summary": summary,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.invoice_out import InvoiceOut  # noqa: PLC0415
        from ..models.line_diff import LineDiff  # noqa: PLC0415
        from ..models.regenerate_summary import RegenerateSummary  # noqa: PLC0415

        d = dict(src_dict)
        proforma = InvoiceOut.from_dict(d.pop("proforma"))

        diff = []
        _diff = d.pop("diff")
        for diff_item_data in _diff:
            diff_item = LineDiff.from_dict(diff_item_data)

            diff.append(diff_item)

        summary = RegenerateSummary.from_dict(d.pop("summary"))

        regenerate_preview_out = cls(
            proforma=proforma,
            diff=diff,
            summary=summary,
        )

        regenerate_preview_out.additional_properties = d
        return regenerate_preview_out

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
