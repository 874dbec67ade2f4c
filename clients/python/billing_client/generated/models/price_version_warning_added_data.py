from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from uuid import UUID

if TYPE_CHECKING:
    from ..models.price_version_warning import PriceVersionWarning


T = TypeVar("T", bound="PriceVersionWarningAddedData")


@_attrs_define
class PriceVersionWarningAddedData:
    """
    Attributes:
        price_id (UUID):
        version (int):
        warning (PriceVersionWarning):
    """

    price_id: UUID
    version: int
    warning: PriceVersionWarning
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.price_version_warning import PriceVersionWarning  # noqa: PLC0415

        price_id = str(self.price_id)

        version = self.version

        warning = self.warning.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "price_id": price_id,
                "version": version,
                "warning": warning,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.price_version_warning import PriceVersionWarning  # noqa: PLC0415

        d = dict(src_dict)
        price_id = UUID(d.pop("price_id"))

        version = d.pop("version")

        warning = PriceVersionWarning.from_dict(d.pop("warning"))

        price_version_warning_added_data = cls(
            price_id=price_id,
            version=version,
            warning=warning,
        )

        price_version_warning_added_data.additional_properties = d
        return price_version_warning_added_data

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
