"""Approval requests: an action held until a member other than the requester decides.

The approvals domain knows no other domain. A domain whose action may need approval registers
an `ApprovalAction` under the action's name when it is imported (invoices register
`invoice.finalize`); approving runs the action's `approve` in the deciding transaction, and
rejecting runs its `reject` so the held resource is released.
"""

from __future__ import annotations

import uuid
from typing import Any, Protocol

from sqlalchemy.ext.asyncio import AsyncSession

from billing.approvals.repository import ApprovalRepository
from billing.models.approval import ApprovalRequest
from billing.platform import clock
from billing.platform.context import RequestContext
from billing.platform.errors import Forbidden
from billing.platform.lifecycle import Lifecycle
from billing.platform.outbox import emit_event

PENDING = "pending"
APPROVED = "approved"
REJECTED = "rejected"

APPROVAL = Lifecycle(
    "approval request",
    {PENDING: frozenset({APPROVED, REJECTED}), APPROVED: frozenset(), REJECTED: frozenset()},
)
"""A request is decided once: a second decision answers 409 INVALID_STATE."""


class ApprovalAction(Protocol):
    async def approve(
        self, db: AsyncSession, ctx: RequestContext, request: ApprovalRequest
    ) -> dict[str, Any]:
        """Perform the held action; the answer is stored as the request's `result`."""
        ...

    async def reject(self, db: AsyncSession, ctx: RequestContext, request: ApprovalRequest) -> None:
        """Release whatever the pending request held."""
        ...


_ACTIONS: dict[str, ApprovalAction] = {}


def register_action(action: str, handler: ApprovalAction) -> None:
    """Called by the domain that owns `action` when it is imported."""
    _ACTIONS[action] = handler


def _handler(action: str) -> ApprovalAction:
    try:
        return _ACTIONS[action]
    except KeyError:
        raise RuntimeError(f"no handler is registered for the approval action {action!r}") from None


def _emit(db: AsyncSession, ctx: RequestContext, type_: str, request: ApprovalRequest) -> None:
    emit_event(
        db,
        ctx,
        type_,
        {
            "action": request.action,
            "resource_type": request.resource_type,
            "resource_id": str(request.resource_id),
            "status": request.status,
        },
        resource_type="approval_request",
        resource_id=request.id,
    )


async def request_approval(
    db: AsyncSession,
    ctx: RequestContext,
    *,
    action: str,
    resource_type: str,
    resource_id: uuid.UUID,
    details: dict[str, Any],
) -> ApprovalRequest:
    """A pending request for `action` on a resource, asked by the request's principal."""
    _handler(action)
    request = ApprovalRequest(
        action=action,
        resource_type=resource_type,
        resource_id=resource_id,
        status=PENDING,
        requested_by_type=ctx.principal_type,
        requested_by_id=str(ctx.principal_id),
        requested_by_user_id=ctx.user_id,
        details=details,
    )
    ApprovalRepository(db, ctx).add(request)
    await db.flush()
    _emit(db, ctx, "approval.requested", request)
    return request


async def get_request(
    db: AsyncSession, ctx: RequestContext, approval_id: uuid.UUID
) -> ApprovalRequest:
    return await ApprovalRepository(db, ctx).get(approval_id)


async def _decidable(
    db: AsyncSession, ctx: RequestContext, approval_id: uuid.UUID
) -> tuple[ApprovalRequest, uuid.UUID]:
    """The request, locked, once the deciding user (the route admits only users) is known to
    be another than the requester (an API key's request may be decided by any member holding
    the permission)."""
    request = await ApprovalRepository(db, ctx).get(approval_id, for_update=True)
    user_id = ctx.user_id
    assert user_id is not None, "the decision routes admit user sessions only"
    if request.requested_by_user_id == user_id:
        raise Forbidden("an approval request is decided by another member than its requester")
    return request, user_id


def _decide(request: ApprovalRequest, status: str, user_id: uuid.UUID, note: str | None) -> None:
    now = clock.wall_now()
    APPROVAL.move(request, status)
    request.decided_by_user_id = user_id
    request.decided_at = now
    request.decision_note = note


async def approve(
    db: AsyncSession, ctx: RequestContext, approval_id: uuid.UUID, note: str | None
) -> ApprovalRequest:
    """Approve and perform the action in the same transaction (a failing action approves
    nothing: the request stays pending)."""
    request, user_id = await _decidable(db, ctx, approval_id)
    _decide(request, APPROVED, user_id, note)
    result = await _handler(request.action).approve(db, ctx, request)
    request.details = {**request.details, "result": result}
    await db.flush()
    _emit(db, ctx, "approval.approved", request)
    return request


async def reject(
    db: AsyncSession, ctx: RequestContext, approval_id: uuid.UUID, note: str | None
) -> ApprovalRequest:
    request, user_id = await _decidable(db, ctx, approval_id)
    _decide(request, REJECTED, user_id, note)
    await _handler(request.action).reject(db, ctx, request)
    await db.flush()
    _emit(db, ctx, "approval.rejected", request)
    return request
