"""Webhook endpoints: create (with a signing secret shown once), read, change, rotate the
secret, delete; their delivery log and replays."""

from __future__ import annotations

import uuid
from dataclasses import dataclass

from sqlalchemy.ext.asyncio import AsyncSession

from billing.admin import service as admin
from billing.models.webhooks import WebhookDelivery, WebhookEndpoint
from billing.platform import clock
from billing.platform.context import RequestContext
from billing.platform.errors import InvalidState, NotFound, ValidationFailed
from billing.platform.listing import ListQuery
from billing.platform.outbox import emit_event
from billing.platform.pagination import Page
from billing.webhooks import dispatch, signing, vault
from billing.webhooks.repository import DeliveryRepository, EndpointRepository
from billing.webhooks.schemas import EndpointCreate, EndpointUpdate
from billing.webhooks.urls import RefusedUrl, check_destination

ALLOW_PRIVATE_URLS = "webhooks.allow_private_urls"
HINT_LENGTH = 10


@dataclass(frozen=True)
class WithSecret:
    endpoint: WebhookEndpoint
    secret: str


async def allows_private_urls(db: AsyncSession, ctx: RequestContext) -> bool:
    return bool(await admin.effective_setting(db, ctx, ALLOW_PRIVATE_URLS))


async def _check_url(db: AsyncSession, ctx: RequestContext, url: str) -> None:
    try:
        await check_destination(url, allow_private=await allows_private_urls(db, ctx))
    except RefusedUrl as exc:
        raise ValidationFailed(f"url {exc}", field=("url",)) from None


def _set_secret(endpoint: WebhookEndpoint) -> str:
    secret = signing.new_secret()
    endpoint.secret_ciphertext = vault.seal(secret)
    endpoint.secret_hint = secret[:HINT_LENGTH]
    return secret


async def create_endpoint(
    db: AsyncSession, ctx: RequestContext, body: EndpointCreate
) -> WithSecret:
    await _check_url(db, ctx, body.url)
    endpoint = WebhookEndpoint(
        url=body.url,
        event_types=body.event_types,
        description=body.description,
        enabled=body.enabled,
    )
    secret = _set_secret(endpoint)
    EndpointRepository(db, ctx).add(endpoint)
    await db.flush()
    if endpoint.enabled:
        await dispatch.start(db, ctx)
    return WithSecret(endpoint, secret)


async def get_endpoint(
    db: AsyncSession, ctx: RequestContext, endpoint_id: uuid.UUID, *, for_update: bool = False
) -> WebhookEndpoint:
    return await EndpointRepository(db, ctx).get(endpoint_id, for_update=for_update)


async def list_endpoints(
    db: AsyncSession, ctx: RequestContext, query: ListQuery
) -> Page[WebhookEndpoint]:
    return await EndpointRepository(db, ctx).page(query)


async def update_endpoint(
    db: AsyncSession, ctx: RequestContext, endpoint_id: uuid.UUID, body: EndpointUpdate
) -> WebhookEndpoint:
    """Omitted fields stay. Enabling clears `disabled_reason` and restarts the dispatcher
    (events from while it was disabled are delivered too: they were dispatched and failed,
    or are dispatched now)."""
    endpoint = await get_endpoint(db, ctx, endpoint_id, for_update=True)
    if body.url is not None and body.url != endpoint.url:
        await _check_url(db, ctx, body.url)
        endpoint.url = body.url
    if body.event_types is not None:
        endpoint.event_types = body.event_types
    if "description" in body.model_fields_set:
        endpoint.description = body.description or None
    if body.enabled is not None:
        endpoint.enabled = body.enabled
        if body.enabled:
            endpoint.disabled_reason = None
    await db.flush()
    if endpoint.enabled:
        await dispatch.start(db, ctx)
    return endpoint


async def rotate_secret(
    db: AsyncSession, ctx: RequestContext, endpoint_id: uuid.UUID
) -> WithSecret:
    """A new secret signs every delivery from now on; the old one stops at once."""
    endpoint = await get_endpoint(db, ctx, endpoint_id, for_update=True)
    secret = _set_secret(endpoint)
    await db.flush()
    return WithSecret(endpoint, secret)


async def delete_endpoint(db: AsyncSession, ctx: RequestContext, endpoint_id: uuid.UUID) -> None:
    """Soft; pending deliveries to it are given up when their turn comes."""
    endpoint = await get_endpoint(db, ctx, endpoint_id, for_update=True)
    endpoint.deleted_at = clock.wall_now()
    endpoint.enabled = False
    await db.flush()


async def list_deliveries(
    db: AsyncSession, ctx: RequestContext, endpoint_id: uuid.UUID, query: ListQuery
) -> Page[WebhookDelivery]:
    endpoint = await get_endpoint(db, ctx, endpoint_id)
    return await DeliveryRepository(db, ctx).page(endpoint.id, query)


async def replay(
    db: AsyncSession, ctx: RequestContext, endpoint_id: uuid.UUID, delivery_id: uuid.UUID
) -> WebhookDelivery:
    """Send a delivery's event to the endpoint again, as a new delivery (same `webhook-id`,
    so a receiver that already handled it can tell)."""
    endpoint = await get_endpoint(db, ctx, endpoint_id)
    deliveries = DeliveryRepository(db, ctx)
    original = await deliveries.of_endpoint(endpoint.id, delivery_id)
    if original is None:
        raise NotFound(f"webhook delivery {delivery_id} was not found")
    if not endpoint.enabled:
        raise InvalidState("the endpoint is disabled; enable it before replaying")
    now = clock.wall_now()
    again = WebhookDelivery(
        endpoint_id=endpoint.id,
        event_id=original.event_id,
        event_type=original.event_type,
        replay_of_id=original.replay_of_id or original.id,
        status="pending",
        attempts=0,
        next_attempt_at=now,
        attempt_log=[],
    )
    deliveries.add(again)
    await db.flush()
    dispatch.schedule_attempt(db, ctx, again.id, attempt=1, at=now)
    return again


def endpoint_disabled_event(
    db: AsyncSession, ctx: RequestContext, endpoint: WebhookEndpoint, reason: str
) -> None:
    emit_event(
        db,
        ctx,
        "webhook_endpoint.disabled",
        {"url": endpoint.url, "reason": reason},
        resource_type="webhook_endpoint",
        resource_id=endpoint.id,
    )
