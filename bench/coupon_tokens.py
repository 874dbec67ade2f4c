"""Generating coupon tokens: 10,000 through the service against a raw bulk insert of 10,000
random rows into the same table, in the same run, on the same database and engine.

- service: `promotions.tokens.generate` in one transaction, as the route calls it: the
  promotion read, 10,000 tokens of 192 random bits, their SHA-256 and display prefix, one bulk
  INSERT;
- raw insert: one transaction with one bulk INSERT of 10,000 rows whose hash and prefix are
  random hex (no token made, nothing hashed).

The ratio is the price of the service over writing the rows. The sides take turns for
`--rounds` rounds (leading in turn) after a warm-up round of each; the best round of each is
kept. Nothing is asserted; numbers depend on the machine. The database: as for `bench
finalize` (`--database-url`, else `BILLING_BENCH_DATABASE_URL`, else a new SQLite file).
"""

from __future__ import annotations

import argparse
import asyncio
import secrets
import time
import uuid
from collections.abc import Awaitable, Callable
from datetime import date

from sqlalchemy import insert, select

from bench.finalize import add_database_option, database
from bench.workspaces import provision
from billing.models.promotions import CouponToken
from billing.models.tenancy import Workspace
from billing.platform import clock
from billing.platform.context import RequestContext
from billing.platform.db import Database
from billing.promotions import service, tokens
from billing.promotions.schemas import PromotionCreate


async def context(db: Database) -> RequestContext:
    _, workspace_id = await provision(db)
    async with db.session() as session, session.begin():
        workspace = (
            await session.execute(select(Workspace).where(Workspace.id == workspace_id))
        ).scalar_one()
    return RequestContext(
        workspace.organization_id, workspace.id, "live", "system", uuid.uuid4(), frozenset()
    )


async def coupon_promotion(db: Database, ctx: RequestContext) -> uuid.UUID:
    body = PromotionCreate(
        name="Bench coupon", distribution="COUPON", code="BENCH", valid_from=date(2026, 1, 1)
    )
    async with db.session() as session, session.begin():
        return (await service.create_promotion(session, ctx, body)).id


async def best_seconds(
    rounds: int, sides: dict[str, Callable[[], Awaitable[None]]]
) -> dict[str, float]:
    """The best round of each side. The sides take turns, first one then the other leading, so
    that both meet a table (and its indexes) of the same size and neither always pays for the
    other's writes (SQLite checkpoints its WAL in whichever commit crosses the threshold)."""
    best = dict.fromkeys(sides, float("inf"))
    order = list(sides.items())
    for round_ in range(rounds + 1):
        for name, work in order if round_ % 2 else order[::-1]:
            started = time.perf_counter()
            await work()
            if round_:
                best[name] = min(best[name], time.perf_counter() - started)
    return best


async def bench(args: argparse.Namespace, url: str) -> dict[str, float]:
    db = Database(url)
    try:
        ctx = await context(db)
        promotion_id = await coupon_promotion(db, ctx)

        async def through_service() -> None:
            async with db.session() as session, session.begin():
                await tokens.generate(session, ctx, promotion_id, args.count, None)

        async def raw_insert() -> None:
            now = clock.wall_now()
            rows = [
                {
                    "id": uuid.uuid4(),
                    "organization_id": ctx.organization_id,
                    "workspace_id": ctx.workspace_id,
                    "promotion_id": promotion_id,
                    "token_hash": secrets.token_hex(32),
                    "prefix": secrets.token_hex(5),
                    "created_at": now,
                }
                for _ in range(args.count)
            ]
            async with db.session() as session, session.begin():
                await session.execute(insert(CouponToken), rows)

        return await best_seconds(
            args.rounds, {"service": through_service, "raw insert": raw_insert}
        )
    finally:
        await db.dispose()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench coupon_tokens", description=__doc__)
    parser.add_argument("-n", "--count", type=int, default=10_000, help="tokens per round")
    parser.add_argument("--rounds", type=int, default=3, help="measured rounds per side")
    add_database_option(parser)
    args = parser.parse_args(argv)
    with database(args.database_url) as url:
        results = asyncio.run(bench(args, url))
    kind = url.split(":", 1)[0]
    print(f"Coupon tokens, {args.count} per call, best of {args.rounds}, database {kind}")
    for name, seconds in results.items():
        print(f"  {name:<12} {seconds * 1000:9.1f} ms  {args.count / seconds:10.0f} rows/s")
    print(f"  ratio service / raw insert (time): {results['service'] / results['raw insert']:.2f}")
    return 0
