"""Helpers of the access tests: direct database changes a client cannot make (an organization
suspended by operators, a key that has expired) and short-cuts for common requests."""

from __future__ import annotations

import uuid
from datetime import UTC, datetime, timedelta
from typing import Any

from fastapi.testclient import TestClient
from sqlalchemy import update

from billing.models.access import ApiKey, UserSession
from billing.models.tenancy import Organization
from tests.support import Api, Tenant


def execute(client: TestClient, statement: Any) -> None:
    db = client.app.state.db  # type: ignore[attr-defined]

    async def run() -> None:
        async with db.session() as session, session.begin():
            await session.execute(statement)

    client.portal.call(run)  # type: ignore[union-attr]


def suspend_organization(tenant: Tenant) -> None:
    execute(
        tenant.client,
        update(Organization)
        .where(Organization.id == uuid.UUID(tenant.organization_id))
        .values(status="suspended"),
    )


def expire_key(client: TestClient, key_id: str) -> None:
    past = datetime.now(UTC) - timedelta(minutes=1)
    execute(client, update(ApiKey).where(ApiKey.id == uuid.UUID(key_id)).values(expires_at=past))


def expire_access_tokens(client: TestClient, user_id: str) -> None:
    past = datetime.now(UTC) - timedelta(seconds=1)
    execute(
        client,
        update(UserSession)
        .where(UserSession.user_id == uuid.UUID(user_id))
        .values(access_expires_at=past),
    )


def create_key(api: Api, **body: Any) -> dict[str, Any]:
    response = api.post("/v1/api-keys", json={"name": "test key", **body})
    assert response.status_code == 201, response.text
    data: dict[str, Any] = response.json()["data"]
    return data


def login_body(tenant: Tenant, **extra: Any) -> dict[str, Any]:
    response = tenant.client.post(
        "/v1/auth/login",
        json={"email": tenant.admin_email, "password": tenant.admin_password, **extra},
    )
    assert response.status_code == 200, response.text
    data: dict[str, Any] = response.json()["data"]
    return data


def invite(api: Api, email: str | None = None, roles: list[str] | None = None) -> dict[str, Any]:
    response = api.post(
        "/v1/members",
        json={
            "email": email or f"m-{uuid.uuid4().hex[:10]}@example.com",
            "roles": roles or ["viewer"],
        },
    )
    assert response.status_code == 201, response.text
    data: dict[str, Any] = response.json()["data"]
    return data


def join(
    tenant: Tenant, roles: list[str] | None = None, password: str = "correct horse"
) -> dict[str, Any]:
    """Invite a member and accept the invitation; returns the member with its password."""
    member = invite(tenant.live, roles=roles)
    accepted = tenant.client.post(
        "/v1/auth/accept-invitation",
        json={"token": member["invitation_token"], "password": password},
    )
    assert accepted.status_code == 200, accepted.text
    return {**accepted.json()["data"], "password": password}


def member_session(tenant: Tenant, member: dict[str, Any]) -> Api:
    return tenant.login(member["email"], member["password"])
