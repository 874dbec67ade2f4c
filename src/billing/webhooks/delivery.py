"""Sending one delivery (an HTTP POST, signed) and recording how it went.

The send is the job's read-only preparation (`prepared_job_handler`): on SQLite it runs before
the job is claimed, so no write lock is held while the receiver answers; the outcome is then
recorded in the claiming transaction. A failed attempt queues the next one with exponential
backoff (5 s doubling, at most 6 h apart) for 3 days; then the delivery has failed, and an
endpoint that has not succeeded once since is disabled, with a `webhook_endpoint.disabled`
event.
"""

from __future__ import annotations

import time
import uuid
from dataclasses import dataclass
from datetime import datetime, timedelta

import httpx
import orjson
from cryptography.fernet import InvalidToken
from sqlalchemy.ext.asyncio import AsyncSession

from billing.config import get_settings
from billing.models.platform import Job
from billing.models.webhooks import WebhookDelivery
from billing.platform import clock
from billing.platform.outbox import job_context
from billing.webhooks import dispatch, service, signing, vault
from billing.webhooks.repository import (
    DeliveryRepository,
    EndpointRepository,
    EventWindowRepository,
)
from billing.webhooks.urls import Destination, RefusedUrl, pin_destination

FIRST_RETRY = timedelta(seconds=5)
LONGEST_WAIT = timedelta(hours=6)
RETRY_WINDOW = timedelta(days=3)
DISABLED_FOR_FAILING = "failing"
MAX_ERROR = 500
UNREADABLE_SIGNING_KEY = (
    "the endpoint's signing secret cannot be decrypted with the configured keys "
    "(BILLING_WEBHOOK_SECRET_KEYS or the key file)"
)
"""An attempt that fails so, as any other, retries with backoff (a job that raised would give
up after 8 attempts and leave the delivery pending for good)."""


def retry_delay(attempts: int) -> timedelta:
    """The wait after the `attempts`-th failed attempt: 5 s, 10 s, 20 s … at most 6 h."""
    return min(FIRST_RETRY * 2 ** (attempts - 1), LONGEST_WAIT)


@dataclass(frozen=True)
class Outcome:
    at: datetime
    status_code: int | None
    latency_ms: int | None
    error: str | None
    final: bool = False
    """No later attempt can do better (the endpoint is gone or disabled)."""

    @property
    def succeeded(self) -> bool:
        return self.status_code is not None and 200 <= self.status_code < 300


async def send(session: AsyncSession, job: Job) -> Outcome | None:
    """Send the delivery's event if it is still due; None when there is nothing to do."""
    ctx = await job_context(session, job)
    delivery = await DeliveryRepository(session, ctx).find(uuid.UUID(job.payload["delivery_id"]))
    if delivery is None or delivery.status != "pending":
        return None
    now = clock.wall_now()
    endpoint = await EndpointRepository(session, ctx).find(delivery.endpoint_id)
    if endpoint is None or not endpoint.enabled:
        return Outcome(now, None, None, "the endpoint is disabled or deleted", final=True)
    event = await EventWindowRepository(session, ctx).find(delivery.event_id)
    if event is None:
        return Outcome(now, None, None, "the event no longer exists", final=True)
    try:
        destination = await pin_destination(
            endpoint.url, allow_private=await service.allows_private_urls(session, ctx)
        )
    except RefusedUrl as exc:
        return Outcome(now, None, None, f"url {exc}")
    try:
        secret = vault.unseal(endpoint.secret_ciphertext)
    except InvalidToken:
        return Outcome(now, None, None, UNREADABLE_SIGNING_KEY)
    body = orjson.dumps(dispatch.event_body(event))
    return await _post(endpoint.url, destination, secret, str(event.id), body, now)


async def _post(
    endpoint_url: str,
    destination: Destination,
    secret: str,
    message_id: str,
    body: bytes,
    now: datetime,
) -> Outcome:
    """POST to the checked address: the URL's host is replaced by it, the name stays in the
    Host header and is the TLS server name (SNI and certificate check). No proxy from the
    environment (it would resolve the name again), no redirects."""
    headers = signing.headers(secret, message_id, int(now.timestamp()), body)
    url = httpx.URL(endpoint_url)
    headers["host"] = url.netloc.decode("ascii")
    extensions = {"sni_hostname": url.raw_host.decode("ascii")} if url.scheme == "https" else {}
    started = time.monotonic()
    try:
        async with httpx.AsyncClient(
            timeout=get_settings().webhook_timeout_seconds, follow_redirects=False, trust_env=False
        ) as client:
            response = await client.post(
                url.copy_with(host=destination.address),
                content=body,
                headers=headers,
                extensions=extensions,
            )
    except httpx.HTTPError as exc:
        elapsed = round((time.monotonic() - started) * 1000)
        return Outcome(now, None, elapsed, f"{type(exc).__name__}: {exc}"[:MAX_ERROR])
    elapsed = round((time.monotonic() - started) * 1000)
    error = None if 200 <= response.status_code < 300 else f"HTTP {response.status_code}"
    return Outcome(now, response.status_code, elapsed, error)


async def record(session: AsyncSession, job: Job, outcome: Outcome | None) -> None:
    """Write the attempt on the delivery; queue the next one, or give up and maybe disable."""
    if outcome is None:
        return
    ctx = await job_context(session, job)
    deliveries = DeliveryRepository(session, ctx)
    delivery = await deliveries.get(uuid.UUID(job.payload["delivery_id"]), for_update=True)
    if delivery.status != "pending":
        return
    _note_attempt(delivery, outcome)
    if outcome.succeeded:
        delivery.status, delivery.next_attempt_at = "succeeded", None
        return
    retry_at = outcome.at + retry_delay(delivery.attempts)
    if not outcome.final and retry_at - delivery.created_at <= RETRY_WINDOW:
        delivery.next_attempt_at = retry_at
        dispatch.schedule_attempt(
            session, ctx, delivery.id, attempt=delivery.attempts + 1, at=retry_at
        )
        return
    delivery.status, delivery.next_attempt_at = "failed", None
    if outcome.final:
        return
    if await deliveries.succeeded_since(delivery.endpoint_id, delivery.created_at):
        return
    endpoints = EndpointRepository(session, ctx)
    if await endpoints.disable(delivery.endpoint_id, DISABLED_FOR_FAILING):
        endpoint = await endpoints.get(delivery.endpoint_id)
        service.endpoint_disabled_event(
            session,
            ctx,
            endpoint,
            f"every delivery failed for {RETRY_WINDOW.days} days (last: {outcome.error})",
        )


def _note_attempt(delivery: WebhookDelivery, outcome: Outcome) -> None:
    delivery.attempts += 1
    delivery.last_attempt_at = outcome.at
    delivery.last_status_code = outcome.status_code
    delivery.last_latency_ms = outcome.latency_ms
    delivery.last_error = outcome.error
    delivery.attempt_log = [
        *delivery.attempt_log,
        {
            "at": outcome.at.isoformat(),
            "status_code": outcome.status_code,
            "latency_ms": outcome.latency_ms,
            "error": outcome.error,
        },
    ]
