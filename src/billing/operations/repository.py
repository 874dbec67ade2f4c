"""SQL of the operator commands. They act for no request and no tenant yet: a workspace is
found by its id or slug across organizations, a user by email, before a tenant context exists."""

from __future__ import annotations

import uuid
from collections.abc import Sequence

from alembic.runtime.migration import MigrationContext
from sqlalchemy import Connection, func, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from billing.models.access import ApiKey, User, UserSession
from billing.models.tenancy import Organization, Workspace
from billing.platform import clock


class OperatorQueries:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def workspaces_named(
        self, reference: str, organization_id: uuid.UUID | None
    ) -> Sequence[tuple[Workspace, Organization]]:
        """Workspaces whose id or slug is `reference` (of one organization when given)."""
        try:
            matches = Workspace.id == uuid.UUID(reference)
        except ValueError:
            matches = Workspace.slug == reference
        stmt = (
            select(Workspace, Organization)
            .join(Organization, Organization.id == Workspace.organization_id)
            .where(matches)
            .order_by(Organization.created_at, Workspace.created_at)
        )
        if organization_id is not None:
            stmt = stmt.where(Workspace.organization_id == organization_id)
        rows = (await self.session.execute(stmt)).all()
        return [(workspace, organization) for workspace, organization in rows]

    async def key_with_workspace(self, key_id: uuid.UUID) -> tuple[ApiKey, Workspace] | None:
        row = (
            await self.session.execute(
                select(ApiKey, Workspace)
                .join(Workspace, Workspace.id == ApiKey.workspace_id)
                .where(ApiKey.id == key_id)
            )
        ).first()
        return None if row is None else (row[0], row[1])

    async def keys_of(self, workspace_id: uuid.UUID) -> list[ApiKey]:
        return list(
            await self.session.scalars(
                select(ApiKey)
                .where(ApiKey.workspace_id == workspace_id)
                .order_by(ApiKey.created_at, ApiKey.id)
            )
        )

    async def user_by_email(self, email: str) -> User | None:
        found: User | None = (
            await self.session.execute(
                select(User)
                .where(func.lower(User.email) == email.strip().lower())
                .with_for_update()
            )
        ).scalar_one_or_none()
        return found

    async def set_password(self, user_id: uuid.UUID, password_hash: str) -> None:
        await self.session.execute(
            update(User).where(User.id == user_id).values(password_hash=password_hash)
        )

    async def revoke_sessions_of(self, user_id: uuid.UUID) -> int:
        """End every still-valid session of the user, in every organization; how many."""
        result = await self.session.execute(
            update(UserSession)
            .where(UserSession.user_id == user_id, UserSession.revoked_at.is_(None))
            .values(revoked_at=clock.wall_now())
        )
        return int(getattr(result, "rowcount", 0) or 0)

    async def schema_revisions(self) -> tuple[str, ...]:
        """The migration revisions the database is at (none before the first migration)."""

        def read(connection: Connection) -> tuple[str, ...]:
            return tuple(MigrationContext.configure(connection).get_current_heads())

        connection = await self.session.connection()
        return await connection.run_sync(read)
