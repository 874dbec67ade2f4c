from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from uuid import UUID
import datetime


T = TypeVar("T", bound="RedemptionOut")


@_attrs_define
class RedemptionOut:
    """
    Attributes:
        id (UUID):
        promotion_id (UUID):
        version (int): The promotion version the redemption is pinned to.
        customer_id (UUID):
        subscription_id (None | UUID):
        coupon_token_id (None | UUID):
        channel (str):
        status (str):
        redeemed_at (datetime.datetime):
        opted_out_at (datetime.datetime | None):
        revoked_at (datetime.datetime | None):
        expired_at (datetime.datetime | None):
        benefits_reverted (bool):
        created_at (datetime.datetime):
        updated_at (datetime.datetime):
    """

    id: UUID
    promotion_id: UUID
    version: int
    customer_id: UUID
    subscription_id: None | UUID
    coupon_token_id: None | UUID
    channel: str
    status: str
    redeemed_at: datetime.datetime
    opted_out_at: datetime.datetime | None
    revoked_at: datetime.datetime | None
    expired_at: datetime.datetime | None
    benefits_reverted: bool
    created_at: datetime.datetime
    updated_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = str(self.id)

        promotion_id = str(self.promotion_id)

        version = self.version

        customer_id = str(self.customer_id)

        subscription_id: None | str
        if isinstance(self.subscription_id, UUID):
            subscription_id = str(self.subscription_id)
        else:
            subscription_id = self.subscription_id

        coupon_token_id: None | str
        if isinstance(self.coupon_token_id, UUID):
            coupon_token_id = str(self.coupon_token_id)
        else:
            coupon_token_id = self.coupon_token_id

        channel = self.channel

        status = self.status

        redeemed_at = self.redeemed_at.isoformat()

        opted_out_at: None | str
        if isinstance(self.opted_out_at, datetime.datetime):
            opted_out_at = self.opted_out_at.isoformat()
        else:
            opted_out_at = self.opted_out_at

        revoked_at: None | str
        if isinstance(self.revoked_at, datetime.datetime):
            revoked_at = self.revoked_at.isoformat()
        else:
            revoked_at = self.revoked_at

        expired_at: None | str
        if isinstance(self.expired_at, datetime.datetime):
            expired_at = self.expired_at.isoformat()
        else:
            expired_at = self.expired_at

        benefits_reverted = self.benefits_reverted

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "promotion_id": promotion_id,
                "version": version,
                "customer_id": customer_id,
                "subscription_id": subscription_id,
                "coupon_token_id": coupon_token_id,
                "channel": channel,
                "status": status,
                "redeemed_at": redeemed_at,
                "opted_out_at": opted_out_at,
                "revoked_at": revoked_at,
                "expired_at": expired_at,
                "benefits_reverted": benefits_reverted,
                "created_at": created_at,
                "updated_at": updated_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = UUID(d.pop("id"))

        promotion_id = UUID(d.pop("promotion_id"))

        version = d.pop("version")

        customer_id = UUID(d.pop("customer_id"))

        def _parse_subscription_id(data: object) -> None | UUID:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                subscription_id_type_0 = UUID(data)

                return subscription_id_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | UUID, data)

        subscription_id = _parse_subscription_id(d.pop("subscription_id"))

        def _parse_coupon_token_id(data: object) -> None | UUID:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                coupon_token_id_type_0 = UUID(data)

                return coupon_token_id_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | UUID, data)

        coupon_token_id = _parse_coupon_token_id(d.pop("coupon_token_id"))

        channel = d.pop("channel")

        status = d.pop("status")

        redeemed_at = datetime.datetime.fromisoformat(d.pop("redeemed_at"))

        def _parse_opted_out_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                opted_out_at_type_0 = datetime.datetime.fromisoformat(data)

                return opted_out_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        opted_out_at = _parse_opted_out_at(d.pop("opted_out_at"))

        def _parse_revoked_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                revoked_at_type_0 = datetime.datetime.fromisoformat(data)

                return revoked_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        revoked_at = _parse_revoked_at(d.pop("revoked_at"))

        def _parse_expired_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                expired_at_type_0 = datetime.datetime.fromisoformat(data)

                return expired_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        expired_at = _parse_expired_at(d.pop("expired_at"))

        benefits_reverted = d.pop("benefits_reverted")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))

        redemption_out = cls(
            id=id,
            promotion_id=promotion_id,
            version=version,
            customer_id=customer_id,
            subscription_id=subscription_id,
            coupon_token_id=coupon_token_id,
            channel=channel,
            status=status,
            redeemed_at=redeemed_at,
            opted_out_at=opted_out_at,
            revoked_at=revoked_at,
            expired_at=expired_at,
            benefits_reverted=benefits_reverted,
            created_at=created_at,
            updated_at=updated_at,
        )

        redemption_out.additional_properties = d
        return redemption_out

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
