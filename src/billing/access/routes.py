"""HTTP routes of the access domain: workspaces, API keys, user sessions and members."""

from __future__ import annotations

import uuid
from typing import Any

from fastapi import APIRouter, Request, Response
from sqlalchemy.ext.asyncio import AsyncSession

from billing.access import api_keys, members, service, sessions
from billing.access.permissions import PERMISSIONS, ROLE_PERMISSIONS
from billing.access.schemas import (
    AcceptInvitation,
    ApiKeyCreate,
    ApiKeyCreated,
    ApiKeyOut,
    ApiKeyRotate,
    ApiKeyRotated,
    LoginIn,
    MemberInvite,
    MemberInvited,
    MemberJoined,
    MemberOut,
    MemberStatusUpdate,
    PermissionCatalog,
    RefreshIn,
    RolesChange,
    TokenPair,
    WorkspaceOut,
)
from billing.access.secrets import Passwords
from billing.config import Settings
from billing.models.access import ApiKey, Member, User
from billing.platform.auth import Permission, UserSessionContext
from billing.platform.context import RequestContext
from billing.platform.filters import Field, FilterSpec
from billing.platform.listing import ListParams, ListQuery
from billing.platform.pagination import Envelope, ListEnvelope, list_envelope
from billing.platform.routing import BillingRoute, DbSession, PublicRoute

router = APIRouter(prefix="/v1", route_class=BillingRoute, tags=["access"])
public = APIRouter(route_class=PublicRoute, tags=["access"])

API_KEY_FILTERS = FilterSpec({"name": Field(ApiKey.name, ops=frozenset({"eq", "contains"}))})
MEMBER_FILTERS = FilterSpec(
    {
        "status": Field(
            Member.status,
            ops=frozenset({"eq", "ne", "in"}),
            choices=frozenset({"active", "suspended", "pending"}),
            countable=True,
        ),
        "email": Field(User.email, ops=frozenset({"eq", "contains"})),
    }
)


def _settings(request: Request) -> Settings:
    settings: Settings = request.app.state.settings
    return settings


def _passwords(request: Request) -> Passwords:
    settings = _settings(request)
    return Passwords(settings.password_hash_time_cost, settings.password_hash_memory_kib)


def _session_policy(request: Request) -> sessions.SessionPolicy:
    settings = _settings(request)
    return sessions.SessionPolicy(
        settings.access_token_ttl_seconds, settings.refresh_token_ttl_seconds
    )


# --- workspaces ----------------------------------------------------------------------------


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


# --- API keys ------------------------------------------------------------------------------


@router.get("/api-keys", response_model=ListEnvelope[ApiKeyOut])
async def list_api_keys(
    query: ListQuery = ListParams(API_KEY_FILTERS, "api-keys"),
    ctx: RequestContext = Permission("api_keys:read"),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """List the workspace's API keys (metadata only)."""
    page = await api_keys.list_keys(db, ctx, query)
    return list_envelope([api_keys.view(key) for key in page.items], page)


@router.get("/api-keys/permissions", response_model=Envelope[PermissionCatalog])
async def list_permissions(ctx: RequestContext = Permission("api_keys:read")) -> dict[str, Any]:
    """The permission codes usable in key scopes, and the roles with what they grant."""
    roles = [
        {"name": name, "permissions": sorted(granted)} for name, granted in ROLE_PERMISSIONS.items()
    ]
    return {"data": {"permissions": list(PERMISSIONS), "roles": roles}}


@router.post("/api-keys", status_code=201, response_model=Envelope[ApiKeyCreated])
async def create_api_key(
    body: ApiKeyCreate,
    ctx: RequestContext = Permission("api_keys:write"),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """Create an API key; its plaintext is returned once, in `key`."""
    created = await api_keys.create_key(db, ctx, body)
    return {"data": {**api_keys.view(created.key), "key": created.plaintext}}


@router.post("/api-keys/rotate", status_code=201, response_model=Envelope[ApiKeyRotated])
async def rotate_api_keys(
    body: ApiKeyRotate | None = None,
    ctx: RequestContext = Permission("api_keys:write"),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """Issue a new key; the workspace's other keys expire in 24 hours."""
    rotated = await api_keys.rotate_keys(db, ctx, body.name if body else None)
    expiry = rotated.old_key_expiry.isoformat()
    return {
        "data": {
            **api_keys.view(rotated.key),
            "new_key": rotated.plaintext,
            "old_key_expiry": rotated.old_key_expiry,
            "message": f"Existing keys of this workspace stay valid until {expiry}.",
        }
    }


@router.delete("/api-keys/{key_id}", response_model=Envelope[ApiKeyOut])
async def revoke_api_key(
    key_id: uuid.UUID,
    ctx: RequestContext = Permission("api_keys:write"),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """Revoke a key at once."""
    key = await api_keys.revoke_key(db, ctx, key_id)
    return {"data": api_keys.view(key)}


# --- user sessions -------------------------------------------------------------------------


@public.post("/auth/login", response_model=Envelope[TokenPair])
async def login(body: LoginIn, request: Request, db: AsyncSession = DbSession) -> dict[str, Any]:
    """Log in with email and password; answers an access and a refresh token."""
    issued = await sessions.login(
        db,
        _passwords(request),
        _session_policy(request),
        email=body.email,
        password=body.password,
        organization_id=body.organization_id,
    )
    return {"data": issued.as_dict()}


@public.post("/auth/refresh", response_model=Envelope[TokenPair])
async def refresh(
    body: RefreshIn, request: Request, db: AsyncSession = DbSession
) -> dict[str, Any]:
    """Exchange a refresh token for a new pair (rotating); reuse revokes the session."""
    issued = await sessions.refresh(db, _session_policy(request), body.refresh_token)
    return {"data": issued.as_dict()}


@router.post("/auth/logout", status_code=204, response_class=Response)
async def logout(
    request: Request,
    ctx: RequestContext = UserSessionContext(),
    db: AsyncSession = DbSession,
) -> Response:
    """End the current user session."""
    _, _, token = request.headers.get("authorization", "").partition(" ")
    await sessions.logout(db, ctx, token.strip())
    return Response(status_code=204)


@public.post("/auth/accept-invitation", response_model=Envelope[MemberJoined])
async def accept_invitation(
    body: AcceptInvitation, request: Request, db: AsyncSession = DbSession
) -> dict[str, Any]:
    """Accept an invitation: activates the member and sets (or confirms) the password."""
    view, organization_id = await members.accept_invitation(
        db, _passwords(request), body.token, body.password
    )
    return {"data": {**view.as_dict(), "organization_id": organization_id}}


# --- members -------------------------------------------------------------------------------


@router.get("/members", response_model=ListEnvelope[MemberOut], tags=["admin"])
async def list_members(
    query: ListQuery = ListParams(MEMBER_FILTERS, "members"),
    ctx: RequestContext = Permission("members:read"),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """List every current member: active, suspended and pending."""
    page = await members.list_members(db, ctx, query)
    return list_envelope([view.as_dict() for view in page.items], page)


@router.post("/members", status_code=201, response_model=Envelope[MemberInvited], tags=["admin"])
async def invite_member(
    body: MemberInvite,
    ctx: RequestContext = Permission("members:write"),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """Invite a member (pending until accepted); the invitation token is returned once."""
    view, token = await members.invite(db, ctx, body.email, body.roles)
    return {"data": {**view.as_dict(), "invitation_token": token}}


@router.delete("/members/{user_id}", status_code=204, response_class=Response, tags=["admin"])
async def remove_member(
    user_id: uuid.UUID,
    ctx: RequestContext = Permission("members:write"),
    db: AsyncSession = DbSession,
) -> Response:
    """Remove a member from the organization and end their sessions."""
    await members.remove(db, ctx, user_id)
    return Response(status_code=204)


@router.post("/members/{user_id}/roles", status_code=204, response_class=Response, tags=["admin"])
async def change_member_roles(
    user_id: uuid.UUID,
    body: RolesChange,
    ctx: RequestContext = Permission("members:write"),
    db: AsyncSession = DbSession,
) -> Response:
    """Assign and unassign roles; they apply at the member's next refresh."""
    await members.change_roles(db, ctx, user_id, body.assign, body.unassign)
    return Response(status_code=204)


@router.put("/members/{user_id}/status", status_code=204, response_class=Response, tags=["admin"])
async def update_member_status(
    user_id: uuid.UUID,
    body: MemberStatusUpdate,
    ctx: RequestContext = Permission("members:write"),
    db: AsyncSession = DbSession,
) -> Response:
    """Activate or suspend a member; suspending ends their sessions."""
    await members.set_status(db, ctx, user_id, body.status)
    return Response(status_code=204)


router.include_router(public)

PUBLIC_PATHS = frozenset({"/v1/auth/login", "/v1/auth/refresh", "/v1/auth/accept-invitation"})
"""Routes under /v1 that authenticate by their body instead of a bearer credential."""
