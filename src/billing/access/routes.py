"""HTTP routes of the access domain: workspaces, API keys, sessions."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter
from sqlalchemy.ext.asyncio import AsyncSession

from billing.access import service
from billing.access.schemas import WorkspaceOut
from billing.platform.auth import Permission
from billing.platform.context import RequestContext
from billing.platform.pagination import ListEnvelope
from billing.platform.routing import BillingRoute, DbSession

router = APIRouter(prefix="/v1", route_class=BillingRoute, tags=["access"])


@router.get("/workspaces", response_model=ListEnvelope[WorkspaceOut])
async def list_workspaces(
    ctx: RequestContext = Permission("workspaces:read"),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """List the organization's workspaces."""
    workspaces = await service.list_workspaces(db, ctx)
    return {
        "data": [WorkspaceOut.model_validate(w, from_attributes=True) for w in workspaces],
        "pagination": {"cursor": None, "has_more": False},
    }


PUBLIC_PATHS = frozenset({"/v1/auth/login", "/v1/auth/refresh", "/v1/auth/accept-invitation"})
"""Routes under /v1 that authenticate by their body instead of a bearer credential."""
