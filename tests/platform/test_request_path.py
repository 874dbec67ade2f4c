"""The per-request machinery keeps what a client sees: the request id's form."""

from __future__ import annotations

import uuid

from fastapi.testclient import TestClient

from billing.platform.observability import new_request_id


def test_a_generated_request_id_is_a_random_uuid_in_hex() -> None:
    ids = {new_request_id() for _ in range(1000)}
    assert len(ids) == 1000
    for request_id in ids:
        parsed = uuid.UUID(request_id)
        assert parsed.hex == request_id
        assert parsed.version == 4
        assert parsed.variant == uuid.RFC_4122


def test_a_response_carries_a_generated_request_id(client: TestClient) -> None:
    request_id = client.get("/healthz").headers["x-request-id"]
    assert uuid.UUID(request_id).hex == request_id
