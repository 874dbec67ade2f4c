"""SQL of the tax domain: the organization's tax profile, the EU VAT rate table, and the tax
export's read model over invoices."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Any

from sqlalchemy import Row, delete, func, insert, select, text
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.ext.asyncio import AsyncSession

from billing.models.invoice import Invoice, InvoiceLine
from billing.models.tax import EuVatRate, TaxProfile
from billing.platform.context import RequestContext
from billing.platform.repository import WorkspaceRepository, tenant_predicates


class TaxProfileRepository:
    """The organization's one profile row (keyed by the organization, shared by its workspaces)."""

    def __init__(self, session: AsyncSession, ctx: RequestContext) -> None:
        self.session = session
        self.ctx = ctx

    async def find(self, *, for_update: bool = False) -> TaxProfile | None:
        stmt = select(TaxProfile).where(*tenant_predicates(self.ctx, TaxProfile, workspace=False))
        if for_update:
            stmt = stmt.with_for_update()
        found: TaxProfile | None = (await self.session.execute(stmt)).scalar_one_or_none()
        return found

    async def find_with_rates_loaded(self) -> tuple[TaxProfile | None, bool | None]:
        """The profile, and in the same statement whether a VAT rate table was loaded into
        the database (None when there is no profile, which leaves the statement no row)."""
        loaded = select(EuVatRate.country).limit(1).exists().label("rates_loaded")
        stmt = select(TaxProfile, loaded).where(
            *tenant_predicates(self.ctx, TaxProfile, workspace=False)
        )
        row = (await self.session.execute(stmt)).one_or_none()
        if row is None:
            return None, None
        return row[0], bool(row[1])

    async def lock_or_create(self) -> TaxProfile:
        """The row, locked until the transaction ends; created empty first when missing, so
        that two first updates at once queue on the lock instead of colliding on the key."""
        dialect = self.session.get_bind().dialect.name
        insert_ = postgresql.insert if dialect == "postgresql" else sqlite.insert
        stmt = insert_(TaxProfile).values(
            organization_id=self.ctx.organization_id,
            tax_regime="standard",
            legal_address={},
            contact={},
            electronic_address={},
            bank_account={},
        )
        await self.session.execute(stmt.on_conflict_do_nothing())
        found = await self.find(for_update=True)
        if found is None:
            raise RuntimeError("the tax profile row vanished inside its own transaction")
        return found


class VatRateRepository:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def all(self) -> Sequence[EuVatRate]:
        stmt = select(EuVatRate).order_by(EuVatRate.country, EuVatRate.effective_from)
        return (await self.session.execute(stmt)).scalars().all()

    async def replace_all(self, rows: Sequence[dict[str, Any]], loaded_at: datetime) -> int:
        """Delete every row and insert `rows`; returns how many rows were deleted.

        On PostgreSQL the table is locked first, so two loads at once run one after the other
        (SQLite's write transactions already do).
        """
        if self.session.get_bind().dialect.name == "postgresql":
            await self.session.execute(text("LOCK TABLE eu_vat_rates IN EXCLUSIVE MODE"))
        before = (await self.session.execute(select(func.count()).select_from(EuVatRate))).scalar()
        await self.session.execute(delete(EuVatRate))
        if rows:
            await self.session.execute(
                insert(EuVatRate), [{**row, "loaded_at": loaded_at} for row in rows]
            )
        return int(before or 0)


class TaxExportRepository(WorkspaceRepository[Invoice]):
    """A read model over invoices and their lines for the tax export: one row per line of every
    issued invoice, with the invoice's buyer and seller snapshots (no table of its own)."""

    model = Invoice

    async def issued_lines(self, start: datetime, end: datetime | None) -> Sequence[Row[Any]]:
        """Lines of every non-draft invoice issued in [start, end), ordered by issue time,
        invoice number and line position."""
        stmt = (
            select(
                Invoice.id.label("invoice_id"),
                Invoice.invoice_number,
                Invoice.issued_at,
                Invoice.status,
                Invoice.customer_id,
                Invoice.currency,
                Invoice.buyer,
                Invoice.seller,
                InvoiceLine.id.label("line_id"),
                InvoiceLine.description,
                InvoiceLine.amount,
                InvoiceLine.tax_category_code,
                InvoiceLine.tax_rate,
                InvoiceLine.tax_amount,
                InvoiceLine.tax_exemption_reason,
                InvoiceLine.tax_exemption_reason_code,
                InvoiceLine.tax_basis,
            )
            .join(InvoiceLine, InvoiceLine.invoice_id == Invoice.id)
            .where(
                *self.tenant_filter(),
                *self.scope(InvoiceLine),
                Invoice.status != "draft",
                Invoice.issued_at.is_not(None),
                Invoice.issued_at >= start,
            )
            .order_by(
                Invoice.issued_at,
                Invoice.invoice_number,
                Invoice.id,
                InvoiceLine.position,
                InvoiceLine.created_at,
                InvoiceLine.id,
            )
        )
        if end is not None:
            stmt = stmt.where(Invoice.issued_at < end)
        return (await self.session.execute(stmt)).all()
