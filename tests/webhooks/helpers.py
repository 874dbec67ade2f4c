"""Webhook endpoints for tests (loopback receivers need `webhooks.allow_private_urls`)."""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import Any

from tests.support import Api

ENDPOINTS = "/v1/webhook-endpoints"


def allow_loopback(api: Api) -> None:
    response = api.put("/v1/settings", json={"settings": {"webhooks.allow_private_urls": True}})
    assert response.status_code == 200, response.text


def create_endpoint(api: Api, url: str, **fields: Any) -> dict[str, Any]:
    response = api.post(ENDPOINTS, json={"url": url, **fields}, idempotency_key=True)
    assert response.status_code == 201, response.text
    return dict(response.json()["data"])


def deliveries(api: Api, endpoint_id: str) -> list[dict[str, Any]]:
    response = api.get(f"{ENDPOINTS}/{endpoint_id}/deliveries", params={"limit": 200})
    assert response.status_code == 200, response.text
    return list(response.json()["data"])


def event_ids(api: Api) -> set[str]:
    response = api.get("/v1/events", params={"limit": 200})
    assert response.status_code == 200, response.text
    return {event["id"] for event in response.json()["data"]}


def parse(instant: str) -> datetime:
    return datetime.fromisoformat(instant.replace("Z", "+00:00"))


def after(moment: datetime, seconds: float) -> datetime:
    return moment + timedelta(seconds=seconds)
