from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from uuid import UUID
import datetime

if TYPE_CHECKING:
    from ..models.approval_out_details import ApprovalOutDetails
    from ..models.approval_out_result_type_0 import ApprovalOutResultType0


T = TypeVar("T", bound="ApprovalOut")


@_attrs_define
class ApprovalOut:
    """
    Attributes:
        id (UUID):
        action (str):
        resource_type (str):
        resource_id (UUID):
        status (str):
        requested_by_type (str):
        requested_by_id (str):
        requested_by_user_id (None | UUID):
        details (ApprovalOutDetails):
        result (ApprovalOutResultType0 | None):
        decided_by_user_id (None | UUID):
        decided_at (datetime.datetime | None):
        decision_note (None | str):
        created_at (datetime.datetime):
        updated_at (datetime.datetime):
    """

    id: UUID
    action: str
    resource_type: str
    resource_id: UUID
    status: str
    requested_by_type: str
    requested_by_id: str
    requested_by_user_id: None | UUID
    details: ApprovalOutDetails
    result: ApprovalOutResultType0 | None
    decided_by_user_id: None | UUID
    decided_at: datetime.datetime | None
    decision_note: None | str
    created_at: datetime.datetime
    updated_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.approval_out_details import ApprovalOutDetails  # noqa: PLC0415
        from ..models.approval_out_result_type_0 import ApprovalOutResultType0  # noqa: PLC0415

        id = str(self.id)

        action = self.action

        resource_type = self.resource_type

        resource_id = str(self.resource_id)

        status = self.status

        requested_by_type = self.requested_by_type

        requested_by_id = self.requested_by_id

        requested_by_user_id: None | str
        if isinstance(self.requested_by_user_id, UUID):
            requested_by_user_id = str(self.requested_by_user_id)
        else:
            requested_by_user_id = self.requested_by_user_id

        details = self.details.to_dict()

        result: dict[str, Any] | None
        if isinstance(self.result, ApprovalOutResultType0):
            result = self.result.to_dict()
        else:
            result = self.result

        decided_by_user_id: None | str
        if isinstance(self.decided_by_user_id, UUID):
            decided_by_user_id = str(self.decided_by_user_id)
        else:
            decided_by_user_id = self.decided_by_user_id

        decided_at: None | str
        if isinstance(self.decided_at, datetime.datetime):
            decided_at = self.decided_at.isoformat()
        else:
            decided_at = self.decided_at

        decision_note: None | str
        decision_note = self.decision_note

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "action": action,
                "resource_type": resource_type,
                "resource_id": resource_id,
                "status": status,
                "requested_by_type": requested_by_type,
                "requested_by_id": requested_by_id,
                "requested_by_user_id": requested_by_user_id,
                "details": details,
                "result": result,
                "decided_by_user_id": decided_by_user_id,
                "decided_at": decided_at,
                "decision_note": decision_note,
                "created_at": created_at,
                "updated_at": updated_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.approval_out_details import ApprovalOutDetails  # noqa: PLC0415
        from ..models.approval_out_result_type_0 import ApprovalOutResultType0  # noqa: PLC0415

        d = dict(src_dict)
        id = UUID(d.pop("id"))

        action = d.pop("action")

        resource_type = d.pop("resource_type")

        resource_id = UUID(d.pop("resource_id"))

        status = d.pop("status")

        requested_by_type = d.pop("requested_by_type")

        requested_by_id = d.pop("requested_by_id")

        def _parse_requested_by_user_id(data: object) -> None | UUID:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                requested_by_user_id_type_0 = UUID(data)

                return requested_by_user_id_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | UUID, data)

        requested_by_user_id = _parse_requested_by_user_id(d.pop("requested_by_user_id"))

        details = ApprovalOutDetails.from_dict(d.pop("details"))

        def _parse_result(data: object) -> ApprovalOutResultType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_0 = ApprovalOutResultType0.from_dict(data)

                return result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ApprovalOutResultType0 | None, data)

        result = _parse_result(d.pop("result"))

        def _parse_decided_by_user_id(data: object) -> None | UUID:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                decided_by_user_id_type_0 = UUID(data)

                return decided_by_user_id_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | UUID, data)

        decided_by_user_id = _parse_decided_by_user_id(d.pop("decided_by_user_id"))

        def _parse_decided_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                decided_at_type_0 = datetime.datetime.fromisoformat(data)

                return decided_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        decided_at = _parse_decided_at(d.pop("decided_at"))

        def _parse_decision_note(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        decision_note = _parse_decision_note(d.pop("decision_note"))

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))

        approval_out = cls(
            id=id,
            action=action,
            resource_type=resource_type,
            resource_id=resource_id,
            status=status,
            requested_by_type=requested_by_type,
            requested_by_id=requested_by_id,
            requested_by_user_id=requested_by_user_id,
            details=details,
            result=result,
            decided_by_user_id=decided_by_user_id,
            decided_at=decided_at,
            decision_note=decision_note,
            created_at=created_at,
            updated_at=updated_at,
        )

        approval_out.additional_properties = d
        return approval_out

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
