from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
    from ..models.estimate_coverage import EstimateCoverage
    from ..models.preview_out_money_impact_estimate_type_0 import PreviewOutMoneyImpactEstimateType0
    from ..models.target_sample import TargetSample


T = TypeVar("T", bound="PreviewOut")


@_attrs_define
class PreviewOut:
    """
    Attributes:
        count (int):
        sample (list[TargetSample]):
        money_impact_estimate (None | PreviewOutMoneyImpactEstimateType0): Monthly recurring revenue delta by currency
            (MAJOR units), for a change_version with a concrete target_version; null otherwise.
        estimated_over (EstimateCoverage | None):
    """

    count: int
    sample: list[TargetSample]
    money_impact_estimate: None | PreviewOutMoneyImpactEstimateType0
    estimated_over: EstimateCoverage | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.estimate_coverage import EstimateCoverage  # noqa: PLC0415
        from ..models.preview_out_money_impact_estimate_type_0 import (
            PreviewOutMoneyImpactEstimateType0,
        )  # noqa: PLC0415
        from ..models.target_sample import TargetSample  # noqa: PLC0415

        count = self.count

        sample = []
        for sample_item_data in self.sample:
            sample_item = sample_item_data.to_dict()
            sample.append(sample_item)

        money_impact_estimate: dict[str, Any] | None
        if isinstance(self.money_impact_estimate, PreviewOutMoneyImpactEstimateType0):
            money_impact_estimate = self.money_impact_estimate.to_dict()
        else:
            money_impact_estimate = self.money_impact_estimate

        estimated_over: dict[str, Any] | None
        if isinstance(self.estimated_over, EstimateCoverage):
            estimated_over = self.estimated_over.to_dict()
        else:
            estimated_over = self.estimated_over

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "count": count,
                "sample": sample,
                "money_impact_estimate": money_impact_estimate,
                "estimated_over": estimated_over,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.estimate_coverage import EstimateCoverage  # noqa: PLC0415
        from ..models.preview_out_money_impact_estimate_type_0 import (
            PreviewOutMoneyImpactEstimateType0,
        )  # noqa: PLC0415
        from ..models.target_sample import TargetSample  # noqa: PLC0415

        d = dict(src_dict)
        count = d.pop("count")

        sample = []
        _sample = d.pop("sample")
        for sample_item_data in _sample:
            sample_item = TargetSample.from_dict(sample_item_data)

            sample.append(sample_item)

        def _parse_money_impact_estimate(data: object) -> None | PreviewOutMoneyImpactEstimateType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                money_impact_estimate_type_0 = PreviewOutMoneyImpactEstimateType0.from_dict(data)

                return money_impact_estimate_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PreviewOutMoneyImpactEstimateType0, data)

        money_impact_estimate = _parse_money_impact_estimate(d.pop("money_impact_estimate"))

        def _parse_estimated_over(data: object) -> EstimateCoverage | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                estimated_over_type_0 = EstimateCoverage.from_dict(data)

                return estimated_over_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(EstimateCoverage | None, data)

        estimated_over = _parse_estimated_over(d.pop("estimated_over"))

        preview_out = cls(
            count=count,
            sample=sample,
            money_impact_estimate=money_impact_estimate,
            estimated_over=estimated_over,
        )

        preview_out.additional_properties = d
        return preview_out

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
