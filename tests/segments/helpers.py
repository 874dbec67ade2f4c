"""Tags for segment tests, written straight to the database (the tags API is a later issue)."""

from __future__ import annotations

import uuid

from billing.models.tags import Tag, Tagging
from billing.platform import clock
from billing.platform.db import Database
from tests.support import Tenant


def tag_customer(tenant: Tenant, mode: str, customer_id: str, tag_id: str | None = None) -> str:
    """Attach a CUSTOMER tag (a new one unless `tag_id` is given); returns the tag id."""
    db: Database = tenant.client.app.state.db  # type: ignore[attr-defined]
    workspace = tenant.workspace(mode)

    async def write() -> str:
        async with db.session() as session, session.begin():
            if tag_id is None:
                tag = Tag(
                    organization_id=tenant.org.organization_id,
                    name=f"tag-{uuid.uuid4().hex[:6]}",
                    entity_type="CUSTOMER",
                )
                session.add(tag)
                await session.flush()
                found = tag.id
            else:
                found = uuid.UUID(tag_id)
            session.add(
                Tagging(
                    organization_id=tenant.org.organization_id,
                    workspace_id=workspace.id,
                    tag_id=found,
                    entity_type="CUSTOMER",
                    entity_id=uuid.UUID(customer_id),
                    created_at=clock.utcnow(),
                )
            )
            return str(found)

    return str(tenant.client.portal.call(write))  # type: ignore[union-attr]
