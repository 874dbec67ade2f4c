from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.audience_member_out_enrollment_status import AudienceMemberOutEnrollmentStatus
from ..models.audience_member_out_enrollment_status import (
    check_audience_member_out_enrollment_status,
)
from typing import cast
from uuid import UUID


T = TypeVar("T", bound="AudienceMemberOut")


@_attrs_define
class AudienceMemberOut:
    """
    Attributes:
        customer_id (UUID):
        name (str):
        email (None | str):
        enrollment_status (AudienceMemberOutEnrollmentStatus):
    """

    customer_id: UUID
    name: str
    email: None | str
    enrollment_status: AudienceMemberOutEnrollmentStatus
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        customer_id = str(self.customer_id)

        name = self.name

        email: None | str
        email = self.email

        enrollment_status: str = self.enrollment_status

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "customer_id": customer_id,
                "name": name,
                "email": email,
                "enrollment_status": enrollment_status,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        customer_id = UUID(d.pop("customer_id"))

        name = d.pop("name")

        def _parse_email(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        email = _parse_email(d.pop("email"))

        enrollment_status = check_audience_member_out_enrollment_status(d.pop("enrollment_status"))

        audience_member_out = cls(
            customer_id=customer_id,
            name=name,
            email=email,
            enrollment_status=enrollment_status,
        )

        audience_member_out.additional_properties = d
        return audience_member_out

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
