"""SQL of the access domain.

Credential lookups run before a tenant is known, so they search by secret hash; everything
after that is scoped by the organization (members, sessions) or the workspace (API keys).
"""

from __future__ import annotations

import uuid
from datetime import datetime

from sqlalchemy import func, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from billing.models.access import ApiKey, Member, MemberRole, User, UserSession
from billing.models.tenancy import Organization, Workspace
from billing.platform.repository import OrganizationRepository, WorkspaceRepository


class CredentialLookup:
    """Queries of the authentication step, before the request has a tenant."""

    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def api_key_by_hash(self, key_hash: str) -> ApiKey | None:
        result = await self.session.execute(select(ApiKey).where(ApiKey.key_hash == key_hash))
        return result.scalar_one_or_none()

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

    async def user_by_email(self, email: str) -> User | None:
        result = await self.session.execute(
            select(User).where(func.lower(User.email) == email.strip().lower())
        )
        return result.scalar_one_or_none()

    async def memberships(self, user_id: uuid.UUID) -> list[Member]:
        result = await self.session.execute(
            select(Member).where(Member.user_id == user_id).order_by(Member.created_at)
        )
        return list(result.scalars())

    async def roles(self, organization_id: uuid.UUID, user_id: uuid.UUID) -> list[str]:
        result = await self.session.execute(
            select(MemberRole.role)
            .where(MemberRole.organization_id == organization_id, MemberRole.user_id == user_id)
            .order_by(MemberRole.role)
        )
        return list(result.scalars())


class WorkspaceQueries(OrganizationRepository[Workspace]):
    model = Workspace

    async def all(self) -> list[Workspace]:
        stmt = self.scoped().order_by(Workspace.created_at, Workspace.id)
        return list((await self.session.execute(stmt)).scalars())


class ApiKeyRepository(WorkspaceRepository[ApiKey]):
    model = ApiKey

    async def expire_active(self, expires_at: datetime, now: datetime) -> None:
        """Stamp an expiry on every live key of the workspace that would outlive it."""
        await self.session.execute(
            update(ApiKey)
            .where(
                *self.tenant_filter(),
                ApiKey.revoked_at.is_(None),
                (ApiKey.expires_at.is_(None)) | (ApiKey.expires_at > expires_at),
            )
            .values(expires_at=expires_at, updated_at=now)
        )


class UserSessionRepository(OrganizationRepository[UserSession]):
    model = UserSession

    async def revoke_user(self, user_id: uuid.UUID, now: datetime) -> None:
        await self.session.execute(
            update(UserSession)
            .where(
                *self.tenant_filter(),
                UserSession.user_id == user_id,
                UserSession.revoked_at.is_(None),
            )
            .values(revoked_at=now)
        )
