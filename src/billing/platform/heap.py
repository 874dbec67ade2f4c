"""The garbage collector of a long-running process (`billing serve` workers, `billing worker`).

A process holds a few hundred thousand objects that live as long as it does (modules, the
models' mappers, the API's schemas, compiled statements). CPython's full collection scans
them all, and a billing batch, which makes thousands of short-lived ORM objects, set one
off every few batches: in a run of 1,000 subscriptions the full collections took about a
tenth of the CPU. Once the process has started, those objects are moved out of the
collector's sight (`gc.freeze`), and young collections run less often, so that what
collections remain look at the objects made since.
"""

from __future__ import annotations

import gc

YOUNG_THRESHOLD = 10_000
"""Allocations between young collections (CPython's default is 700)."""

_settled = False


def settle() -> None:
    """Freeze what exists now (call once the process has imported and built what it serves
    with); later calls do nothing."""
    global _settled
    if _settled:
        return
    _settled = True
    gc.collect()
    gc.freeze()
    _, older, oldest = gc.get_threshold()
    gc.set_threshold(YOUNG_THRESHOLD, older, oldest)
