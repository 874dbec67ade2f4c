from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
    from ..models.bulk_config import BulkConfig


T = TypeVar("T", bound="BulkStep")


@_attrs_define
class BulkStep:
    """
    Attributes:
        key (str):
        kind (Literal['bulk']):
        name (str):
        config (BulkConfig): A fan-out: the action applied once to each selected subscription.

            `change_version` pins the selector's `price_ids` to `target_version` (a version number)
            or to their latest published version (`target_latest: true`); without `force` a
            subscription pinned to a later version is left as it is. `apply_promotion` redeems
            `promotion_id` for the subscription's customer. `cancel_subscription` cancels now (or
            `at_period_end`).
    """

    key: str
    kind: Literal["bulk"]
    name: str
    config: BulkConfig

    def to_dict(self) -> dict[str, Any]:
        from ..models.bulk_config import BulkConfig  # noqa: PLC0415

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
        from ..models.bulk_config import BulkConfig  # noqa: PLC0415

        d = dict(src_dict)
        key = d.pop("key")

        kind = cast(Literal["bulk"], d.pop("kind"))
        if kind != "bulk":
            raise ValueError(f"kind must match const 'bulk', got '{kind}'")

        name = d.pop("name")

        config = BulkConfig.from_dict(d.pop("config"))

        bulk_step = cls(
            key=key,
            kind=kind,
            name=name,
            config=config,
        )

        return bulk_step
