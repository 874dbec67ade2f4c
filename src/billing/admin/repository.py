"""SQL of the admin domain: the organization's stored settings."""

from __future__ import annotations

from typing import Any

from sqlalchemy import delete
from sqlalchemy.dialects import postgresql, sqlite

from billing.models.settings import OrganizationSetting
from billing.platform.repository import OrganizationRepository


class SettingsRepository(OrganizationRepository[OrganizationSetting]):
    model = OrganizationSetting

    async def stored(self) -> dict[str, Any]:
        """The values the organization has set, by key."""
        rows = (await self.session.execute(self.scoped())).scalars()
        return {row.key: row.value for row in rows}

    async def upsert(self, key: str, value: Any) -> None:
        """Insert or replace one value; concurrent writers of a new key never collide."""
        dialect = self.session.get_bind().dialect.name
        insert = postgresql.insert if dialect == "postgresql" else sqlite.insert
        stmt = insert(OrganizationSetting).values(
            organization_id=self.ctx.organization_id,
            key=key,
            value=value,
        )
        stmt = stmt.on_conflict_do_update(
            index_elements=[OrganizationSetting.organization_id, OrganizationSetting.key],
            set_={"value": stmt.excluded.value, "updated_at": stmt.excluded.updated_at},
        )
        await self.session.execute(stmt)

    async def remove(self, key: str) -> None:
        await self.session.execute(
            delete(OrganizationSetting).where(*self.tenant_filter(), OrganizationSetting.key == key)
        )
