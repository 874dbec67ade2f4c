"""Webhook endpoints over HTTP: the secret shown once and stored encrypted, validation, URLs
that resolve to internal addresses refused, merge-patch, soft delete, the event catalog."""

from __future__ import annotations

import base64
import uuid

import pytest
from sqlalchemy import select

from billing.models.webhooks import WebhookEndpoint
from billing.platform.db import Database
from tests.support import Tenant, pointers, problem
from tests.webhooks.helpers import ENDPOINTS, allow_loopback, create_endpoint

PUBLIC_URL = "https://93.184.215.14/hooks"
"""A public address: no DNS needed, never contacted by these tests (nothing is dispatched)."""


def _stored_ciphertext(tenant: Tenant, endpoint_id: str) -> str:
    db: Database = tenant.client.app.state.db  # type: ignore[attr-defined]

    async def read() -> str:
        async with db.session() as session:
            stmt = select(WebhookEndpoint.secret_ciphertext).where(
                WebhookEndpoint.id == uuid.UUID(endpoint_id)
            )
            return str(await session.scalar(stmt))

    return str(tenant.client.portal.call(read))  # type: ignore[union-attr]


def test_the_secret_is_shown_once_and_stored_encrypted(tenant: Tenant):
    body = {"url": PUBLIC_URL, "description": "ERP", "event_types": ["invoice.paid"]}
    first = tenant.live.post(ENDPOINTS, json=body, idempotency_key="create-once")
    again = tenant.live.post(ENDPOINTS, json=body, idempotency_key="create-once")

    assert first.status_code == again.status_code == 201, first.text
    created = first.json()["data"]
    secret = created["secret"]
    assert secret.startswith("whsec_")
    assert len(base64.b64decode(secret.removeprefix("whsec_"))) >= 24
    assert again.json()["data"]["secret"] is None
    assert again.json()["data"]["id"] == created["id"]
    shown = tenant.live.get(f"{ENDPOINTS}/{created['id']}").json()["data"]
    assert "secret" not in shown
    assert shown["secret_hint"] == secret[:10]
    assert (shown["url"], shown["event_types"], shown["enabled"]) == (
        PUBLIC_URL,
        ["invoice.paid"],
        True,
    )
    stored = _stored_ciphertext(tenant, created["id"])
    assert secret not in stored
    assert secret.removeprefix("whsec_") not in stored


@pytest.mark.parametrize(
    "url",
    [
        "http://127.0.0.1:8080/hooks",
        "http://localhost/hooks",
        "http://10.1.2.3/hooks",
        "http://192.168.0.10/hooks",
        "http://169.254.169.254/latest/meta-data",
        "http://[::1]/hooks",
        "http://[::ffff:127.0.0.1]/hooks",
        "http://0.0.0.0/hooks",
    ],
)
def test_internal_addresses_are_refused_unless_allowed(tenant: Tenant, url: str):
    response = tenant.live.post(ENDPOINTS, json={"url": url}, idempotency_key=True)

    assert pointers(response) == ["/url"]
    assert tenant.live.get(ENDPOINTS).json()["data"] == []


def test_the_setting_allows_loopback(tenant: Tenant):
    allow_loopback(tenant.live)

    assert create_endpoint(tenant.live, "http://127.0.0.1:9/hooks")["enabled"] is True


@pytest.mark.parametrize(
    ("body", "pointer"),
    [
        ({"url": "ftp://example.com/x"}, "/url"),
        ({"url": "https://user:pw@example.com/x"}, "/url"),
        ({"url": "not a url"}, "/url"),
        ({"url": PUBLIC_URL, "event_types": ["invoice.teleported"]}, "/event_types"),
        ({"url": PUBLIC_URL, "enabled": None}, "/enabled"),
        ({"url": PUBLIC_URL, "secret": "whsec_mine"}, "/secret"),
        ({}, "/url"),
    ],
)
def test_bad_input_is_refused(tenant: Tenant, body, pointer):
    assert pointer in pointers(tenant.live.post(ENDPOINTS, json=body, idempotency_key=True))
    assert tenant.live.get(ENDPOINTS).json()["data"] == []


def test_update_keeps_omitted_fields_and_delete_is_soft(tenant: Tenant):
    created = create_endpoint(tenant.live, PUBLIC_URL, description="old")
    url = f"{ENDPOINTS}/{created['id']}"

    changed = tenant.live.patch(url, json={"event_types": ["tag.created", "tag.created"]})
    assert changed.json()["data"]["event_types"] == ["tag.created"]
    assert changed.json()["data"]["description"] == "old"
    assert pointers(tenant.live.patch(url, json={"url": "http://10.0.0.1/"})) == ["/url"]
    assert pointers(tenant.live.patch(url, json={"url": None})) == ["/url"]
    assert tenant.live.get(url).json()["data"]["url"] == PUBLIC_URL
    disabled = tenant.live.patch(url, json={"enabled": False, "description": ""})
    assert (disabled.json()["data"]["enabled"], disabled.json()["data"]["description"]) == (
        False,
        None,
    )

    assert tenant.live.delete(url).status_code == 204
    problem(tenant.live.get(url), 404, "NOT_FOUND")
    assert tenant.live.get(ENDPOINTS).json()["data"] == []


def test_endpoints_belong_to_their_workspace(tenant: Tenant):
    created = create_endpoint(tenant.live, PUBLIC_URL)

    problem(tenant.sandbox.get(f"{ENDPOINTS}/{created['id']}"), 404, "NOT_FOUND")
    assert tenant.sandbox.get(ENDPOINTS).json()["data"] == []


def test_the_event_catalog_is_in_the_openapi_document(client):
    document = client.get("/openapi.json").json()

    hooks = document["webhooks"]
    assert {"invoice.paid", "customer.created", "webhook_endpoint.disabled"} <= set(hooks)
    body = hooks["tag.updated"]["post"]["requestBody"]["content"]["application/json"]["schema"]
    message = document["components"]["schemas"][body["$ref"].rsplit("/", 1)[1]]
    assert set(message["properties"]) == {"id", "type", "created_at", "workspace_id", "data"}
    assert message["properties"]["type"]["const"] == "tag.updated"
    data = document["components"]["schemas"][message["properties"]["data"]["$ref"].rsplit("/")[-1]]
    assert {"name", "entity_type", "fields"} <= set(data["properties"])
