"""Request and response models of approval requests."""

from __future__ import annotations

import uuid
from datetime import datetime
from typing import Annotated, Any

from pydantic import BaseModel, ConfigDict, Field

from billing.models.approval import ApprovalRequest
from billing.platform.schemas import Strict, Text


class ApprovalDecision(Strict):
    model_config = ConfigDict(
        json_schema_extra={"examples": [{"note": "Checked against the signed order form"}]}
    )

    note: Annotated[Text, Field(max_length=1000)] | None = None


class ApprovalOut(BaseModel):
    id: uuid.UUID
    action: str
    resource_type: str
    resource_id: uuid.UUID
    status: str
    requested_by_type: str
    requested_by_id: str
    requested_by_user_id: uuid.UUID | None
    details: dict[str, Any]
    """What the requester asked for (for an invoice: its total, currency and the threshold)."""
    result: dict[str, Any] | None
    """What the approved action produced (for an invoice: its id, number and status)."""
    decided_by_user_id: uuid.UUID | None
    decided_at: datetime | None
    decision_note: str | None
    created_at: datetime
    updated_at: datetime


def approval_out(request: ApprovalRequest) -> ApprovalOut:
    details = dict(request.details or {})
    result = details.pop("result", None)
    return ApprovalOut(
        id=request.id,
        action=request.action,
        resource_type=request.resource_type,
        resource_id=request.resource_id,
        status=request.status,
        requested_by_type=request.requested_by_type,
        requested_by_id=request.requested_by_id,
        requested_by_user_id=request.requested_by_user_id,
        details=details,
        result=result,
        decided_by_user_id=request.decided_by_user_id,
        decided_at=request.decided_at,
        decision_note=request.decision_note,
        created_at=request.created_at,
        updated_at=request.updated_at,
    )
