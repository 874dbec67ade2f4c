"""The promotions engine: which benefits an invoice gets, and why, with no I/O.

The loader (`engine_loader`) reads the candidates of many invoices at once; `evaluate` then
decides one invoice from what it was given, so that previews, simulations, billing runs and
finalization share one rule and a simulation equals the later real invoice.

Rules (docs/promotions-engine.md tells them with examples):

- A candidate is a redemption (COUPON, DIRECT, AUTO_ENROLL) or an AUTO_APPLY promotion whose
  audience includes the customer. It is valid when the invoice date is within the validity.
- Application timing: IMMEDIATE applies from the redemption instant (the period containing it
  is prorated by seconds), RETROACTIVE to the whole period containing it, NEXT_CYCLE from the
  next period start.
- Phases: phase i starts at redemption cycle 1 + the duration_cycles of the phases before it
  and lasts its own duration_cycles (open when null); the rung is the last phase inside its
  window whose conditions hold. The single-phase shorthand is one open phase.
- Stacking: priority (higher first), then older first. An eligible exclusive candidate applies
  alone; in stack mode, within one stacking_group only the first applies.
- Discounts reduce the running amount of each line (after earlier discounts), never below zero.
- Budgets: SKIP skips a benefit larger than what remains, PARTIAL applies what remains.
"""

from __future__ import annotations

import decimal
import uuid
from collections.abc import Mapping, MutableMapping, Sequence
from dataclasses import dataclass, field, replace
from datetime import date, datetime
from decimal import Decimal
from typing import Any

from billing.platform.errors import ValidationFailed
from billing.platform.money import (
    DECIMAL_CONTEXT,
    allocate,
    from_minor,
    round_to_minor,
    share_of_minor,
    to_minor,
)
from billing.promotions import conditions
from billing.subscriptions import periods

APPLIED, NOT_APPLIED = "applied", "not_applied"
NOT_ELIGIBLE, NOT_STARTED = "not_eligible", "not_started"
EXCLUSIVE_LOST, GROUP_LOST = "exclusive_lost_to", "stacking_group_lost_to"
BUDGET_SKIPPED, CAP_REACHED = "budget_skipped", "cap_reached"
DISCOUNT_EFFECTS = frozenset({"percentage_discount", "fixed_discount", "special_price"})
PLAN_LINE_TYPES = frozenset({"SUBSCRIPTION"})
UNSUPPORTED_SCOPES = frozenset({"usage_event", "reserve"})


def require_supported_scope(scope: str, field: str) -> None:
    """`usage_event` and `reserve` are stored as authored, but nothing evaluates them until
    usage billing exists: publishing, redeeming or simulating such a promotion is refused."""
    if scope in UNSUPPORTED_SCOPES:
        raise ValidationFailed(
            f"evaluation_scope {scope} is stored but not evaluated until usage billing exists; "
            "use invoice or subscription",
            field=(field,),
        )


@dataclass(frozen=True)
class Schedule:
    """A subscription's billing calendar, to number its cycles (the first period is 1)."""

    anchor: datetime
    interval: periods.Interval
    interval_count: int

    def cycle_of(self, moment: datetime) -> int:
        number = 0
        while periods.boundary(self.anchor, self.interval, self.interval_count, number + 1) <= (
            moment
        ):
            number += 1
        return number + 1

    def starts_at(self, cycle: int, moment: datetime) -> bool:
        """Whether cycle `cycle` starts exactly at `moment`."""
        return periods.boundary(self.anchor, self.interval, self.interval_count, cycle - 1) == (
            moment
        )


@dataclass(frozen=True)
class Candidate:
    """A promotion that may apply to the customer's invoices, at the version it applies."""

    promotion_id: uuid.UUID
    version: int
    created_at: datetime
    priority: int
    stacking_mode: str
    stacking_group: str | None
    application_timing: str
    evaluation_scope: str
    valid_from: date
    valid_to: date | None
    rules: Mapping[str, Any]
    """`effects`, `eligibility` and `phases` of the version."""
    budget_currency: str | None = None
    budget_behavior: str = "SKIP"
    has_budget: bool = False
    redemption_id: uuid.UUID | None = None
    redemption_status: str | None = None
    redeemed_at: datetime | None = None
    subscription_id: uuid.UUID | None = None
    """The redemption's subscription: it applies to that subscription's invoices only."""
    cap_reached: bool = False
    """An AUTO_APPLY promotion's `max_redemptions` is reached and the customer holds no slot."""


@dataclass(frozen=True)
class Line:
    position: int
    amount: int
    line_type: str
    product_id: uuid.UUID | None
    price_id: uuid.UUID | None
    quantity: Decimal
    category: str
    rate: Decimal


@dataclass(frozen=True)
class InvoiceFacts:
    """The invoice being built, as the engine sees it."""

    currency: str
    today: date
    """The invoice date (the customer's today): validity is judged on it."""
    period_start: datetime | None
    period_end: datetime | None
    subscription_id: uuid.UUID | None
    schedule: Schedule | None
    facts: conditions.Facts
    """Customer facts; `subtotal` and `billing_cycle` are filled in by `evaluate`."""
    lines: Sequence[Line]


@dataclass(frozen=True)
class Reduction:
    """What one applied promotion takes off one line."""

    promotion_id: uuid.UUID
    position: int
    amount: int
    category: str
    rate: Decimal


@dataclass
class Outcome:
    reductions: list[Reduction] = field(default_factory=list)
    trace: list[dict[str, Any]] = field(default_factory=list)
    budget_taken: dict[uuid.UUID, int] = field(default_factory=dict)
    credit_grants: list[dict[str, Any]] = field(default_factory=list)
    """Credit grants to post when the invoice is issued (the redemption, amount, currency)."""
    status_changes: dict[uuid.UUID, str] = field(default_factory=dict)
    """Redemption id to its new status (`active`, `expired`), for when the invoice is issued."""

    @property
    def discount(self) -> int:
        return sum(reduction.amount for reduction in self.reductions)


@dataclass(frozen=True)
class _Rung:
    index: int | None
    name: str | None
    effects: Sequence[Mapping[str, Any]]
    complete: bool = False
    """The redemption's ladder ends with this invoice's cycle (its last phase's last cycle)."""


@dataclass
class _Judged:
    candidate: Candidate
    rung: _Rung | None = None
    factor: tuple[int, int] = (1, 1)
    """The share of the period the benefit covers (IMMEDIATE on the redemption's period)."""
    reason: str | None = None
    detail: str | None = None
    failing: list[dict[str, Any]] = field(default_factory=list)
    lost_to: uuid.UUID | None = None
    expires: bool = False
    reached: bool = False
    """The invoice's period is one the redemption's timing reaches."""


def evaluate(
    invoice: InvoiceFacts,
    candidates: Sequence[Candidate],
    budgets: MutableMapping[uuid.UUID, int],
) -> Outcome:
    """The benefits of one invoice. `budgets` (promotion id to minor units left) is decreased
    by what the benefits consume, so that the invoices of one batch share the budget."""
    subtotal = sum(line.amount for line in invoice.lines)
    cycle = (
        invoice.schedule.cycle_of(invoice.period_start)
        if invoice.schedule is not None and invoice.period_start is not None
        else None
    )
    facts = replace(
        invoice.facts,
        today=invoice.today,
        subtotal=(from_minor(subtotal, invoice.currency), invoice.currency),
        billing_cycle=cycle,
    )
    judged = [_judge(invoice, facts, candidate, cycle) for candidate in _ordered(candidates)]
    _stack(judged)
    outcome = Outcome()
    running = {line.position: max(line.amount, 0) for line in invoice.lines}
    for item in judged:
        if item.reason is None:
            _apply(invoice, item, running, budgets, outcome)
        else:
            outcome.trace.append(_not_applied(item))
        candidate = item.candidate
        if candidate.redemption_id is None:
            continue
        if item.expires:
            outcome.status_changes[candidate.redemption_id] = "expired"
        elif _activates(item):
            outcome.status_changes[candidate.redemption_id] = "active"
    return outcome


def _activates(item: _Judged) -> bool:
    """A pending redemption is active from its first period on (whether or not this invoice
    meets its conditions); a dormant one once a rung of its ladder is reached."""
    status = item.candidate.redemption_status
    if status == "pending":
        return item.reached
    return status == "dormant" and item.rung is not None


def _ordered(candidates: Sequence[Candidate]) -> list[Candidate]:
    """Priority (higher first), then older first; the id breaks ties for a stable order."""
    return sorted(candidates, key=lambda c: (-c.priority, c.created_at, str(c.promotion_id)))


def _judge(
    invoice: InvoiceFacts, facts: conditions.Facts, candidate: Candidate, cycle: int | None
) -> _Judged:
    judged = _Judged(candidate)
    if candidate.evaluation_scope in UNSUPPORTED_SCOPES:
        return _refuse(judged, NOT_ELIGIBLE, "usage billing does not exist yet")
    ended = candidate.valid_to is not None and candidate.valid_to < invoice.today
    if ended or candidate.valid_from > invoice.today:
        judged.expires = ended
        return _refuse(judged, NOT_ELIGIBLE, "the invoice date is outside the validity")
    if candidate.subscription_id is not None and candidate.subscription_id != (
        invoice.subscription_id
    ):
        return _refuse(judged, NOT_ELIGIBLE, "the redemption is for another subscription")
    if _timing(invoice, judged) is None:
        return judged
    judged.reached = True
    first_cycle = 1
    if candidate.redeemed_at is not None and invoice.schedule is not None:
        first_cycle = invoice.schedule.cycle_of(candidate.redeemed_at)
        if candidate.application_timing == "NEXT_CYCLE" and not invoice.schedule.starts_at(
            first_cycle, candidate.redeemed_at
        ):
            first_cycle += 1
    relative = (cycle - first_cycle + 1) if cycle is not None else 1
    rung = _rung(candidate, facts, max(relative, 1), judged)
    if rung is None:
        return judged
    judged.rung = rung
    judged.expires = rung.complete
    if candidate.cap_reached:
        _refuse(judged, CAP_REACHED, "max_redemptions is reached by other customers")
    return judged


def _refuse(judged: _Judged, reason: str, detail: str) -> _Judged:
    judged.reason, judged.detail = reason, detail
    return judged


def _timing(invoice: InvoiceFacts, judged: _Judged) -> bool | None:
    """Whether the redemption's timing lets it reach the invoice's period (and the share of
    the period it covers); None, with the reason set, when it does not."""
    candidate = judged.candidate
    start, end = invoice.period_start, invoice.period_end
    if candidate.redeemed_at is None or start is None or end is None:
        return True
    redeemed = candidate.redeemed_at
    if candidate.application_timing == "NEXT_CYCLE":
        if start < redeemed:
            _refuse(judged, NOT_STARTED, "NEXT_CYCLE: it applies from the next period start")
            return None
        return True
    if end <= redeemed:
        _refuse(judged, NOT_STARTED, "the period ended before the redemption")
        return None
    if candidate.application_timing == "IMMEDIATE" and start < redeemed:
        judged.factor = (
            int((end - redeemed).total_seconds()),
            int((end - start).total_seconds()),
        )
    return True


def _rung(
    candidate: Candidate, facts: conditions.Facts, relative: int, judged: _Judged
) -> _Rung | None:
    phases = candidate.rules.get("phases")
    if not phases:
        verdict = _verdict(candidate, candidate.rules.get("eligibility"), facts, ("eligibility",))
        if verdict.outcome is not True:
            _fail(judged, verdict)
            return None
        return _Rung(None, None, candidate.rules.get("effects") or [])
    start = 1
    chosen: _Rung | None = None
    first_failure: conditions.Verdict | None = None
    for index, phase in enumerate(phases):
        duration = phase.get("duration_cycles")
        inside = relative >= start and (duration is None or relative < start + duration)
        if inside:
            path = ("phases", index, "conditions")
            verdict = _verdict(candidate, phase.get("conditions"), facts, path)
            if verdict.outcome is True:
                last = index == len(phases) - 1
                complete = last and duration is not None and relative == start + duration - 1
                chosen = _Rung(index, phase.get("name"), phase["effects"], complete)
            elif first_failure is None:
                first_failure = verdict
        start += duration or 0
    last_duration = phases[-1].get("duration_cycles")
    if chosen is None and last_duration is not None and relative >= start:
        judged.expires = True
        _refuse(judged, NOT_ELIGIBLE, "the ladder is complete")
        return None
    if chosen is None:
        _fail(judged, first_failure or conditions.Verdict(False))
    return chosen


def _verdict(
    candidate: Candidate,
    rules: Mapping[str, Any] | None,
    facts: conditions.Facts,
    path: conditions.Path,
) -> conditions.Verdict:
    """A `subscription`-scoped benefit was fixed at redemption: it is not judged again."""
    if candidate.evaluation_scope == "subscription" and candidate.redemption_id is not None:
        return conditions.MET
    verdict = conditions.judge(rules, facts, path)
    return verdict if verdict.outcome is not None else conditions.Verdict(False)


def _fail(judged: _Judged, verdict: conditions.Verdict) -> None:
    judged.failing = [
        {"path": "/" + "/".join(str(p) for p in f.path), "type": f.type, "detail": f.detail}
        for f in verdict.failures
    ]
    detail = "; ".join(f.detail for f in verdict.failures) or "a condition does not hold"
    _refuse(judged, NOT_ELIGIBLE, detail)


def _stack(judged: Sequence[_Judged]) -> None:
    """Exclusive first: the first eligible exclusive candidate applies alone; otherwise the
    first of each stacking group wins it."""
    eligible = [item for item in judged if item.reason is None]
    exclusive = next((i for i in eligible if i.candidate.stacking_mode == "exclusive"), None)
    if exclusive is not None:
        for item in eligible:
            if item is not exclusive:
                item.reason, item.lost_to = EXCLUSIVE_LOST, exclusive.candidate.promotion_id
        return
    winners: dict[str, uuid.UUID] = {}
    for item in eligible:
        group = item.candidate.stacking_group
        if group is None:
            continue
        if group in winners:
            item.reason, item.lost_to = GROUP_LOST, winners[group]
        else:
            winners[group] = item.candidate.promotion_id


def _apply(
    invoice: InvoiceFacts,
    item: _Judged,
    running: dict[int, int],
    budgets: MutableMapping[uuid.UUID, int],
    outcome: Outcome,
) -> None:
    candidate, rung = item.candidate, item.rung
    assert rung is not None
    before = dict(running)
    proposed: dict[int, int] = {}
    grants: list[dict[str, Any]] = []
    for effect in rung.effects:
        if effect["type"] in DISCOUNT_EFFECTS:
            for position, amount in _discount(invoice, effect, running, item.factor).items():
                running[position] -= amount
                proposed[position] = proposed.get(position, 0) + amount
        elif effect["type"] == "credit_grant" and effect["currency"] == invoice.currency:
            grants.append(dict(effect))
    granted = sum(to_minor(Decimal(g["amount"]), g["currency"]) for g in grants)
    asked = sum(proposed.values()) + granted
    allowed = _within_budget(candidate, invoice.currency, asked, budgets)
    if allowed is None or (asked > 0 and allowed == 0):
        running.update(before)
        item.reason = BUDGET_SKIPPED
        item.detail = (
            "the invoice currency is not the budget currency"
            if allowed is None
            else "the benefit exceeds the remaining budget"
        )
        outcome.trace.append(_not_applied(item))
        return
    if allowed < asked:
        proposed, granted = _shrink(proposed, granted, allowed)
        for position in before:
            running[position] = before[position] - proposed.get(position, 0)
    if candidate.has_budget:
        budgets[candidate.promotion_id] = budgets.get(candidate.promotion_id, 0) - allowed
        outcome.budget_taken[candidate.promotion_id] = allowed
    lines = invoice_lines(invoice)
    touched = [position for position in sorted(proposed) if proposed[position] > 0]
    for position in touched:
        line = lines[position]
        outcome.reductions.append(
            Reduction(
                candidate.promotion_id, position, proposed[position], line.category, line.rate
            )
        )
    if granted:
        outcome.credit_grants.append(
            {
                "promotion_id": candidate.promotion_id,
                "redemption_id": candidate.redemption_id,
                "amount": granted,
                "currency": invoice.currency,
                "expires_after_days": grants[0].get("expires_after_days"),
            }
        )
    outcome.trace.append(
        {
            "status": APPLIED,
            **_identity(candidate),
            "phase": rung.name,
            "phase_index": rung.index,
            "effects": [effect["type"] for effect in rung.effects],
            "lines": [
                {
                    "position": position,
                    "amount_before": before[position],
                    "amount_after": before[position] - proposed[position],
                }
                for position in touched
            ],
            "amount_before": sum(before[p] for p in touched),
            "amount_after": sum(before[p] - proposed[p] for p in touched),
            "discount": sum(proposed.values()),
            "credit_granted": granted,
            "currency": invoice.currency,
            "budget_consumed": allowed if candidate.has_budget else 0,
        }
    )


def invoice_lines(invoice: InvoiceFacts) -> dict[int, Line]:
    return {line.position: line for line in invoice.lines}


def _within_budget(
    candidate: Candidate, currency: str, asked: int, budgets: Mapping[uuid.UUID, int]
) -> int | None:
    """What the budget lets the benefit take; None when it cannot be counted in it."""
    if not candidate.has_budget:
        return asked
    if candidate.budget_currency != currency:
        return None
    left = max(budgets.get(candidate.promotion_id, 0), 0)
    if asked <= left:
        return asked
    return left if candidate.budget_behavior == "PARTIAL" else 0


def _shrink(proposed: dict[int, int], granted: int, allowed: int) -> tuple[dict[int, int], int]:
    """Scale the discounts and the grant down to `allowed` in proportion (PARTIAL)."""
    keys = sorted(proposed)
    weights = [proposed[k] for k in keys] + [granted]
    parts = allocate(allowed, weights)
    return dict(zip(keys, parts[:-1], strict=True)), parts[-1]


def _in_scope(invoice: InvoiceFacts, effect: Mapping[str, Any], line: Line) -> bool:
    scope = effect.get("applies_to") or {}
    plan_ids = {uuid.UUID(str(p)) for p in scope.get("plan_ids") or []}
    product_ids = {uuid.UUID(str(p)) for p in scope.get("product_ids") or []}
    if not plan_ids and not product_ids:
        return True
    on_plan = (
        line.line_type in PLAN_LINE_TYPES
        and invoice.facts.plan_id is not None
        and invoice.facts.plan_id in plan_ids
    )
    return on_plan or (line.product_id is not None and line.product_id in product_ids)


def _discount(
    invoice: InvoiceFacts,
    effect: Mapping[str, Any],
    running: Mapping[int, int],
    factor: tuple[int, int],
) -> dict[int, int]:
    """What one discount effect takes off each line, from the running amounts."""
    currency = invoice.currency
    kind = effect["type"]
    if kind == "special_price":
        price_id = uuid.UUID(str(effect["price_id"]))
        found: dict[int, int] = {}
        for line in invoice.lines:
            if line.price_id != price_id or line.line_type == "PRORATION":
                continue
            with decimal.localcontext(DECIMAL_CONTEXT):
                exact = Decimal(effect["unit_amount"]) * line.quantity
            target = round_to_minor(exact, currency)
            cut = max(running[line.position] - target, 0)
            found[line.position] = share_of_minor(cut, *factor)
        return found
    scoped = [
        line
        for line in invoice.lines
        if running[line.position] > 0 and _in_scope(invoice, effect, line)
    ]
    if not scoped:
        return {}
    if kind == "percentage_discount":
        percent = Decimal(effect["percent"])
        found = {}
        for line in scoped:
            with decimal.localcontext(DECIMAL_CONTEXT):
                exact = from_minor(running[line.position], currency) * percent / 100
            cut = round_to_minor(exact, currency)
            found[line.position] = min(share_of_minor(cut, *factor), running[line.position])
        cap = effect.get("max_amount")
        if cap is not None:
            limit = to_minor(Decimal(cap), currency)
            if sum(found.values()) > limit:
                keys = sorted(found)
                found = dict(zip(keys, allocate(limit, [found[k] for k in keys]), strict=True))
        return found
    if effect.get("currency") != currency:
        return {}
    total = share_of_minor(to_minor(Decimal(effect["amount"]), currency), *factor)
    available = sum(running[line.position] for line in scoped)
    total = min(total, available)
    parts = allocate(total, [running[line.position] for line in scoped])
    return {line.position: part for line, part in zip(scoped, parts, strict=True)}


def _identity(candidate: Candidate) -> dict[str, Any]:
    return {
        "promotion_id": str(candidate.promotion_id),
        "version": candidate.version,
        "redemption_id": str(candidate.redemption_id) if candidate.redemption_id else None,
    }


def _not_applied(item: _Judged) -> dict[str, Any]:
    entry: dict[str, Any] = {
        "status": NOT_APPLIED,
        **_identity(item.candidate),
        "reason": item.reason,
        "detail": item.detail,
    }
    if item.failing:
        entry["failing_conditions"] = item.failing
    if item.lost_to is not None:
        entry["lost_to"] = str(item.lost_to)
    return entry
