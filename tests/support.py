"""Helpers shared by the tests: tenants, an authenticated client wrapper and problem+json checks."""

from __future__ import annotations

import contextlib
import uuid
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from fastapi.testclient import TestClient
from sqlalchemy import event

from billing.access.provisioning import ProvisionedOrganization, provision_organization
from billing.access.secrets import Passwords
from billing.config import Settings
from billing.models.tax import TaxProfile
from billing.platform import clock
from billing.platform.db import Database

DEFAULT_SELLER: dict[str, Any] = {
    "legal_name": "Test Seller Inc.",
    "tax_number": "12-3456789",
    "legal_address": {
        "line1": "1 Market Street",
        "city": "San Francisco",
        "postal_code": "94105",
        "country": "US",
    },
}
"""The tax profile a test organization starts with: complete enough to finalize invoices, and
outside the EU, so that VAT resolution charges no VAT unless a test sets its own seller (a test
that sets an EU country keeps the tax number, which an EU seller needs too)."""


@dataclass
class Api:
    """A client bound to one credential (and optionally a workspace header)."""

    client: TestClient
    token: str
    workspace: str | None = None

    def headers(self, extra: dict[str, str] | None = None) -> dict[str, str]:
        headers = {"Authorization": f"Bearer {self.token}"}
        if self.workspace is not None:
            headers["X-Workspace-Id"] = self.workspace
        headers.update(extra or {})
        return headers

    def get(self, path: str, **kwargs: Any) -> Any:
        return self.client.get(path, headers=self.headers(kwargs.pop("headers", None)), **kwargs)

    def post(self, path: str, *, idempotency_key: str | bool | None = None, **kwargs: Any) -> Any:
        extra = kwargs.pop("headers", None) or {}
        if idempotency_key is True:
            extra["Idempotency-Key"] = uuid.uuid4().hex
        elif isinstance(idempotency_key, str):
            extra["Idempotency-Key"] = idempotency_key
        return self.client.post(path, headers=self.headers(extra), **kwargs)

    def put(self, path: str, **kwargs: Any) -> Any:
        return self.client.put(path, headers=self.headers(kwargs.pop("headers", None)), **kwargs)

    def patch(self, path: str, **kwargs: Any) -> Any:
        return self.client.patch(path, headers=self.headers(kwargs.pop("headers", None)), **kwargs)

    def delete(self, path: str, **kwargs: Any) -> Any:
        return self.client.delete(path, headers=self.headers(kwargs.pop("headers", None)), **kwargs)


@dataclass
class Tenant:
    org: ProvisionedOrganization
    client: TestClient

    @property
    def organization_id(self) -> str:
        return str(self.org.organization_id)

    def workspace(self, mode: str) -> Any:
        return next(w for w in self.org.workspaces if w.mode == mode)

    @property
    def live(self) -> Api:
        """The live workspace's API key (full access)."""
        return Api(self.client, self.workspace("live").api_key or "")

    @property
    def sandbox(self) -> Api:
        return Api(self.client, self.workspace("sandbox").api_key or "")

    @property
    def admin_email(self) -> str:
        return self.org.admin_email

    @property
    def admin_password(self) -> str:
        return self.org.admin_password or ""

    def login(self, email: str | None = None, password: str | None = None) -> Api:
        """A user session of the admin (or another member)."""
        response = self.client.post(
            "/v1/auth/login",
            json={"email": email or self.admin_email, "password": password or self.admin_password},
        )
        assert response.status_code == 200, response.text
        return Api(self.client, response.json()["data"]["access_token"])


PROVISIONED_IN_TEST: list[uuid.UUID] = []
"""The organizations the running test provisioned (conftest clears it before each test), so
that `run_jobs` runs their jobs and not the leftovers of earlier tests in the same database."""


def provision_tenant(client: TestClient, settings: Settings, *, seller: bool = True) -> Tenant:
    """A fresh organization; with `seller` (the default) its tax profile is `DEFAULT_SELLER`,
    written without an event, else it is the empty profile of a fresh bootstrap."""
    db: Database = client.app.state.db  # type: ignore[attr-defined]
    passwords = Passwords(settings.password_hash_time_cost, settings.password_hash_memory_kib)

    async def create() -> ProvisionedOrganization:
        async with db.session() as session, session.begin():
            org = await provision_organization(
                session,
                passwords,
                name=f"Org {uuid.uuid4().hex[:6]}",
                admin_email=f"admin-{uuid.uuid4().hex[:10]}@example.com",
            )
            if seller:
                session.add(
                    TaxProfile(
                        organization_id=org.organization_id,
                        updated_at=clock.utcnow(),
                        **DEFAULT_SELLER,
                    )
                )
            return org

    org = client.portal.call(create)  # type: ignore[union-attr]
    PROVISIONED_IN_TEST.append(org.organization_id)
    return Tenant(org=org, client=client)


def every(api: Api, path: str, **filters: Any) -> list[dict[str, Any]]:
    """All pages of a list, in the order the API answers them."""
    found: list[dict[str, Any]] = []
    params: dict[str, Any] = {"limit": 200, **filters}
    while True:
        response = api.get(path, params=params)
        assert response.status_code == 200, response.text
        body = response.json()
        found.extend(body["data"])
        if not body["pagination"]["has_more"]:
            return found
        params["cursor"] = body["pagination"]["cursor"]


def problem(response: Any, status: int, code: str) -> dict[str, Any]:
    """Assert ``response`` is an ``application/problem+json`` error with ``status`` and ``code``.

    Returns the parsed problem body.
    """
    assert response.status_code == status, response.text
    assert response.headers["content-type"] == "application/problem+json"
    body: dict[str, Any] = response.json()
    assert body["code"] == code, body
    return body


def pointers(response: Any) -> list[str]:
    """Assert a 422 ``VALIDATION_ERROR`` problem and return its ``errors[].pointer`` values."""
    return [error["pointer"] for error in problem(response, 422, "VALIDATION_ERROR")["errors"]]


@contextlib.contextmanager
def statements_naming(tenant: Tenant, table: str) -> Iterator[list[str]]:
    """The SQL statements naming `table` that the tenant's app sends meanwhile (every statement
    the engine runs, `execute_core`'s included, passes its `before_cursor_execute`)."""
    engine = tenant.client.app.state.db.engine.sync_engine  # type: ignore[attr-defined]
    seen: list[str] = []

    def record(_conn: Any, _cursor: Any, statement: str, *_: Any) -> None:
        if table in statement:
            seen.append(statement)

    event.listen(engine, "before_cursor_execute", record)
    try:
        yield seen
    finally:
        event.remove(engine, "before_cursor_execute", record)
