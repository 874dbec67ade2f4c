"""Every event written while it listens is validated against its published payload schema,
closed (`catalog.data_schema(exact=True)`: no field left undeclared, formats checked), with a
JSON Schema validator that is not pydantic (jsonschema-rs).

Used by `test_payloads.py` around its flows, and as a pytest plugin over any set of tests:
`pytest -p tests.webhooks.payload_check tests/collection` fails the session when an event of
those tests' flows does not match its schema, and prints which types were seen.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from functools import cache
from typing import Any

import jsonschema_rs
import orjson
import pytest

from billing.platform.outbox import observing_events
from billing.webhooks.catalog import EVENT_TYPES, data_schema

SYNTHETIC = "test."
"""The prefix of the made-up event types of the worker's own tests."""


@cache
def _validator(event_type: str) -> Any:
    return jsonschema_rs.validator_for(data_schema(event_type, exact=True), validate_formats=True)


def problems(event_type: str, data: Any) -> list[str]:
    """Why `data` is not a valid payload of `event_type` (nothing when it is)."""
    if event_type not in EVENT_TYPES:
        return [f"{event_type} is not in the event catalog"]
    as_sent = orjson.loads(orjson.dumps(data if data is not None else {}))
    return [
        f"{event_type} {list(error.instance_path)}: {error.message}"
        for error in _validator(event_type).iter_errors(as_sent)
    ]


@dataclass
class Seen:
    types: Counter[str] = field(default_factory=Counter)
    problems: list[str] = field(default_factory=list)

    def on_event(self, event_type: str, data: Any) -> None:
        if event_type.startswith(SYNTHETIC):
            return
        self.types[event_type] += 1
        self.problems.extend(problems(event_type, data))


@contextmanager
def watching() -> Iterator[Seen]:
    """Validate every event written meanwhile (in this process), however it is written: the
    outbox's one observation point (`observing_events`) sees its ORM rows and its row
    collections alike."""
    seen = Seen()
    with observing_events(seen.on_event):
        yield seen


_SESSION: dict[str, Any] = {}


def pytest_sessionstart(session: pytest.Session) -> None:
    del session
    _SESSION["watch"] = watching()
    _SESSION["seen"] = _SESSION["watch"].__enter__()


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    del exitstatus
    seen: Seen = _SESSION["seen"]
    _SESSION["watch"].__exit__(None, None, None)
    distinct = sorted(set(seen.problems))
    print(f"\nevent payloads: {sum(seen.types.values())} events of {len(seen.types)} types")
    print("types seen: " + ", ".join(sorted(seen.types)))
    print("types not seen: " + ", ".join(sorted(set(EVENT_TYPES) - set(seen.types))))
    if distinct:
        print("payloads that do not match their schema:\n  " + "\n  ".join(distinct))
        session.exitstatus = pytest.ExitCode.TESTS_FAILED
