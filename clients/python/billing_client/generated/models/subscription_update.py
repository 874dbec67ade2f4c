from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
from uuid import UUID

if TYPE_CHECKING:
    from ..models.add_on_in import AddOnIn
    from ..models.subscription_update_metadata_type_0 import SubscriptionUpdateMetadataType0


T = TypeVar("T", bound="SubscriptionUpdate")


@_attrs_define
class SubscriptionUpdate:
    """Plan, quantity and add-on changes take effect now and are recorded for proration.

    Attributes:
        plan_id (None | Unset | UUID):
        quantity (int | None | Unset):
        add_ons (list[AddOnIn] | None | Unset):
        metadata (None | SubscriptionUpdateMetadataType0 | Unset):
        cancel_at_period_end (bool | None | Unset):
    """

    plan_id: None | Unset | UUID = UNSET
    quantity: int | None | Unset = UNSET
    add_ons: list[AddOnIn] | None | Unset = UNSET
    metadata: None | SubscriptionUpdateMetadataType0 | Unset = UNSET
    cancel_at_period_end: bool | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.add_on_in import AddOnIn  # noqa: PLC0415
        from ..models.subscription_update_metadata_type_0 import SubscriptionUpdateMetadataType0  # noqa: PLC0415

        plan_id: None | str | Unset
        if isinstance(self.plan_id, Unset):
            plan_id = UNSET
        elif isinstance(self.plan_id, UUID):
            plan_id = str(self.plan_id)
        else:
            plan_id = self.plan_id

        quantity: int | None | Unset
        if isinstance(self.quantity, Unset):
            quantity = UNSET
        else:
            quantity = self.quantity

        add_ons: list[dict[str, Any]] | None | Unset
        if isinstance(self.add_ons, Unset):
            add_ons = UNSET
        elif isinstance(self.add_ons, list):
            add_ons = []
            for add_ons_type_0_item_data in self.add_ons:
                add_ons_type_0_item = add_ons_type_0_item_data.to_dict()
                add_ons.append(add_ons_type_0_item)

        else:
            add_ons = self.add_ons

        metadata: dict[str, Any] | None | Unset
        if isinstance(self.metadata, Unset):
            metadata = UNSET
        elif isinstance(self.metadata, SubscriptionUpdateMetadataType0):
            metadata = self.metadata.to_dict()
        else:
            metadata = self.metadata

        cancel_at_period_end: bool | None | Unset
        if isinstance(self.cancel_at_period_end, Unset):
            cancel_at_period_end = UNSET
        else:
            cancel_at_period_end = self.cancel_at_period_end

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if plan_id is not UNSET:
            field_dict["plan_id"] = plan_id
        if quantity is not UNSET:
            field_dict["quantity"] = quantity
        if add_ons is not UNSET:
            field_dict["add_ons"] = add_ons
        if metadata is not UNSET:
            field_dict["metadata"] = metadata
        if cancel_at_period_end is not UNSET:
            field_dict["cancel_at_period_end"] = cancel_at_period_end

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.add_on_in import AddOnIn  # noqa: PLC0415
        from ..models.subscription_update_metadata_type_0 import SubscriptionUpdateMetadataType0  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_plan_id(data: object) -> None | Unset | UUID:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                plan_id_type_0 = UUID(data)

                return plan_id_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Unset | UUID, data)

        plan_id = _parse_plan_id(d.pop("plan_id", UNSET))

        def _parse_quantity(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        quantity = _parse_quantity(d.pop("quantity", UNSET))

        def _parse_add_ons(data: object) -> list[AddOnIn] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                add_ons_type_0 = []
                _add_ons_type_0 = data
                for add_ons_type_0_item_data in _add_ons_type_0:
                    add_ons_type_0_item = AddOnIn.from_dict(add_ons_type_0_item_data)

                    add_ons_type_0.append(add_ons_type_0_item)

                return add_ons_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[AddOnIn] | None | Unset, data)

        add_ons = _parse_add_ons(d.pop("add_ons", UNSET))

        def _parse_metadata(data: object) -> None | SubscriptionUpdateMetadataType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                metadata_type_0 = SubscriptionUpdateMetadataType0.from_dict(data)

                return metadata_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SubscriptionUpdateMetadataType0 | Unset, data)

        metadata = _parse_metadata(d.pop("metadata", UNSET))

        def _parse_cancel_at_period_end(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        cancel_at_period_end = _parse_cancel_at_period_end(d.pop("cancel_at_period_end", UNSET))

        subscription_update = cls(
            plan_id=plan_id,
            quantity=quantity,
            add_ons=add_ons,
            metadata=metadata,
            cancel_at_period_end=cancel_at_period_end,
        )

        return subscription_update
