"""SQL of the document counters."""

from __future__ import annotations

from typing import cast

from sqlalchemy import BigInteger, Executable, Table, bindparam, update
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.ext.asyncio import AsyncSession

from billing.models.invoice import DocumentSequence
from billing.platform.context import RequestContext
from billing.platform.db import execute_core
from billing.platform.repository import built_for_tenant, tenant_predicates


class SequenceRepository:
    def __init__(self, session: AsyncSession, ctx: RequestContext) -> None:
        self.session = session
        self.ctx = ctx

    async def next_value(self, kind: str) -> int:
        """Increment the counter in place and return the new value; the row stays locked until
        commit."""
        return (await self.next_values(kind, 1))[0]

    async def next_values(self, kind: str, count: int) -> range:
        """Advance the counter by `count` in one statement and return the values taken, in
        order; the row stays locked until commit. The counter is created on first use (a
        concurrent creator is harmless)."""
        if count < 1:
            raise ValueError("count must be at least 1")
        last = await self._advance(kind, count)
        if last is None:
            dialect = self.session.get_bind().dialect.name
            insert = postgresql.insert if dialect == "postgresql" else sqlite.insert
            await self.session.execute(
                insert(DocumentSequence)
                .values(workspace_id=self.ctx.workspace_id, kind=kind, last_value=0)
                .on_conflict_do_nothing(
                    index_elements=[DocumentSequence.workspace_id, DocumentSequence.kind]
                )
            )
            last = await self._advance(kind, count)
        if last is None:
            raise RuntimeError(f"the {kind} counter of workspace {self.ctx.workspace_id} is gone")
        return range(last - count + 1, last + 1)

    async def _advance(self, kind: str, count: int) -> int | None:
        """Run on the driver (`execute_core`): every finalization runs it."""
        statement = built_for_tenant(
            self.ctx, "advance_counter", workspace=True, build=lambda: _advance(self)
        )
        result = await execute_core(
            self.session, statement, {"counter_kind": kind, "advance_by": count}
        )
        value = result.scalar()
        return None if value is None else int(value)


_SEQUENCES = cast(Table, DocumentSequence.__table__)


def _advance(repository: SequenceRepository) -> Executable:
    """`SequenceRepository._advance`'s statement (`counter_kind`, `advance_by` bound), on the
    table (Core), as `execute_core` runs."""
    return (
        update(_SEQUENCES)
        .where(
            *tenant_predicates(repository.ctx, _SEQUENCES, workspace=True),
            _SEQUENCES.c.kind == bindparam("counter_kind"),
        )
        .values(last_value=_SEQUENCES.c.last_value + bindparam("advance_by", type_=BigInteger))
        .returning(_SEQUENCES.c.last_value)
    )
