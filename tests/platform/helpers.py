"""Test helpers for the platform and events tests: outbox events and extra API keys."""

from __future__ import annotations

import uuid
from collections.abc import Sequence
from datetime import datetime
from typing import Any

from billing.access.secrets import new_api_key
from billing.models.access import ApiKey
from billing.platform.context import FULL_ACCESS, RequestContext
from billing.platform.db import Database
from billing.platform.outbox import emit_event
from tests.support import Api, Tenant


def workspace_context(tenant: Tenant, mode: str = "live") -> RequestContext:
    workspace = tenant.workspace(mode)
    return RequestContext(
        organization_id=tenant.org.organization_id,
        workspace_id=workspace.id,
        workspace_mode=mode,
        principal_type="api_key",
        principal_id=uuid.uuid4(),
        permissions=frozenset({FULL_ACCESS}),
    )


def emit_events(
    tenant: Tenant,
    type_: str = "test.happened",
    *,
    count: int = 1,
    mode: str = "live",
    data: dict[str, Any] | None = None,
    resource_type: str | None = None,
    resource_id: uuid.UUID | str | None = None,
    created_at: datetime | Sequence[datetime] | None = None,
) -> list[str]:
    """Write `count` events through the outbox in one transaction; returns their ids.

    `created_at` pins the timestamps (one for all, or one per event).
    """
    db: Database = tenant.client.app.state.db  # type: ignore[attr-defined]
    ctx = workspace_context(tenant, mode)
    stamps: list[datetime | None]
    if created_at is None or isinstance(created_at, datetime):
        stamps = [created_at] * count
    else:
        stamps = list(created_at)

    async def create() -> list[str]:
        async with db.session() as session, session.begin():
            events = []
            for index, stamp in enumerate(stamps):
                event = emit_event(
                    session,
                    ctx,
                    type_,
                    {"n": index, **(data or {})},
                    resource_type=resource_type,
                    resource_id=resource_id,
                )
                if stamp is not None:
                    event.created_at = stamp
                events.append(event)
            await session.flush()
            return [str(e.id) for e in events]

    return tenant.client.portal.call(create)  # type: ignore[union-attr]


def add_api_key(tenant: Tenant, *, mode: str = "live", scopes: Sequence[str] = ()) -> Api:
    """Another API key of the tenant's workspace (scopes empty = full access)."""
    db: Database = tenant.client.app.state.db  # type: ignore[attr-defined]
    workspace = tenant.workspace(mode)
    key_type = "sk_live" if mode == "live" else "sk_test"
    secret = new_api_key(key_type)

    async def create() -> None:
        async with db.session() as session, session.begin():
            session.add(
                ApiKey(
                    organization_id=tenant.org.organization_id,
                    workspace_id=workspace.id,
                    name="test key",
                    key_type=key_type,
                    prefix=secret.display_prefix,
                    key_hash=secret.hash,
                    scopes=list(scopes),
                    allowed_ips=[],
                )
            )

    tenant.client.portal.call(create)  # type: ignore[union-attr]
    return Api(tenant.client, secret.plaintext)
