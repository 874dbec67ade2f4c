"""The wallet service the promotions engine calls: `grant`, `claw_back` and
`granted_by_sources`, each checked through what the HTTP API then shows."""

from __future__ import annotations

import uuid
from datetime import UTC, datetime, timedelta

import pytest

from billing.platform.errors import CurrencyMismatch, NotFound, ValidationFailed
from billing.wallet import service as wallet_service
from tests.customers.helpers import create_customer
from tests.ledger.helpers import entry, eur_entry, postings
from tests.support import Tenant
from tests.wallet.helpers import (
    REDEMPTION,
    balance,
    claw_back,
    granted,
    in_transaction,
    summary_of,
    transactions,
    uid,
)

START = datetime(2026, 6, 1, 9, 0, tzinfo=UTC)


def _grant(
    tenant: Tenant,
    customer_id: str,
    amount: int,
    source_id: uuid.UUID,
    *,
    currency: str = "EUR",
    expires_at: datetime | None = None,
) -> str:
    async def work(db, ctx):  # type: ignore[no-untyped-def]
        transaction = await wallet_service.grant(
            db,
            ctx,
            customer_id=uid(customer_id),
            currency=currency,
            amount=amount,
            expires_at=expires_at,
            source_type=REDEMPTION,
            source_id=source_id,
            description="Welcome credit",
        )
        return str(transaction.id)

    result: str = in_transaction(tenant, work)
    return result


def _granted_by(tenant: Tenant, source_ids: list[uuid.UUID]) -> dict[tuple[uuid.UUID, str], int]:
    async def work(db, ctx):  # type: ignore[no-untyped-def]
        return await wallet_service.granted_by_sources(db, ctx, REDEMPTION, source_ids)

    result: dict[tuple[uuid.UUID, str], int] = in_transaction(tenant, work)
    return result


def test_grant_posts_credit_with_its_source(tenant):
    api = tenant.live
    customer = create_customer(api)
    source = uuid.uuid4()

    grant_id = _grant(tenant, customer["id"], 1500, source)

    [grant] = transactions(api, customer["id"])
    assert grant["id"] == grant_id
    assert summary_of(grant) == ("grant", "15.00", "15.00", None, None)
    assert (grant["source_type"], grant["source_id"]) == (REDEMPTION, str(source))
    assert balance(api, customer["id"]) == "15.00"
    assert _granted_by(tenant, [source, uuid.uuid4()]) == {(source, "EUR"): 1500}


def test_claw_back_takes_the_sources_own_credit_first(tenant):
    api = tenant.live
    customer = create_customer(api)
    manual = granted(api, customer["id"], "10.00")
    source = uuid.uuid4()
    own = _grant(tenant, customer["id"], 800, source)

    amount, uncollected, clawback_id = claw_back(tenant, customer["id"], 1000, source)

    assert (amount, uncollected) == (-1000, 0)
    clawback = transactions(api, customer["id"])[0]
    assert clawback["id"] == clawback_id
    assert clawback["grant_ids"] == [own, manual["id"]]
    assert (clawback["source_type"], clawback["source_id"]) == (REDEMPTION, str(source))
    assert balance(api, customer["id"]) == "8.00"
    assert _granted_by(tenant, [source]) == {(source, "EUR"): -200}


def test_claw_back_beyond_the_balance_takes_what_is_left_and_records_the_rest(tenant):
    api = tenant.live
    customer = create_customer(api)
    source = uuid.uuid4()
    _grant(tenant, customer["id"], 3000, source)
    granted(api, customer["id"], "-25.00")  # the operator took most of it

    amount, uncollected, _ = claw_back(tenant, customer["id"], 3000, source)

    assert (amount, uncollected) == (-500, 2500)
    assert summary_of(transactions(api, customer["id"])[0]) == (
        "clawback",
        "-5.00",
        None,
        None,
        "25.00",
    )
    assert balance(api, customer["id"]) == "0.00"
    assert entry(postings(api, customer["id"])[-1]) == eur_entry(
        "wallet_credit_clawed_back", "5.00", "0.00", "-5.00", "0.00"
    )
    assert _granted_by(tenant, [source]) == {(source, "EUR"): 2500}


def test_claw_back_of_an_empty_wallet_records_it_and_moves_no_money(tenant):
    api = tenant.live
    customer = create_customer(api)
    source = uuid.uuid4()

    amount, uncollected, _ = claw_back(tenant, customer["id"], 700, source)

    assert (amount, uncollected) == (0, 700)
    [clawback] = transactions(api, customer["id"])
    assert clawback["ledger_entry_id"] is None
    assert postings(api, customer["id"]) == []
    assert _granted_by(tenant, [source]) == {(source, "EUR"): 0}


def test_granted_by_sources_nets_grants_lapses_and_clawbacks_per_currency(
    tenant, frozen_clock, run_jobs
):
    api = tenant.live
    frozen_clock(START)
    customer = create_customer(api)
    first, second, silent = uuid.uuid4(), uuid.uuid4(), uuid.uuid4()
    _grant(tenant, customer["id"], 1000, first)
    _grant(tenant, customer["id"], 400, first, expires_at=START + timedelta(days=1))
    _grant(tenant, customer["id"], 900, first, currency="JPY")
    _grant(tenant, customer["id"], 250, second)
    claw_back(tenant, customer["id"], 100, second)

    frozen_clock(START + timedelta(days=2))
    run_jobs()

    assert _granted_by(tenant, [first, second, silent]) == {
        (first, "EUR"): 1000,
        (first, "JPY"): 900,
        (second, "EUR"): 150,
    }
    assert _granted_by(tenant, []) == {}


@pytest.mark.parametrize(
    ("changes", "error"),
    [
        ({"amount": 0}, ValidationFailed),
        ({"amount": -5}, ValidationFailed),
        ({"currency": "EURO"}, ValidationFailed),
        ({"currency": "USD"}, CurrencyMismatch),
        ({"customer_id": "7c1e54f2-3c8a-4a7e-9f40-0d6b2c6f2a11"}, NotFound),
        ({"expires_at": START}, ValidationFailed),
        ({"source_type": "x" * 41}, ValidationFailed),
        ({"source_type": ""}, ValidationFailed),
        ({"description": "x" * 501}, ValidationFailed),
    ],
)
def test_grant_refuses_what_cannot_be_granted(tenant, frozen_clock, changes, error):
    api = tenant.live
    frozen_clock(START)
    customer = create_customer(api, currency="EUR")
    arguments = {
        "customer_id": customer["id"],
        "currency": "EUR",
        "amount": 100,
        "expires_at": None,
        "source_type": REDEMPTION,
        "description": "Refused",
        **changes,
    }

    async def work(db, ctx):  # type: ignore[no-untyped-def]
        await wallet_service.grant(
            db,
            ctx,
            customer_id=uid(arguments["customer_id"]),
            currency=arguments["currency"],
            amount=arguments["amount"],
            expires_at=arguments["expires_at"],
            source_type=arguments["source_type"],
            source_id=uuid.uuid4(),
            description=arguments["description"],
        )

    with pytest.raises(error):
        in_transaction(tenant, work)
    assert transactions(api, customer["id"]) == []
