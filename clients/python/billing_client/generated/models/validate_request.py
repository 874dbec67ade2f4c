from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
from uuid import UUID


T = TypeVar("T", bound="ValidateRequest")


@_attrs_define
class ValidateRequest:
    """
    Attributes:
        customer_id (UUID):
        subscription_id (None | Unset | UUID):
        coupon_code (None | str | Unset):
        invoice_subtotal (None | str | Unset):
    """

    customer_id: UUID
    subscription_id: None | Unset | UUID = UNSET
    coupon_code: None | str | Unset = UNSET
    invoice_subtotal: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        customer_id = str(self.customer_id)

        subscription_id: None | str | Unset
        if isinstance(self.subscription_id, Unset):
            subscription_id = UNSET
        elif isinstance(self.subscription_id, UUID):
            subscription_id = str(self.subscription_id)
        else:
            subscription_id = self.subscription_id

        coupon_code: None | str | Unset
        if isinstance(self.coupon_code, Unset):
            coupon_code = UNSET
        else:
            coupon_code = self.coupon_code

        invoice_subtotal: None | str | Unset
        if isinstance(self.invoice_subtotal, Unset):
            invoice_subtotal = UNSET
        else:
            invoice_subtotal = self.invoice_subtotal

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "customer_id": customer_id,
            }
        )
        if subscription_id is not UNSET:
            field_dict["subscription_id"] = subscription_id
        if coupon_code is not UNSET:
            field_dict["coupon_code"] = coupon_code
        if invoice_subtotal is not UNSET:
            field_dict["invoice_subtotal"] = invoice_subtotal

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        customer_id = UUID(d.pop("customer_id"))

        def _parse_subscription_id(data: object) -> None | Unset | UUID:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                subscription_id_type_0 = UUID(data)

                return subscription_id_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Unset | UUID, data)

        subscription_id = _parse_subscription_id(d.pop("subscription_id", UNSET))

        def _parse_coupon_code(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        coupon_code = _parse_coupon_code(d.pop("coupon_code", UNSET))

        def _parse_invoice_subtotal(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        invoice_subtotal = _parse_invoice_subtotal(d.pop("invoice_subtotal", UNSET))

        validate_request = cls(
            customer_id=customer_id,
            subscription_id=subscription_id,
            coupon_code=coupon_code,
            invoice_subtotal=invoice_subtotal,
        )

        return validate_request
