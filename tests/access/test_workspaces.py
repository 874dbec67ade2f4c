"""Listing the organization's workspaces: on PostgreSQL the statement runs on the read
request's driver connection (`WorkspaceQueries.all`); the answer is what the ORM reads, and
only the caller's organization's workspaces."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select

from billing.access.schemas import WorkspaceOut
from billing.models.tenancy import Workspace
from billing.platform.db import Database
from tests.support import Tenant


def _expected(tenant: Tenant) -> list[dict[str, Any]]:
    db: Database = tenant.client.app.state.db  # type: ignore[attr-defined]

    async def read() -> list[dict[str, Any]]:
        async with db.session() as session:
            found = await session.scalars(
                select(Workspace)
                .where(Workspace.organization_id == tenant.org.organization_id)
                .order_by(Workspace.created_at, Workspace.id)
            )
            return [
                WorkspaceOut.model_validate(w, from_attributes=True).model_dump(mode="json")
                for w in found
            ]

    return tenant.client.portal.call(read)  # type: ignore[union-attr]


def test_the_list_is_the_organizations_workspaces_as_stored(
    tenant: Tenant, other_tenant: Tenant
) -> None:
    expected = _expected(tenant)

    for api in (tenant.live, tenant.sandbox, tenant.login()):
        response = api.get("/v1/workspaces")
        assert response.status_code == 200, response.text
        assert response.json() == {
            "data": expected,
            "pagination": {"cursor": None, "has_more": False},
        }
    assert len(expected) == 2
    assert all(w["created_at"].endswith("Z") for w in expected)


def test_another_organizations_key_sees_only_its_own(tenant: Tenant, other_tenant: Tenant) -> None:
    mine = {w["id"] for w in tenant.live.get("/v1/workspaces").json()["data"]}
    theirs = {w["id"] for w in other_tenant.live.get("/v1/workspaces").json()["data"]}

    assert mine == {w["id"] for w in _expected(tenant)}
    assert theirs == {w["id"] for w in _expected(other_tenant)}
    assert not mine & theirs
