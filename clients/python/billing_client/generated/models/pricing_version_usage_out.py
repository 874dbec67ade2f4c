from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from uuid import UUID

if TYPE_CHECKING:
    from ..models.pricing_version_usage_out_by_type import PricingVersionUsageOutByType


T = TypeVar("T", bound="PricingVersionUsageOut")


@_attrs_define
class PricingVersionUsageOut:
    """
    Attributes:
        formula_id (UUID):
        version (int):
        usage_count (int): Referrers of every type.
        by_type (PricingVersionUsageOutByType): Referrer counts by type (rate_table_version).
    """

    formula_id: UUID
    version: int
    usage_count: int
    by_type: PricingVersionUsageOutByType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.pricing_version_usage_out_by_type import PricingVersionUsageOutByType  # noqa: PLC0415

        formula_id = str(self.formula_id)

        version = self.version

        usage_count = self.usage_count

        by_type = self.by_type.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "formula_id": formula_id,
                "version": version,
                "usage_count": usage_count,
                "by_type": by_type,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.pricing_version_usage_out_by_type import PricingVersionUsageOutByType  # noqa: PLC0415

        d = dict(src_dict)
        formula_id = UUID(d.pop("formula_id"))

        version = d.pop("version")

        usage_count = d.pop("usage_count")

        by_type = PricingVersionUsageOutByType.from_dict(d.pop("by_type"))

        pricing_version_usage_out = cls(
            formula_id=formula_id,
            version=version,
            usage_count=usage_count,
            by_type=by_type,
        )

        pricing_version_usage_out.additional_properties = d
        return pricing_version_usage_out

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
