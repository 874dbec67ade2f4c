"""Bulk steps' targets: checking a bulk config, resolving its selector to subscriptions, and
the preview (count, sample, and for a concrete `change_version` the monthly recurring revenue
delta by currency, estimated over at most `ESTIMATE_LIMIT` targets)."""

from __future__ import annotations

import uuid
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from decimal import Decimal, localcontext

from sqlalchemy.ext.asyncio import AsyncSession

from billing.catalog import service as catalog
from billing.catalog import timeline
from billing.flows.repository import SelectorFilter, SelectorRepository, TargetRow
from billing.flows.schemas import BulkConfig, EstimateCoverage, PreviewOut, TargetSample
from billing.models.catalog import PriceVersion
from billing.platform import clock
from billing.platform.context import RequestContext
from billing.platform.errors import FieldError, FieldPath, NotFound, ValidationFailed
from billing.platform.money import DECIMAL_CONTEXT, format_minor, round_to_minor
from billing.promotions import service as promotions
from billing.segments import service as segments
from billing.subscriptions import service as subscriptions

SAMPLE_SIZE = 10
ESTIMATE_LIMIT = 1000
"""How many targets a money impact estimate reads at most (`estimated_over` says how many)."""

_MONTHS_PER: dict[str, Decimal] = {
    "day": Decimal(12) / Decimal(365),
    "week": Decimal(12) / Decimal(52),
    "month": Decimal(1),
    "year": Decimal(12),
}
"""How many months one interval unit lasts, to bring a period's amount to a month."""

_ACTION_FIELDS = {
    "change_version": {"target_version", "target_latest", "force"},
    "apply_promotion": {"promotion_id"},
    "cancel_subscription": {"at_period_end"},
}
_OPTIONAL_FIELDS = {"action", "selector", "reason"}


async def check_bulk(
    db: AsyncSession, ctx: RequestContext, config: BulkConfig, at: FieldPath
) -> list[FieldError]:
    """What is wrong with a bulk config, each at its field under `at`."""
    problems: list[FieldError] = []
    allowed = _ACTION_FIELDS[config.action] | _OPTIONAL_FIELDS
    for name in sorted(config.model_fields_set - allowed):
        if getattr(config, name) is not None:
            problems.append(FieldError((*at, name), f"{config.action} takes no {name}"))
    if config.action == "change_version":
        problems += await _check_change_version(db, ctx, config, at)
    elif config.action == "apply_promotion":
        problems += await _check_promotion(db, ctx, config, at)
    missing, _ = await segments.membership_condition(db, ctx, config.selector.segment_ids)
    for segment_id in missing:
        index = config.selector.segment_ids.index(segment_id)
        problems.append(
            FieldError((*at, "selector", "segment_ids", index), f"no segment {segment_id}")
        )
    known_plans = await catalog.plans_with_items(db, ctx, config.selector.plan_ids)
    for index, plan_id in enumerate(config.selector.plan_ids):
        if plan_id not in known_plans:
            problems.append(FieldError((*at, "selector", "plan_ids", index), f"no plan {plan_id}"))
    return problems


async def _check_change_version(
    db: AsyncSession, ctx: RequestContext, config: BulkConfig, at: FieldPath
) -> list[FieldError]:
    problems: list[FieldError] = []
    if (config.target_version is None) == (not config.target_latest):
        problems.append(
            FieldError(
                (*at, "target_version"),
                "change_version takes either target_version or target_latest: true",
            )
        )
    price_ids = config.selector.price_ids
    if not price_ids:
        problems.append(
            FieldError(
                (*at, "selector", "price_ids"),
                "change_version names the prices whose version it changes",
            )
        )
    book = await catalog.price_book(db, ctx, price_ids)
    for index, price_id in enumerate(price_ids):
        if price_id not in book.prices:
            problems.append(
                FieldError((*at, "selector", "price_ids", index), f"no price {price_id}")
            )
        elif config.target_version is not None and (
            _numbered(book.versions[price_id], config.target_version) is None
        ):
            problems.append(
                FieldError(
                    (*at, "target_version"),
                    f"price {price_id} has no published version {config.target_version}",
                )
            )
    return problems


async def _check_promotion(
    db: AsyncSession, ctx: RequestContext, config: BulkConfig, at: FieldPath
) -> list[FieldError]:
    if config.promotion_id is None:
        return [FieldError((*at, "promotion_id"), "apply_promotion names a promotion_id")]
    try:
        await promotions.get_promotion(db, ctx, config.promotion_id)
    except NotFound:
        return [FieldError((*at, "promotion_id"), f"no promotion {config.promotion_id}")]
    return []


def _numbered(versions: Sequence[PriceVersion], number: int) -> PriceVersion | None:
    return next((v for v in versions if v.version == number and timeline.is_published(v)), None)


def latest_published(versions: Sequence[PriceVersion]) -> PriceVersion | None:
    """The published version with the highest number."""
    published = [v for v in versions if timeline.is_published(v)]
    return max(published, key=lambda v: v.version, default=None)


def target_version(config: BulkConfig, versions: Sequence[PriceVersion]) -> PriceVersion | None:
    """The version a change_version moves a price to (None: the price has none)."""
    if config.target_version is not None:
        return _numbered(versions, config.target_version)
    return latest_published(versions)


async def selector_filter(
    db: AsyncSession, ctx: RequestContext, config: BulkConfig
) -> SelectorFilter:
    selector = config.selector
    condition = None
    if selector.segment_ids:
        _, condition = await segments.membership_condition(db, ctx, selector.segment_ids)
    return SelectorFilter(
        plan_ids=selector.plan_ids,
        price_ids=selector.price_ids,
        customer_tag_ids=selector.customer_tag_ids,
        statuses=selector.status,
        segment_condition=condition,
    )


async def resolve(
    db: AsyncSession, ctx: RequestContext, config: BulkConfig, limit: int | None = None
) -> list[TargetRow]:
    """The subscriptions the config's selector matches now, oldest first."""
    return await SelectorRepository(db, ctx).rows(await selector_filter(db, ctx, config), limit)


async def preview(db: AsyncSession, ctx: RequestContext, config: BulkConfig) -> PreviewOut:
    problems = await check_bulk(db, ctx, config, ())
    if problems:
        raise ValidationFailed(problems[0].detail, errors=problems)
    repository = SelectorRepository(db, ctx)
    selected = await selector_filter(db, ctx, config)
    count = await repository.count(selected)
    sample = [
        TargetSample(
            subscription_id=row.subscription_id,
            customer_id=row.customer_id,
            plan_id=row.plan_id,
            status=row.status,
            currency=row.currency,
        )
        for row in await repository.rows(selected, SAMPLE_SIZE)
    ]
    if config.action != "change_version" or config.target_version is None:
        return PreviewOut(
            count=count, sample=sample, money_impact_estimate=None, estimated_over=None
        )
    covered = await repository.rows(selected, ESTIMATE_LIMIT)
    estimate = await _mrr_delta(db, ctx, config, covered)
    return PreviewOut(
        count=count,
        sample=sample,
        money_impact_estimate=estimate,
        estimated_over=EstimateCoverage(
            subscriptions=len(covered), of=count, complete=len(covered) == count
        ),
    )


@dataclass(frozen=True)
class _Billed:
    price_id: uuid.UUID
    quantity: int


async def _mrr_delta(
    db: AsyncSession, ctx: RequestContext, config: BulkConfig, rows: Sequence[TargetRow]
) -> dict[str, str]:
    """Monthly recurring revenue after the change minus before, by currency (MAJOR units):
    each selected price a subscription bills, at the target version against the version it
    bills now (its pin, else the one in force)."""
    now = clock.wall_now()
    book = await catalog.price_book(db, ctx, config.selector.price_ids)
    plans = await catalog.plans_with_items(db, ctx, {row.plan_id for row in rows})
    add_ons = await subscriptions.add_ons_of_many(db, ctx, [row.subscription_id for row in rows])
    wanted = set(book.prices)
    totals: dict[str, Decimal] = {}
    with localcontext(DECIMAL_CONTEXT):
        for row in rows:
            plan = plans[row.plan_id]
            billed = [
                _Billed(item.price_id, item.quantity * row.quantity)
                for item in plan.items
                if item.price_id in wanted
            ] + [
                _Billed(price_id, quantity)
                for price_id, quantity in add_ons[row.subscription_id].items()
                if price_id in wanted
            ]
            months = _MONTHS_PER[plan.plan.interval] * plan.plan.interval_count
            for line in billed:
                delta = _period_delta(book, config, row, line, now)
                totals[row.currency] = totals.get(row.currency, Decimal(0)) + delta / months
    return {
        currency: format_minor(round_to_minor(total, currency), currency)
        for currency, total in sorted(totals.items())
    }


def _period_delta(
    book: catalog.PriceBook,
    config: BulkConfig,
    row: TargetRow,
    line: _Billed,
    now: datetime,
) -> Decimal:
    price = book.price(line.price_id)
    versions = book.versions[line.price_id]
    target = target_version(config, versions)
    pinned = row.price_version_pins.get(str(line.price_id))
    current = next((v for v in versions if str(v.id) == pinned), None) if pinned else None
    current = current or book.version_in_force(line.price_id, now)
    if target is None or current is None:
        return Decimal(0)
    quantity = Decimal(line.quantity)
    return catalog.amount_for(price, target, quantity) - catalog.amount_for(
        price, current, quantity
    )
