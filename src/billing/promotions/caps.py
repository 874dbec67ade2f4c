"""The caps of AUTO_APPLY promotions in the engine.

An AUTO_APPLY promotion takes no redemptions, so its `max_redemptions` counts customers: the
first invoice issued with its benefit counts the customer (their standing row goes to 1 and the
promotion's `redemption_count` grows), and no redemption row is written (it would make the
promotion a candidate twice). Once the count reaches the cap, customers who do not hold it yet
are traced `cap_reached`; those who hold it keep the benefit on later invoices. A customer
counts at most once, so `max_redemptions_per_customer` (at least 1) never refuses one.

Previews, simulations and drafts judge against the current count and consume nothing;
finalization locks the capped promotions' rows, shares the slots left between the invoices it
computes, and counts the customers of the issued ones in the finalizing transaction.
"""

from __future__ import annotations

import uuid
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace

from sqlalchemy.ext.asyncio import AsyncSession

from billing.models.invoice import Invoice
from billing.platform.context import RequestContext
from billing.platform.errors import InvalidState
from billing.promotions import engine
from billing.promotions.cap_repository import CapRepository

Pair = tuple[uuid.UUID, uuid.UUID]
"""(promotion id, customer id)."""


@dataclass
class Caps:
    """The slots each capped AUTO_APPLY promotion has left and who already holds one."""

    left: dict[uuid.UUID, int] = field(default_factory=dict)
    holders: set[Pair] = field(default_factory=set)
    taken: set[Pair] = field(default_factory=set)
    """Slots given to customers by the invoices of this batch (consuming only)."""

    def judged(
        self, customer_id: uuid.UUID, candidates: Sequence[engine.Candidate]
    ) -> list[engine.Candidate]:
        """The candidates, those of a reached cap marked so that the engine refuses them."""
        return [
            replace(c, cap_reached=True) if self._refuses(customer_id, c) else c for c in candidates
        ]

    def _refuses(self, customer_id: uuid.UUID, candidate: engine.Candidate) -> bool:
        pair = (candidate.promotion_id, customer_id)
        if candidate.redemption_id is not None or candidate.promotion_id not in self.left:
            return False
        if pair in self.holders or pair in self.taken:
            return False
        return self.left[candidate.promotion_id] <= 0

    def took(self, customer_id: uuid.UUID, outcome: engine.Outcome) -> None:
        """Count out the slots the invoice's benefits take, for the later invoices of the
        batch (a finalization's shared view)."""
        for promotion_id in _applied_auto(outcome, self.left):
            pair = (promotion_id, customer_id)
            if pair not in self.holders and pair not in self.taken:
                self.taken.add(pair)
                self.left[promotion_id] -= 1


async def read_caps(
    db: AsyncSession,
    ctx: RequestContext,
    candidates: dict[uuid.UUID, list[engine.Candidate]],
    *,
    consuming: bool,
) -> Caps:
    """The caps of the AUTO_APPLY candidates of the customers (locked when `consuming`): two
    statements plus one lock per capped promotion, whatever the number of invoices."""
    auto = {c.promotion_id for cs in candidates.values() for c in cs if c.redemption_id is None}
    repository = CapRepository(db, ctx)
    left = await repository.slots_left(auto, lock=consuming)
    holders = await repository.holders(left, candidates)
    return Caps(left=left, holders=holders)


async def count_issued(
    db: AsyncSession,
    ctx: RequestContext,
    caps: Caps,
    issued: Iterable[tuple[Invoice, engine.Outcome]],
) -> None:
    """Count the customers who got a capped promotion for the first time on the issued
    invoices: one set of conditional UPDATEs per promotion (id order)."""
    new: dict[uuid.UUID, set[uuid.UUID]] = {}
    for invoice, outcome in issued:
        for promotion_id in _applied_auto(outcome, caps.left):
            if (promotion_id, invoice.customer_id) not in caps.holders:
                new.setdefault(promotion_id, set()).add(invoice.customer_id)
    repository = CapRepository(db, ctx)
    for promotion_id in sorted(new, key=str):
        if not await repository.count_customers(promotion_id, new[promotion_id]):
            raise InvalidState(f"promotion {promotion_id} reached max_redemptions")


def _applied_auto(outcome: engine.Outcome, capped: Iterable[uuid.UUID]) -> set[uuid.UUID]:
    wanted = set(capped)
    return {
        uuid.UUID(entry["promotion_id"])
        for entry in outcome.trace
        if entry["status"] == engine.APPLIED
        and entry["redemption_id"] is None
        and uuid.UUID(entry["promotion_id"]) in wanted
    }
