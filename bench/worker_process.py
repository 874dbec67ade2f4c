"""One worker process of `python -m bench billing_run_memory`:
`python -m bench.worker_process DATABASE_URL`.

It runs the loop of `billing worker` (`Worker.run_next`, a batch of jobs at a time, until
nothing is due) on the billing-run jobs only, with the clock pinned at `billing_run.RUN_AT` as
`python -m bench billing_run` pins it in its own process, then prints one JSON object: the jobs
it ran, the wall-clock times of its first claim and its end, and its peak resident set size
(getrusage's ru_maxrss, which is the kernel's VmHWM) after its first `WARM_JOBS` jobs and at the
end.
"""

from __future__ import annotations

import asyncio
import json
import resource
import sys
import time

from bench.billing_run import RUN_AT, pinned
from billing.platform import heap
from billing.platform.db import Database
from billing.platform.worker import Worker
from billing.subscriptions.scheduling import BILLING_RUN_JOB

WARM_JOBS = 100
"""Jobs after which every module, cache and pool a run touches is loaded."""


def peak_rss_kib() -> int:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss


async def run(database_url: str) -> dict[str, float | int | None]:
    db = Database(database_url)
    worker = Worker(db, kinds={BILLING_RUN_JOB})
    heap.settle()
    warm_peak: int | None = None
    jobs = 0
    started = time.time()
    try:
        with pinned(RUN_AT):
            while ran := await worker.run_next():
                jobs += ran
                if warm_peak is None and jobs >= WARM_JOBS:
                    warm_peak = peak_rss_kib()
    finally:
        await db.dispose()
    return {
        "jobs": jobs,
        "started": started,
        "finished": time.time(),
        "warm_peak_rss_kib": warm_peak,
        "peak_rss_kib": peak_rss_kib(),
    }


if __name__ == "__main__":
    print(json.dumps(asyncio.run(run(sys.argv[1]))))
