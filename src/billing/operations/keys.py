"""`billing keys create|list|revoke`: a workspace's API keys from a shell.

Keys are printed once, at bootstrap; an operator who lost them needs a way back that does not
delete the data. These commands run the access domain's own rules (`access.api_keys`) as the
system principal of the workspace, so a key made here is the same full-access key the API
makes, and is marked `{"type": "cli"}` as its creator.
"""

from __future__ import annotations

import uuid
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from billing.access import api_keys
from billing.access.schemas import ApiKeyCreate
from billing.models.tenancy import Organization, Workspace
from billing.operations.repository import OperatorQueries
from billing.platform import clock
from billing.platform.context import RequestContext, system_context
from billing.platform.errors import Conflict, NotFound


@dataclass(frozen=True)
class WorkspaceFound:
    workspace: Workspace
    organization: Organization

    @property
    def context(self) -> RequestContext:
        ws = self.workspace
        return system_context(ws.organization_id, ws.id, ws.mode)

    def describe(self) -> dict[str, Any]:
        return {
            "id": str(self.workspace.id),
            "slug": self.workspace.slug,
            "mode": self.workspace.mode,
            "organization_id": str(self.organization.id),
            "organization_name": self.organization.name,
        }


async def find_workspace(
    session: AsyncSession, reference: str, organization_id: uuid.UUID | None = None
) -> WorkspaceFound:
    """The workspace named by id or slug; a slug that several organizations use is refused
    with their ids, so that the operator can name the organization (`--organization`)."""
    matches = await OperatorQueries(session).workspaces_named(reference, organization_id)
    if not matches:
        raise NotFound(f"no workspace has the id or slug {reference!r}")
    if len(matches) > 1:
        choices = "; ".join(
            f"{ws.id} of {org.name!r} (organization {org.id})" for ws, org in matches[:10]
        )
        raise Conflict(
            f"{len(matches)} workspaces have the slug {reference!r}: give the workspace id or "
            f"--organization: {choices}"
        )
    workspace, organization = matches[0]
    return WorkspaceFound(workspace, organization)


async def create_key(
    session: AsyncSession, found: WorkspaceFound, name: str | None
) -> api_keys.CreatedKey:
    """A new full-access key of the workspace; its plaintext is in the result only."""
    label = name or f"CLI key {clock.wall_now():%Y-%m-%d %H:%M}"
    created = await api_keys.create_key(session, found.context, ApiKeyCreate(name=label))
    created.key.created_by = {"type": "cli"}
    await session.flush()
    return created


async def list_keys(session: AsyncSession, found: WorkspaceFound) -> Sequence[dict[str, Any]]:
    """Every key of the workspace, oldest first, revoked and expired ones included."""
    keys = await OperatorQueries(session).keys_of(found.workspace.id)
    return [api_keys.view(key) for key in keys]


async def revoke_key(session: AsyncSession, key_id: uuid.UUID) -> dict[str, Any]:
    """Revoke a key of any workspace by its id; a revoked key cannot be revoked again."""
    found = await OperatorQueries(session).key_with_workspace(key_id)
    if found is None:
        raise NotFound(f"no API key has the id {key_id}")
    key, workspace = found
    if key.revoked_at is not None:
        raise Conflict(f"the API key {key_id} was revoked at {key.revoked_at:%Y-%m-%d %H:%M} UTC")
    ctx = system_context(workspace.organization_id, workspace.id, workspace.mode)
    return api_keys.view(await api_keys.revoke_key(session, ctx, key_id))
