from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.token_out_status import check_token_out_status
from ..models.token_out_status import TokenOutStatus
from typing import cast
from uuid import UUID
import datetime


T = TypeVar("T", bound="TokenOut")


@_attrs_define
class TokenOut:
    """
    Attributes:
        id (UUID):
        promotion_id (UUID):
        prefix (str): The token's first characters, for display.
        email (None | str):
        customer_id (None | UUID): The customer it is locked to, once known.
        status (TokenOutStatus):
        redemption_id (None | UUID):
        redeemed_at (datetime.datetime | None):
        created_at (datetime.datetime):
    """

    id: UUID
    promotion_id: UUID
    prefix: str
    email: None | str
    customer_id: None | UUID
    status: TokenOutStatus
    redemption_id: None | UUID
    redeemed_at: datetime.datetime | None
    created_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = str(self.id)

        promotion_id = str(self.promotion_id)

        prefix = self.prefix

        email: None | str
        email = self.email

        customer_id: None | str
        if isinstance(self.customer_id, UUID):
            customer_id = str(self.customer_id)
        else:
            customer_id = self.customer_id

        status: str = self.status

        redemption_id: None | str
        if isinstance(self.redemption_id, UUID):
            redemption_id = str(self.redemption_id)
        else:
            redemption_id = self.redemption_id

        redeemed_at: None | str
        if isinstance(self.redeemed_at, datetime.datetime):
            redeemed_at = self.redeemed_at.isoformat()
        else:
            redeemed_at = self.redeemed_at

        created_at = self.created_at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "promotion_id": promotion_id,
                "prefix": prefix,
                "email": email,
                "customer_id": customer_id,
                "status": status,
                "redemption_id": redemption_id,
                "redeemed_at": redeemed_at,
                "created_at": created_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = UUID(d.pop("id"))

        promotion_id = UUID(d.pop("promotion_id"))

        prefix = d.pop("prefix")

        def _parse_email(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        email = _parse_email(d.pop("email"))

        def _parse_customer_id(data: object) -> None | UUID:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                customer_id_type_0 = UUID(data)

                return customer_id_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | UUID, data)

        customer_id = _parse_customer_id(d.pop("customer_id"))

        status = check_token_out_status(d.pop("status"))

        def _parse_redemption_id(data: object) -> None | UUID:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                redemption_id_type_0 = UUID(data)

                return redemption_id_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | UUID, data)

        redemption_id = _parse_redemption_id(d.pop("redemption_id"))

        def _parse_redeemed_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                redeemed_at_type_0 = datetime.datetime.fromisoformat(data)

                return redeemed_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        redeemed_at = _parse_redeemed_at(d.pop("redeemed_at"))

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        token_out = cls(
            id=id,
            promotion_id=promotion_id,
            prefix=prefix,
            email=email,
            customer_id=customer_id,
            status=status,
            redemption_id=redemption_id,
            redeemed_at=redeemed_at,
            created_at=created_at,
        )

        token_out.additional_properties = d
        return token_out

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
