from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
    from ..models.settings_update_settings import SettingsUpdateSettings


T = TypeVar("T", bound="SettingsUpdate")


@_attrs_define
class SettingsUpdate:
    """`PUT /v1/settings`: values by key; null resets a key to its default.

    Attributes:
        settings (SettingsUpdateSettings):
    """

    settings: SettingsUpdateSettings

    def to_dict(self) -> dict[str, Any]:
        from ..models.settings_update_settings import SettingsUpdateSettings  # noqa: PLC0415

        settings = self.settings.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "settings": settings,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.settings_update_settings import SettingsUpdateSettings  # noqa: PLC0415

        d = dict(src_dict)
        settings = SettingsUpdateSettings.from_dict(d.pop("settings"))

        settings_update = cls(
            settings=settings,
        )

        return settings_update
