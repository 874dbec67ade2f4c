"""Optimistic concurrency: `expected_version` checked in the UPDATE's WHERE clause.

A writer that read a row at version N sends `expected_version: N`; `advance_version` moves the
row to N + 1 with one conditional `UPDATE … SET version = version + 1 WHERE id = :id AND
version = :expected`. Of two writers that read the same N, the second UPDATE waits for the
first's row lock (PostgreSQL) or its turn (SQLite), then matches no row: 409 CONFLICT, and its
transaction rolls back. Without an expected version the UPDATE has no version condition, so the
last write wins, and the version still advances. The UPDATE comes before the writer's other
changes, so that it is also the row's lock for the rest of the transaction.

Any table with an integer `version` column uses it (promotions; schedule flows' `lock_version`
and price formulas the same way).
"""

from __future__ import annotations

import uuid
from typing import Any, Protocol

from sqlalchemy import update
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm.attributes import set_committed_value

from billing.platform.errors import Conflict, NotFound


class Versioned(Protocol):
    id: uuid.UUID
    version: int


async def advance_version(
    session: AsyncSession, row: Versioned, expected_version: int | None, *, step: int = 1
) -> int:
    """Move `row` (already loaded through its tenant-scoped repository) to its next version, or
    answer 409 CONFLICT when it is no longer at `expected_version`. `step=0` checks and locks
    without advancing (an edit that is not a new version). Returns the row's version."""
    model: Any = type(row)
    values: dict[str, Any] = {"version": model.version + step}
    if step == 0 and hasattr(model, "updated_at"):
        values["updated_at"] = model.updated_at  # a check alone is no update of the row
    stmt = (
        update(model)
        .where(model.id == row.id)
        .values(values)
        .returning(model.version)
        .execution_options(synchronize_session=False)
    )
    if expected_version is not None:
        stmt = stmt.where(model.version == expected_version)
    version: int | None = (await session.execute(stmt)).scalar_one_or_none()
    if version is None and expected_version is None:
        raise NotFound(f"{_noun(model)} {row.id} no longer exists")
    if version is None:
        raise Conflict(
            f"the {_noun(model)} changed since version "
            f"{expected_version}: read it again and retry with its current version",
            extra={"expected_version": expected_version},
        )
    set_committed_value(row, "version", version)
    return version


def _noun(model: Any) -> str:
    return str(getattr(model, "__noun__", model.__name__.lower()))
