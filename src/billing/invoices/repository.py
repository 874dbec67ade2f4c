"""SQL of invoices and their lines (payments are the collection domain's)."""

from __future__ import annotations

import functools
import uuid
from collections.abc import Iterable, Sequence
from dataclasses import replace
from datetime import date, datetime
from typing import Any, NamedTuple

from sqlalchemy import (
    Column,
    ColumnElement,
    Date,
    Executable,
    String,
    Table,
    Text,
    and_,
    bindparam,
    case,
    cast,
    exists,
    func,
    inspect,
    literal,
    literal_column,
    select,
    type_coerce,
    update,
)
from sqlalchemy.dialects.postgresql import JSONB
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import make_transient_to_detached
from sqlalchemy.orm.exc import StaleDataError

from billing.invoices import discounts, states
from billing.models.customer import Customer
from billing.models.invoice import Invoice, InvoiceLine, InvoicePayment
from billing.models.sandbox import TestClock
from billing.models.settings import OrganizationSetting
from billing.models.tags import Tagging, tag_filter
from billing.models.tax import EuVatRate, TaxProfile
from billing.models.wallet import WalletTransaction
from billing.platform import clock
from billing.platform.db import JsonDoc, execute_core
from billing.platform.errors import NotFound
from billing.platform.filters import Field, FilterSpec, compare
from billing.platform.listing import ListQuery, fetch_page
from billing.platform.pagination import Page, keyset_page
from billing.platform.repository import WorkspaceRepository, one_of
from billing.platform.row_documents import (
    NewRows,
    column_default,
    document,
    documents_of,
    insert_from_document,
    loaded_row,
    mark_written,
    outer_row_found,
    read_outer_row,
    read_row,
    row_columns,
    split_row,
)

_RANGE = frozenset({"eq", "gt", "gte", "lt", "lte"})

PARTIALLY_PAID: ColumnElement[bool] = case(
    (
        and_(Invoice.amount_paid > 0, Invoice.amount_due > 0, Invoice.status != "void"),
        literal(True),
    ),
    else_=literal(False),
)
"""`partially_paid` as SQL: the same rule as `schemas.is_partially_paid`."""


INVOICE_FILTERS = FilterSpec(
    {
        "status": Field(
            Invoice.status,
            ops=frozenset({"eq", "ne", "in"}),
            choices=states.STATUSES,
            countable=True,
        ),
        "customer_id": Field(Invoice.customer_id, kind="uuid"),
        "subscription_id": Field(Invoice.subscription_id, kind="uuid"),
        "currency": Field(Invoice.currency, countable=True),
        "invoice_number": Field(Invoice.invoice_number, ops=frozenset({"eq", "in", "contains"})),
        "created_at": Field(Invoice.created_at, kind="datetime", ops=_RANGE),
        "updated_at": Field(Invoice.updated_at, kind="datetime", ops=_RANGE),
        "due_date": Field(Invoice.due_date, kind="date", ops=_RANGE),
        "issued_at": Field(Invoice.issued_at, kind="datetime", ops=_RANGE),
        "paid_at": Field(Invoice.paid_at, kind="datetime", ops=_RANGE),
        "partially_paid": Field(PARTIALLY_PAID, kind="bool", ops=frozenset({"eq"})),
        "tag": tag_filter("INVOICE", Invoice.id),
    },
)
"""`status` filters and counts the displayed status (with the derived `overdue`): the
repository swaps in that expression for each request, since it depends on today."""

LINE_FILTERS = FilterSpec({})


_NUMBER_KEY = "uq_invoices_workspace_id_invoice_number"
_NUMBER_KEY_SQLITE = "invoices.workspace_id, invoices.invoice_number"
"""How each database names the unique key of a workspace's invoice numbers in its error."""


class Finalizing(NamedTuple):
    """A draft locked for finalizing, with what its finalization reads of the organization."""

    invoice: Invoice
    customer: Customer
    tax_profile: TaxProfile | None
    rates_loaded: bool
    stored_settings: dict[str, Any]
    tagged: bool
    wallet_credit: bool
    """Whether the customer held a grant with credit left in the invoice's currency when the
    statement ran (False: finalizing has no wallet lot to lock or spend)."""
    discounts_offered: bool
    """`discounts.could_apply` for the customer when the statement ran (False: the discount
    sources read nothing)."""


class NewDraftReads(NamedTuple):
    """What a new draft reads before its lines (`customer_with_seller`)."""

    customer: Customer
    tax_profile: TaxProfile | None
    rates_loaded: bool
    discounts_offered: bool
    """`discounts.could_apply` for the customer when the statement ran."""


class InvoiceRepository(WorkspaceRepository[Invoice]):
    model = Invoice

    async def non_void_for_period(
        self, subscription_id: uuid.UUID, period_start: datetime
    ) -> Invoice | None:
        """The subscription's invoice for the period starting at `period_start` that is not
        void, if there is one (the oldest, should there ever be several)."""
        stmt = (
            self.scoped()
            .where(
                Invoice.subscription_id == subscription_id,
                Invoice.billing_period_start == period_start,
                Invoice.status != "void",
            )
            .order_by(Invoice.created_at, Invoice.id)
            .limit(1)
        )
        found: Invoice | None = (await self.session.scalars(stmt)).first()
        return found

    async def any_in_dunning(self, subscription_id: uuid.UUID, dunning: Sequence[str]) -> bool:
        """Whether an open invoice of the subscription is in one of the `dunning` states."""
        stmt = self.scoped().where(
            Invoice.subscription_id == subscription_id,
            Invoice.status.in_(states.OPEN_STATUSES),
            Invoice.dunning_status.in_(list(dunning)),
        )
        return bool(await self.session.scalar(select(stmt.exists())))

    async def has_pending_attempt(self, invoice_id: uuid.UUID) -> bool:
        """Whether a payment attempt of the invoice still waits for the gateway."""
        pending = exists().where(
            InvoicePayment.invoice_id == Invoice.id,
            InvoicePayment.kind == "payment",
            InvoicePayment.status == "pending",
        )
        stmt = self.scoped().where(Invoice.id == invoice_id, pending)
        return bool(await self.session.scalar(select(stmt.exists())))

    async def non_void_periods(
        self, subscription_ids: Iterable[uuid.UUID]
    ) -> dict[uuid.UUID, set[datetime]]:
        """`non_void_for_period` of many subscriptions at once: by subscription, the starts of
        its periods that have an invoice that is not void."""
        found: dict[uuid.UUID, set[datetime]] = {i: set() for i in subscription_ids}
        if not found:
            return found
        stmt = (
            self.scoped()
            .with_only_columns(Invoice.subscription_id, Invoice.billing_period_start)
            .where(
                self.one_of(Invoice.subscription_id, "subscription_ids"),
                Invoice.billing_period_start.is_not(None),
                Invoice.status != "void",
            )
        )
        rows = await self.session.execute(stmt, {"subscription_ids": list(found)})
        for subscription_id, start in rows.all():
            if subscription_id is not None and start is not None:
                found[subscription_id].add(start)
        return found

    async def void_ids(self, subscription_id: uuid.UUID) -> list[uuid.UUID]:
        """The subscription's void invoices: the prorations they billed are billable again."""
        stmt = (
            self.scoped()
            .with_only_columns(Invoice.id)
            .where(Invoice.subscription_id == subscription_id, Invoice.status == "void")
        )
        return list((await self.session.scalars(stmt)).all())

    def _day_of(self, instant: Any) -> ColumnElement[date]:
        """The UTC calendar day of a timestamp column, on either database."""
        if self.session.get_bind().dialect.name == "postgresql":
            return cast(func.timezone("UTC", instant), Date)
        return func.date(instant)

    def displayed_status(self, today: date) -> ColumnElement[str]:
        """`states.displayed_status` as SQL: `today` is the real UTC day, except for customers
        bound to a test clock, whose day is their clock's (a correlated subquery)."""
        clock_day = (
            select(self._day_of(TestClock.frozen_at))
            .join(Customer, Customer.test_clock_id == TestClock.id)
            .where(Customer.id == Invoice.customer_id)
            .correlate(Invoice)
            .scalar_subquery()
        )
        customer_today = func.coalesce(clock_day, literal(today, Date))
        overdue = and_(
            Invoice.status.in_(("finalized", "sent")),
            Invoice.due_date.is_not(None),
            Invoice.due_date < customer_today,
            Invoice.amount_due > 0,
        )
        return case((overdue, literal("overdue")), else_=Invoice.status)

    async def page(self, query: ListQuery, *, today: date) -> Page[Invoice]:
        """Newest first, filtered and counted by the status as displayed on `today`."""
        fields = query.spec.fields
        status = replace(fields["status"], column=self.displayed_status(today))
        displayed = replace(query, spec=FilterSpec({**fields, "status": status}))
        stmt = self.scoped()
        if query.search:
            stmt = stmt.where(compare(Invoice.invoice_number, "contains", query.search))
        return await fetch_page(
            self.session, stmt, displayed, keys=(Invoice.created_at, Invoice.id)
        )

    async def lock_for_finalizing(self, invoice_id: uuid.UUID) -> Finalizing:
        """The invoice with its row locked until the transaction ends, its customer (even a
        deleted one), and in the same statement what finalizing it reads of the organization:
        its tax profile, whether a VAT rate table was loaded, its stored settings, whether
        the invoice carries a tag (so that answering an untagged one reads no tags), whether
        its customer holds wallet credit, and whether a discount could apply. The invoice's
        lock guards none of those, so reading them with it rather than after it changes no
        guarantee (on PostgreSQL they are as of the statement's snapshot, taken before it waits
        for the lock). NotFound like `get`. A Core statement run on the driver (`execute_core`);
        the invoice, customer and profile join the session as the ORM would load them
        (`loaded_row`)."""
        dialect = self.session.get_bind().dialect.name
        stmt = self.prebuilt(
            ("lock_for_finalizing", dialect, discounts.sources()),
            lambda: _lock_for_finalizing(self),
        )
        await self.session.flush()  # what `session.execute` would autoflush
        row = (await execute_core(self.session, stmt, {"invoice_id": invoice_id})).first()
        if row is None:
            raise NotFound(f"{self.noun()} {invoice_id} was not found")
        [invoice_values, customer_values, profile_values], rest = split_row(
            row, Invoice, Customer, TaxProfile
        )
        invoice = loaded_row(self.session, Invoice, invoice_values)
        customer = loaded_row(self.session, Customer, customer_values)
        profile = (
            loaded_row(self.session, TaxProfile, profile_values)
            if outer_row_found(TaxProfile, profile_values)
            else None
        )
        loaded, settings, has_tags, wallet_credit, offered = rest
        return Finalizing(
            invoice,
            customer,
            profile,
            bool(loaded),
            dict(settings or {}),
            bool(has_tags),
            bool(wallet_credit),
            bool(offered),
        )

    async def customer_with_seller(self, customer_id: uuid.UUID) -> NewDraftReads | None:
        """What a new draft reads before its lines, in one statement: the customer it names
        (None when unknown or deleted, as the customers domain hides deleted ones), the
        organization's tax profile, whether a VAT rate table was loaded, and whether a discount
        could apply to the customer. A Core statement run on the driver (`execute_core`): the
        customer and the profile are only read, so they are built from the row (`read_row`)
        and the session does not track them."""
        stmt = self.prebuilt(
            ("customer_with_seller", discounts.sources()), lambda: _customer_with_seller(self)
        )
        row = (await execute_core(self.session, stmt, {"customer_id": customer_id})).first()
        if row is None:
            return None
        [customer_values, profile_values], rest = split_row(row, Customer, TaxProfile)
        customer = read_row(Customer, customer_values)
        profile = read_outer_row(TaxProfile, profile_values)
        loaded, offered = rest
        return NewDraftReads(customer, profile, bool(loaded), bool(offered))

    async def add_draft(
        self, invoice: Invoice, lines: Sequence[InvoiceLine], caused: Sequence[NewRows]
    ) -> None:
        """Write a new invoice and its lines, with the rows its creation causes (its events,
        made by the outbox). On PostgreSQL one statement writes them all: each table's rows go
        as one JSON document (`row_documents`), the invoice's and the caused rows' inserts are
        CTEs of the lines' (whose foreign key is checked at the statement's end), and the
        invoice and lines join the session as written rows with the values the unit of work
        would have given them. Elsewhere the session flushes the invoice and its lines, then
        each table's caused rows go by one executemany."""
        if self.session.get_bind().dialect.name != "postgresql":
            self.add(invoice)
            line_repository = InvoiceLineRepository(self.session, self.ctx)
            for line in lines:
                line_repository.add(line)
            await self.session.flush()
            for rows in caused:
                await rows.insert(self.session)
            return
        written: tuple[Invoice | InvoiceLine, ...] = (invoice, *lines)
        for row in written:
            row.organization_id = self.ctx.organization_id
            row.workspace_id = self.ctx.workspace_id
        new_invoice = NewRows(_table(Invoice), [_insert_row(invoice)])
        new_lines = NewRows(_table(InvoiceLine), [_insert_row(line) for line in lines])
        tables = tuple(rows.table for rows in caused)
        stmt = self.prebuilt(("add_draft", tables), lambda: _add_draft(tables))
        await execute_core(self.session, stmt, documents_of([new_invoice, new_lines, *caused]))
        for row in written:
            make_transient_to_detached(row)
            self.session.add(row)

    async def write_numbered(self, invoices: Sequence[Invoice], caused: Sequence[NewRows]) -> bool:
        """Write invoices just given their numbers, with the rows their finalization causes
        (events, postings, jobs: each made by its own domain). False when a number is one an
        invoice of the workspace already carries (the unique key refuses it, so no read
        precedes the write): the transaction is then unusable, the caller refuses and it rolls
        back, and nothing was written.

        On PostgreSQL one statement: the invoices' update (the columns changed since they were
        loaded, as the unit of work would write them, from one JSON document) with the caused
        rows' inserts as its CTEs: one round trip, all written or none. The statement spans
        tables of several domains, so it is composed here, where the one write whose failure
        must be told apart is made; the others come as rows from their domains' repositories.
        The invoices then stand in the session as written (with the `updated_at` stored), so no
        flush writes them again. The statement runs on the driver (`execute_core`), which
        flushes nothing first, as the ORM's autoflush must not write these invoices. Elsewhere
        the session flushes the invoices (`flush_numbered`) and each table's rows go by one
        executemany."""
        if self.session.get_bind().dialect.name != "postgresql":
            if not await self.flush_numbered():
                return False
            for rows in caused:
                await rows.insert(self.session)
            return True
        now = clock.wall_now()
        changed = [_changed_values(invoice, now) for invoice in invoices]
        params: dict[str, Any] = {
            **documents_of(caused),
            _NUMBERED_DOCUMENT: document([row for row, _keys in changed]),
            _NUMBERED_IDS: [invoice.id for invoice in invoices],
        }
        tables = tuple(rows.table for rows in caused)
        stmt = self.prebuilt(("write_numbered", tables), lambda: _write_numbered(self, tables))
        try:
            result = await execute_core(self.session, stmt, params)
        except IntegrityError as error:
            if not _is_number_conflict(error):
                raise
            return False
        if result.rowcount != len(invoices):
            raise StaleDataError(f"{len(invoices)} invoices to update, {result.rowcount} updated")
        for invoice, (_row, keys) in zip(invoices, changed, strict=True):
            mark_written(self.session, invoice, keys)
        return True

    async def flush_numbered(self) -> bool:
        """Write invoices just given their numbers through the session (see `write_numbered`);
        False when a number is one an invoice of the workspace already carries."""
        try:
            await self.session.flush()
        except IntegrityError as error:
            if not _is_number_conflict(error):
                raise
            return False
        return True

    async def displayed_statuses(
        self, invoice_ids: Sequence[uuid.UUID], today: date
    ) -> dict[uuid.UUID, str]:
        """The displayed status of several invoices at once (each on its customer's clock)."""
        if not invoice_ids:
            return {}
        stmt = self.scoped().with_only_columns(Invoice.id, self.displayed_status(today))
        rows = await self.session.execute(stmt.where(Invoice.id.in_(list(invoice_ids))))
        return {invoice_id: str(status) for invoice_id, status in rows.all()}


class InvoiceLineRepository(WorkspaceRepository[InvoiceLine]):
    model = InvoiceLine

    async def of(self, invoice_id: uuid.UUID) -> list[InvoiceLine]:
        """All lines of an invoice, in their display order."""
        stmt = (
            self.scoped()
            .where(InvoiceLine.invoice_id == invoice_id)
            .order_by(InvoiceLine.position, InvoiceLine.created_at, InvoiceLine.id)
        )
        return list((await self.session.scalars(stmt)).all())

    async def of_many(self, invoice_ids: Sequence[uuid.UUID]) -> dict[uuid.UUID, list[InvoiceLine]]:
        """`of` for several invoices in one query; an invoice without lines maps to []. A Core
        statement (`execute_core`), the lines joining the session as loaded (`loaded_row`)."""
        found: dict[uuid.UUID, list[InvoiceLine]] = {invoice_id: [] for invoice_id in invoice_ids}
        if not found:
            return found
        stmt = self.prebuilt("lines_of_many", lambda: _lines_of_many(self))
        await self.session.flush()  # what `session.execute` would autoflush
        result = await execute_core(self.session, stmt, {"invoice_ids": list(found)})
        for values in result.rows:
            line = loaded_row(self.session, InvoiceLine, values)
            found[line.invoice_id].append(line)
        return found

    async def page(self, invoice_id: uuid.UUID, query: ListQuery) -> Page[InvoiceLine]:
        """Oldest first by (created_at, id): the keyset the interface document names."""
        stmt = self.scoped().where(InvoiceLine.invoice_id == invoice_id)
        return await keyset_page(
            self.session,
            stmt,
            keys=(InvoiceLine.created_at, InvoiceLine.id),
            descending=False,
            page=query.page,
            binding=query.binding,
        )


def _lock_for_finalizing(repository: InvoiceRepository) -> Executable:
    """`InvoiceRepository.lock_for_finalizing`'s statement (`invoice_id` bound at each run),
    built once per tenant and database (`prebuilt`), on the tables (`execute_core`): the
    invoice's, the customer's and the tax profile's `row_columns` (the profile's all NULL
    without one), then what else finalizing reads."""
    settings, rates = _table(OrganizationSetting), _table(EuVatRate)
    taggings, grants = _table(Tagging), _table(WalletTransaction)
    invoices = _table(Invoice)
    if repository.session.get_bind().dialect.name == "postgresql":
        settings_object = func.json_object_agg(settings.c.key, settings.c.value)
    else:
        settings_object = func.json_group_object(settings.c.key, func.json(settings.c.value))
    stored = (
        select(type_coerce(settings_object, JsonDoc()))
        .where(*repository.scope(settings))
        .scalar_subquery()
    )
    rates_loaded = select(rates.c.country).limit(1).exists()
    tagged = exists().where(
        taggings.c.entity_type == "INVOICE",
        taggings.c.entity_id == invoices.c.id,
        *repository.scope(taggings),
    )
    wallet_credit = exists().where(
        grants.c.customer_id == invoices.c.customer_id,
        grants.c.currency == invoices.c.currency,
        grants.c.type == "grant",
        grants.c.remaining > 0,
        *repository.scope(grants),
    )
    customers, profiles = _table(Customer), _table(TaxProfile)
    offered = discounts.could_apply(repository.session, repository.ctx, invoices.c.customer_id)
    return (
        select(
            *row_columns(Invoice),
            *row_columns(Customer),
            *row_columns(TaxProfile),
            rates_loaded,
            stored,
            tagged,
            wallet_credit,
            offered,
        )
        .select_from(invoices)
        .join(customers, customers.c.id == invoices.c.customer_id)
        .outerjoin(profiles, and_(*repository.scope(profiles)))
        .where(
            invoices.c.id == bindparam("invoice_id"),
            *repository.scope(invoices),
            *repository.scope(customers),
        )
        .with_for_update(of=invoices)
    )


@functools.cache
def _columns_of(model: type[Invoice | InvoiceLine]) -> tuple[tuple[str, Column[Any]], ...]:
    """(attribute, column) of every column a row of `model` inserts. `add_draft` writes every
    column, so a column that only the server defaults would be written NULL: refused here."""
    table = _table(model)
    attributes = model.__mapper__.column_attrs
    for attribute in attributes:
        column_default(table.c[attribute.columns[0].name])  # refuses a server-only default
    return tuple((attribute.key, table.c[attribute.columns[0].name]) for attribute in attributes)


def _insert_row(row: Invoice | InvoiceLine) -> dict[str, Any]:
    """`row`'s insert, by column name, as the unit of work would write it (an unset or None
    attribute takes its column's default), set on `row` too: in its `__dict__`, as `row` is
    transient (no change of it is tracked) until it joins the session as written."""
    values = row.__dict__
    found = {}
    for key, column in _columns_of(type(row)):
        value = values.get(key)
        if value is None:
            value = values[key] = column_default(column)
        found[column.name] = value
    return found


def _table(model: type[Any]) -> Table:
    return model.metadata.tables[model.__tablename__]


def _add_draft(caused: Sequence[Table]) -> Executable:
    """`InvoiceRepository.add_draft`'s statement (PostgreSQL): the insert of the lines, with
    the invoice's and each caused table's as its CTEs, each table's rows bound as its name."""
    new_invoice = insert_from_document(_table(Invoice)).cte("new_invoice")
    return insert_from_document(_table(InvoiceLine)).add_cte(
        new_invoice, *(insert_from_document(table).cte(f"new_{table.name}") for table in caused)
    )


def _is_number_conflict(error: IntegrityError) -> bool:
    return _NUMBER_KEY in str(error.orig) or _NUMBER_KEY_SQLITE in str(error.orig)


_NUMBERED_DOCUMENT = Invoice.__tablename__
"""The parameter of `_write_numbered` that holds the invoices' rows (one JSON document)."""

_NUMBERED_IDS = "numbered_ids"
"""The parameter of `_write_numbered` that holds the same invoices' ids (an array)."""

_KEPT_BY_NUMBERING = frozenset({"id", "organization_id", "workspace_id", "created_at"})


@functools.cache
def _numbered_columns() -> dict[str, str]:
    """Column name by attribute of what `write_numbered` may write: every column of the
    invoice but its key, tenant and creation time."""
    return {
        key: column.name for key, column in _columns_of(Invoice) if key not in _KEPT_BY_NUMBERING
    }


def _changed_values(invoice: Invoice, now: datetime) -> tuple[dict[str, Any], list[str]]:
    """The invoice's row in `_write_numbered`'s document, its id and the columns changed since
    it was loaded (what the unit of work's update would write, `updated_at` set to `now` as
    that update would set it), and the attributes it holds."""
    invoice.updated_at = now
    columns = _numbered_columns()
    keys = [key for key in inspect(invoice).committed_state if key in columns]
    values = invoice.__dict__
    row = {columns[key]: values[key] for key in keys}
    row["id"] = invoice.id
    return row, keys


def _write_numbered(repository: InvoiceRepository, caused: Sequence[Table]) -> Executable:
    """`InvoiceRepository.write_numbered`'s statement (PostgreSQL): the invoices' rows a JSON
    document bound as `invoices` (each sets the columns it holds and leaves the others as
    they are), each table's caused rows one bound as its name. Their ids come again as an
    array, which the planner sees: it would otherwise plan on its guess of 100 rows from the
    document and scan all of a small workspace's invoices to join them (0.3 ms of the server's
    time per finalize in a workspace of 300 invoices) rather than look each up by its key."""
    table = _table(Invoice)
    document = cast(bindparam(_NUMBERED_DOCUMENT, type_=Text), JSONB)
    row = func.jsonb_array_elements(document).table_valued("value").alias("numbered").c.value
    numbered = (
        update(table)
        .values(
            {
                table.c[name]: case(
                    (row.op("?")(literal_column(f"'{name}'")), _value_of(row, table.c[name])),
                    else_=table.c[name],
                )
                for name in _numbered_columns().values()
            }
        )
        .where(
            one_of(table.c.id, _NUMBERED_IDS, "postgresql"),
            table.c.id == _value_of(row, table.c.id),
            *repository.scope(table),
        )
    )
    return numbered.add_cte(*(insert_from_document(new).cte(f"new_{new.name}") for new in caused))


def _value_of(row: Any, column: Column[Any]) -> Any:
    """`column`'s value in a JSON row, as a bound value would write it: a `JsonDoc` column's
    None is JSON null, and a string is cast to text, not to its column's length (that cast
    would cut it; the assignment refuses one too long, as a bound value's)."""
    name: Any = literal_column(f"'{column.name}'")
    if isinstance(column.type, JsonDoc):
        return row.op("->")(name)
    return cast(row.op("->>")(name), Text if isinstance(column.type, String) else column.type)


def _customer_with_seller(repository: InvoiceRepository) -> Executable:
    """`InvoiceRepository.customer_with_seller`'s statement (`customer_id` bound at each run),
    on the tables: the customer's `row_columns`, the tax profile's (all NULL without one), then
    whether rates were loaded and whether a discount could apply."""
    customers, profiles = _table(Customer), _table(TaxProfile)
    rates_loaded = select(_table(EuVatRate).c.country).limit(1).exists()
    offered = discounts.could_apply(repository.session, repository.ctx, customers.c.id)
    return (
        select(*row_columns(Customer), *row_columns(TaxProfile), rates_loaded, offered)
        .select_from(customers)
        .outerjoin(profiles, and_(*repository.scope(profiles)))
        .where(
            customers.c.id == bindparam("customer_id"),
            customers.c.deleted_at.is_(None),
            *repository.scope(customers),
        )
    )


def _lines_of_many(repository: InvoiceLineRepository) -> Executable:
    """`InvoiceLineRepository.of_many`'s statement (`invoice_ids` bound at each run), on the
    table (the lines' `row_columns`). On PostgreSQL the ids are one array parameter
    (`one_of`), which runs on the driver; an expanding `IN` list would leave the statement to
    SQLAlchemy's execution, which renders it anew for every length."""
    lines = _table(InvoiceLine)
    return (
        select(*row_columns(InvoiceLine))
        .where(repository.one_of(lines.c.invoice_id, "invoice_ids"), *repository.scope(lines))
        .order_by(lines.c.position, lines.c.created_at, lines.c.id)
    )


__all__ = [
    "INVOICE_FILTERS",
    "LINE_FILTERS",
    "Finalizing",
    "InvoiceLineRepository",
    "InvoiceRepository",
    "NewDraftReads",
    "select",
]
