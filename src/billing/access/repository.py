"""SQL of the access domain.

Credential lookups run before a tenant is known, so they search by secret hash; everything
after that is scoped by the organization (members, sessions) or the workspace (API keys).
"""

from __future__ import annotations

import uuid
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import CursorResult, Select, bindparam, delete, func, select, text, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncSession

from billing.access.permissions import ADMIN_ROLE
from billing.models.access import ApiKey, Member, MemberRole, User, UserSession
from billing.models.tenancy import Organization, Workspace
from billing.platform.db import execute_core
from billing.platform.errors import Conflict, NotFound
from billing.platform.repository import OrganizationRepository, WorkspaceRepository


@dataclass(frozen=True, slots=True)
class ApiKeyCredential:
    """What authenticating with an API key needs of the key, its workspace and organization."""

    key_id: uuid.UUID
    organization_id: uuid.UUID
    workspace_id: uuid.UUID
    scopes: list[str]
    allowed_ips: list[str]
    expires_at: datetime | None
    revoked_at: datetime | None
    workspace_slug: str
    workspace_mode: str
    organization_status: str


_KEYS, _WORKSPACES, _ORGANIZATIONS = ApiKey.__table__, Workspace.__table__, Organization.__table__
_API_KEY_CREDENTIAL = (
    select(
        _KEYS.c.id.label("key_id"),
        _KEYS.c.organization_id,
        _KEYS.c.workspace_id,
        _KEYS.c.scopes,
        _KEYS.c.allowed_ips,
        _KEYS.c.expires_at,
        _KEYS.c.revoked_at,
        _WORKSPACES.c.slug.label("workspace_slug"),
        _WORKSPACES.c.mode.label("workspace_mode"),
        _ORGANIZATIONS.c.status.label("organization_status"),
    )
    .join_from(_KEYS, _WORKSPACES, _WORKSPACES.c.id == _KEYS.c.workspace_id)
    .join(_ORGANIZATIONS, _ORGANIZATIONS.c.id == _KEYS.c.organization_id)
    .where(_KEYS.c.key_hash == bindparam("key_hash"))
)
"""Built once: every request made with an API key runs it, and a statement object that is
reused skips SQLAlchemy's construction and cache-key work."""


async def api_key_credential(connection: AsyncConnection, key_hash: str) -> ApiKeyCredential | None:
    """The key with its workspace and organization, in one query on a plain connection (no
    ORM session or objects): the hot path of every request made with an API key, run on the
    driver (`execute_core`)."""
    found = (await execute_core(connection, _API_KEY_CREDENTIAL, {"key_hash": key_hash})).first()
    return None if found is None else ApiKeyCredential(*found)


class CredentialLookup:
    """Queries of the authentication step, before the request has a tenant."""

    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def session_by_access_hash(self, token_hash: str) -> UserSession | None:
        result = await self.session.execute(
            select(UserSession).where(UserSession.access_token_hash == token_hash)
        )
        return result.scalar_one_or_none()

    async def session_by_refresh_hash(self, token_hash: str) -> UserSession | None:
        result = await self.session.execute(
            select(UserSession).where(UserSession.refresh_token_hash == token_hash)
        )
        return result.scalar_one_or_none()

    async def organization(self, organization_id: uuid.UUID) -> Organization | None:
        return await self.session.get(Organization, organization_id)

    async def workspace_by_id(self, workspace_id: uuid.UUID) -> Workspace | None:
        return await self.session.get(Workspace, workspace_id)

    async def workspace_by_slug(self, organization_id: uuid.UUID, slug: str) -> Workspace | None:
        result = await self.session.execute(
            select(Workspace).where(
                Workspace.organization_id == organization_id, Workspace.slug == slug
            )
        )
        return result.scalar_one_or_none()

    async def default_workspace(self, organization_id: uuid.UUID) -> Workspace | None:
        result = await self.session.execute(
            select(Workspace)
            .where(Workspace.organization_id == organization_id)
            .order_by(Workspace.is_default.desc(), Workspace.mode, Workspace.created_at)
            .limit(1)
        )
        return result.scalar_one_or_none()

    async def member(self, organization_id: uuid.UUID, user_id: uuid.UUID) -> Member | None:
        result = await self.session.execute(
            select(Member).where(
                Member.organization_id == organization_id, Member.user_id == user_id
            )
        )
        return result.scalar_one_or_none()

    async def member_by_invitation_hash(self, token_hash: str) -> Member | None:
        result = await self.session.execute(
            select(Member).where(Member.invitation_token_hash == token_hash)
        )
        return result.scalar_one_or_none()

    async def user(self, user_id: uuid.UUID) -> User | None:
        return await self.session.get(User, user_id)

    async def user_by_email(self, email: str) -> User | None:
        result = await self.session.execute(
            select(User).where(func.lower(User.email) == email.strip().lower())
        )
        return result.scalar_one_or_none()

    async def active_membership(
        self, user_id: uuid.UUID, organization_id: uuid.UUID | None
    ) -> Member | None:
        """The user's oldest active membership of an active organization (or the named one)."""
        stmt = (
            select(Member)
            .join(Organization, Organization.id == Member.organization_id)
            .where(
                Member.user_id == user_id,
                Member.status == "active",
                Organization.status == "active",
            )
            .order_by(Member.created_at, Member.id)
            .limit(1)
        )
        if organization_id is not None:
            stmt = stmt.where(Member.organization_id == organization_id)
        return (await self.session.execute(stmt)).scalar_one_or_none()

    async def roles(self, organization_id: uuid.UUID, user_id: uuid.UUID) -> list[str]:
        result = await self.session.execute(
            select(MemberRole.role)
            .where(MemberRole.organization_id == organization_id, MemberRole.user_id == user_id)
            .order_by(MemberRole.role)
        )
        return list(result.scalars())


class SessionTokens:
    """Writes of the public session routes (login, refresh), keyed by the session's own ids."""

    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    def add(self, user_session: UserSession) -> None:
        self.session.add(user_session)

    async def claim_rotation(self, session_id: uuid.UUID, now: datetime) -> bool:
        """Mark a session rotated; False when another request rotated or revoked it first."""
        result = await self.session.execute(
            update(UserSession)
            .where(
                UserSession.id == session_id,
                UserSession.rotated_at.is_(None),
                UserSession.revoked_at.is_(None),
            )
            .values(rotated_at=now)
        )
        return _rowcount(result) == 1

    async def revoke_family(self, family_id: uuid.UUID, now: datetime) -> None:
        await _revoke_sessions(self.session, now, UserSession.family_id == family_id)


class ProvisioningRepository:
    """Writes and reads of `bootstrap`, which runs before any tenant exists (nothing to scope)."""

    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def lock_bootstrap(self, lock_id: int) -> None:
        """PostgreSQL's transaction-scoped advisory lock (SQLite writers queue already)."""
        if self.session.get_bind().dialect.name == "postgresql":
            await self.session.execute(
                text("SELECT pg_advisory_xact_lock(:lock)"), {"lock": lock_id}
            )

    def add(self, *rows: object) -> None:
        self.session.add_all(rows)

    async def flush(self) -> None:
        await self.session.flush()

    async def first_organization(self) -> Organization | None:
        found: Organization | None = (
            await self.session.execute(
                select(Organization).order_by(Organization.created_at).limit(1)
            )
        ).scalar_one_or_none()
        return found

    async def first_admin_email(self, organization_id: uuid.UUID) -> str | None:
        found: str | None = (
            await self.session.execute(
                select(User.email)
                .join(Member, Member.user_id == User.id)
                .join(
                    MemberRole,
                    (MemberRole.user_id == User.id)
                    & (MemberRole.organization_id == Member.organization_id),
                )
                .where(Member.organization_id == organization_id, MemberRole.role == ADMIN_ROLE)
                .order_by(Member.created_at)
                .limit(1)
            )
        ).scalar_one_or_none()
        return found

    async def workspaces(self, organization_id: uuid.UUID) -> list[Workspace]:
        return list(
            await self.session.scalars(
                select(Workspace)
                .where(Workspace.organization_id == organization_id)
                .order_by(Workspace.created_at, Workspace.mode)
            )
        )


@dataclass(frozen=True, slots=True)
class ListedWorkspace:
    """A workspace as its organization's list shows it."""

    id: uuid.UUID
    organization_id: uuid.UUID
    name: str
    slug: str
    mode: str
    is_default: bool
    created_at: datetime


_ORGANIZATION_WORKSPACES = (
    select(
        _WORKSPACES.c.id,
        _WORKSPACES.c.organization_id,
        _WORKSPACES.c.name,
        _WORKSPACES.c.slug,
        _WORKSPACES.c.mode,
        _WORKSPACES.c.is_default,
        _WORKSPACES.c.created_at,
    )
    .where(_WORKSPACES.c.organization_id == bindparam("organization_id"))
    .order_by(_WORKSPACES.c.created_at, _WORKSPACES.c.id)
)
"""The organization's workspaces, scoped by the `organization_id` parameter, which
`WorkspaceQueries.all` takes from the request's context (the scope of `self.scope`, bound
at execution instead of built into a new statement on every request)."""


class WorkspaceQueries(OrganizationRepository[Workspace]):
    model = Workspace

    async def all(self) -> list[ListedWorkspace]:
        """Plain rows, not ORM objects, which would cost more to build than the whole query on
        this path that every client polls; run on the driver (`execute_core`)."""
        scope = {"organization_id": self.ctx.organization_id}
        result = await execute_core(self.session, _ORGANIZATION_WORKSPACES, scope)
        return [ListedWorkspace(*row) for row in result.rows]


class ApiKeyRepository(WorkspaceRepository[ApiKey]):
    model = ApiKey

    async def get_unrevoked(self, key_id: uuid.UUID) -> ApiKey:
        """A revoked key is gone for its owner: revoking it again answers 404."""
        stmt = self.scoped().where(ApiKey.id == key_id, ApiKey.revoked_at.is_(None))
        found = (await self.session.execute(stmt.with_for_update())).scalar_one_or_none()
        if found is None:
            raise NotFound(f"API key {key_id} was not found")
        return found

    async def expire_active(self, expires_at: datetime, now: datetime) -> None:
        """Stamp an expiry on every live key of the workspace that would outlive it."""
        await self.session.execute(
            update(ApiKey)
            .where(
                *self.tenant_filter(),
                ApiKey.revoked_at.is_(None),
                (ApiKey.expires_at.is_(None)) | (ApiKey.expires_at > expires_at),
            )
            .values(expires_at=expires_at)
        )

    async def flush(self) -> None:
        await self.session.flush()


class UserSessionRepository(OrganizationRepository[UserSession]):
    model = UserSession

    async def current(self, user_id: uuid.UUID, access_hash: str) -> UserSession | None:
        stmt = self.scoped().where(
            UserSession.user_id == user_id, UserSession.access_token_hash == access_hash
        )
        return (await self.session.execute(stmt)).scalar_one_or_none()

    async def revoke_family(self, family_id: uuid.UUID, now: datetime) -> None:
        await _revoke_sessions(
            self.session, now, *self.tenant_filter(), UserSession.family_id == family_id
        )

    async def revoke_user(self, user_id: uuid.UUID, now: datetime) -> None:
        await _revoke_sessions(
            self.session, now, *self.tenant_filter(), UserSession.user_id == user_id
        )


class MemberRepository(OrganizationRepository[Member]):
    """Members are addressed by their user's id; the membership row's own id stays inside."""

    model = Member

    def listing(self) -> Select[Any]:
        return self.scoped().join(User, User.id == Member.user_id)

    async def get_by_user(self, user_id: uuid.UUID) -> Member:
        stmt = self.scoped().where(Member.user_id == user_id)
        found = (await self.session.execute(stmt)).scalar_one_or_none()
        if found is None:
            raise NotFound(f"member {user_id} was not found")
        return found

    async def exists(self, user_id: uuid.UUID) -> bool:
        stmt = select(Member.id).where(*self.tenant_filter(), Member.user_id == user_id)
        return (await self.session.execute(stmt)).scalar_one_or_none() is not None

    async def users(self, user_ids: Sequence[uuid.UUID]) -> dict[uuid.UUID, User]:
        if not user_ids:
            return {}
        result = await self.session.execute(select(User).where(User.id.in_(user_ids)))
        return {user.id: user for user in result.scalars()}

    async def roles(self, user_ids: Sequence[uuid.UUID]) -> dict[uuid.UUID, list[str]]:
        roles: dict[uuid.UUID, list[str]] = {user_id: [] for user_id in user_ids}
        if not user_ids:
            return roles
        result = await self.session.execute(
            select(MemberRole.user_id, MemberRole.role)
            .where(
                *self.scope(MemberRole),
                MemberRole.user_id.in_(user_ids),
            )
            .order_by(MemberRole.role)
        )
        for user_id, role in result.all():
            roles[user_id].append(role)
        return roles

    async def count_active_admins(self) -> int:
        result = await self.session.execute(
            select(func.count())
            .select_from(Member)
            .join(
                MemberRole,
                (MemberRole.organization_id == Member.organization_id)
                & (MemberRole.user_id == Member.user_id),
            )
            .where(
                *self.tenant_filter(),
                Member.status == "active",
                MemberRole.role == ADMIN_ROLE,
            )
        )
        return int(result.scalar_one())

    def add_roles(self, user_id: uuid.UUID, roles: Sequence[str]) -> None:
        for role in roles:
            self.session.add(
                MemberRole(organization_id=self.ctx.organization_id, user_id=user_id, role=role)
            )

    async def remove_roles(self, user_id: uuid.UUID, roles: Sequence[str] | None = None) -> None:
        """Remove the listed roles, or every role of the member when `roles` is None."""
        stmt = delete(MemberRole).where(*self.scope(MemberRole), MemberRole.user_id == user_id)
        if roles is not None:
            stmt = stmt.where(MemberRole.role.in_(roles))
        await self.session.execute(stmt)

    async def remove(self, member: Member) -> None:
        await self.session.delete(member)

    async def add_user(self, user: User) -> None:
        """Written at once: the membership rows that follow reference it."""
        self.session.add(user)
        await self.flush_new()

    async def flush_new(self) -> None:
        """Write a new member; a concurrent invitation of the same email answers 409."""
        try:
            await self.session.flush()
        except IntegrityError:
            raise Conflict("this email address is already a member or being invited") from None


def _rowcount(result: Any) -> int:
    return int(result.rowcount) if isinstance(result, CursorResult) else 0


async def _revoke_sessions(session: AsyncSession, now: datetime, *conditions: Any) -> None:
    """Revoke every still-valid session matching `conditions` (one login, or one user)."""
    await session.execute(
        update(UserSession)
        .where(*conditions, UserSession.revoked_at.is_(None))
        .values(revoked_at=now)
    )
