"""HTTP routes of webhook endpoints, their delivery log and replays; and the event catalog as
OpenAPI `webhooks` (one operation per event type, with the body it sends)."""

from __future__ import annotations

import uuid
from typing import Any, Literal

from fastapi import APIRouter, Response
from pydantic import BaseModel, create_model
from sqlalchemy.ext.asyncio import AsyncSession

from billing.models.webhooks import WebhookDelivery, WebhookEndpoint
from billing.platform import idempotency
from billing.platform.auth import Permission
from billing.platform.context import RequestContext
from billing.platform.listing import ListParams, ListQuery
from billing.platform.pagination import Envelope, ListEnvelope, list_envelope
from billing.platform.routing import BillingRoute, DbSession
from billing.webhooks import service
from billing.webhooks.catalog import EVENT_TYPES
from billing.webhooks.repository import DELIVERY_FILTERS, ENDPOINT_FILTERS
from billing.webhooks.schemas import (
    AttemptOut,
    DeliveryOut,
    EndpointCreate,
    EndpointOut,
    EndpointUpdate,
    EndpointWithSecret,
    WebhookMessage,
)

router = APIRouter(prefix="/v1", route_class=BillingRoute, tags=["webhooks"])

ENDPOINT = "/webhook-endpoints/{endpoint_id}"


def endpoint_out(endpoint: WebhookEndpoint) -> EndpointOut:
    return EndpointOut(
        id=endpoint.id,
        url=endpoint.url,
        event_types=list(endpoint.event_types),
        description=endpoint.description,
        enabled=endpoint.enabled,
        disabled_reason=endpoint.disabled_reason,
        secret_hint=endpoint.secret_hint,
        created_at=endpoint.created_at,
        updated_at=endpoint.updated_at,
    )


def _with_secret(found: service.WithSecret) -> EndpointWithSecret:
    return EndpointWithSecret(**endpoint_out(found.endpoint).model_dump(), secret=found.secret)


def delivery_out(delivery: WebhookDelivery) -> DeliveryOut:
    return DeliveryOut(
        id=delivery.id,
        endpoint_id=delivery.endpoint_id,
        event_id=delivery.event_id,
        event_type=delivery.event_type,
        replay_of_id=delivery.replay_of_id,
        status=delivery.status,
        attempts=delivery.attempts,
        next_attempt_at=delivery.next_attempt_at,
        last_status_code=delivery.last_status_code,
        last_latency_ms=delivery.last_latency_ms,
        last_error=delivery.last_error,
        attempt_log=[AttemptOut(**attempt) for attempt in delivery.attempt_log],
        created_at=delivery.created_at,
    )


@router.get("/webhook-endpoints", response_model=ListEnvelope[EndpointOut])
async def list_endpoints(
    query: ListQuery = ListParams(ENDPOINT_FILTERS, "webhook-endpoints"),
    ctx: RequestContext = Permission("webhook_endpoints:read"),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """List the workspace's webhook endpoints, newest first."""
    page = await service.list_endpoints(db, ctx, query)
    return list_envelope([endpoint_out(e) for e in page.items], page)


@router.post(
    "/webhook-endpoints",
    response_model=Envelope[EndpointWithSecret],
    status_code=201,
    openapi_extra=idempotency.OPENAPI_EXTRA,
)
async def create_endpoint(
    body: EndpointCreate,
    ctx: RequestContext = Permission("webhook_endpoints:write"),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """Create an endpoint; its signing secret is in this answer only."""
    return {"data": _with_secret(await service.create_endpoint(db, ctx, body))}


@router.get(ENDPOINT, response_model=Envelope[EndpointOut])
async def get_endpoint(
    endpoint_id: uuid.UUID,
    ctx: RequestContext = Permission("webhook_endpoints:read"),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """Get a webhook endpoint (without its secret)."""
    return {"data": endpoint_out(await service.get_endpoint(db, ctx, endpoint_id))}


@router.patch(ENDPOINT, response_model=Envelope[EndpointOut])
async def update_endpoint(
    endpoint_id: uuid.UUID,
    body: EndpointUpdate,
    ctx: RequestContext = Permission("webhook_endpoints:write"),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """Change an endpoint's URL, event types, description or enabled flag."""
    return {"data": endpoint_out(await service.update_endpoint(db, ctx, endpoint_id, body))}


@router.delete(ENDPOINT, status_code=204)
async def delete_endpoint(
    endpoint_id: uuid.UUID,
    ctx: RequestContext = Permission("webhook_endpoints:write"),
    db: AsyncSession = DbSession,
) -> Response:
    """Delete an endpoint (soft); nothing more is sent to it."""
    await service.delete_endpoint(db, ctx, endpoint_id)
    return Response(status_code=204)


@router.post(
    f"{ENDPOINT}/rotate-secret",
    response_model=Envelope[EndpointWithSecret],
    openapi_extra=idempotency.OPENAPI_EXTRA,
)
async def rotate_secret(
    endpoint_id: uuid.UUID,
    ctx: RequestContext = Permission("webhook_endpoints:write"),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """Replace the signing secret; the new one is in this answer only."""
    return {"data": _with_secret(await service.rotate_secret(db, ctx, endpoint_id))}


@router.get(f"{ENDPOINT}/deliveries", response_model=ListEnvelope[DeliveryOut])
async def list_deliveries(
    endpoint_id: uuid.UUID,
    query: ListQuery = ListParams(DELIVERY_FILTERS, "webhook-deliveries"),
    ctx: RequestContext = Permission("webhook_endpoints:read"),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """The endpoint's delivery log, newest first: status, attempts, status codes, latencies."""
    page = await service.list_deliveries(db, ctx, endpoint_id, query)
    return list_envelope([delivery_out(d) for d in page.items], page)


@router.post(
    f"{ENDPOINT}/deliveries/{{delivery_id}}/replay",
    response_model=Envelope[DeliveryOut],
    status_code=202,
    openapi_extra=idempotency.OPENAPI_EXTRA,
)
async def replay_delivery(
    endpoint_id: uuid.UUID,
    delivery_id: uuid.UUID,
    ctx: RequestContext = Permission("webhook_endpoints:write"),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """Send a delivery's event again (a new delivery with the same `webhook-id`)."""
    return {"data": delivery_out(await service.replay(db, ctx, endpoint_id, delivery_id))}


def _message_model(event_type: str) -> type[BaseModel]:
    return create_model(
        f"{_camel(event_type)}Message",
        __base__=WebhookMessage,
        type=(Literal[event_type], event_type),  # type: ignore[arg-type]
        data=(EVENT_TYPES[event_type], ...),
    )


def _camel(event_type: str) -> str:
    return "".join(part.capitalize() for part in event_type.replace(".", "_").split("_"))


def event_catalog() -> APIRouter:
    """One OpenAPI `webhooks` entry per event type: the POST the service sends, its body."""
    catalog = APIRouter()
    for event_type in EVENT_TYPES:

        async def receive(body: Any) -> None:
            del body

        receive.__annotations__ = {"body": _message_model(event_type), "return": None}
        catalog.add_api_route(
            event_type,
            receive,
            methods=["POST"],
            summary=event_type,
            description="Signed per Standard Webhooks (`webhook-id`, `webhook-timestamp`, "
            "`webhook-signature`); answer 2xx within the timeout.",
            operation_id=f"webhook_{event_type.replace('.', '_')}",
        )
    return catalog
