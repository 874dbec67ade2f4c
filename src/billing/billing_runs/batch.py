"""What the billing runs of a batch read, in a few set-based statements instead of a few per run.

A worker claims due billing-run jobs of one workspace together (`platform.worker.run_batch`);
`load` then locks their subscriptions in primary-key order and reads, once for all of them,
their customers, plans, change histories and add-ons, the workspace's settings and the prices
(with products and versions) of every plan item and add-on, and what their metered prices
rate (`metering.batch_book`: the usage events of all their periods in one statement). Each
run then computes from that (`service.run_subscription`), so that what a run still reads is
what only it needs (whether its period has an invoice, the VAT inputs). The drafts the runs
leave to finalize are finalized together at the end (`service.finish`: one numbering statement
for the batch). A job claimed alone is a batch of one, through the same steps.
"""

from __future__ import annotations

import uuid
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from billing.admin import service as admin
from billing.catalog import service as catalog
from billing.customers import service as customers
from billing.invoices import discounts, generation, pipeline
from billing.metering import service as metering
from billing.models.customer import Customer
from billing.models.invoice import Invoice, InvoiceLine
from billing.models.subscription import Subscription
from billing.platform.context import RequestContext
from billing.subscriptions import cycle, scheduling
from billing.subscriptions import service as subscriptions
from billing.tax import service as tax


@dataclass(frozen=True)
class Draft:
    """An invoice a run generated and left to finalize with the batch's others."""

    invoice: Invoice
    lines: list[InvoiceLine]
    customer: Customer
    subscription_id: uuid.UUID


@dataclass
class Batch:
    """The locked subscriptions of a batch and what their runs read, by id."""

    ctx: RequestContext
    settings: dict[str, Any]
    subscriptions: dict[uuid.UUID, Subscription]
    """Locked; a subscription that does not exist (any more) is not here."""
    known: dict[uuid.UUID, pipeline.Known] = field(default_factory=dict)
    """By subscription id, for those whose billing is not blocked."""
    alone: bool = True
    """A batch of one run, which may roll back part of its own work (`service.run_subscription`
    on an unpriced period); a run of a larger batch that raises fails the batch, whose jobs the
    worker then runs one by one."""
    drafts: list[Draft] = field(default_factory=list)
    """What the runs so far left to finalize, in the order they made it."""
    next_runs: list[scheduling.NextRun] = field(default_factory=list)
    """The runs the runs so far scheduled, to enqueue together."""


async def load(
    db: AsyncSession, ctx: RequestContext, subscription_ids: Sequence[uuid.UUID]
) -> Batch:
    """Lock the subscriptions and read what their runs need (see the module's docstring)."""
    locked = await cycle.lock_many(db, ctx, subscription_ids)
    batch = Batch(
        ctx,
        await admin.effective_settings(db, ctx),
        {subscription.id: subscription for subscription in locked},
        alone=len(subscription_ids) == 1,
    )
    billable = [s for s in locked if s.billing_blocked_at is None]
    if not billable:
        return batch
    ids = [subscription.id for subscription in billable]
    of_record = await customers.customers_of_record(db, ctx, {s.customer_id for s in billable})
    plans = await catalog.plans_with_items(db, ctx, {s.plan_id for s in billable})
    histories = await subscriptions.changes_of_many(db, ctx, ids)
    add_ons = await subscriptions.add_ons_of_many(db, ctx, ids)
    price_ids = {item.price_id for plan in plans.values() for item in plan.items}
    price_ids.update(price_id for chosen in add_ons.values() for price_id in chosen)
    book = await catalog.price_book(db, ctx, list(price_ids))
    profile = await tax.invoicing_profile(db, ctx)
    vat = pipeline.TaxInputs(
        profile.facts,
        profile.standard_rate,
        await catalog.tax_categories_of_products(db, ctx, list(book.products)),
    )
    billed = await generation.billed_periods(db, ctx, ids)
    await discounts.prepare(db, ctx, {s.customer_id for s in billable})
    usage = await metering.batch_book(db, ctx, book.prices.values(), billable, batch.settings)
    for subscription in billable:
        plan = plans.get(subscription.plan_id) or await cycle.plan_of(db, ctx, subscription)
        batch.known[subscription.id] = pipeline.Known(
            of_record[subscription.customer_id],
            plan,
            histories[subscription.id],
            add_ons[subscription.id],
            book,
            vat,
            billed[subscription.id],
            usage,
        )
    return batch
