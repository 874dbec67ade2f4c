from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.payment_method_out_status import check_payment_method_out_status
from ..models.payment_method_out_status import PaymentMethodOutStatus
from ..models.payment_method_out_type import check_payment_method_out_type
from ..models.payment_method_out_type import PaymentMethodOutType
from typing import cast
from uuid import UUID
import datetime

if TYPE_CHECKING:
    from ..models.card_out import CardOut
    from ..models.payment_method_out_metadata import PaymentMethodOutMetadata
    from ..models.sepa_debit_out import SepaDebitOut


T = TypeVar("T", bound="PaymentMethodOut")


@_attrs_define
class PaymentMethodOut:
    """
    Attributes:
        id (UUID):
        customer_id (UUID):
        type_ (PaymentMethodOutType):
        status (PaymentMethodOutStatus):
        card (CardOut | None):
        sepa_debit (None | SepaDebitOut):
        is_default (bool):
        metadata (PaymentMethodOutMetadata):
        created_at (datetime.datetime):
        detached_at (datetime.datetime | None):
    """

    id: UUID
    customer_id: UUID
    type_: PaymentMethodOutType
    status: PaymentMethodOutStatus
    card: CardOut | None
    sepa_debit: None | SepaDebitOut
    is_default: bool
    metadata: PaymentMethodOutMetadata
    created_at: datetime.datetime
    detached_at: datetime.datetime | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.card_out import CardOut  # noqa: PLC0415
        from ..models.payment_method_out_metadata import PaymentMethodOutMetadata  # noqa: PLC0415
        from ..models.sepa_debit_out import SepaDebitOut  # noqa: PLC0415

        id = str(self.id)

        customer_id = str(self.customer_id)

        type_: str = self.type_

        status: str = self.status

        card: dict[str, Any] | None
        if isinstance(self.card, CardOut):
            card = self.card.to_dict()
        else:
            card = self.card

        sepa_debit: dict[str, Any] | None
        if isinstance(self.sepa_debit, SepaDebitOut):
            sepa_debit = self.sepa_debit.to_dict()
        else:
            sepa_debit = self.sepa_debit

        is_default = self.is_default

        metadata = self.metadata.to_dict()

        created_at = self.created_at.isoformat()

        detached_at: None | str
        if isinstance(self.detached_at, datetime.datetime):
            detached_at = self.detached_at.isoformat()
        else:
            detached_at = self.detached_at

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "customer_id": customer_id,
                "type": type_,
                "status": status,
                "card": card,
                "sepa_debit": sepa_debit,
                "is_default": is_default,
                "metadata": metadata,
                "created_at": created_at,
                "detached_at": detached_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.card_out import CardOut  # noqa: PLC0415
        from ..models.payment_method_out_metadata import PaymentMethodOutMetadata  # noqa: PLC0415
        from ..models.sepa_debit_out import SepaDebitOut  # noqa: PLC0415

        d = dict(src_dict)
        id = UUID(d.pop("id"))

        customer_id = UUID(d.pop("customer_id"))

        type_ = check_payment_method_out_type(d.pop("type"))

        status = check_payment_method_out_status(d.pop("status"))

        def _parse_card(data: object) -> CardOut | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                card_type_0 = CardOut.from_dict(data)

                return card_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CardOut | None, data)

        card = _parse_card(d.pop("card"))

        def _parse_sepa_debit(data: object) -> None | SepaDebitOut:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                sepa_debit_type_0 = SepaDebitOut.from_dict(data)

                return sepa_debit_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SepaDebitOut, data)

        sepa_debit = _parse_sepa_debit(d.pop("sepa_debit"))

        is_default = d.pop("is_default")

        metadata = PaymentMethodOutMetadata.from_dict(d.pop("metadata"))

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        def _parse_detached_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                detached_at_type_0 = datetime.datetime.fromisoformat(data)

                return detached_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        detached_at = _parse_detached_at(d.pop("detached_at"))

        payment_method_out = cls(
            id=id,
            customer_id=customer_id,
            type_=type_,
            status=status,
            card=card,
            sepa_debit=sepa_debit,
            is_default=is_default,
            metadata=metadata,
            created_at=created_at,
            detached_at=detached_at,
        )

        payment_method_out.additional_properties = d
        return payment_method_out

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
