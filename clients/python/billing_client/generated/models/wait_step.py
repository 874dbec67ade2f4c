from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
    from ..models.wait_config import WaitConfig


T = TypeVar("T", bound="WaitStep")


@_attrs_define
class WaitStep:
    """
    Attributes:
        key (str):
        kind (Literal['wait']):
        name (str):
        config (WaitConfig):
    """

    key: str
    kind: Literal["wait"]
    name: str
    config: WaitConfig

    def to_dict(self) -> dict[str, Any]:
        from ..models.wait_config import WaitConfig  # noqa: PLC0415

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
        from ..models.wait_config import WaitConfig  # noqa: PLC0415

        d = dict(src_dict)
        key = d.pop("key")

        kind = cast(Literal["wait"], d.pop("kind"))
        if kind != "wait":
            raise ValueError(f"kind must match const 'wait', got '{kind}'")

        name = d.pop("name")

        config = WaitConfig.from_dict(d.pop("config"))

        wait_step = cls(
            key=key,
            kind=kind,
            name=name,
            config=config,
        )

        return wait_step
