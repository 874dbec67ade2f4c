"""HTTP routes of approval requests (deciding needs a user session)."""

from __future__ import annotations

import uuid
from typing import Any

from fastapi import APIRouter
from sqlalchemy.ext.asyncio import AsyncSession

from billing.approvals import service
from billing.approvals.schemas import ApprovalDecision, ApprovalOut, approval_out
from billing.platform.auth import Permission
from billing.platform.context import RequestContext
from billing.platform.pagination import Envelope
from billing.platform.routing import BillingRoute, DbSession

router = APIRouter(prefix="/v1", route_class=BillingRoute, tags=["approvals"])


@router.get("/approvals/{approval_id}", response_model=Envelope[ApprovalOut])
async def get_approval(
    approval_id: uuid.UUID,
    ctx: RequestContext = Permission("approvals:read"),
    db: AsyncSession = DbSession,
) -> Any:
    """Get an approval request (poll it after a 202)."""
    return {"data": approval_out(await service.get_request(db, ctx, approval_id))}


@router.post("/approvals/{approval_id}/approve", response_model=Envelope[ApprovalOut])
async def approve(
    approval_id: uuid.UUID,
    body: ApprovalDecision | None = None,
    ctx: RequestContext = Permission("approvals:write", user_session=True),
    db: AsyncSession = DbSession,
) -> Any:
    """Approve a pending request and perform its action; needs a member other than the
    requester, in a user session."""
    note = body.note if body is not None else None
    return {"data": approval_out(await service.approve(db, ctx, approval_id, note))}


@router.post("/approvals/{approval_id}/reject", response_model=Envelope[ApprovalOut])
async def reject(
    approval_id: uuid.UUID,
    body: ApprovalDecision | None = None,
    ctx: RequestContext = Permission("approvals:write", user_session=True),
    db: AsyncSession = DbSession,
) -> Any:
    """Reject a pending request; the held resource is released (a draft becomes editable)."""
    note = body.note if body is not None else None
    return {"data": approval_out(await service.reject(db, ctx, approval_id, note))}
