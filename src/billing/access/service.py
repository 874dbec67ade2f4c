"""Rules of the access domain that need no module of their own: workspaces.

API keys, user sessions and members live in `api_keys.py`, `sessions.py` and `members.py`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from sqlalchemy import Row
from sqlalchemy.ext.asyncio import AsyncSession

from billing.access.repository import WorkspaceQueries
from billing.platform.context import RequestContext


async def list_workspaces(db: AsyncSession, ctx: RequestContext) -> Sequence[Row[Any]]:
    """The organization's workspaces as read-only rows, oldest first."""
    return await WorkspaceQueries(db, ctx).all()
