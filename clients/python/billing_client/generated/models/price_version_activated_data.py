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
    from ..models.price_version_warning import PriceVersionWarning


T = TypeVar("T", bound="PriceVersionActivatedData")


@_attrs_define
class PriceVersionActivatedData:
    """
    Attributes:
        price_id (UUID):
        version (int):
        status (str):
        effective_from (datetime.datetime | None):
        warnings (list[PriceVersionWarning]):
    """

    price_id: UUID
    version: int
    status: str
    effective_from: datetime.datetime | None
    warnings: list[PriceVersionWarning]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.price_version_warning import PriceVersionWarning  # noqa: PLC0415

        price_id = str(self.price_id)

        version = self.version

        status = self.status

        effective_from: None | str
        if isinstance(self.effective_from, datetime.datetime):
            effective_from = self.effective_from.isoformat()
        else:
            effective_from = self.effective_from

        warnings = []
        for warnings_item_data in self.warnings:
            warnings_item = warnings_item_data.to_dict()
            warnings.append(warnings_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "price_id": price_id,
                "version": version,
                "status": status,
                "effective_from": effective_from,
                "warnings": warnings,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.price_version_warning import PriceVersionWarning  # noqa: PLC0415

        d = dict(src_dict)
        price_id = UUID(d.pop("price_id"))

        version = d.pop("version")

        status = d.pop("status")

        def _parse_effective_from(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                effective_from_type_0 = datetime.datetime.fromisoformat(data)

                return effective_from_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        effective_from = _parse_effective_from(d.pop("effective_from"))

        warnings = []
        _warnings = d.pop("warnings")
        for warnings_item_data in _warnings:
            warnings_item = PriceVersionWarning.from_dict(warnings_item_data)

            warnings.append(warnings_item)

        price_version_activated_data = cls(
            price_id=price_id,
            version=version,
            status=status,
            effective_from=effective_from,
            warnings=warnings,
        )

        price_version_activated_data.additional_properties = d
        return price_version_activated_data

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
