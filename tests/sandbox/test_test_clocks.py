"""Test clocks over HTTP (sandbox only), and the two functions the customers domain calls."""

from __future__ import annotations

import uuid
from datetime import UTC, datetime, timedelta

import pytest

from billing.platform import clock
from billing.platform.db import Database
from billing.platform.errors import ValidationFailed
from billing.sandbox import service
from tests.payments.helpers import create_customer
from tests.platform.helpers import add_api_key, workspace_context
from tests.sandbox.helpers import create_clock
from tests.support import Tenant, pointers, problem

CLOCK_FIELDS = {
    "id",
    "workspace_id",
    "name",
    "frozen_at",
    "status",
    "advancing_to",
    "created_at",
    "updated_at",
}
NOW = datetime(2031, 3, 14, 9, 26, 53, tzinfo=UTC)


def _events(tenant: Tenant, type_: str) -> list[dict]:
    events = tenant.sandbox.get(f"/v1/events?type={type_}").json()["data"]
    return list(events)


class TestCreateTestClock:
    def test_defaults_name_and_pins_now(self, tenant: Tenant, frozen_clock):
        frozen_clock(NOW)

        response = tenant.sandbox.post("/v1/test-clocks", json={})

        assert response.status_code == 201, response.text
        data = response.json()["data"]
        assert set(data) == CLOCK_FIELDS
        assert data["name"] == "Default Clock"
        assert datetime.fromisoformat(data["frozen_at"]) == NOW
        assert data["status"] == "active"
        assert data["workspace_id"] == str(tenant.workspace("sandbox").id)
        assert datetime.fromisoformat(data["created_at"]) == NOW
        assert tenant.sandbox.get(f"/v1/test-clocks/{data['id']}").json()["data"] == data

    def test_frozen_at_with_an_offset_is_answered_in_utc(self, tenant: Tenant):
        data = create_clock(tenant.sandbox, name="Renewals", frozen_at="2024-02-29T23:30:00+02:00")

        assert data["name"] == "Renewals"
        assert datetime.fromisoformat(data["frozen_at"]) == datetime(
            2024, 2, 29, 21, 30, tzinfo=UTC
        )
        assert data["frozen_at"].endswith(("Z", "+00:00"))

    def test_null_frozen_at_means_now(self, tenant: Tenant, frozen_clock):
        frozen_clock(NOW)

        data = create_clock(tenant.sandbox, frozen_at=None)

        assert datetime.fromisoformat(data["frozen_at"]) == NOW

    @pytest.mark.parametrize(
        ("body", "pointer"),
        [
            ({"frozen_at": "2024-01-01T00:00:00"}, "/frozen_at"),
            ({"frozen_at": "yesterday"}, "/frozen_at"),
            ({"frozen_at": "0001-01-01T00:00:00+01:00"}, "/frozen_at"),
            ({"name": ""}, "/name"),
            ({"name": None}, "/name"),
            ({"name": "x" * 201}, "/name"),
            ({"status": "completed"}, "/status"),
        ],
    )
    def test_bad_bodies_are_refused_with_a_pointer(self, tenant: Tenant, body, pointer):
        response = tenant.sandbox.post("/v1/test-clocks", json=body)

        assert pointer in pointers(response)
        assert tenant.sandbox.get("/v1/test-clocks").json()["data"] == []

    def test_writes_an_event(self, tenant: Tenant):
        data = create_clock(tenant.sandbox)

        events = _events(tenant, "test_clock.created")
        assert [e["resource_id"] for e in events] == [data["id"]]
        assert events[0]["resource_type"] == "test_clock"


class TestListAndGetTestClocks:
    def test_newest_first_with_pages(self, tenant: Tenant, frozen_clock):
        ids = []
        for minute in range(3):
            frozen_clock(NOW + timedelta(minutes=minute))
            ids.append(create_clock(tenant.sandbox, name=f"Clock {minute}")["id"])

        first = tenant.sandbox.get("/v1/test-clocks?limit=2").json()
        second = tenant.sandbox.get(
            f"/v1/test-clocks?limit=2&cursor={first['pagination']['cursor']}"
        ).json()

        assert [c["id"] for c in first["data"]] == [ids[2], ids[1]]
        assert first["pagination"]["has_more"] is True
        assert [c["id"] for c in second["data"]] == [ids[0]]
        assert second["pagination"] == {"cursor": None, "has_more": False}

    def test_filters_by_status_and_name(self, tenant: Tenant):
        wanted = create_clock(tenant.sandbox, name="Trial renewals")["id"]
        create_clock(tenant.sandbox, name="Dunning")

        by_name = tenant.sandbox.get("/v1/test-clocks?name.contains=trial").json()["data"]
        completed = tenant.sandbox.get("/v1/test-clocks?status=completed").json()["data"]
        counts = tenant.sandbox.get("/v1/test-clocks?counts=status").json()["pagination"]

        assert [c["id"] for c in by_name] == [wanted]
        assert completed == []
        assert counts["counts"]["status"] == {"active": 2, "advancing": 0, "completed": 0}
        bad = tenant.sandbox.get("/v1/test-clocks?status=frozen")
        problem(bad, 400, "INVALID_FILTER")

    def test_only_the_workspace_s_own_clocks(self, tenant: Tenant, other_tenant: Tenant):
        own = create_clock(tenant.sandbox)["id"]
        create_clock(other_tenant.sandbox)

        listed = tenant.sandbox.get("/v1/test-clocks").json()["data"]

        assert [c["id"] for c in listed] == [own]

    def test_unknown_id_is_not_found(self, tenant: Tenant):
        problem(tenant.sandbox.get(f"/v1/test-clocks/{uuid.uuid4()}"), 404, "NOT_FOUND")


class TestDeleteTestClock:
    def test_deletes_for_good(self, tenant: Tenant):
        clock_id = create_clock(tenant.sandbox)["id"]

        response = tenant.sandbox.delete(f"/v1/test-clocks/{clock_id}")

        assert response.status_code == 204, response.text
        assert response.content == b""
        problem(tenant.sandbox.get(f"/v1/test-clocks/{clock_id}"), 404, "NOT_FOUND")
        problem(tenant.sandbox.delete(f"/v1/test-clocks/{clock_id}"), 404, "NOT_FOUND")
        assert [e["resource_id"] for e in _events(tenant, "test_clock.deleted")] == [clock_id]

    def test_refused_while_a_customer_is_bound(self, tenant: Tenant):
        clock_id = create_clock(tenant.sandbox)["id"]
        customer = create_customer(tenant.sandbox, test_clock_id=clock_id)
        assert customer["test_clock_id"] == clock_id

        response = tenant.sandbox.delete(f"/v1/test-clocks/{clock_id}")

        body = problem(response, 409, "REFERENCED")
        assert body["customer_count"] == 1
        assert tenant.sandbox.get(f"/v1/test-clocks/{clock_id}").status_code == 200
        assert _events(tenant, "test_clock.deleted") == []

    def test_allowed_once_the_bound_customers_are_deleted(self, tenant: Tenant):
        clock_id = create_clock(tenant.sandbox)["id"]
        customer = create_customer(tenant.sandbox, test_clock_id=clock_id)
        assert tenant.sandbox.delete(f"/v1/customers/{customer['id']}").status_code in (200, 204)

        response = tenant.sandbox.delete(f"/v1/test-clocks/{clock_id}")

        assert response.status_code == 204, response.text
        problem(tenant.sandbox.get(f"/v1/test-clocks/{clock_id}"), 404, "NOT_FOUND")

    def test_customers_of_other_clocks_do_not_count(self, tenant: Tenant):
        clock_id = create_clock(tenant.sandbox)["id"]
        other_clock = create_clock(tenant.sandbox)["id"]
        create_customer(tenant.sandbox, test_clock_id=other_clock)
        create_customer(tenant.sandbox)

        assert tenant.sandbox.delete(f"/v1/test-clocks/{clock_id}").status_code == 204


class TestSandboxOnly:
    @pytest.mark.parametrize(
        ("method", "path", "body"),
        [
            ("GET", "/v1/test-clocks", None),
            ("POST", "/v1/test-clocks", {"name": "Live clock"}),
            ("POST", "/v1/test-clocks", {"name": ""}),
            ("GET", "/v1/test-clocks/{id}", None),
            ("DELETE", "/v1/test-clocks/{id}", None),
        ],
    )
    def test_live_workspaces_are_forbidden(self, tenant: Tenant, method, path, body):
        sandbox_clock = create_clock(tenant.sandbox)["id"]
        url = path.format(id=sandbox_clock)
        kwargs = {} if body is None else {"json": body}

        response = tenant.live.client.request(method, url, headers=tenant.live.headers(), **kwargs)

        assert "sandbox" in problem(response, 403, "FORBIDDEN")["detail"]
        assert tenant.sandbox.get(f"/v1/test-clocks/{sandbox_clock}").status_code == 200
        assert len(tenant.sandbox.get("/v1/test-clocks").json()["data"]) == 1

    def test_permissions_are_checked_first(self, tenant: Tenant):
        reader = add_api_key(tenant, scopes=["test_clocks:read"], mode="sandbox")

        assert reader.get("/v1/test-clocks").status_code == 200
        refused = reader.post("/v1/test-clocks", json={})
        assert "test_clocks:write" in problem(refused, 403, "FORBIDDEN")["detail"]


class TestServiceForCustomers:
    """`test_clock_for_binding`, which the customers domain calls, and the clock it registers
    with the platform (`clock.now`), which every domain asks."""

    def _run(self, tenant: Tenant, mode: str, fn):
        db: Database = tenant.client.app.state.db
        ctx = workspace_context(tenant, mode)

        async def run():
            async with db.session() as session, session.begin():
                return await fn(session, ctx)

        return tenant.client.portal.call(run)

    def test_binding_a_known_clock(self, tenant: Tenant):
        clock_id = create_clock(tenant.sandbox, frozen_at="2030-01-01T00:00:00Z")["id"]

        found = self._run(
            tenant,
            "sandbox",
            lambda db, ctx: service.test_clock_for_binding(db, ctx, uuid.UUID(clock_id)),
        )

        assert str(found.id) == clock_id

    @pytest.mark.parametrize("mode", ["sandbox", "live"])
    def test_binding_an_unknown_clock_points_at_test_clock_id(self, tenant: Tenant, mode):
        with pytest.raises(ValidationFailed) as raised:
            self._run(
                tenant,
                mode,
                lambda db, ctx: service.test_clock_for_binding(db, ctx, uuid.uuid4()),
            )

        assert raised.value.errors[0].field == ("test_clock_id",)

    def test_binding_in_live_says_clocks_are_sandbox_only(self, tenant: Tenant):
        with pytest.raises(ValidationFailed) as raised:
            self._run(
                tenant,
                "live",
                lambda db, ctx: service.test_clock_for_binding(db, ctx, uuid.uuid4()),
            )

        assert "only in sandbox" in raised.value.detail

    def test_binding_another_organization_s_clock_is_refused(self, tenant, other_tenant):
        foreign = create_clock(other_tenant.sandbox)["id"]

        with pytest.raises(ValidationFailed):
            self._run(
                tenant,
                "sandbox",
                lambda db, ctx: service.test_clock_for_binding(db, ctx, uuid.UUID(foreign)),
            )

    def test_a_live_customer_with_a_clock_is_refused_over_http(self, tenant: Tenant):
        clock_id = create_clock(tenant.sandbox)["id"]

        response = tenant.live.post(
            "/v1/customers", json={"name": "Live", "test_clock_id": clock_id}
        )

        assert pointers(response) == ["/test_clock_id"]

    def test_now_on_a_clock_is_its_frozen_time(self, tenant: Tenant, other_tenant, frozen_clock):
        frozen_clock(NOW)
        clock_id = create_clock(tenant.sandbox, frozen_at="2029-07-01T12:00:00Z")["id"]
        foreign = create_clock(other_tenant.sandbox, frozen_at="2029-07-01T12:00:00Z")["id"]

        def now_on(test_clock_id):
            return self._run(
                tenant, "sandbox", lambda db, ctx: clock.now(db, ctx, test_clock_id=test_clock_id)
            )

        assert now_on(uuid.UUID(clock_id)) == datetime(2029, 7, 1, 12, tzinfo=UTC)
        assert now_on(None) == NOW
        assert now_on(uuid.uuid4()) == NOW
        assert now_on(uuid.UUID(foreign)) == NOW

    def test_the_earliest_now_is_the_workspace_s_earliest_clock(self, tenant: Tenant, frozen_clock):
        frozen_clock(NOW)
        earliest = clock.earliest_now
        assert self._run(tenant, "sandbox", earliest) == NOW

        create_clock(tenant.sandbox, frozen_at="2026-03-01T00:00:00Z")
        create_clock(tenant.sandbox, frozen_at="2020-01-01T00:00:00Z")

        assert self._run(tenant, "sandbox", earliest) == datetime(2020, 1, 1, tzinfo=UTC)
        assert self._run(tenant, "live", earliest) == NOW
