"""Promotions as a discount source of the invoice pipeline: the loader that feeds the pure
engine (`engine.evaluate`) and what an issued invoice's benefits cause.

`prepare` reads the candidates of many customers at once (their live redemptions with the
pinned versions, the AUTO_APPLY promotions, tags, segment memberships of the segments the rules
name, whether they were invoiced, their subscriptions' calendars, each test clock's now). When
`consuming` (a finalization) it also locks the budgeted promotions' rows and reads what their
budgets have left, so that the invoices it then computes share exactly that; `issued` consumes
what the issued invoices received with one conditional UPDATE per promotion, writes the ledger
of applied benefits, posts credit grants, and moves redemptions (pending or dormant to active,
to expired when the ladder completes or the validity ended).
"""

from __future__ import annotations

import uuid
from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace
from datetime import date, datetime, timedelta
from decimal import Decimal
from typing import Any

from sqlalchemy import ColumnElement, ColumnExpressionArgument
from sqlalchemy.ext.asyncio import AsyncSession

from billing.customers import service as customers
from billing.invoices import discounts
from billing.invoices.totals import Allowance
from billing.models.invoice import Invoice
from billing.models.promotions import Promotion, PromotionRedemption
from billing.platform import clock
from billing.platform.context import RequestContext
from billing.platform.errors import InvalidState
from billing.promotions import clawback, conditions, engine, referrers
from billing.promotions.benefit_repository import BenefitRepository, SubscriptionSchedule
from billing.promotions.caps import Caps, count_issued, read_caps
from billing.promotions.states import ACTIVE_REDEMPTION, DORMANT, EXPIRED, PENDING
from billing.segments import service as segments
from billing.wallet import service as wallet

REDEMPTION_SOURCE, PROMOTION_SOURCE = "promotion_redemption", "promotion"


def candidate_of(
    promotion: Promotion,
    rules: dict[str, Any],
    version: int,
    redemption: PromotionRedemption | None = None,
) -> engine.Candidate:
    """The head's stacking, timing, validity and budget fields; the pinned version's rules."""
    return engine.Candidate(
        promotion_id=promotion.id,
        version=version,
        created_at=promotion.created_at,
        priority=promotion.priority,
        stacking_mode=promotion.stacking_mode,
        stacking_group=promotion.stacking_group,
        application_timing=promotion.application_timing,
        evaluation_scope=promotion.evaluation_scope,
        valid_from=promotion.valid_from,
        valid_to=promotion.valid_to,
        rules=rules,
        budget_currency=promotion.budget_currency,
        budget_behavior=promotion.budget_behavior,
        has_budget=promotion.max_budget is not None,
        redemption_id=redemption.id if redemption else None,
        redemption_status=redemption.status if redemption else None,
        redeemed_at=redemption.redeemed_at if redemption else None,
        subscription_id=redemption.subscription_id if redemption else None,
    )


def head_rules(promotion: Promotion) -> dict[str, Any]:
    return {
        "effects": promotion.effects,
        "eligibility": promotion.eligibility,
        "phases": promotion.phases,
    }


def in_audience(
    audience: dict[str, Any] | None,
    customer_id: uuid.UUID,
    tags: frozenset[uuid.UUID],
    in_segments: frozenset[uuid.UUID],
) -> bool:
    if audience is None:
        return True
    ids = {uuid.UUID(str(value)) for value in audience.get("customer_ids", [])}
    tag_ids = {uuid.UUID(str(value)) for value in audience.get("customer_tag_ids", [])}
    segment_ids = {uuid.UUID(str(value)) for value in audience.get("segment_ids", [])}
    return customer_id in ids or bool(tag_ids & tags) or bool(segment_ids & in_segments)


@dataclass
class Customers:
    """What the engine knows of each customer of a batch."""

    candidates: dict[uuid.UUID, list[engine.Candidate]] = field(default_factory=dict)
    facts: dict[uuid.UUID, conditions.Facts] = field(default_factory=dict)
    today: dict[uuid.UUID, date] = field(default_factory=dict)
    now: dict[uuid.UUID, datetime] = field(default_factory=dict)
    schedules: dict[uuid.UUID, SubscriptionSchedule] = field(default_factory=dict)
    promotions: dict[uuid.UUID, Promotion] = field(default_factory=dict)
    """The promotions of the candidates read from the database, by id."""


async def load(
    db: AsyncSession,
    ctx: RequestContext,
    customer_ids: Iterable[uuid.UUID],
    *,
    extra: Sequence[engine.Candidate] = (),
    judged: Sequence[Promotion] | None = None,
) -> Customers:
    """The candidates and facts of the customers (set-based reads; see the module).
    `extra`: candidates to add for every customer (a simulation's promotions). `judged`:
    promotions the caller judges itself (validate, eligibility preview); given, even empty,
    the facts are read although nothing applies, with the segments those promotions name."""
    ids = set(customer_ids)
    found = Customers()
    if not ids:
        return found
    repository = BenefitRepository(db, ctx)
    redeemed, auto = await repository.candidates(ids)
    found.promotions = {p.id: p for p in auto} | {p.id: p for _, p, _ in redeemed}
    if not redeemed and not auto and not extra and judged is None:
        return found  # nothing can apply: no further read
    judged = judged or ()
    rules_named: list[Any] = [head_rules(p) for p in (*auto, *judged)]
    rules_named += [(v.rules if v else head_rules(p)) for _, p, v in redeemed]
    rules_named += [c.rules for c in extra]
    named = conditions.named_ids(rules_named, "segments", "segment_ids")
    for promotion in (*auto, *judged):
        named |= {uuid.UUID(str(s)) for s in (promotion.audience or {}).get("segment_ids", [])}
    members = await segments.members_among(db, ctx, named, ids)
    tags = await repository.customer_tags(ids)
    invoiced = await repository.invoiced(ids)
    found.schedules = await repository.schedules(ids)
    of_record = await customers.customers_of_record(db, ctx, ids)
    nows: dict[uuid.UUID | None, datetime] = {}
    for customer_id in ids:
        customer = of_record.get(customer_id)
        clock_id = customer.test_clock_id if customer else None
        if clock_id not in nows:
            nows[clock_id] = await clock.now(db, ctx, test_clock_id=clock_id)
        found.now[customer_id] = nows[clock_id]
        found.today[customer_id] = nows[clock_id].date()
        in_segments = frozenset(s for s, who in members.items() if customer_id in who)
        found.facts[customer_id] = conditions.Facts(
            today=found.today[customer_id],
            segment_ids=in_segments,
            tag_ids=tags.get(customer_id, frozenset()),
            first_purchase=customer_id not in invoiced,
        )
        found.candidates[customer_id] = [
            candidate_of(p, head_rules(p), p.live_version or p.version)
            for p in auto
            if in_audience(p.audience, customer_id, tags.get(customer_id, frozenset()), in_segments)
        ] + list(extra)
    for redemption, promotion, version in redeemed:
        rules = version.rules if version is not None else head_rules(promotion)
        found.candidates[redemption.customer_id].append(
            candidate_of(promotion, rules, redemption.version, redemption)
        )
    return found


def invoice_facts(found: Customers, invoice: Invoice, lines: Sequence[Any]) -> engine.InvoiceFacts:
    customer_id = invoice.customer_id
    schedule = found.schedules.get(invoice.subscription_id) if invoice.subscription_id else None
    facts = found.facts.get(customer_id) or conditions.Facts(today=found.today[customer_id])
    if schedule is not None:
        facts = replace(facts, plan_id=schedule.plan_id)
    # Only drafts are computed: the invoice date is the customer's today (the issue date when
    # finalizing). `issued_at` is not read: on a flushed draft that costs one query each.
    today = found.today[customer_id]
    return engine.InvoiceFacts(
        currency=invoice.currency,
        today=today,
        period_start=invoice.billing_period_start,
        period_end=invoice.billing_period_end,
        subscription_id=invoice.subscription_id,
        schedule=engine.Schedule(
            schedule.anchor,
            schedule.interval,  # type: ignore[arg-type]
            schedule.interval_count,
        )
        if schedule is not None
        else None,
        facts=facts,
        lines=[
            engine.Line(
                position=index,
                amount=line.amount,
                line_type=line.line_type,
                product_id=line.product_id,
                price_id=line.price_id,
                quantity=Decimal(line.quantity),
                category=line.tax_category_code,
                rate=Decimal(line.tax_rate),
            )
            for index, line in enumerate(lines)
        ],
    )


def allowances(outcome: engine.Outcome, invoice: Invoice) -> list[Allowance]:
    """One allowance per (promotion, line), naming the line it reduces."""
    versions = {entry["promotion_id"]: entry for entry in outcome.trace}
    found = []
    for reduction in outcome.reductions:
        entry = versions[str(reduction.promotion_id)]
        found.append(
            Allowance(
                amount=reduction.amount,
                category=reduction.category,
                rate=reduction.rate,
                reason="Promotion",
                source={
                    "type": "promotion",
                    "promotion_id": entry["promotion_id"],
                    "version": entry["version"],
                    "redemption_id": entry["redemption_id"],
                    "line_position": reduction.position,
                },
            )
        )
    return found


@dataclass
class PreparedPromotions:
    """What `prepare` read, and the outcome of each invoice it computed (by object)."""

    found: Customers
    budgets: dict[uuid.UUID, int]
    consuming: bool
    outcomes: dict[int, engine.Outcome] = field(default_factory=dict)
    caps: Caps = field(default_factory=Caps)

    def allowances(self, computed: discounts.DiscountInput) -> list[Allowance]:
        invoice = computed.invoice
        if invoice.customer_id not in self.found.today:
            invoice.applied_promotions = []
            return []
        facts = invoice_facts(self.found, invoice, computed.lines)
        candidates = self.caps.judged(
            invoice.customer_id, self.found.candidates.get(invoice.customer_id, [])
        )
        budgets = self.budgets if self.consuming else dict(self.budgets)
        outcome = engine.evaluate(facts, candidates, budgets)
        if self.consuming:
            self.caps.took(invoice.customer_id, outcome)
        self.outcomes[id(invoice)] = outcome
        invoice.applied_promotions = outcome.trace
        return allowances(outcome, invoice)

    async def issued(
        self, db: AsyncSession, ctx: RequestContext, invoices: Sequence[Invoice]
    ) -> None:
        if not self.consuming:
            return
        repository = BenefitRepository(db, ctx)
        taken: dict[uuid.UUID, int] = defaultdict(int)
        rows: list[dict[str, Any]] = []
        activate: set[uuid.UUID] = set()
        expire: set[uuid.UUID] = set()
        grants: list[tuple[Invoice, dict[str, Any]]] = []
        for invoice in invoices:
            outcome = self.outcomes.get(id(invoice))
            if outcome is None:
                continue
            for promotion_id, amount in outcome.budget_taken.items():
                taken[promotion_id] += amount
            rows.extend(_ledger_rows(invoice, outcome))
            for redemption_id, status in outcome.status_changes.items():
                (expire if status == EXPIRED else activate).add(redemption_id)
            grants.extend((invoice, grant) for grant in outcome.credit_grants)
        for promotion_id in sorted(taken, key=str):
            if taken[promotion_id] and not await repository.consume(
                promotion_id, taken[promotion_id]
            ):
                raise InvalidState(f"the budget of promotion {promotion_id} is spent")
        await count_issued(
            db,
            ctx,
            self.caps,
            [(i, self.outcomes[id(i)]) for i in invoices if id(i) in self.outcomes],
        )
        await repository.record(rows)
        now = max((self.found.now.values()), default=clock.wall_now())
        await repository.set_status(activate - expire, ACTIVE_REDEMPTION, (PENDING, DORMANT), now)
        await repository.set_status(expire, EXPIRED, (ACTIVE_REDEMPTION, PENDING, DORMANT), now)
        for invoice, grant in grants:
            await post_credit_grant(db, ctx, invoice, grant)


def _ledger_rows(invoice: Invoice, outcome: engine.Outcome) -> list[dict[str, Any]]:
    return [
        {
            "invoice_id": invoice.id,
            "customer_id": invoice.customer_id,
            "promotion_id": uuid.UUID(entry["promotion_id"]),
            "version": entry["version"],
            "redemption_id": uuid.UUID(entry["redemption_id"]) if entry["redemption_id"] else None,
            "currency": entry["currency"],
            "discount": entry["discount"],
            "credit_granted": entry["credit_granted"],
            "budget_consumed": entry["budget_consumed"],
            "created_at": invoice.issued_at,
            "updated_at": invoice.issued_at,
        }
        for entry in outcome.trace
        if entry["status"] == engine.APPLIED
    ]


async def post_credit_grant(
    db: AsyncSession, ctx: RequestContext, invoice: Invoice, grant: dict[str, Any]
) -> None:
    """Post a credit grant of an issued invoice to the customer's wallet: the redemption's
    (`promotion_redemption`), or the promotion's for an AUTO_APPLY one (`promotion`)."""
    days = grant.get("expires_after_days")
    issued_at = invoice.issued_at or clock.wall_now()
    redemption_id = grant["redemption_id"]
    await wallet.grant(
        db,
        ctx,
        customer_id=invoice.customer_id,
        currency=grant["currency"],
        amount=grant["amount"],
        expires_at=issued_at + timedelta(days=days) if days else None,
        source_type=REDEMPTION_SOURCE if redemption_id else PROMOTION_SOURCE,
        source_id=redemption_id or grant["promotion_id"],
        description=f"Promotion credit on invoice {invoice.invoice_number}",
    )


class PromotionDiscounts:
    """The `DiscountSource` of promotions."""

    def offers(
        self,
        db: AsyncSession,
        ctx: RequestContext,
        customer_id: ColumnExpressionArgument[uuid.UUID],
    ) -> ColumnElement[bool]:
        return BenefitRepository(db, ctx).could_find(customer_id)

    async def prepare(
        self,
        db: AsyncSession,
        ctx: RequestContext,
        customer_ids: Iterable[uuid.UUID],
        *,
        consuming: bool,
        offered: bool = True,
    ) -> PreparedPromotions:
        if not offered:
            # What `load` answers when the candidates read finds nothing: no customer is known,
            # so every invoice is traced with no promotion, and nothing is locked or consumed.
            return PreparedPromotions(Customers(), {}, consuming)
        found = await load(db, ctx, customer_ids)
        budgeted = {
            c.promotion_id: c for cs in found.candidates.values() for c in cs if c.has_budget
        }
        repository = BenefitRepository(db, ctx)
        if consuming:
            budgets = await repository.lock_budgets(budgeted)
        else:
            # The candidates' promotions were read by `load` in this transaction.
            known = {pid: found.promotions[pid] for pid in budgeted if pid in found.promotions}
            missing = budgeted.keys() - known.keys()
            if missing:
                known |= {p.id: p for p in await repository.promotions(missing)}
            budgets = {p.id: max((p.max_budget or 0) - p.budget_spent, 0) for p in known.values()}
        # After the budget locks: budgeted rows first, then the other capped ones (id order).
        capped = await read_caps(db, ctx, found.candidates, consuming=consuming)
        return PreparedPromotions(found, budgets, consuming, caps=capped)


async def invoice_benefits_given(
    db: AsyncSession, ctx: RequestContext, redemption: PromotionRedemption
) -> dict[str, int]:
    """What issued invoices took off for the redemption, per currency (nothing once a revoke
    clawed it back: a clawback is irreversible and never repeated)."""
    if redemption.benefits_reverted:
        return {}
    return await BenefitRepository(db, ctx).given(redemption.id)


async def _revert_with_wallet_credits(
    db: AsyncSession, ctx: RequestContext, redemption: PromotionRedemption
) -> None:
    """Nothing on its own: `wallet_credits` takes the invoice benefits back together with the
    credit, in one signed wallet adjustment per currency."""


async def wallet_credits_given(
    db: AsyncSession, ctx: RequestContext, redemption: PromotionRedemption
) -> dict[str, int]:
    """The net credit the redemption granted to the wallet, per currency."""
    if redemption.benefits_reverted:
        return {}
    net = await wallet.granted_by_sources(db, ctx, REDEMPTION_SOURCE, [redemption.id])
    return {currency: amount for (_, currency), amount in net.items() if amount > 0}


async def claw_back_benefits(
    db: AsyncSession, ctx: RequestContext, redemption: PromotionRedemption
) -> None:
    """One signed wallet adjustment per currency for the invoice benefits and the credit the
    redemption gave (irreversible; the wallet takes what it holds and records the rest as
    uncollected)."""
    totals: dict[str, int] = defaultdict(int)
    for given in (
        await invoice_benefits_given(db, ctx, redemption),
        await wallet_credits_given(db, ctx, redemption),
    ):
        for currency, amount in given.items():
            totals[currency] += amount
    for currency in sorted(totals):
        if totals[currency] <= 0:
            continue
        await wallet.claw_back(
            db,
            ctx,
            customer_id=redemption.customer_id,
            currency=currency,
            amount=totals[currency],
            source_type=REDEMPTION_SOURCE,
            source_id=redemption.id,
            description=f"Clawback of the benefits of promotion redemption {redemption.id}",
        )


async def _count_invoices(
    db: AsyncSession, ctx: RequestContext, promotion_id: uuid.UUID, version: int | None
) -> int:
    return await BenefitRepository(db, ctx).count_pinning(promotion_id, version)


async def _invoices(
    db: AsyncSession,
    ctx: RequestContext,
    promotion_id: uuid.UUID,
    version: int,
    limit: int,
    offset: int,
) -> list[referrers.Referrer]:
    return await BenefitRepository(db, ctx).pinning(promotion_id, version, limit, offset)


SOURCE = PromotionDiscounts()
discounts.register(SOURCE)
clawback.register_clawback_source(
    "invoice_benefits", clawback.ClawbackSource(invoice_benefits_given, _revert_with_wallet_credits)
)
clawback.register_clawback_source(
    "wallet_credits", clawback.ClawbackSource(wallet_credits_given, claw_back_benefits)
)
referrers.register_referrer_source("invoice", referrers.ReferrerSource(_count_invoices, _invoices))
