"""Simulate, validate and eligibility preview: the engine asked questions, nothing written.

Simulate runs the invoice pipeline (`generation.preview`) for a subscription's period with the
given promotions as if redeemed for the whole period (their live version), next to what the
customer already has; it persists nothing and consumes no budget. Validate lists the active
promotions the customer is eligible for today (COUPON ones only with their code). Eligibility
preview judges each condition of one promotion for a customer: pass, fail, or unknown (a fact
only an invoice gives, such as `min_spend` without a subtotal).
"""

from __future__ import annotations

import uuid
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, replace
from decimal import Decimal
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from billing.invoices import discounts, generation, pipeline
from billing.invoices.generation_schemas import InvoiceGenerate
from billing.models.promotions import Promotion
from billing.platform.context import RequestContext
from billing.platform.errors import NotFound, ValidationFailed
from billing.promotions import benefits, conditions, engine, redemptions
from billing.promotions.benefit_repository import BenefitRepository
from billing.promotions.caps import read_caps
from billing.promotions.engine_schemas import SimulateRequest, ValidateRequest
from billing.promotions.repository import PromotionRepository
from billing.subscriptions import service as subscriptions


@dataclass(frozen=True)
class Simulation:
    computed: pipeline.ComputedInvoice
    promotions: Sequence[Promotion]
    remaining: Mapping[uuid.UUID, int]


async def simulate(db: AsyncSession, ctx: RequestContext, body: SimulateRequest) -> Simulation:
    customer = await redemptions.customer_record(db, ctx, body.customer_id)
    try:
        subscription = await subscriptions.get_subscription(db, ctx, body.subscription_id)
    except NotFound:
        subscription = None
    if subscription is None or subscription.customer_id != customer.id:
        raise ValidationFailed("no such subscription of the customer", field=("subscription_id",))
    wanted = list(dict.fromkeys(body.promotion_ids))
    repository = BenefitRepository(db, ctx)
    found_promotions = {p.id: p for p in await repository.promotions(wanted)}
    missing = [str(i) for i in wanted if i not in found_promotions]
    if missing:
        raise ValidationFailed(f"no such promotion: {', '.join(missing)}", field=("promotion_ids",))
    chosen = [found_promotions[i] for i in wanted]
    for promotion in chosen:
        engine.require_supported_scope(promotion.evaluation_scope, "promotion_ids")
    extra = [
        benefits.candidate_of(p, benefits.head_rules(p), p.live_version or p.version)
        for p in chosen
    ]
    found = await benefits.load(db, ctx, [customer.id], extra=extra)
    found.candidates[customer.id] = [
        c
        for c in found.candidates[customer.id]
        if c.promotion_id not in found_promotions or any(c is e for e in extra)
    ]
    budgeted = {c.promotion_id for c in found.candidates[customer.id] if c.has_budget}
    remaining = {
        p.id: max((p.max_budget or 0) - p.budget_spent, 0)
        for p in await repository.promotions(budgeted)
    }
    prepared = benefits.PreparedPromotions(
        found,
        dict(remaining),
        consuming=False,
        caps=await read_caps(db, ctx, found.candidates, consuming=False),
    )
    discounts.install(db, ctx, [customer.id], [prepared])
    try:
        computed = await generation.preview(
            db,
            ctx,
            InvoiceGenerate(
                subscription_id=subscription.id,
                billing_period_start=body.billing_period_start,
                billing_period_end=body.billing_period_end,
            ),
        )
    finally:
        discounts.discard()
    return Simulation(computed, chosen, remaining)


async def _facts(
    db: AsyncSession,
    ctx: RequestContext,
    customer_id: uuid.UUID,
    subscription_id: uuid.UUID | None,
    subtotal: Decimal | None,
    judged: Sequence[Promotion],
) -> tuple[benefits.Customers, conditions.Facts]:
    customer = await redemptions.customer_record(db, ctx, customer_id)
    found = await benefits.load(db, ctx, [customer.id], judged=judged)
    facts = found.facts[customer.id]
    currency: str | None = None
    if subscription_id is not None:
        schedule = found.schedules.get(subscription_id)
        if schedule is None:
            raise ValidationFailed(
                "no such subscription of the customer", field=("subscription_id",)
            )
        subscription = await subscriptions.get_subscription(db, ctx, subscription_id)
        currency = subscription.currency
        calendar = engine.Schedule(schedule.anchor, schedule.interval, schedule.interval_count)  # type: ignore[arg-type]
        facts = replace(
            facts,
            plan_id=schedule.plan_id,
            billing_cycle=calendar.cycle_of(found.now[customer.id]),
        )
    if subtotal is not None:
        currency = currency or customer.currency
        if currency is None:
            raise ValidationFailed(
                "the currency of invoice_subtotal is unknown: give the subscription_id "
                "(or set the customer's currency)",
                field=("invoice_subtotal",),
            )
        facts = replace(facts, subtotal=(subtotal, currency))
    return found, facts


async def validate(db: AsyncSession, ctx: RequestContext, body: ValidateRequest) -> list[Promotion]:
    """The active promotions valid today whose audience includes the customer and whose
    conditions do not fail (COUPON ones only when `coupon_code` is theirs)."""
    active = await BenefitRepository(db, ctx).active()
    _, facts = await _facts(
        db, ctx, body.customer_id, body.subscription_id, body.invoice_subtotal, active
    )
    eligible = []
    for promotion in active:
        if promotion.distribution == "COUPON" and (
            body.coupon_code is None or (promotion.code or "").lower() != body.coupon_code.lower()
        ):
            continue
        if promotion.evaluation_scope in engine.UNSUPPORTED_SCOPES:
            continue
        if promotion.valid_from > facts.today or (
            promotion.valid_to is not None and promotion.valid_to < facts.today
        ):
            continue
        if not benefits.in_audience(
            promotion.audience,
            body.customer_id,
            facts.tag_ids or frozenset(),
            facts.segment_ids or frozenset(),
        ):
            continue
        if _verdict(promotion, facts).outcome is not False:
            eligible.append(promotion)
    return sorted(eligible, key=lambda p: (-p.priority, p.created_at, str(p.id)))


def _verdict(promotion: Promotion, facts: conditions.Facts) -> conditions.Verdict:
    if promotion.phases:
        reachable = conditions.phase_reachable(promotion.phases, facts)
        return conditions.MET if reachable else conditions.Verdict(False)
    return conditions.judge(promotion.eligibility, facts, ("eligibility",))


@dataclass(frozen=True)
class ConditionOutcome:
    path: str
    type: str
    outcome: str
    detail: str | None


@dataclass(frozen=True)
class Eligibility:
    eligible: bool | None
    conditions: list[ConditionOutcome]


async def eligibility(
    db: AsyncSession,
    ctx: RequestContext,
    promotion_id: uuid.UUID,
    customer_id: uuid.UUID,
    subscription_id: uuid.UUID | None,
) -> Eligibility:
    promotion = await PromotionRepository(db, ctx).get(promotion_id)
    engine.require_supported_scope(promotion.evaluation_scope, "promotion_id")
    _, facts = await _facts(db, ctx, customer_id, subscription_id, None, [promotion])
    sets: list[tuple[tuple[str | int, ...], Any]] = [(("eligibility",), promotion.eligibility)]
    if promotion.phases:
        sets = [
            (("phases", n, "conditions"), phase.get("conditions"))
            for n, phase in enumerate(promotion.phases)
        ]
    results = [
        _leaf(path, leaf, facts) for root, tree in sets for path, leaf in _leaves(tree, root)
    ]
    verdict = _verdict(promotion, facts)
    return Eligibility(verdict.outcome, results)


def _leaves(
    tree: Any, path: tuple[str | int, ...]
) -> Iterator[tuple[tuple[str | int, ...], Mapping[str, Any]]]:
    if not tree:
        return
    if "type" in tree:
        yield path, tree
        return
    combinator = "all" if tree.get("all") is not None else "any"
    for n, item in enumerate(tree.get(combinator) or []):
        yield from _leaves(item, (*path, combinator, n))


def _leaf(
    path: tuple[str | int, ...], leaf: Mapping[str, Any], facts: conditions.Facts
) -> ConditionOutcome:
    verdict = conditions.judge(leaf, facts, path)
    outcome = {True: "pass", False: "fail", None: "unknown"}[verdict.outcome]
    detail = verdict.failures[0].detail if verdict.failures else None
    pointer = "/" + "/".join(str(part) for part in path)
    return ConditionOutcome(pointer, str(leaf["type"]), outcome, detail)
