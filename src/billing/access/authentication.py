"""Turns a bearer credential and the X-Workspace-Id header into a RequestContext.

API keys (`sk_live_…`, `sk_test_…`) are bound to one workspace; a header naming another one
answers 403. User access tokens select the workspace with the header, defaulting to the
organization's default live workspace. Every failure is raised before any handler runs.
"""

from __future__ import annotations

import ipaddress
import uuid

from sqlalchemy.ext.asyncio import AsyncSession

from billing.access.permissions import permissions_for_roles
from billing.access.repository import CredentialLookup, api_key_credential
from billing.access.secrets import hash_token
from billing.models.access import UserSession
from billing.models.tenancy import Organization, Workspace
from billing.platform import clock
from billing.platform.auth import Authenticator, Credentials
from billing.platform.context import FULL_ACCESS, RequestContext
from billing.platform.db import Database
from billing.platform.errors import Forbidden, NotFound, Unauthorized

SLUG_MAX_LENGTH = 64


def make_authenticator(db: Database) -> Authenticator:
    async def authenticate(credentials: Credentials) -> RequestContext:
        if credentials.token.startswith("sk_"):
            return await _api_key_context(db, credentials)
        async with _lookup_session(db, credentials) as session, session.begin():
            return await _user_context(CredentialLookup(session), credentials)

    return authenticate


def _lookup_session(db: Database, credentials: Credentials) -> AsyncSession:
    """A read session on the read request's own connection when it has one: a second pooled
    connection taken while the request holds the first could wait forever for a pool that
    requests like it hold whole."""
    if credentials.connection is not None:
        return AsyncSession(credentials.connection, expire_on_commit=False)
    return db.session(readonly=True)


async def _api_key_context(db: Database, credentials: Credentials) -> RequestContext:
    """One query on a plain connection; a second only when X-Workspace-Id names a workspace
    other than the key's own, to tell 403 (the caller's organization) from 404."""
    key_hash = hash_token(credentials.token)
    if credentials.connection is not None:
        key = await api_key_credential(credentials.connection, key_hash)
    else:
        async with db.connect(readonly=True) as connection:
            key = await api_key_credential(connection, key_hash)
    if key is None or key.revoked_at is not None:
        raise Unauthorized("the API key is unknown or revoked")
    if key.expires_at is not None and key.expires_at <= clock.wall_now():
        raise Unauthorized("the API key has expired")
    if key.organization_status != "active":
        raise Unauthorized("the organization is suspended")
    if key.allowed_ips and not _ip_allowed(credentials.client_ip, key.allowed_ips):
        raise Forbidden("the request's IP address is outside the key's allowlist")
    if credentials.workspace is not None and credentials.workspace not in (
        str(key.workspace_id),
        key.workspace_slug,
    ):
        async with _lookup_session(db, credentials) as session, session.begin():
            lookup = CredentialLookup(session)
            named = await _named_workspace(lookup, key.organization_id, credentials.workspace)
        if named.id != key.workspace_id:
            raise Forbidden("an API key acts only in its own workspace; use that workspace's key")
    return RequestContext(
        organization_id=key.organization_id,
        workspace_id=key.workspace_id,
        workspace_mode=key.workspace_mode,
        principal_type="api_key",
        principal_id=key.key_id,
        permissions=frozenset(key.scopes) if key.scopes else frozenset({FULL_ACCESS}),
        request_id=credentials.request_id,
    )


async def _user_context(lookup: CredentialLookup, credentials: Credentials) -> RequestContext:
    user_session = await lookup.session_by_access_hash(hash_token(credentials.token))
    if user_session is None or not _session_usable(user_session):
        raise Unauthorized("the access token is unknown, expired or revoked")
    await _active_organization(lookup, user_session.organization_id)
    member = await lookup.member(user_session.organization_id, user_session.user_id)
    if member is None or member.status != "active":
        raise Unauthorized("the user is not an active member of the organization")
    if credentials.workspace is not None:
        workspace = await _named_workspace(
            lookup, user_session.organization_id, credentials.workspace
        )
    else:
        default = await lookup.default_workspace(user_session.organization_id)
        if default is None:
            raise NotFound("the organization has no workspace")
        workspace = default
    permissions = permissions_for_roles(user_session.roles)
    return _user_session_context(workspace, user_session.user_id, permissions, credentials)


def _session_usable(user_session: UserSession) -> bool:
    return user_session.revoked_at is None and user_session.access_expires_at > clock.wall_now()


async def _active_organization(lookup: CredentialLookup, organization_id: uuid.UUID) -> None:
    organization: Organization | None = await lookup.organization(organization_id)
    if organization is None or organization.status != "active":
        raise Unauthorized("the organization is suspended")


async def _named_workspace(
    lookup: CredentialLookup, organization_id: uuid.UUID, reference: str
) -> Workspace:
    """Resolve X-Workspace-Id: a UUID or a slug of the caller's organization."""
    try:
        workspace_id = uuid.UUID(reference)
    except ValueError:
        found: Workspace | None = None
        if len(reference) <= SLUG_MAX_LENGTH and "\x00" not in reference:
            found = await lookup.workspace_by_slug(organization_id, reference)
        if found is None:
            raise NotFound(f"workspace {reference!r} was not found") from None
        return found
    workspace = await lookup.workspace_by_id(workspace_id)
    if workspace is None:
        raise NotFound(f"workspace {reference!r} was not found")
    if workspace.organization_id != organization_id:
        raise Forbidden("the workspace belongs to another organization")
    return workspace


def _ip_allowed(client_ip: str | None, allowed: list[str]) -> bool:
    if client_ip is None:
        return False
    try:
        address = ipaddress.ip_address(client_ip)
    except ValueError:
        return False
    return any(address in ipaddress.ip_network(entry, strict=False) for entry in allowed)


def _user_session_context(
    workspace: Workspace, user_id: uuid.UUID, permissions: frozenset[str], credentials: Credentials
) -> RequestContext:
    return RequestContext(
        organization_id=workspace.organization_id,
        workspace_id=workspace.id,
        workspace_mode=workspace.mode,
        principal_type="user",
        principal_id=user_id,
        permissions=permissions,
        request_id=credentials.request_id,
    )
