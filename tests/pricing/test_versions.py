"""Versions of price formulas over HTTP: every change of expression or variables is a new
version, drafts parked by save_as_draft leave the live head alone until publish, optimistic
concurrency, soft delete, and the version list, snapshot, referrers and usage summary."""

from __future__ import annotations

import uuid
from typing import Any

import pytest

from billing.pricing import referrers
from tests.pricing.helpers import MARKUP, create_formula, evaluate, versions
from tests.support import Tenant, pointers, problem

EVERY = "draft,published,archived"


def _patch(tenant: Tenant, formula_id: str, **fields: Any) -> Any:
    return tenant.live.patch(f"/v1/price-formulas/{formula_id}", json=fields)


def _get(tenant: Tenant, formula_id: str) -> dict[str, Any]:
    response = tenant.live.get(f"/v1/price-formulas/{formula_id}")
    assert response.status_code == 200, response.text
    data: dict[str, Any] = response.json()["data"]
    return data


def _statuses(tenant: Tenant, formula_id: str) -> list[tuple[int, str, str | None]]:
    return [
        (v["version"], v["status"], v["archived_reason"])
        for v in versions(tenant.live, formula_id, status=EVERY)
    ]


def _result(tenant: Tenant, formula_id: str, **body: Any) -> Any:
    response = evaluate(tenant.live, formula_id, cost="10", **body)
    assert response.status_code == 200, response.text
    return response.json()["data"]["result"]


def test_create_publishes_version_one(tenant: Tenant) -> None:
    formula = create_formula(tenant.live)
    assert formula["expression"] == MARKUP
    assert formula["variables"] == [{"name": "markup", "type": "decimal", "default": "1.25"}]
    assert (formula["version"], formula["live_version"], formula["draft_version"]) == (1, 1, None)
    assert _statuses(tenant, formula["id"]) == [(1, "published", None)]
    assert _get(tenant, formula["id"]) == formula


def test_a_new_expression_is_a_new_live_version(tenant: Tenant) -> None:
    formula = create_formula(tenant.live)
    response = _patch(tenant, formula["id"], expression="cost * markup + 1", expected_version=1)
    assert response.status_code == 200, response.text
    data = response.json()["data"]
    assert (data["version"], data["live_version"], data["expression"]) == (
        2,
        2,
        "cost * markup + 1",
    )
    assert _statuses(tenant, formula["id"]) == [
        (2, "published", None),
        (1, "archived", "superseded"),
    ]
    assert _result(tenant, formula["id"]) == "13.50"
    assert _result(tenant, formula["id"], version=1) == "12.50"


def test_a_new_name_alone_is_no_new_version(tenant: Tenant) -> None:
    formula = create_formula(tenant.live)
    data = _patch(tenant, formula["id"], name="Renamed", expected_version=1).json()["data"]
    assert (data["name"], data["version"]) == ("Renamed", 1)
    assert _statuses(tenant, formula["id"]) == [(1, "published", None)]


def test_a_draft_is_parked_until_published(tenant: Tenant) -> None:
    formula = create_formula(tenant.live)
    response = _patch(
        tenant,
        formula["id"],
        expression="cost * markup * 2",
        variables=[{"name": "markup", "type": "decimal", "default": "2"}],
        save_as_draft=True,
    )
    assert response.status_code == 200, response.text
    data = response.json()["data"]
    assert (data["version"], data["live_version"], data["draft_version"]) == (2, 1, 2)
    assert data["expression"] == MARKUP
    assert _result(tenant, formula["id"]) == "12.50"
    assert _result(tenant, formula["id"], version=2) == "40"
    assert versions(tenant.live, formula["id"])[0]["version"] == 1
    assert _statuses(tenant, formula["id"])[0] == (2, "draft", None)

    published = tenant.live.post(
        f"/v1/price-formulas/{formula['id']}/publish", idempotency_key=True
    )
    assert published.status_code == 200, published.text
    data = published.json()["data"]
    assert (data["version"], data["live_version"], data["draft_version"]) == (2, 2, None)
    assert data["expression"] == "cost * markup * 2"
    assert _result(tenant, formula["id"]) == "40"
    assert _statuses(tenant, formula["id"]) == [
        (2, "published", None),
        (1, "archived", "superseded"),
    ]


def test_publishing_the_newest_draft_discards_older_ones(tenant: Tenant) -> None:
    formula = create_formula(tenant.live)
    for expression in ("cost + 1", "cost + 2"):
        _patch(tenant, formula["id"], expression=expression, variables=[], save_as_draft=True)
    tenant.live.post(f"/v1/price-formulas/{formula['id']}/publish", idempotency_key=True)
    assert _statuses(tenant, formula["id"]) == [
        (3, "published", None),
        (2, "archived", "discarded"),
        (1, "archived", "superseded"),
    ]
    assert _result(tenant, formula["id"]) == "12"


def test_a_live_edit_discards_older_drafts(tenant: Tenant) -> None:
    formula = create_formula(tenant.live)
    _patch(tenant, formula["id"], expression="cost + 1", variables=[], save_as_draft=True)
    _patch(tenant, formula["id"], expression="cost + 5", variables=[])
    assert _statuses(tenant, formula["id"]) == [
        (3, "published", None),
        (2, "archived", "discarded"),
        (1, "archived", "superseded"),
    ]
    assert _get(tenant, formula["id"])["draft_version"] is None


def test_publish_without_a_draft_is_refused(tenant: Tenant) -> None:
    formula = create_formula(tenant.live)
    response = tenant.live.post(f"/v1/price-formulas/{formula['id']}/publish", idempotency_key=True)
    problem(response, 409, "INVALID_STATE")


def test_save_as_draft_needs_a_change(tenant: Tenant) -> None:
    formula = create_formula(tenant.live)
    response = _patch(tenant, formula["id"], name="Other", save_as_draft=True)
    assert pointers(response) == ["/save_as_draft"]
    assert _get(tenant, formula["id"]) == formula


def test_an_invalid_edit_changes_nothing(tenant: Tenant) -> None:
    formula = create_formula(tenant.live)
    response = _patch(tenant, formula["id"], expression="cost * missing", name="Other")
    assert pointers(response) == ["/expression"]
    assert response.json()["position"] == 7
    response = _patch(tenant, formula["id"], variables=[])
    assert pointers(response) == ["/expression"]
    assert "markup is not a declared variable" in response.json()["detail"]
    assert _get(tenant, formula["id"]) == formula
    assert _statuses(tenant, formula["id"]) == [(1, "published", None)]


def test_a_stale_expected_version_is_a_conflict(tenant: Tenant) -> None:
    formula = create_formula(tenant.live)
    assert _patch(tenant, formula["id"], expression="cost", variables=[]).status_code == 200
    response = _patch(
        tenant, formula["id"], expression="cost + 1", variables=[], expected_version=1
    )
    problem(response, 409, "CONFLICT")
    assert _get(tenant, formula["id"])["expression"] == "cost"


def test_null_fields_are_refused(tenant: Tenant) -> None:
    formula = create_formula(tenant.live)
    assert pointers(_patch(tenant, formula["id"], expression=None)) == ["/expression"]


def test_delete_is_soft_and_hides_the_formula(tenant: Tenant) -> None:
    formula = create_formula(tenant.live)
    _patch(tenant, formula["id"], expression="cost", variables=[], save_as_draft=True)
    response = tenant.live.delete(f"/v1/price-formulas/{formula['id']}")
    assert response.status_code == 204
    problem(tenant.live.get(f"/v1/price-formulas/{formula['id']}"), 404, "NOT_FOUND")
    problem(evaluate(tenant.live, formula["id"], cost="1"), 404, "NOT_FOUND")
    assert tenant.live.get("/v1/price-formulas").json()["data"] == []


def test_list_newest_first_with_filters(tenant: Tenant) -> None:
    first = create_formula(tenant.live, name="Alpha")
    second = create_formula(tenant.live, name="Beta")
    listed = tenant.live.get("/v1/price-formulas").json()["data"]
    assert [f["id"] for f in listed] == [second["id"], first["id"]]
    named = tenant.live.get("/v1/price-formulas", params={"name.contains": "lph"}).json()["data"]
    assert [f["id"] for f in named] == [first["id"]]
    problem(tenant.live.get("/v1/price-formulas", params={"bogus": "1"}), 400, "INVALID_FILTER")


def test_snapshot_referrers_and_usage(tenant: Tenant) -> None:
    formula = create_formula(tenant.live)
    _patch(tenant, formula["id"], expression="cost", variables=[])
    base = f"/v1/price-formulas/{formula['id']}/versions"
    snapshot = tenant.live.get(f"{base}/1").json()["data"]
    assert (snapshot["expression"], snapshot["status"]) == (MARKUP, "archived")
    problem(tenant.live.get(f"{base}/9"), 404, "NOT_FOUND")
    referrers = tenant.live.get(f"{base}/1/referrers", params={"type": "rate_table_version"})
    assert referrers.json() == {"data": [], "pagination": {"limit": 50, "offset": 0, "total": 0}}
    assert pointers(tenant.live.get(f"{base}/1/referrers")) == ["/query/type"]
    usage = tenant.live.get(f"{base}/2/usage").json()["data"]
    assert usage == {
        "formula_id": formula["id"],
        "version": 2,
        "usage_count": 0,
        "by_type": {"rate_table_version": 0},
    }
    counted = versions(tenant.live, formula["id"], include="usage_count")
    assert [v["usage_count"] for v in counted] == [0, 0]
    problem(tenant.live.get(base, params={"status": "scheduled"}), 400, "INVALID_FILTER")


def test_another_workspace_sees_nothing(tenant: Tenant, other_tenant: Tenant) -> None:
    formula = create_formula(tenant.live)
    problem(other_tenant.live.get(f"/v1/price-formulas/{formula['id']}"), 404, "NOT_FOUND")
    assert tenant.sandbox.get("/v1/price-formulas").json()["data"] == []


def test_delete_is_refused_while_a_registered_referrer_uses_the_formula(
    tenant: Tenant, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The hook the rate-table part registers into: a stand-in source that counts one active
    rate-table version for this formula makes delete answer 409 REFERENCED and change nothing."""
    formula = create_formula(tenant.live)
    pinned = uuid.UUID(formula["id"])

    async def count(db: Any, ctx: Any, formula_id: uuid.UUID, version: int | None) -> int:
        return 1 if formula_id == pinned and version in (None, 1) else 0

    async def page(*args: Any) -> list[referrers.Referrer]:
        return []

    monkeypatch.setattr(referrers.REFERRERS, "_sources", {})
    referrers.register_referrer_source(
        referrers.RATE_TABLE_VERSION, referrers.ReferrerSource(count, page)
    )
    refused = tenant.live.delete(f"/v1/price-formulas/{formula['id']}")
    assert problem(refused, 409, "REFERENCED")["usage_count"] == 1
    assert _get(tenant, formula["id"]) == formula
    usage = tenant.live.get(f"/v1/price-formulas/{formula['id']}/versions/1/usage").json()
    assert usage["data"]["by_type"] == {"rate_table_version": 1}
    other = create_formula(tenant.live)
    assert tenant.live.delete(f"/v1/price-formulas/{other['id']}").status_code == 204
