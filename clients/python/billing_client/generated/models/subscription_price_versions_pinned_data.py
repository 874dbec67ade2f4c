from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
    from ..models.subscription_price_versions_pinned_data_after import (
        SubscriptionPriceVersionsPinnedDataAfter,
    )
    from ..models.subscription_price_versions_pinned_data_before import (
        SubscriptionPriceVersionsPinnedDataBefore,
    )


T = TypeVar("T", bound="SubscriptionPriceVersionsPinnedData")


@_attrs_define
class SubscriptionPriceVersionsPinnedData:
    """
    Attributes:
        before (SubscriptionPriceVersionsPinnedDataBefore):
        after (SubscriptionPriceVersionsPinnedDataAfter):
        reason (str):
    """

    before: SubscriptionPriceVersionsPinnedDataBefore
    after: SubscriptionPriceVersionsPinnedDataAfter
    reason: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.subscription_price_versions_pinned_data_after import (
            SubscriptionPriceVersionsPinnedDataAfter,
        )  # noqa: PLC0415
        from ..models.subscription_price_versions_pinned_data_before import (
            SubscriptionPriceVersionsPinnedDataBefore,
        )  # noqa: PLC0415

        before = self.before.to_dict()

        after = self.after.to_dict()

        reason = self.reason

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "before": before,
                "after": after,
                "reason": reason,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.subscription_price_versions_pinned_data_after import (
            SubscriptionPriceVersionsPinnedDataAfter,
        )  # noqa: PLC0415
        from ..models.subscription_price_versions_pinned_data_before import (
            SubscriptionPriceVersionsPinnedDataBefore,
        )  # noqa: PLC0415

        d = dict(src_dict)
        before = SubscriptionPriceVersionsPinnedDataBefore.from_dict(d.pop("before"))

        after = SubscriptionPriceVersionsPinnedDataAfter.from_dict(d.pop("after"))

        reason = d.pop("reason")

        subscription_price_versions_pinned_data = cls(
            before=before,
            after=after,
            reason=reason,
        )

        subscription_price_versions_pinned_data.additional_properties = d
        return subscription_price_versions_pinned_data

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
