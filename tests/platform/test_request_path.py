"""The per-request machinery keeps what a client sees: the request id, the client address."""

from __future__ import annotations

import uuid

import pytest
from fastapi.testclient import TestClient

from billing.platform.auth import client_ip, networks
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


@pytest.mark.parametrize(
    ("peer", "forwarded", "expected"),
    [
        ("203.0.113.7", b"198.51.100.1", "203.0.113.7"),
        ("10.1.2.3", b"198.51.100.1, 10.0.0.2", "198.51.100.1"),
        ("10.1.2.3", b"198.51.100.1, not-an-address", "not-an-address"),
        ("10.1.2.3", b"10.0.0.9, 172.16.0.1", "10.0.0.9"),
        ("10.1.2.3", None, "10.1.2.3"),
        ("fd00::1", b"2001:db8::5", "2001:db8::5"),
    ],
)
def test_the_client_address_behind_trusted_proxies(
    peer: str, forwarded: bytes | None, expected: str
) -> None:
    trusted = networks(["10.0.0.0/8", "172.16.0.0/12", "fd00::/8"])
    headers = [] if forwarded is None else [(b"x-forwarded-for", forwarded)]
    assert client_ip({"client": (peer, 1), "headers": headers}, trusted) == expected
    assert client_ip({"client": (peer, 1), "headers": headers}, ()) == peer
