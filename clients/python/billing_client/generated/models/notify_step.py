from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
    from ..models.notify_config import NotifyConfig


T = TypeVar("T", bound="NotifyStep")


@_attrs_define
class NotifyStep:
    """
    Attributes:
        key (str):
        kind (Literal['notify']):
        name (str):
        config (NotifyConfig):
    """

    key: str
    kind: Literal["notify"]
    name: str
    config: NotifyConfig

    def to_dict(self) -> dict[str, Any]:
        from ..models.notify_config import NotifyConfig  # noqa: PLC0415

        key = self.key

        kind = self.kind

        name = self.name

        config = self.config.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "key": key,
                "kind": kind,
                "name": name,
                "config": config,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.notify_config import NotifyConfig  # noqa: PLC0415

        d = dict(src_dict)
        key = d.pop("key")

        kind = cast(Literal["notify"], d.pop("kind"))
        if kind != "notify":
            raise ValueError(f"kind must match const 'notify', got '{kind}'")

        name = d.pop("name")

        config = NotifyConfig.from_dict(d.pop("config"))

        notify_step = cls(
            key=key,
            kind=kind,
            name=name,
            config=config,
        )

        return notify_step
