from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from uuid import UUID

if TYPE_CHECKING:
    from ..models.wallet_balance_out import WalletBalanceOut


T = TypeVar("T", bound="WalletOut")


@_attrs_define
class WalletOut:
    """
    Attributes:
        customer_id (UUID):
        balances (list[WalletBalanceOut]):
    """

    customer_id: UUID
    balances: list[WalletBalanceOut]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.wallet_balance_out import WalletBalanceOut  # noqa: PLC0415

        customer_id = str(self.customer_id)

        balances = []
        for balances_item_data in self.balances:
            balances_item = balances_item_data.to_dict()
            balances.append(balances_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "customer_id": customer_id,
                "balances": balances,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.wallet_balance_out import WalletBalanceOut  # noqa: PLC0415

        d = dict(src_dict)
        customer_id = UUID(d.pop("customer_id"))

        balances = []
        _balances = d.pop("balances")
        for balances_item_data in _balances:
            balances_item = WalletBalanceOut.from_dict(balances_item_data)

            balances.append(balances_item)

        wallet_out = cls(
            customer_id=customer_id,
            balances=balances,
        )

        wallet_out.additional_properties = d
        return wallet_out

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
