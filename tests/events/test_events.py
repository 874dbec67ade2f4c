"""GET /v1/events and GET /v1/events/{id}: the workspace's outbox, newest first."""

from __future__ import annotations

import uuid
from datetime import UTC, datetime, timedelta

from tests.platform.helpers import add_api_key, emit_events

EVENT_FIELDS = {"id", "type", "resource_type", "resource_id", "data", "created_at"}


class TestListEvents:
    def test_newest_first_with_the_documented_fields(self, tenant):
        base = datetime(2024, 3, 1, 12, 0, tzinfo=UTC)
        stamps = [base + timedelta(minutes=i) for i in range(3)]
        resource = uuid.uuid4()
        ids = emit_events(
            tenant,
            "invoice.finalized",
            count=3,
            created_at=stamps,
            resource_type="invoice",
            resource_id=resource,
            data={"number": "INV-1"},
        )

        response = tenant.live.get("/v1/events")

        assert response.status_code == 200, response.text
        body = response.json()
        assert [e["id"] for e in body["data"]] == list(reversed(ids))
        first = body["data"][0]
        assert set(first) == EVENT_FIELDS
        assert first["type"] == "invoice.finalized"
        assert first["resource_type"] == "invoice"
        assert first["resource_id"] == str(resource)
        assert first["data"] == {"n": 2, "number": "INV-1"}
        assert datetime.fromisoformat(first["created_at"]) == stamps[2]
        assert body["pagination"] == {"cursor": None, "has_more": False}

    def test_only_the_workspace_of_the_credential(self, tenant, other_tenant):
        live_ids = emit_events(tenant, "live.thing")
        sandbox_ids = emit_events(tenant, "sandbox.thing", mode="sandbox")
        emit_events(other_tenant, "foreign.thing")

        live = tenant.live.get("/v1/events").json()["data"]
        sandbox = tenant.sandbox.get("/v1/events").json()["data"]

        assert [e["id"] for e in live] == live_ids
        assert [e["id"] for e in sandbox] == sandbox_ids

    def test_empty_list(self, tenant):
        response = tenant.live.get("/v1/events")

        assert response.status_code == 200
        assert response.json()["data"] == []
        assert response.json()["pagination"]["has_more"] is False

    def test_requires_events_read(self, tenant):
        emit_events(tenant)
        reader = add_api_key(tenant, scopes=["events:read"])
        other = add_api_key(tenant, scopes=["customers:read"])

        assert reader.get("/v1/events").status_code == 200
        refused = other.get("/v1/events")
        assert refused.status_code == 403
        assert refused.json()["code"] == "FORBIDDEN"
        assert other.get(f"/v1/events/{uuid.uuid4()}").status_code == 403

    def test_user_session_can_list(self, tenant):
        ids = emit_events(tenant)

        response = tenant.login().get("/v1/events")

        assert response.status_code == 200
        assert [e["id"] for e in response.json()["data"]] == ids


class TestGetEvent:
    def test_get_one(self, tenant):
        (event_id,) = emit_events(tenant, "credit_note.issued", data={"total": "10.00"})

        response = tenant.live.get(f"/v1/events/{event_id}")

        assert response.status_code == 200
        data = response.json()["data"]
        assert set(data) == EVENT_FIELDS
        assert data["id"] == event_id
        assert data["data"] == {"n": 0, "total": "10.00"}

    def test_unknown_and_foreign_ids_are_not_found(self, tenant, other_tenant):
        (foreign,) = emit_events(other_tenant)
        (sandbox_only,) = emit_events(tenant, mode="sandbox")

        for event_id in (uuid.uuid4(), foreign, sandbox_only):
            response = tenant.live.get(f"/v1/events/{event_id}")
            assert response.status_code == 404
            assert response.headers["content-type"] == "application/problem+json"
            assert response.json()["code"] == "NOT_FOUND"

    def test_malformed_id_is_a_validation_error(self, tenant):
        response = tenant.live.get("/v1/events/not-a-uuid")

        assert response.status_code == 422
        assert response.json()["code"] == "VALIDATION_ERROR"
        assert response.json()["errors"][0]["pointer"] == "/path/event_id"


class TestEventFilters:
    def test_type_eq_in_and_contains(self, tenant):
        emit_events(tenant, "invoice.created")
        emit_events(tenant, "invoice.paid")
        emit_events(tenant, "creditnotepkg.issued")

        def types(query: str) -> list[str]:
            response = tenant.live.get(f"/v1/events?{query}")
            assert response.status_code == 200, response.text
            return sorted(e["type"] for e in response.json()["data"])

        assert types("type=invoice.paid") == ["invoice.paid"]
        assert types("type.eq=invoice.paid") == ["invoice.paid"]
        assert types("type=invoice.paid,creditnotepkg.issued") == [
            "creditnotepkg.issued",
            "invoice.paid",
        ]
        assert types("type.in=invoice.created") == ["invoice.created"]
        assert types("type.contains=INVOICE") == ["invoice.created", "invoice.paid"]

    def test_contains_treats_wildcards_literally(self, tenant):
        emit_events(tenant, "a_b")
        emit_events(tenant, "axb")
        emit_events(tenant, "100%")
        emit_events(tenant, "1000")

        def types(value: str) -> list[str]:
            response = tenant.live.get("/v1/events", params={"type.contains": value})
            assert response.status_code == 200, response.text
            return sorted(e["type"] for e in response.json()["data"])

        assert types("_") == ["a_b"]
        assert types("0%") == ["100%"]
        assert types("x") == ["axb"]

    def test_resource_filters(self, tenant):
        first, second = uuid.uuid4(), uuid.uuid4()
        emit_events(tenant, "invoice.paid", resource_type="invoice", resource_id=first)
        emit_events(tenant, "invoice.paid", resource_type="invoice", resource_id=second)
        emit_events(tenant, "tag.created", resource_type="tag", resource_id=uuid.uuid4())

        def resources(query: str) -> list[str]:
            response = tenant.live.get(f"/v1/events?{query}")
            assert response.status_code == 200, response.text
            return sorted(e["resource_id"] for e in response.json()["data"])

        assert resources("resource_type=invoice") == sorted([str(first), str(second)])
        assert len(resources("resource_type.in=invoice,tag")) == 3
        assert resources(f"resource_id={first}") == [str(first)]
        assert resources(f"resource_id={str(first).upper()}") == [str(first)]
        assert resources(f"resource_id.in={first},{second}") == sorted([str(first), str(second)])

    def test_created_at_comparisons(self, tenant):
        base = datetime(2024, 5, 1, tzinfo=UTC)
        stamps = [base + timedelta(hours=h) for h in range(4)]
        ids = emit_events(tenant, count=4, created_at=stamps)

        def found(query: str) -> list[str]:
            response = tenant.live.get("/v1/events", params=query)
            assert response.status_code == 200, response.text
            return [e["id"] for e in response.json()["data"]]

        assert found("created_at.gt=2024-05-01T01:00:00Z") == [ids[3], ids[2]]
        assert found("created_at.gte=2024-05-01T01:00:00Z") == [ids[3], ids[2], ids[1]]
        assert found("created_at.lt=2024-05-01T01:00:00Z") == [ids[0]]
        assert found("created_at.lte=2024-05-01T01:00:00Z") == [ids[1], ids[0]]
        assert found("created_at=2024-05-01T02:00:00Z") == [ids[2]]
        assert found("created_at.eq=2024-05-01T04:00:00+02:00") == [ids[2]]
        assert found("created_at.gte=2024-05-01T01:00:00Z&created_at.lt=2024-05-01T03:00:00Z") == [
            ids[2],
            ids[1],
        ]

    def test_counts_by_type_over_the_filtered_set(self, tenant):
        emit_events(tenant, "invoice.created", count=3)
        emit_events(tenant, "invoice.paid", count=2)
        emit_events(tenant, "tag.created")

        response = tenant.live.get("/v1/events?counts=type&type.contains=invoice&limit=1")

        assert response.status_code == 200
        pagination = response.json()["pagination"]
        assert pagination["counts"] == {"type": {"invoice.created": 3, "invoice.paid": 2}}
        assert pagination["has_more"] is True
        following = tenant.live.get(
            f"/v1/events?counts=type&type.contains=invoice&limit=1&cursor={pagination['cursor']}"
        )
        assert following.json()["pagination"]["counts"] == pagination["counts"]

    def test_invalid_filters(self, tenant):
        cases = {
            "colour=red": "/query/colour",
            "type.gt=a": "/query/type.gt",
            "type.like=a": "/query/type.like",
            "resource_type.contains=inv": "/query/resource_type.contains",
            "created_at.contains=2024": "/query/created_at.contains",
            "created_at.gt=yesterday": "/query/created_at.gt",
            "created_at=2024-02-30T00:00:00Z": "/query/created_at",
            "resource_id=not-a-uuid": "/query/resource_id",
            "resource_id.in=" + str(uuid.uuid4()) + ",nope": "/query/resource_id.in",
            "counts=resource_id": "/query/counts",
            "counts=nonsense": "/query/counts",
            "type=": "/query/type",
        }
        for query, pointer in cases.items():
            response = tenant.live.get(f"/v1/events?{query}")
            assert response.status_code == 400, (query, response.text)
            assert response.headers["content-type"] == "application/problem+json"
            body = response.json()
            assert body["code"] == "INVALID_FILTER", query
            assert body["errors"][0]["pointer"] == pointer, query
