"""Rules of the access domain that need no module of their own: workspaces.

API keys, user sessions and members live in `api_keys.py`, `sessions.py` and `members.py`.
"""

from __future__ import annotations

from sqlalchemy.ext.asyncio import AsyncSession

from billing.access.repository import ListedWorkspace, WorkspaceQueries
from billing.platform.context import RequestContext


async def list_workspaces(db: AsyncSession, ctx: RequestContext) -> list[ListedWorkspace]:
    """The organization's workspaces as plain rows, oldest first."""
    return await WorkspaceQueries(db, ctx).all()
