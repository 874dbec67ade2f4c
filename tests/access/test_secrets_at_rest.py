"""No secret at rest: a key or token shown once is never stored in plaintext, replayed or logged.

The database scan reads every column of every table (reflected, so a table added later is
scanned too) after creating, rotating and inviting through HTTP with an Idempotency-Key.
"""

from __future__ import annotations

import logging
import re
import uuid
from typing import Any

import orjson
import pytest
from fastapi.testclient import TestClient
from sqlalchemy import MetaData, select
from sqlalchemy.engine import Connection

from billing.platform.idempotency import REPLAY_HEADER, SECRET_WITHHELD_HEADER
from billing.platform.observability import JsonFormatter
from billing.platform.shown_once import SHOWN_ONCE_SCHEMA_KEY
from tests.support import Tenant


def _as_text(value: Any) -> str:
    if isinstance(value, bytes | bytearray | memoryview):
        return bytes(value).decode("utf-8", "replace")
    if isinstance(value, dict | list):
        return orjson.dumps(value, default=str).decode()
    return str(value)


def stored_secrets(client: TestClient, secrets: list[str]) -> list[str]:
    """Every `table.column` of the database holding any of `secrets` (or its random part)."""
    needles = [
        secret.split("_", 2)[-1] if secret.startswith("sk_") else secret for secret in secrets
    ]
    db = client.app.state.db  # type: ignore[attr-defined]

    def scan(connection: Connection) -> list[str]:
        metadata = MetaData()
        metadata.reflect(connection)
        assert "idempotency_records" in metadata.tables
        found: list[str] = []
        for table in metadata.sorted_tables:
            for row in connection.execute(select(table)).mappings():
                for column, value in row.items():
                    if value is None:
                        continue
                    text = _as_text(value)
                    found.extend(f"{table.name}.{column}" for n in needles if n in text)
        return found

    async def run() -> list[str]:
        async with db.engine.connect() as connection:
            return await connection.run_sync(scan)

    return client.portal.call(run)  # type: ignore[union-attr]


def _create(tenant: Tenant, key: str) -> Any:
    return tenant.live.post("/v1/api-keys", json={"name": "ci"}, idempotency_key=key)


def _rotate(tenant: Tenant, key: str) -> Any:
    return tenant.sandbox.post("/v1/api-keys/rotate", json={}, idempotency_key=key)


def _invite(tenant: Tenant, key: str, email: str) -> Any:
    return tenant.live.post(
        "/v1/members", json={"email": email, "roles": ["viewer"]}, idempotency_key=key
    )


@pytest.fixture
def issued(tenant: Tenant) -> dict[str, Any]:
    """A key created, a key rotated and a member invited, each with an Idempotency-Key."""
    keys = {name: uuid.uuid4().hex for name in ("create", "rotate", "invite")}
    email = f"inv-{uuid.uuid4().hex[:10]}@example.com"
    created, rotated, invited = (
        _create(tenant, keys["create"]),
        _rotate(tenant, keys["rotate"]),
        _invite(tenant, keys["invite"], email),
    )
    for response in (created, rotated, invited):
        assert response.status_code == 201, response.text
        assert REPLAY_HEADER not in response.headers
        assert SECRET_WITHHELD_HEADER not in response.headers
    return {
        "keys": keys,
        "email": email,
        "created": created.json()["data"],
        "rotated": rotated.json()["data"],
        "invited": invited.json()["data"],
    }


def _secrets(issued: dict[str, Any]) -> list[str]:
    return [
        issued["created"]["key"],
        issued["rotated"]["new_key"],
        issued["invited"]["invitation_token"],
    ]


class TestNoPlaintextAtRest:
    def test_no_table_holds_a_created_rotated_key_or_an_invitation_token(
        self, tenant, issued, client
    ):
        secrets = _secrets(issued)
        assert all(secrets)

        assert stored_secrets(client, secrets) == []

    def test_the_scan_finds_a_secret_that_is_stored(self, tenant, issued, client):
        """The scan itself can fail: the invitation's email is stored, and it finds it."""
        assert stored_secrets(client, [issued["email"]]) != []

    def test_replays_do_not_store_the_secret_either(self, tenant, issued, client):
        _create(tenant, issued["keys"]["create"])
        _rotate(tenant, issued["keys"]["rotate"])
        _invite(tenant, issued["keys"]["invite"], issued["email"])

        assert stored_secrets(client, _secrets(issued)) == []


class TestReplayWithholdsTheSecret:
    def test_create_replay_answers_the_key_withheld(self, tenant, issued):
        replay = _create(tenant, issued["keys"]["create"])

        assert replay.status_code == 201, replay.text
        assert replay.headers[REPLAY_HEADER] == "true"
        assert replay.headers[SECRET_WITHHELD_HEADER] == "key"
        data = replay.json()["data"]
        assert data["key"] is None
        assert data["id"] == issued["created"]["id"]
        assert data["prefix"] == issued["created"]["prefix"]
        assert issued["created"]["key"] not in replay.text

    def test_rotate_replay_answers_the_new_key_withheld(self, tenant, issued):
        replay = _rotate(tenant, issued["keys"]["rotate"])

        assert replay.status_code == 201, replay.text
        assert replay.headers[SECRET_WITHHELD_HEADER] == "new_key"
        assert replay.json()["data"]["new_key"] is None
        assert replay.json()["data"]["id"] == issued["rotated"]["id"]

    def test_invite_replay_answers_the_token_withheld(self, tenant, issued):
        replay = _invite(tenant, issued["keys"]["invite"], issued["email"])

        assert replay.status_code == 201, replay.text
        assert replay.headers[SECRET_WITHHELD_HEADER] == "invitation_token"
        assert replay.json()["data"]["invitation_token"] is None
        assert replay.json()["data"]["id"] == issued["invited"]["id"]

    def test_replay_after_revoke_does_not_hand_out_the_key(self, tenant, issued):
        revoked = tenant.live.delete(f"/v1/api-keys/{issued['created']['id']}")
        assert revoked.status_code == 200, revoked.text

        replay = _create(tenant, issued["keys"]["create"])

        assert replay.status_code == 201
        assert replay.json()["data"]["key"] is None
        assert issued["created"]["key"] not in replay.text

    def test_the_withheld_secret_still_works_and_was_issued_once(self, tenant, issued):
        _create(tenant, issued["keys"]["create"])
        names = [k["name"] for k in tenant.live.get("/v1/api-keys").json()["data"]]

        assert names.count("ci") == 1
        me = tenant.client.get(
            "/v1/workspaces", headers={"Authorization": f"Bearer {issued['created']['key']}"}
        )
        assert me.status_code == 200


class TestNoSecretInLogs:
    def test_issuing_and_replaying_logs_no_secret(self, tenant, caplog):
        caplog.set_level(logging.DEBUG)
        keys = [uuid.uuid4().hex for _ in range(3)]
        email = f"inv-{uuid.uuid4().hex[:10]}@example.com"
        issued = {
            "created": _create(tenant, keys[0]).json()["data"],
            "rotated": _rotate(tenant, keys[1]).json()["data"],
            "invited": _invite(tenant, keys[2], email).json()["data"],
        }
        _create(tenant, keys[0])
        formatter = JsonFormatter()

        logged = "\n".join(formatter.format(record) for record in caplog.records)

        assert caplog.records
        for secret in _secrets(issued):
            assert secret not in logged


SECRET_WORDS = ("key", "token", "secret", "password")
NOT_SECRETS = {
    "key_type",
    "token_type",
    "CatalogEntry.key",
    "EffectiveSetting.key",
    "LineDiff.key",
    "MeterOut.key",
    "FlowStepOut.key",
}
"""Names that only look like secrets: a key's type, and the keys of settings, diffs, meters
and schedule-flow steps."""


def _response_schemas(document: dict[str, Any]) -> set[str]:
    """The component schemas reachable from any response of the OpenAPI document."""
    refs = re.compile(r'"\$ref":"#/components/schemas/([^"]+)"')
    schemas = document["components"]["schemas"]
    pending = {
        name
        for operations in document["paths"].values()
        for operation in operations.values()
        for response in operation.get("responses", {}).values()
        for name in refs.findall(orjson.dumps(response).decode())
    }
    reached: set[str] = set()
    while pending:
        name = pending.pop()
        reached.add(name)
        pending |= set(refs.findall(orjson.dumps(schemas[name]).decode())) - reached
    return reached


def test_every_secret_named_response_field_is_marked_shown_once(client):
    """A new response carrying a secret (a webhook's signing secret) must mark it `ShownOnce`,
    or the idempotency store would keep and replay it."""
    document = client.get("/openapi.json").json()
    schemas = document["components"]["schemas"]
    unmarked = [
        f"{name}.{field}"
        for name in _response_schemas(document)
        for field, spec in schemas[name].get("properties", {}).items()
        if not {field, f"{name}.{field}"} & NOT_SECRETS
        and field.endswith(SECRET_WORDS)
        and not spec.get(SHOWN_ONCE_SCHEMA_KEY)
    ]

    assert unmarked == []
