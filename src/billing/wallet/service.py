"""The customer wallet: credit granted per currency (optionally expiring), spent by the
customer's later invoices before payment collection, taken back by clawbacks.

Other domains call `grant`, `claw_back` and `granted_by_sources` (the promotions engine with
`source_type="promotion_redemption"`, an operator with `"manual"`); invoices spend the wallet
through `spending.spend`. Every movement is a transaction here and a posting in the customer
ledger (see `models.wallet`).
"""

from __future__ import annotations

import uuid
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from decimal import Decimal

from sqlalchemy.ext.asyncio import AsyncSession

from billing.customers import service as customers
from billing.models.customer import Customer
from billing.models.wallet import WalletTransaction
from billing.platform import clock
from billing.platform.context import RequestContext
from billing.platform.errors import CurrencyMismatch, ValidationFailed
from billing.platform.listing import ListQuery
from billing.platform.money import (
    MINOR_UNITS_MAX,
    UnknownCurrency,
    format_minor,
    normalize_currency,
    to_minor,
)
from billing.platform.pagination import Page
from billing.sandbox import service as sandbox
from billing.wallet import lots as lot_rules
from billing.wallet.movements import lapse_expired, record, take_out
from billing.wallet.repository import WalletRepository

LAPSE_JOB = "wallet.lapse_grant"
DESCRIPTION_MAX = 500
SOURCE_TYPE_MAX = 40


@dataclass(frozen=True)
class Balance:
    currency: str
    balance: int
    """The unexpired credit left, minor units."""
    next_expiry_at: datetime | None
    """When the earliest-expiring credit left lapses (None: none of it expires)."""
    next_expiry_amount: int
    """How much lapses then."""


async def grant(
    db: AsyncSession,
    ctx: RequestContext,
    *,
    customer_id: uuid.UUID,
    currency: str,
    amount: int,
    expires_at: datetime | None,
    source_type: str,
    source_id: uuid.UUID,
    description: str,
) -> WalletTransaction:
    """Add `amount` minor units (> 0) of credit in `currency`, lapsing at `expires_at` (None:
    never). NotFound for an unknown customer, 409 CURRENCY_MISMATCH for a currency other than
    the customer's, 422 for an amount or expiry that cannot be granted."""
    customer = await customers.get_customer(db, ctx, customer_id)
    currency = _currency_of(customer, currency)
    _check_amount(amount)
    _check_texts(description, source_type)
    now = await clock.now(db, ctx, test_clock_id=customer.test_clock_id)
    if expires_at is not None and expires_at <= now:
        raise ValidationFailed(
            f"expires_at must be after now ({now.isoformat()} on the customer's clock)",
            field=("expires_at",),
        )
    transaction = record(
        db,
        ctx,
        WalletTransaction(
            id=uuid.uuid4(),
            customer_id=customer.id,
            currency=currency,
            type="grant",
            amount=amount,
            remaining=amount,
            expires_at=expires_at,
            source_type=source_type,
            source_id=source_id,
            description=description,
            allocations=[],
            uncollected=0,
            posted_at=now,
        ),
    )
    if expires_at is not None:
        await sandbox.enqueue_on_clock(
            db,
            ctx,
            customer.test_clock_id,
            LAPSE_JOB,
            {"grant_id": str(transaction.id)},
            at=expires_at,
            dedup_key=f"{LAPSE_JOB}:{transaction.id}",
        )
    await db.flush()
    return transaction


async def claw_back(
    db: AsyncSession,
    ctx: RequestContext,
    *,
    customer_id: uuid.UUID,
    currency: str,
    amount: int,
    source_type: str,
    source_id: uuid.UUID,
    description: str,
) -> WalletTransaction:
    """Take back up to `amount` minor units (> 0) of the customer's unexpired credit in
    `currency` as one negative `clawback` transaction (irreversible): first from what the
    source granted, then from the other credit, soonest expiring first.

    The wallet never goes below zero (credit grants, as Stripe and Lago void them, only take
    back what is left): when the balance is smaller than `amount`, the transaction takes the
    whole balance and records the rest as `uncollected`; nothing is charged for it."""
    return await _take_back(
        db,
        ctx,
        customer_id=customer_id,
        currency=currency,
        amount=amount,
        source=(source_type, source_id),
        description=description,
        refuse_shortfall=False,
    )


async def adjust(
    db: AsyncSession,
    ctx: RequestContext,
    customer_id: uuid.UUID,
    *,
    currency: str,
    amount: Decimal,
    expires_at: datetime | None,
    description: str,
) -> WalletTransaction:
    """An operator's manual movement (`source_type` "manual", the operator as `source_id`): a
    positive major-unit amount is a grant, a negative one a clawback of exactly that much,
    refused when the wallet holds less."""
    code = _currency_code(currency)
    try:
        minor = to_minor(amount, code)
    except ValueError as exc:
        raise ValidationFailed(str(exc), field=("amount",)) from None
    if minor == 0:
        raise ValidationFailed("the amount must not be zero", field=("amount",))
    source = ("manual", ctx.principal_id)
    if minor > 0:
        return await grant(
            db,
            ctx,
            customer_id=customer_id,
            currency=currency,
            amount=minor,
            expires_at=expires_at,
            source_type=source[0],
            source_id=source[1],
            description=description,
        )
    if expires_at is not None:
        raise ValidationFailed(
            "only a grant (a positive amount) has an expiry", field=("expires_at",)
        )
    return await _take_back(
        db,
        ctx,
        customer_id=customer_id,
        currency=currency,
        amount=-minor,
        source=source,
        description=description,
        refuse_shortfall=True,
    )


async def _take_back(
    db: AsyncSession,
    ctx: RequestContext,
    *,
    customer_id: uuid.UUID,
    currency: str,
    amount: int,
    source: tuple[str, uuid.UUID],
    description: str,
    refuse_shortfall: bool,
) -> WalletTransaction:
    customer = await customers.get_customer(db, ctx, customer_id)
    currency = _currency_of(customer, currency, mismatch_allowed=True)
    _check_amount(amount)
    _check_texts(description, source[0])
    now = await clock.now(db, ctx, test_clock_id=customer.test_clock_id)
    locked = await WalletRepository(db, ctx).lock_open_lots([customer.id], [currency])
    lapse_expired(db, ctx, locked, now)
    order = lot_rules.source_first(lot_rules.spendable(locked, now), *source)
    takes = lot_rules.take(order, amount)
    taken = sum(part.amount for part in takes)
    if refuse_shortfall and taken < amount:
        raise ValidationFailed(
            f"the wallet holds only {format_minor(taken, currency)} {currency}",
            field=("amount",),
        )
    transaction = take_out(
        db,
        ctx,
        takes,
        customer_id=customer.id,
        currency=currency,
        type_="clawback",
        description=description,
        now=now,
        source_type=source[0],
        source_id=source[1],
        uncollected=amount - taken,
    )
    await db.flush()
    return transaction


async def granted_by_sources(
    db: AsyncSession, ctx: RequestContext, source_type: str, source_ids: Sequence[uuid.UUID]
) -> dict[tuple[uuid.UUID, str], int]:
    """(source_id, currency) → net credit the source gave, minor units: its grants minus what
    of them lapsed unused and minus its clawbacks. Credit already spent on invoices stays
    counted (the customer had it). Sources that never granted are absent."""
    return await WalletRepository(db, ctx).net_by_sources(source_type, source_ids)


async def balances(db: AsyncSession, ctx: RequestContext, customer_id: uuid.UUID) -> list[Balance]:
    """Per currency the customer's wallet has ever held (alphabetical): the credit spendable
    now on the customer's clock. Lapsed credit no longer counts, whether or not its lapse has
    been recorded yet."""
    customer = await customers.get_customer(db, ctx, customer_id)
    repository = WalletRepository(db, ctx)
    now = await clock.now(db, ctx, test_clock_id=customer.test_clock_id)
    by_currency: dict[str, list[WalletTransaction]] = defaultdict(list)
    for lot in lot_rules.spendable(await repository.open_lots(customer.id), now):
        by_currency[lot.currency].append(lot)
    found = []
    for currency in await repository.currencies(customer.id):
        lots = by_currency.get(currency, [])
        expiring = [lot for lot in lots if lot.expires_at is not None]
        next_expiry = min((lot.expires_at for lot in expiring if lot.expires_at), default=None)
        found.append(
            Balance(
                currency=currency,
                balance=sum(lot.remaining for lot in lots),
                next_expiry_at=next_expiry,
                next_expiry_amount=sum(
                    lot.remaining for lot in expiring if lot.expires_at == next_expiry
                ),
            )
        )
    return found


async def transactions(
    db: AsyncSession, ctx: RequestContext, customer_id: uuid.UUID, query: ListQuery
) -> Page[WalletTransaction]:
    customer = await customers.get_customer(db, ctx, customer_id)
    return await WalletRepository(db, ctx).page(customer.id, query)


async def lapse_grant(db: AsyncSession, ctx: RequestContext, grant_id: uuid.UUID) -> None:
    """Record the lapse of a grant's unused credit once its expiry has passed on the customer's
    clock (idempotent: a lapsed or used-up grant has nothing left)."""
    lot = await WalletRepository(db, ctx).lock_lot(grant_id)
    if lot is None or lot.remaining <= 0:
        return
    customer = await customers.customer_of_record(db, ctx, lot.customer_id)
    now = await clock.now(db, ctx, test_clock_id=customer.test_clock_id)
    lapse_expired(db, ctx, [lot], now)
    await db.flush()


def _currency_code(currency: str) -> str:
    try:
        return normalize_currency(currency)
    except UnknownCurrency as exc:
        raise ValidationFailed(str(exc), field=("currency",)) from None


def _currency_of(customer: Customer, currency: str, *, mismatch_allowed: bool = False) -> str:
    code = _currency_code(currency)
    if not mismatch_allowed and customer.currency is not None and code != customer.currency:
        raise CurrencyMismatch(
            f"the customer is billed in {customer.currency}, not {code}",
            extra={"expected_currency": customer.currency},
        )
    return code


def _check_amount(amount: int) -> None:
    if amount <= 0 or amount > MINOR_UNITS_MAX:
        raise ValidationFailed(
            f"the amount must be more than zero and at most {MINOR_UNITS_MAX} minor units",
            field=("amount",),
        )


def _check_texts(description: str, source_type: str) -> None:
    if not 0 < len(source_type) <= SOURCE_TYPE_MAX:
        raise ValidationFailed(
            f"the source type must have 1 to {SOURCE_TYPE_MAX} characters", field=("source_type",)
        )
    if len(description) > DESCRIPTION_MAX:
        raise ValidationFailed(
            f"the description is longer than {DESCRIPTION_MAX} characters", field=("description",)
        )
