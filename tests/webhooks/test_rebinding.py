"""DNS rebinding: a delivery resolves the endpoint's host at send time, checks every address
and connects to the checked one, so a name that re-resolves to an internal address after the
endpoint was created is refused at delivery. Names resolve through a stub resolver."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime, timedelta

import pytest

from billing.webhooks import urls
from tests.customers.helpers import create_customer
from tests.support import Tenant
from tests.webhooks.helpers import allow_loopback, create_endpoint, deliveries
from tests.webhooks.receiver import Receiver

T0 = datetime(2026, 6, 1, 12, 0, tzinfo=UTC)
HOST = "hooks.example.test"
PUBLIC = "93.184.215.14"


class StubResolver:
    """Answers from `answers`, counting the lookups of each name."""

    def __init__(self) -> None:
        self.answers: dict[str, list[str]] = {}
        self.lookups: list[str] = []

    async def __call__(self, host: str) -> list[str]:
        self.lookups.append(host)
        if host not in self.answers:
            raise OSError(f"{host}: name not known")
        return list(self.answers[host])


@pytest.fixture
def resolver(monkeypatch: pytest.MonkeyPatch) -> StubResolver:
    stub = StubResolver()
    monkeypatch.setattr(urls, "resolver", stub)
    return stub


def test_a_name_that_re_resolves_to_a_private_address_is_refused_at_delivery(
    tenant: Tenant, receiver: Receiver, resolver: StubResolver, frozen_clock, run_jobs
):
    resolver.answers[HOST] = [PUBLIC]
    frozen_clock(T0)
    endpoint = create_endpoint(tenant.live, f"http://{HOST}:{receiver.port}/hooks")
    resolver.answers[HOST] = [PUBLIC, "127.0.0.1"]
    create_customer(tenant.live)
    frozen_clock(T0 + timedelta(seconds=10))
    run_jobs()

    (delivery,) = deliveries(tenant.live, endpoint["id"])
    assert receiver.received == []
    assert delivery["status"] == "pending"
    assert delivery["last_status_code"] is None
    assert "127.0.0.1" in delivery["last_error"]
    assert resolver.lookups == [HOST, HOST]


def test_a_delivery_connects_to_the_address_it_checked_with_the_name_as_host(
    tenant: Tenant, receiver: Receiver, resolver: StubResolver, frozen_clock, run_jobs
):
    """The stub alone knows the name (`.test` never resolves for real): a delivery that
    arrives connected to the stub's answer, resolved once per attempt, not again by the
    HTTP client."""
    resolver.answers[HOST] = ["127.0.0.1"]
    frozen_clock(T0 - timedelta(minutes=1))
    allow_loopback(tenant.live)
    frozen_clock(T0)
    endpoint = create_endpoint(tenant.live, f"http://{HOST}:{receiver.port}/hooks")
    receiver.secret = endpoint["secret"]
    resolver.lookups.clear()
    create_customer(tenant.live)
    frozen_clock(T0 + timedelta(seconds=10))
    run_jobs()

    (delivery,) = deliveries(tenant.live, endpoint["id"])
    assert delivery["status"] == "succeeded"
    assert len(receiver.received) == 1
    assert receiver.headers[0]["host"] == f"{HOST}:{receiver.port}"
    assert receiver.bad_signatures == 0
    assert resolver.lookups == [HOST]


@pytest.mark.parametrize(
    ("answer", "refused"),
    [
        ([PUBLIC], None),
        ([PUBLIC, "10.0.0.7"], "10.0.0.7"),
        (["::ffff:169.254.169.254"], "::ffff:a9fe:a9fe"),
        (["fd00::1", PUBLIC], "fd00::1"),
        ([], "does not resolve"),
    ],
)
def test_every_address_of_the_name_is_checked(
    resolver: StubResolver, answer: list[str], refused: str | None
):
    resolver.answers[HOST] = answer

    async def pin() -> urls.Destination:
        return await urls.pin_destination(f"https://{HOST}/hooks", allow_private=False)

    if refused is None:
        assert asyncio.run(pin()) == urls.Destination(PUBLIC)
    else:
        with pytest.raises(urls.RefusedUrl, match=refused):
            asyncio.run(pin())
