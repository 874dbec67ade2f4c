from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.bulk_config_action import BulkConfigAction
from ..models.bulk_config_action import check_bulk_config_action
from ..types import UNSET, Unset
from typing import cast
from uuid import UUID

if TYPE_CHECKING:
    from ..models.target_selector import TargetSelector


T = TypeVar("T", bound="BulkConfig")


@_attrs_define
class BulkConfig:
    """A fan-out: the action applied once to each selected subscription.

    `change_version` pins the selector's `price_ids` to `target_version` (a version number)
    or to their latest published version (`target_latest: true`); without `force` a
    subscription pinned to a later version is left as it is. `apply_promotion` redeems
    `promotion_id` for the subscription's customer. `cancel_subscription` cancels now (or
    `at_period_end`).

        Attributes:
            action (BulkConfigAction):
            selector (TargetSelector | Unset): Which subscriptions a bulk step fans out to: every filter given must hold
                (within a
                list, any id matches). `status` defaults to the open statuses (trialing, active,
                past_due).
            target_version (int | None | Unset):
            target_latest (bool | None | Unset):
            force (bool | None | Unset):
            promotion_id (None | Unset | UUID):
            at_period_end (bool | None | Unset):
            reason (None | str | Unset):
    """

    action: BulkConfigAction
    selector: TargetSelector | Unset = UNSET
    target_version: int | None | Unset = UNSET
    target_latest: bool | None | Unset = UNSET
    force: bool | None | Unset = UNSET
    promotion_id: None | Unset | UUID = UNSET
    at_period_end: bool | None | Unset = UNSET
    reason: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.target_selector import TargetSelector  # noqa: PLC0415

        action: str = self.action

        selector: dict[str, Any] | Unset = UNSET
        if not isinstance(self.selector, Unset):
            selector = self.selector.to_dict()

        target_version: int | None | Unset
        if isinstance(self.target_version, Unset):
            target_version = UNSET
        else:
            target_version = self.target_version

        target_latest: bool | None | Unset
        if isinstance(self.target_latest, Unset):
            target_latest = UNSET
        else:
            target_latest = self.target_latest

        force: bool | None | Unset
        if isinstance(self.force, Unset):
            force = UNSET
        else:
            force = self.force

        promotion_id: None | str | Unset
        if isinstance(self.promotion_id, Unset):
            promotion_id = UNSET
        elif isinstance(self.promotion_id, UUID):
            promotion_id = str(self.promotion_id)
        else:
            promotion_id = self.promotion_id

        at_period_end: bool | None | Unset
        if isinstance(self.at_period_end, Unset):
            at_period_end = UNSET
        else:
            at_period_end = self.at_period_end

        reason: None | str | Unset
        if isinstance(self.reason, Unset):
            reason = UNSET
        else:
            reason = self.reason

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
            }
        )
        if selector is not UNSET:
            field_dict["selector"] = selector
        if target_version is not UNSET:
            field_dict["target_version"] = target_version
        if target_latest is not UNSET:
            field_dict["target_latest"] = target_latest
        if force is not UNSET:
            field_dict["force"] = force
        if promotion_id is not UNSET:
            field_dict["promotion_id"] = promotion_id
        if at_period_end is not UNSET:
            field_dict["at_period_end"] = at_period_end
        if reason is not UNSET:
            field_dict["reason"] = reason

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.target_selector import TargetSelector  # noqa: PLC0415

        d = dict(src_dict)
        action = check_bulk_config_action(d.pop("action"))

        _selector = d.pop("selector", UNSET)
        selector: TargetSelector | Unset
        if isinstance(_selector, Unset):
            selector = UNSET
        else:
            selector = TargetSelector.from_dict(_selector)

        def _parse_target_version(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        target_version = _parse_target_version(d.pop("target_version", UNSET))

        def _parse_target_latest(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        target_latest = _parse_target_latest(d.pop("target_latest", UNSET))

        def _parse_force(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        force = _parse_force(d.pop("force", UNSET))

        def _parse_promotion_id(data: object) -> None | Unset | UUID:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                promotion_id_type_0 = UUID(data)

                return promotion_id_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Unset | UUID, data)

        promotion_id = _parse_promotion_id(d.pop("promotion_id", UNSET))

        def _parse_at_period_end(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        at_period_end = _parse_at_period_end(d.pop("at_period_end", UNSET))

        def _parse_reason(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        reason = _parse_reason(d.pop("reason", UNSET))

        bulk_config = cls(
            action=action,
            selector=selector,
            target_version=target_version,
            target_latest=target_latest,
            force=force,
            promotion_id=promotion_id,
            at_period_end=at_period_end,
            reason=reason,
        )

        return bulk_config
