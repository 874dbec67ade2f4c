from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
    from ..models.gate_config import GateConfig


T = TypeVar("T", bound="GateStep")


@_attrs_define
class GateStep:
    """
    Attributes:
        key (str):
        kind (Literal['approval_gate']):
        name (str):
        config (GateConfig | Unset):
    """

    key: str
    kind: Literal["approval_gate"]
    name: str
    config: GateConfig | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.gate_config import GateConfig  # noqa: PLC0415

        key = self.key

        kind = self.kind

        name = self.name

        config: dict[str, Any] | Unset = UNSET
        if not isinstance(self.config, Unset):
            config = self.config.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "key": key,
                "kind": kind,
                "name": name,
            }
        )
        if config is not UNSET:
            field_dict["config"] = config

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.gate_config import GateConfig  # noqa: PLC0415

        d = dict(src_dict)
        key = d.pop("key")

        kind = cast(Literal["approval_gate"], d.pop("kind"))
        if kind != "approval_gate":
            raise ValueError(f"kind must match const 'approval_gate', got '{kind}'")

        name = d.pop("name")

        _config = d.pop("config", UNSET)
        config: GateConfig | Unset
        if isinstance(_config, Unset):
            config = UNSET
        else:
            config = GateConfig.from_dict(_config)

        gate_step = cls(
            key=key,
            kind=kind,
            name=name,
            config=config,
        )

        return gate_step
