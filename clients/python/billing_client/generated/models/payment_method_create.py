from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.payment_method_create_type import check_payment_method_create_type
from ..models.payment_method_create_type import PaymentMethodCreateType
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
    from ..models.card_in import CardIn
    from ..models.payment_method_create_metadata import PaymentMethodCreateMetadata
    from ..models.sepa_debit_in import SepaDebitIn


T = TypeVar("T", bound="PaymentMethodCreate")


@_attrs_define
class PaymentMethodCreate:
    """
    Attributes:
        type_ (PaymentMethodCreateType):
        card (CardIn | None | Unset):
        sepa_debit (None | SepaDebitIn | Unset):
        metadata (PaymentMethodCreateMetadata | Unset):
        set_default (bool | Unset):  Default: False.
    """

    type_: PaymentMethodCreateType
    card: CardIn | None | Unset = UNSET
    sepa_debit: None | SepaDebitIn | Unset = UNSET
    metadata: PaymentMethodCreateMetadata | Unset = UNSET
    set_default: bool | Unset = False

    def to_dict(self) -> dict[str, Any]:
        from ..models.card_in import CardIn  # noqa: PLC0415
        from ..models.payment_method_create_metadata import PaymentMethodCreateMetadata  # noqa: PLC0415
        from ..models.sepa_debit_in import SepaDebitIn  # noqa: PLC0415

        type_: str = self.type_

        card: dict[str, Any] | None | Unset
        if isinstance(self.card, Unset):
            card = UNSET
        elif isinstance(self.card, CardIn):
            card = self.card.to_dict()
        else:
            card = self.card

        sepa_debit: dict[str, Any] | None | Unset
        if isinstance(self.sepa_debit, Unset):
            sepa_debit = UNSET
        elif isinstance(self.sepa_debit, SepaDebitIn):
            sepa_debit = self.sepa_debit.to_dict()
        else:
            sepa_debit = self.sepa_debit

        metadata: dict[str, Any] | Unset = UNSET
        if not isinstance(self.metadata, Unset):
            metadata = self.metadata.to_dict()

        set_default = self.set_default

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
            }
        )
        if card is not UNSET:
            field_dict["card"] = card
        if sepa_debit is not UNSET:
            field_dict["sepa_debit"] = sepa_debit
        if metadata is not UNSET:
            field_dict["metadata"] = metadata
        if set_default is not UNSET:
            field_dict["set_default"] = set_default

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.card_in import CardIn  # noqa: PLC0415
        from ..models.payment_method_create_metadata import PaymentMethodCreateMetadata  # noqa: PLC0415
        from ..models.sepa_debit_in import SepaDebitIn  # noqa: PLC0415

        d = dict(src_dict)
        type_ = check_payment_method_create_type(d.pop("type"))

        def _parse_card(data: object) -> CardIn | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                card_type_0 = CardIn.from_dict(data)

                return card_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CardIn | None | Unset, data)

        card = _parse_card(d.pop("card", UNSET))

        def _parse_sepa_debit(data: object) -> None | SepaDebitIn | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                sepa_debit_type_0 = SepaDebitIn.from_dict(data)

                return sepa_debit_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SepaDebitIn | Unset, data)

        sepa_debit = _parse_sepa_debit(d.pop("sepa_debit", UNSET))

        _metadata = d.pop("metadata", UNSET)
        metadata: PaymentMethodCreateMetadata | Unset
        if isinstance(_metadata, Unset):
            metadata = UNSET
        else:
            metadata = PaymentMethodCreateMetadata.from_dict(_metadata)

        set_default = d.pop("set_default", UNSET)

        payment_method_create = cls(
            type_=type_,
            card=card,
            sepa_debit=sepa_debit,
            metadata=metadata,
            set_default=set_default,
        )

        return payment_method_create
