"""Which grants credit is taken from, in what order: pure rules over a customer's lots.

Credit that expires first is spent first (a lot without expiry last), then the older lot
first; a clawback takes from the lots of its own source before any other.
"""

from __future__ import annotations

import uuid
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime

from billing.models.wallet import WalletTransaction


@dataclass(frozen=True)
class Take:
    lot: WalletTransaction
    amount: int


def lapsed(lot: WalletTransaction, now: datetime) -> bool:
    """Whether the lot's unused credit has lapsed by `now` (its expiry instant included)."""
    return lot.expires_at is not None and lot.expires_at <= now


def spendable(lots: Iterable[WalletTransaction], now: datetime) -> list[WalletTransaction]:
    """The lots with credit left at `now`, in spending order."""
    found = [lot for lot in lots if lot.remaining > 0 and not lapsed(lot, now)]
    return sorted(found, key=_spending_key)


def _spending_key(lot: WalletTransaction) -> tuple[bool, datetime, datetime, int, uuid.UUID]:
    expiry = lot.expires_at if lot.expires_at is not None else lot.created_at
    return (lot.expires_at is None, expiry, lot.created_at, lot.position, lot.id)


def source_first(
    lots: Sequence[WalletTransaction], source_type: str, source_id: uuid.UUID
) -> list[WalletTransaction]:
    """The lots (in spending order) with those the source granted moved to the front."""
    own = [lot for lot in lots if (lot.source_type, lot.source_id) == (source_type, source_id)]
    own_ids = {lot.id for lot in own}
    return own + [lot for lot in lots if lot.id not in own_ids]


def take(lots: Sequence[WalletTransaction], amount: int) -> list[Take]:
    """Up to `amount` from the lots in the order given; the lots themselves are not changed."""
    takes: list[Take] = []
    wanted = amount
    for lot in lots:
        if wanted <= 0:
            break
        part = min(lot.remaining, wanted)
        if part > 0:
            takes.append(Take(lot, part))
            wanted -= part
    return takes
