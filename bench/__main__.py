"""`python -m bench [workspaces|finalize|documents|billing_run|billing_run_memory|
http|coupon_tokens|usage_events|promotions_engine] [options]`.

Without a name every benchmark runs with its defaults; options without a name go to the
workspaces benchmark (`python -m bench -n 1000 -c 1`). `python -m bench finalize --help` shows
a benchmark's options.
"""

import sys
from collections.abc import Callable

from bench import (
    billing_run,
    billing_run_memory,
    coupon_tokens,
    documents,
    finalize,
    http,
    promotions_engine,
    usage_events,
    workspaces,
)

BENCHMARKS: dict[str, Callable[[list[str] | None], int]] = {
    "workspaces": workspaces.main,
    "finalize": finalize.main,
    "documents": documents.main,
    "billing_run": billing_run.main,
    "billing_run_memory": billing_run_memory.main,
    "http": http.main,
    "coupon_tokens": coupon_tokens.main,
    "usage_events": usage_events.main,
    "promotions_engine": promotions_engine.main,
}


def main(argv: list[str]) -> int:
    if argv and argv[0] in BENCHMARKS:
        return BENCHMARKS[argv[0]](argv[1:])
    if argv:
        return workspaces.main(argv)
    for run in BENCHMARKS.values():
        status = run([])
        if status:
            return status
    return 0


sys.exit(main(sys.argv[1:]))
