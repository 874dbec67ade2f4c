"""The authentication-failure table of the interface, and X-Workspace-Id resolution."""

from __future__ import annotations

import uuid
from datetime import UTC, datetime, timedelta

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import update

from billing.access.repository import ApiKeyCredential, api_key_credential
from billing.access.secrets import hash_token
from billing.app import create_app
from billing.models.access import ApiKey
from billing.platform.db import Database
from tests.access.helpers import create_key, execute, expire_key, suspend_organization
from tests.support import Api, problem

UNREACHABLE_DATABASE = "postgresql+psycopg://nobody@127.0.0.1:1/none"


class TestAuthenticationFailures:
    @pytest.mark.parametrize(
        "authorization",
        [None, "Basic dXNlcjpwYXNz", "Token sk_live_abc", "Bearer", "Bearer    ", ""],
        ids=["missing", "basic", "other-scheme", "no-token", "blank-token", "empty-header"],
    )
    def test_malformed_header(self, client, authorization):
        headers = {} if authorization is None else {"Authorization": authorization}
        problem(client.get("/v1/workspaces", headers=headers), 401, "UNAUTHORIZED")

    def test_unknown_key(self, client):
        for token in ("sk_live_" + "0" * 64, "sk_test_nothex", "at_unknown"):
            response = Api(client, token).get("/v1/workspaces")
            problem(response, 401, "UNAUTHORIZED")

    def test_revoked_key(self, tenant):
        created = create_key(tenant.live)
        tenant.live.delete(f"/v1/api-keys/{created['id']}")
        problem(Api(tenant.client, created["key"]).get("/v1/workspaces"), 401, "UNAUTHORIZED")

    def test_expired_key(self, tenant):
        created = create_key(tenant.live)
        expire_key(tenant.client, created["id"])
        problem(Api(tenant.client, created["key"]).get("/v1/workspaces"), 401, "UNAUTHORIZED")
        listed = tenant.live.get("/v1/api-keys").json()["data"]
        assert next(k for k in listed if k["id"] == created["id"])["status"] == "expired"

    def test_suspended_organization(self, tenant):
        session = tenant.login()
        suspend_organization(tenant)
        problem(tenant.live.get("/v1/workspaces"), 401, "UNAUTHORIZED")
        problem(tenant.sandbox.get("/v1/workspaces"), 401, "UNAUTHORIZED")
        problem(session.get("/v1/workspaces"), 401, "UNAUTHORIZED")

    def test_failures_come_before_routing(self, client):
        problem(client.get("/v1/no-such-route"), 401, "UNAUTHORIZED")


class TestIpAllowlist:
    def test_request_outside_the_allowlist_is_forbidden(self, tenant):
        created = create_key(tenant.live, allowed_ips=["10.0.0.0/8"])
        response = Api(tenant.client, created["key"]).get("/v1/workspaces")
        problem(response, 403, "FORBIDDEN")

    def test_request_inside_the_allowlist_passes(self, tenant, settings):
        created = create_key(tenant.live, allowed_ips=["10.0.0.0/8", "2001:db8::1"])
        app = create_app(settings)
        with TestClient(app, raise_server_exceptions=False, client=("10.1.2.3", 1234)) as inside:
            assert Api(inside, created["key"]).get("/v1/workspaces").status_code == 200
        with TestClient(app, raise_server_exceptions=False, client=("192.0.2.7", 1234)) as outside:
            problem(Api(outside, created["key"]).get("/v1/workspaces"), 403, "FORBIDDEN")

    def test_forwarded_address_behind_a_trusted_proxy(self, tenant, settings):
        created = create_key(tenant.live, allowed_ips=["203.0.113.0/24"])
        proxied = settings.model_copy(update={"trusted_proxies": ["127.0.0.0/8"]})
        app = create_app(proxied)
        with TestClient(app, raise_server_exceptions=False, client=("127.0.0.1", 1234)) as proxy:
            api = Api(proxy, created["key"])
            allowed = api.get("/v1/workspaces", headers={"X-Forwarded-For": "203.0.113.9"})
            assert allowed.status_code == 200, allowed.text
            denied = api.get("/v1/workspaces", headers={"X-Forwarded-For": "198.51.100.1"})
            problem(denied, 403, "FORBIDDEN")


def test_key_lookup_failure_is_an_internal_error_without_internals(settings):
    app = create_app(settings, database=Database(UNREACHABLE_DATABASE))
    with TestClient(app, raise_server_exceptions=False) as broken:
        response = Api(broken, "sk_live_" + "a" * 64).get("/v1/workspaces")
    body = problem(response, 500, "INTERNAL_ERROR")
    for leak in ("Traceback", "psycopg", "127.0.0.1", "nobody", "OperationalError"):
        assert leak not in response.text
    assert set(body) >= {"type", "title", "status", "detail", "instance", "code"}


class TestWorkspaceHeader:
    def _key_types(self, api: Api) -> set[str]:
        response = api.get("/v1/api-keys")
        assert response.status_code == 200, response.text
        return {key["key_type"] for key in response.json()["data"]}

    def test_user_session_defaults_to_the_live_workspace(self, tenant):
        assert self._key_types(tenant.login()) == {"sk_live"}

    def test_user_session_selects_by_slug_or_uuid(self, tenant):
        session = tenant.login()
        session.workspace = "sandbox"
        assert self._key_types(session) == {"sk_test"}
        session.workspace = str(tenant.workspace("sandbox").id)
        assert self._key_types(session) == {"sk_test"}
        session.workspace = "live"
        assert self._key_types(session) == {"sk_live"}

    def test_unknown_workspace_is_not_found(self, tenant):
        session = tenant.login()
        for reference in ("staging", str(uuid.uuid4())):
            session.workspace = reference
            problem(session.get("/v1/workspaces"), 404, "NOT_FOUND")
        key = Api(tenant.client, tenant.live.token, workspace="staging")
        problem(key.get("/v1/workspaces"), 404, "NOT_FOUND")

    def test_workspace_of_another_organization_is_forbidden(self, tenant, other_tenant):
        foreign = str(other_tenant.workspace("live").id)
        session = tenant.login()
        session.workspace = foreign
        problem(session.get("/v1/workspaces"), 403, "FORBIDDEN")
        key = Api(tenant.client, tenant.live.token, workspace=foreign)
        problem(key.get("/v1/workspaces"), 403, "FORBIDDEN")

    def test_api_key_acts_only_in_its_own_workspace(self, tenant):
        own = Api(tenant.client, tenant.live.token, workspace="live")
        assert own.get("/v1/workspaces").status_code == 200
        own.workspace = str(tenant.workspace("live").id)
        assert own.get("/v1/workspaces").status_code == 200
        for reference in ("sandbox", str(tenant.workspace("sandbox").id)):
            other = Api(tenant.client, tenant.live.token, workspace=reference)
            problem(other.get("/v1/workspaces"), 403, "FORBIDDEN")

    def test_sandbox_key_acts_in_the_sandbox(self, tenant):
        assert self._key_types(tenant.sandbox) == {"sk_test"}


def test_the_key_lookup_reads_what_the_table_holds(tenant):
    """On PostgreSQL the lookup runs on the driver's connection; it must read the key exactly
    as SQLAlchemy does (ids, scopes, allowlist, UTC timestamps, workspace and organization)."""
    created = create_key(tenant.live, scopes=["invoices:read"], allowed_ips=["203.0.113.0/24"])
    key_id = uuid.UUID(created["id"])
    expires_at = datetime.now(UTC).replace(microsecond=0) + timedelta(days=3)
    execute(tenant.client, update(ApiKey).where(ApiKey.id == key_id).values(expires_at=expires_at))
    db: Database = tenant.client.app.state.db

    async def lookup() -> ApiKeyCredential | None:
        async with db.connect(readonly=True) as connection:
            return await api_key_credential(connection, hash_token(created["key"]))

    found = tenant.client.portal.call(lookup)
    assert found == ApiKeyCredential(
        key_id=key_id,
        organization_id=uuid.UUID(tenant.organization_id),
        workspace_id=uuid.UUID(created["workspace_id"]),
        scopes=["invoices:read"],
        allowed_ips=["203.0.113.0/24"],
        expires_at=expires_at,
        revoked_at=None,
        workspace_slug="live",
        workspace_mode="live",
        organization_status="active",
    )
    assert found.expires_at is not None and found.expires_at.utcoffset() == timedelta(0)

    async def unknown() -> ApiKeyCredential | None:
        async with db.connect(readonly=True) as connection:
            return await api_key_credential(connection, hash_token("sk_live_unknown"))

    assert tenant.client.portal.call(unknown) is None
