"""The billing pipeline: one function computes a subscription's invoice for a period.

Generate, preview, regenerate-preview and the period-end runs all call `compute_invoice`. It
returns transient objects, never added to the session, so that each caller decides whether
anything is persisted. The stages:

1. product lines: the plan's items, quantity = item quantity x subscription quantity;
2. add-on lines: the subscription's add-ons at their own quantity, then the usage lines of
   metered plan items (`usage_lines`: the meter's aggregate rated by a rate table);
3. proration lines of the changes being billed (`invoices.proration`, by seconds);
4. manual lines carried over (regenerate-preview keeps the original's);
5.-7. discounts, VAT and totals: `calculation.recalculate`, shared with every other path that
   changes lines.

A period bills the subscription as it was at the period's start, rebuilt from the recorded
changes, at the price versions in force at that instant (or the versions a caller pins). Each
line pins the price and version it used.
"""

from __future__ import annotations

import decimal
import uuid
from collections.abc import Hashable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import date, datetime, timedelta
from decimal import Decimal
from typing import Any, NamedTuple

from sqlalchemy.ext.asyncio import AsyncSession

from billing.catalog import service as catalog
from billing.customers import service as customers
from billing.invoices import calculation, proration, usage_lines
from billing.invoices.repository import InvoiceRepository
from billing.metering import service as metering
from billing.models.catalog import Price, PriceVersion, Product
from billing.models.customer import Customer
from billing.models.invoice import Invoice, InvoiceLine
from billing.models.subscription import Subscription, SubscriptionChange
from billing.platform import clock
from billing.platform.context import RequestContext
from billing.platform.errors import InvalidState, NotFound, ValidationFailed
from billing.platform.money import (
    DECIMAL_CONTEXT,
    fits_unit_price_places,
    from_minor,
    round_to_minor,
)
from billing.subscriptions import service as subscriptions
from billing.tax.resolution import Seller, StandardRate

PLAN_LINE = "SUBSCRIPTION"
ADD_ON_LINE = "SUBSCRIPTION_ADD_ON"
PRORATION_LINE = "PRORATION"
GENERATED_LINE_TYPES = frozenset({PLAN_LINE, ADD_ON_LINE, PRORATION_LINE, usage_lines.USAGE_LINE})
"""Line types only the pipeline writes (a manual line is never of these types)."""

_LAST_SECOND = timedelta(seconds=1)
_LAST_INSTANT = timedelta(microseconds=1)


class UnpricedPeriod(ValidationFailed):
    """A price the subscription bills cannot price a period (no version of it is in force
    during the period, or the quantity is beyond what its pricing accepts): nothing is billed
    until the catalog or the subscription changes. A billing run blocks the subscription's
    billing on it (`billing_runs`) instead of retrying."""


class Period(NamedTuple):
    start: datetime
    end: datetime


class PinKey(NamedTuple):
    """A line's price, and the change it prorates (None for product and add-on lines)."""

    price_id: uuid.UUID
    change_id: uuid.UUID | None = None


Pins = Mapping[PinKey, uuid.UUID]
"""Price version ids to use instead of the versions in force (regenerate-preview)."""


def subscription_pins(subscription: Subscription) -> dict[PinKey, uuid.UUID]:
    """The versions the subscription bills its prices at instead of those in force (a
    schedule flow's `change_version` sets them)."""
    pinned = subscription.price_version_pins or {}
    return {PinKey(uuid.UUID(price)): uuid.UUID(version) for price, version in pinned.items()}


@dataclass(frozen=True)
class SubscriptionState:
    """What a subscription bills: its plan, quantity and add-ons (price id to quantity)."""

    plan_id: uuid.UUID
    quantity: int
    add_ons: tuple[tuple[uuid.UUID, int], ...]

    @classmethod
    def of_snapshot(cls, snapshot: Mapping[str, Any]) -> SubscriptionState:
        """From a change's `before` or `after` (as `subscriptions.lifecycle` records them)."""
        return cls(
            plan_id=uuid.UUID(snapshot["plan_id"]),
            quantity=int(snapshot["quantity"]),
            add_ons=tuple(
                (uuid.UUID(a["price_id"]), int(a["quantity"])) for a in snapshot["add_ons"]
            ),
        )


@dataclass(frozen=True)
class ComputedInvoice:
    invoice: Invoice
    lines: list[InvoiceLine]
    prorated_change_ids: list[uuid.UUID]
    """The changes whose prorations are on the invoice (to mark when it is persisted)."""
    customer: Customer
    now: datetime
    """The customer's now (its test clock's in a sandbox)."""


def state_at(
    subscription: Subscription,
    current_add_ons: Mapping[uuid.UUID, int],
    changes: Iterable[SubscriptionChange],
    moment: datetime,
) -> SubscriptionState:
    """The subscription as it was at the start of the period starting at `moment`: the state
    before the first change recorded in that period or a later one, else the current state.

    A change belongs to the period it was recorded in (`change.period_start`), which places a
    change at the very instant a period starts in the period it was made in.
    """
    later = sorted(
        (c for c in changes if c.period_start >= moment),
        key=lambda c: (c.effective_at, c.created_at, str(c.id)),
    )
    if later:
        return SubscriptionState.of_snapshot(later[0].before)
    return SubscriptionState(
        plan_id=subscription.plan_id,
        quantity=subscription.quantity,
        add_ons=tuple(sorted(current_add_ons.items(), key=lambda item: str(item[0]))),
    )


def is_trial(subscription: Subscription, period: Period) -> bool:
    return subscription.trial_end is not None and period.end <= subscription.trial_end


def billable_changes(
    candidates: Iterable[SubscriptionChange],
    subscription: Subscription,
    billing_timing: str,
    period: Period,
) -> list[SubscriptionChange]:
    """Which not yet billed changes a period's invoice prorates.

    In advance, a period's invoice was issued at its start, so a change made during it is
    settled by the next invoice: changes recorded in an earlier period. In arrears the invoice
    comes at the period's end: the changes recorded in that period, and any earlier one still
    unbilled (made while an in-advance plan was billed, before a switch to in arrears). A change
    made during a trial (billed at 0) has nothing to prorate.
    """
    chosen = []
    for change in candidates:
        if subscription.trial_end is not None and change.period_end <= subscription.trial_end:
            continue
        if billing_timing == "in_arrears":
            billed = change.period_start < period.end
        else:
            billed = change.period_start < period.start
        if billed and change.effective_at < period.end:
            chosen.append(change)
    return chosen


@dataclass(frozen=True)
class Priced:
    price: Price
    product: Product
    version: PriceVersion
    quantity: int
    amount: int
    """The full-period amount in minor units."""


class _Pricing:
    """Prices, products, versions and plans read once per computation (plans the caller read
    already are not read again); the prices a subscription state bills are read together."""

    def __init__(
        self,
        db: AsyncSession,
        ctx: RequestContext,
        currency: str,
        pins: Pins | None,
        plans: Iterable[catalog.PlanWithItems] = (),
        book: catalog.PriceBook | None = None,
    ) -> None:
        self.db, self.ctx, self.currency, self.pins = db, ctx, currency, pins or {}
        self._book = book or catalog.PriceBook({}, {}, {})
        self._plans = {known.plan.id: known for known in plans}

    async def plan(self, plan_id: uuid.UUID) -> catalog.PlanWithItems:
        if plan_id not in self._plans:
            self._plans[plan_id] = await catalog.get_plan_with_items(self.db, self.ctx, plan_id)
        return self._plans[plan_id]

    async def _read(self, price_ids: Iterable[uuid.UUID]) -> None:
        """Add the prices not read yet (with their products and versions) to the book."""
        missing = [price_id for price_id in price_ids if price_id not in self._book.prices]
        if not missing:
            return
        read = await catalog.price_book(self.db, self.ctx, missing)
        self._book = catalog.PriceBook(
            self._book.prices | read.prices,
            self._book.products | read.products,
            self._book.versions | read.versions,
        )

    async def _version(self, price_id: uuid.UUID, period: Period, key: PinKey) -> PriceVersion:
        """The pinned version, else the one in force at the period's start; a price first
        published during the period bills at the version in force at the period's end."""
        pinned = self.pins.get(key)
        if pinned is not None:
            read = next((v for v in self._book.versions.get(price_id, []) if v.id == pinned), None)
            return read or await catalog.get_price_version(self.db, self.ctx, price_id, pinned)
        for moment in (period.start, period.end - _LAST_INSTANT):
            version = self._book.version_in_force(price_id, moment)
            if version is not None:
                return version
        raise UnpricedPeriod(
            f"price {price_id} has no version in force during the period starting "
            f"{period.start.isoformat()}",
            field=("billing_period_start",),
        )

    async def priced(
        self, price_id: uuid.UUID, quantity: int, period: Period, change_id: uuid.UUID | None
    ) -> Priced:
        """One full period of `quantity` units at the version of `_version`."""
        await self._read((price_id,))
        price = self._book.price(price_id)
        product = self._book.product(price.product_id)
        version = await self._version(price_id, period, PinKey(price_id, change_id))
        try:
            exact = catalog.amount_for(price, version, Decimal(quantity))
            amount = round_to_minor(exact, self.currency)
        except ValueError as exc:
            raise UnpricedPeriod(
                f"price {price_id} cannot bill {quantity} units: {exc}",
                field=("subscription_id",),
            ) from None
        return Priced(price, product, version, quantity, amount)

    async def state(
        self, state: SubscriptionState, period: Period, change_id: uuid.UUID | None
    ) -> list[tuple[str, Priced]]:
        """Every price a state bills, with its line type: the plan's items, then add-ons."""
        plan = await self.plan(state.plan_id)
        await self._read([i.price_id for i in plan.items] + [p for p, _ in state.add_ons])
        billed = [
            (
                PLAN_LINE,
                await self.priced(i.price_id, i.quantity * state.quantity, period, change_id),
            )
            for i in plan.items
            if not self._metered(i.price_id)
        ]
        for price_id, quantity in state.add_ons:
            billed.append((ADD_ON_LINE, await self.priced(price_id, quantity, period, change_id)))
        return billed

    def _metered(self, price_id: uuid.UUID) -> bool:
        return bool(metering.metered([self._book.price(price_id)]))

    async def metered(
        self, state: SubscriptionState, period: Period
    ) -> list[usage_lines.MeteredItem]:
        """The plan's metered items (billed by usage, never prorated) at their versions."""
        plan = await self.plan(state.plan_id)
        await self._read([i.price_id for i in plan.items])
        return [
            usage_lines.MeteredItem(
                self._book.price(i.price_id),
                self._book.product(self._book.price(i.price_id).product_id),
                await self._version(i.price_id, period, PinKey(i.price_id)),
            )
            for i in plan.items
            if self._metered(i.price_id)
        ]


def _last_day(end: datetime) -> date:
    """The last day a half-open period [start, end) includes."""
    return (end - _LAST_SECOND).date()


def quantity_and_unit_price(quantity: int, amount: int, currency: str) -> tuple[Decimal, Decimal]:
    """`quantity` at amount / quantity when that unit price is exact (quantity x unit price
    gives the amount back), else quantity 1 at the whole amount."""
    total = from_minor(amount, currency)
    units = Decimal(quantity)
    with decimal.localcontext(DECIMAL_CONTEXT):
        unit_price = total / units
    if unit_price * units == total and fits_unit_price_places(unit_price):
        return units, unit_price
    return Decimal(1), total


def _line(
    line_type: str,
    description: str,
    priced: Priced,
    amount: int,
    currency: str,
    period: tuple[date, date],
    change_id: uuid.UUID | None = None,
) -> InvoiceLine:
    quantity, unit_price = quantity_and_unit_price(priced.quantity, amount, currency)
    if quantity != priced.quantity:
        description = f"{description} ({priced.quantity} units)"
    return InvoiceLine(
        line_type=line_type,
        description=description,
        product_id=priced.product.id,
        price_id=priced.price.id,
        price_version_id=priced.version.id,
        subscription_change_id=change_id,
        quantity=quantity,
        unit_price=unit_price,
        amount=amount,
        tax_amount=0,
        metadata_={},
        period_start=period[0],
        period_end=period[1],
    )


async def _proration_lines(
    pricing: _Pricing, change: SubscriptionChange, currency: str
) -> list[InvoiceLine]:
    """Credit the old state and charge the new one for the rest of the change's period, at the
    versions in force at that period's start (what its invoice billed). A plan change that
    restarts the billing cycle only credits: the new cycle's own invoices bill the new plan."""
    before = SubscriptionState.of_snapshot(change.before)
    after = SubscriptionState.of_snapshot(change.after) if change.after else None
    if after is not None and await _restarts_cycle(pricing, before, after):
        after = None
    span_of_change = Period(change.period_start, change.period_end)
    old = [priced for _, priced in await pricing.state(before, span_of_change, change.id)]
    new = (
        [priced for _, priced in await pricing.state(after, span_of_change, change.id)]
        if after is not None
        else []
    )
    prorated = proration.prorate(
        [proration.Billed(priced.price.id, priced.amount) for priced in old],
        [proration.Billed(priced.price.id, priced.amount) for priced in new]
        if after is not None
        else None,
        change.effective_at,
        change.period_start,
        change.period_end,
    )
    olds: dict[Hashable, Priced] = {priced.price.id: priced for priced in old}
    news: dict[Hashable, Priced] = {priced.price.id: priced for priced in new}
    day = change.effective_at.date()
    span = (day, max(day, _last_day(change.period_end)))
    lines = []
    for item in prorated:
        priced = (olds if item.is_credit else news)[item.billed.key]
        wording = "Unused time on" if item.is_credit else "Remaining time on"
        description = f"{wording} {priced.product.name} from {day.isoformat()}"
        lines.append(
            _line(PRORATION_LINE, description, priced, item.amount, currency, span, change.id)
        )
    return lines


async def _restarts_cycle(
    pricing: _Pricing, before: SubscriptionState, after: SubscriptionState
) -> bool:
    if before.plan_id == after.plan_id:
        return False
    old, new = await pricing.plan(before.plan_id), await pricing.plan(after.plan_id)
    return (old.plan.interval, old.plan.interval_count) != (
        new.plan.interval,
        new.plan.interval_count,
    )


async def _customer(
    db: AsyncSession, ctx: RequestContext, subscription: Subscription, known: Customer | None
) -> Customer:
    """The subscription's customer (`known`, when the caller read it already); a deleted one
    cannot be billed."""
    if known is not None and known.deleted_at is None:
        return known
    try:
        return await customers.get_customer(db, ctx, subscription.customer_id)
    except NotFound:
        raise InvalidState(
            f"the customer of subscription {subscription.id} was deleted; it cannot be billed"
        ) from None


async def unbilled_candidates(
    db: AsyncSession,
    ctx: RequestContext,
    subscription: Subscription,
    history: Sequence[SubscriptionChange],
) -> list[SubscriptionChange]:
    """Of the subscription's changes (`history`), those no invoice has billed, or only a void
    one (its replacement bills them again); the void invoices are read only when a change has
    been billed."""
    billed = any(change.invoiced_at is not None for change in history)
    void = set(await InvoiceRepository(db, ctx).void_ids(subscription.id)) if billed else set()
    return [c for c in history if c.invoiced_at is None or c.invoice_id in void]


def copy_header(invoice: Invoice, source: Invoice) -> None:
    """The client-set header fields of `source`, carried onto a recomputed invoice."""
    invoice.locale = source.locale
    invoice.buyer_reference = source.buyer_reference
    invoice.delivery_date = source.delivery_date
    invoice.due_date = source.due_date
    invoice.metadata_ = dict(source.metadata_ or {})


def new_invoice(
    customer: Customer,
    currency: str,
    type_: str,
    *,
    subscription_id: uuid.UUID | None,
    period: Period | None,
    locale: str | None,
) -> Invoice:
    """A transient draft header with zero totals (recalculate fills them in)."""
    return Invoice(
        customer_id=customer.id,
        subscription_id=subscription_id,
        type=type_,
        status="draft",
        currency=currency,
        locale=locale or customer.locale,
        billing_period_start=period.start if period else None,
        billing_period_end=period.end if period else None,
        buyer_reference=customer.buyer_reference,
        metadata_={},
        subtotal=0,
        discount_amount=0,
        tax_amount=0,
        total=0,
        amount_paid=0,
        amount_credited=0,
        amount_refunded=0,
        amount_due=0,
        tax_breakdown=[],
        discounts=[],
    )


@dataclass(frozen=True)
class Known:
    """What a caller has read of a subscription already (a billing run, once per run), so that
    computing its invoices reads none of it again. Nothing here changes while the caller holds
    the subscription's row lock: changes and add-ons are recorded by requests that take it."""

    customer: Customer
    plan: catalog.PlanWithItems
    """The subscription's current plan."""
    history: Sequence[SubscriptionChange]
    """Every change (`subscriptions.changes_of`); marking one invoiced updates these rows."""
    add_ons: Mapping[uuid.UUID, int]
    """The current add-ons (`subscriptions.add_ons_of`)."""
    book: catalog.PriceBook | None = None
    """Prices read already (a billing-run batch reads those of all its plans and add-ons at
    once); the computation reads any other price it bills."""
    tax: TaxInputs | None = None
    """What VAT resolution reads, read already (once per billing-run batch)."""
    billed_periods: set[datetime] | None = None
    """The starts of the periods that have an invoice that is not void, read already (once
    per billing-run batch) and kept up to date by `generation.bill_period`."""
    metering: metering.MeteringBook | None = None
    """What metered prices need (meters, rate tables, usage events), read once per batch."""


@dataclass(frozen=True)
class TaxInputs:
    """What VAT resolution reads, read once for many invoices."""

    seller: Seller
    standard_rate: StandardRate
    categories: Mapping[uuid.UUID, str]
    """The tax category of the products the caller expects the lines to bill; lines of any
    other product have the categories read again."""

    def categories_for(self, lines: Iterable[InvoiceLine]) -> Mapping[uuid.UUID, str] | None:
        """The categories when they cover every line's product, else None (read them)."""
        known = self.categories
        if all(line.product_id is None or line.product_id in known for line in lines):
            return known
        return None


async def compute_invoice(
    db: AsyncSession,
    ctx: RequestContext,
    subscription: Subscription,
    period: Period,
    *,
    pins: Pins | None = None,
    changes: Sequence[SubscriptionChange] | None = None,
    manual_lines: Sequence[InvoiceLine] = (),
    locale: str | None = None,
    header_from: Invoice | None = None,
    tax_day: date | None = None,
    known: Known | None = None,
    usage_pins: Mapping[uuid.UUID, uuid.UUID] | None = None,
) -> ComputedInvoice:
    """The subscription's invoice for `period`, computed and not persisted.

    `changes=None` prorates the changes not yet billed that the plan's billing timing assigns
    to this period (`billable_changes`); regenerate-preview passes the ones the invoice billed.
    `header_from` carries an existing invoice's header fields over; `tax_day` is the day whose
    VAT rates apply (default: the customer's today). `usage_pins` are the rate-table versions
    to rate metered prices with (by price id; regenerate-preview).
    """
    customer = await _customer(db, ctx, subscription, known.customer if known else None)
    now = await clock.now(db, ctx, test_clock_id=customer.test_clock_id)
    currency = subscription.currency
    pins = {**subscription_pins(subscription), **(pins or {})}
    pricing = _Pricing(
        db,
        ctx,
        currency,
        pins,
        plans=(known.plan,) if known else (),
        book=known.book if known else None,
    )
    if known is not None:
        history, current_add_ons = known.history, known.add_ons
    else:
        history = await subscriptions.changes_of(db, ctx, subscription.id)
        current_add_ons = await subscriptions.add_ons_of(db, ctx, subscription.id)
    state = state_at(subscription, current_add_ons, history, period.start)
    if changes is None:
        plan = await pricing.plan(state.plan_id)
        candidates = await unbilled_candidates(db, ctx, subscription, history)
        changes = billable_changes(candidates, subscription, plan.plan.billing_timing, period)

    lines: list[InvoiceLine] = []
    ended = subscription.ended_at is not None and subscription.ended_at <= period.start
    if not ended:
        trial = is_trial(subscription, period)
        span = (period.start.date(), _last_day(period.end))
        for line_type, priced in await pricing.state(state, period, None):
            description = f"{priced.product.name} (trial)" if trial else priced.product.name
            amount = 0 if trial else priced.amount
            lines.append(_line(line_type, description, priced, amount, currency, span))
        try:
            lines.extend(
                await usage_lines.lines_for(
                    db,
                    ctx,
                    subscription,
                    period,
                    await pricing.metered(state, period),
                    span=span,
                    trial=trial,
                    book=known.metering if known else None,
                    pins=usage_pins or {},
                )
            )
        except metering.Unrated as exc:
            raise UnpricedPeriod(exc.detail, errors=exc.errors) from None
    for change in changes:
        lines.extend(await _proration_lines(pricing, change, currency))
    lines.extend(manual_lines)
    for position, line in enumerate(lines):
        line.position = position

    invoice = new_invoice(
        customer,
        currency,
        "subscription",
        subscription_id=subscription.id,
        period=period,
        locale=locale,
    )
    if header_from is not None:
        copy_header(invoice, header_from)
    tax = known.tax if known else None
    await calculation.recalculate(
        db,
        ctx,
        invoice,
        lines,
        customer,
        today=tax_day or now.date(),
        overflow_field=("subscription_id",),
        seller=tax.seller if tax else None,
        standard_rate=tax.standard_rate if tax else None,
        categories=tax.categories_for(lines) if tax else None,
    )
    return ComputedInvoice(invoice, lines, [change.id for change in changes], customer, now)
