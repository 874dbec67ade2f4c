"""Schema fuzzing: every operation of the OpenAPI document, driven by schemathesis in-process.

For every generated request (valid and invalid), authenticated as a fresh tenant's live key:
no response is a 5xx, and every 4xx is an `application/problem+json` document. Bounded and
seeded, so that a run is reproducible and quick.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
import schemathesis
from hypothesis import HealthCheck, given, settings
from schemathesis.python import asgi

from billing.app import create_app
from billing.config import Settings

EXAMPLES_PER_OPERATION = 25
PROBLEM = "application/problem+json"


def _document() -> dict[str, Any]:
    """The OpenAPI document, read from an app that never serves a request."""
    return create_app(Settings(run_worker_in_process=False)).openapi()


schema = schemathesis.openapi.from_dict(_document())


@pytest.fixture(scope="module")
def fuzzed_app(settings: Settings) -> Iterator[Any]:
    """The app under test runs on schemathesis' own event loop, with its own engine."""
    app = create_app(settings)
    try:
        yield app
    finally:
        asgi.shutdown_lifespans()


OPERATIONS = [result.ok() for result in schema.get_all_operations()]


@pytest.mark.parametrize("operation", OPERATIONS, ids=lambda operation: operation.label)
def test_no_server_error_and_every_error_is_a_problem(
    operation: Any, tenant: Any, fuzzed_app: Any
) -> None:
    """One test per operation, so that each has its own id (xdist schedules by id)."""
    key = tenant.workspace("live").api_key

    @given(case=operation.as_strategy())
    @settings(
        max_examples=EXAMPLES_PER_OPERATION,
        derandomize=True,
        deadline=None,
        database=None,
        suppress_health_check=list(HealthCheck),
    )
    def check(case: Any) -> None:
        response = case.call(app=fuzzed_app, headers={"Authorization": f"Bearer {key}"})
        request = (
            f"{case.method} {case.formatted_path} → {response.status_code}\n"
            f"{case.as_curl_command()}"
        )
        assert response.status_code < 500, f"server error: {request}\n{response.text[:500]}"
        if response.status_code >= 400:
            content_type = response.headers.get("content-type", [""])[0]
            assert content_type == PROBLEM, f"not a problem document: {request}"
            assert response.json()["code"], f"problem without a code: {request}"

    check()
