from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
    from ..models.price_update_metadata_type_0 import PriceUpdateMetadataType0


T = TypeVar("T", bound="PriceUpdate")


@_attrs_define
class PriceUpdate:
    """A merge-patch; `active: false` archives the price and `true` restores it.

    Attributes:
        nickname (None | str | Unset):
        metadata (None | PriceUpdateMetadataType0 | Unset):
        active (bool | None | Unset):
    """

    nickname: None | str | Unset = UNSET
    metadata: None | PriceUpdateMetadataType0 | Unset = UNSET
    active: bool | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.price_update_metadata_type_0 import PriceUpdateMetadataType0  # noqa: PLC0415

        nickname: None | str | Unset
        if isinstance(self.nickname, Unset):
            nickname = UNSET
        else:
            nickname = self.nickname

        metadata: dict[str, Any] | None | Unset
        if isinstance(self.metadata, Unset):
            metadata = UNSET
        elif isinstance(self.metadata, PriceUpdateMetadataType0):
            metadata = self.metadata.to_dict()
        else:
            metadata = self.metadata

        active: bool | None | Unset
        if isinstance(self.active, Unset):
            active = UNSET
        else:
            active = self.active

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if nickname is not UNSET:
            field_dict["nickname"] = nickname
        if metadata is not UNSET:
            field_dict["metadata"] = metadata
        if active is not UNSET:
            field_dict["active"] = active

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.price_update_metadata_type_0 import PriceUpdateMetadataType0  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_nickname(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        nickname = _parse_nickname(d.pop("nickname", UNSET))

        def _parse_metadata(data: object) -> None | PriceUpdateMetadataType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                metadata_type_0 = PriceUpdateMetadataType0.from_dict(data)

                return metadata_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PriceUpdateMetadataType0 | Unset, data)

        metadata = _parse_metadata(d.pop("metadata", UNSET))

        def _parse_active(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        active = _parse_active(d.pop("active", UNSET))

        price_update = cls(
            nickname=nickname,
            metadata=metadata,
            active=active,
        )

        return price_update
