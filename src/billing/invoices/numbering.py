"""Document numbers (invoices and credit notes): one gapless counter per workspace and kind.

The counter row is incremented by a single UPDATE in the finalizing transaction. Concurrent
finalizations queue on that row lock (SQLite: on the write lock) until the first commits, and a
rolled-back finalization gives its number back, so numbers have no gaps and no duplicates.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date
from typing import Literal

from sqlalchemy.ext.asyncio import AsyncSession

from billing.admin import number_format
from billing.invoices.sequence_repository import SequenceRepository
from billing.platform.context import RequestContext

DocumentKind = Literal["invoice", "credit_note"]


async def next_number(
    db: AsyncSession, ctx: RequestContext, kind: DocumentKind, fmt: str, issued_on: date
) -> str:
    """Take the next value of the workspace's `kind` counter and render it with `fmt`."""
    value = await SequenceRepository(db, ctx).next_value(kind)
    return number_format.render(fmt, value, issued_on)


async def next_numbers(
    db: AsyncSession,
    ctx: RequestContext,
    kind: DocumentKind,
    fmt: str,
    issued_on: Sequence[date],
) -> list[str]:
    """`next_number` for several documents in one statement: the counter advances by
    `len(issued_on)` and the i-th document's number is rendered with its own issue date."""
    values = await SequenceRepository(db, ctx).next_values(kind, len(issued_on))
    return [
        number_format.render(fmt, value, day) for value, day in zip(values, issued_on, strict=True)
    ]
