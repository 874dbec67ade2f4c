"""Rate tables: create with version 1, list, get, add versions on the timeline; every bad
input a problem document that changes nothing."""

from __future__ import annotations

from typing import Any

import pytest

from tests.metering.helpers import formula_tiers, markup_formula, new_version, rate_table
from tests.support import Api, pointers, problem

FIXED = [{"up_to": "100", "unit_amount": "0.5"}, {"up_to": None, "unit_amount": "0.25"}]


def _create(api: Api, **fields: Any) -> Any:
    body = {"name": "Rates", "currency": "EUR", "tiers": FIXED, **fields}
    return api.post("/v1/rate-tables", json=body)


def test_a_rate_table_is_created_listed_and_read(tenant):
    api = tenant.live
    formula = markup_formula(api)

    made = rate_table(api, formula_tiers(formula["id"]), mode="volume")

    assert made["currency"] == "EUR"
    assert made["latest_version"] == 1
    [version] = made["versions"]
    assert made["active_version"] == version
    assert (version["version"], version["status"], version["mode"]) == (1, "active", "volume")
    assert version["tiers"] == [
        {"up_to": "1000", "unit_amount": "0.01", "formula": None},
        {
            "up_to": None,
            "unit_amount": None,
            "formula": {
                "formula_id": formula["id"],
                "version": 1,
                "variables": {"markup": "1.5"},
                "cost": "0.004",
            },
        },
    ]
    assert api.get(f"/v1/rate-tables/{made['id']}").json()["data"] == made
    listed = api.get("/v1/rate-tables").json()["data"]
    assert [t["id"] for t in listed] == [made["id"]]


def test_versions_take_effect_after_every_earlier_one(tenant):
    api = tenant.live
    made = rate_table(api, FIXED)
    future = "2099-01-01T00:00:00Z"

    added = new_version(api, made["id"], FIXED, effective_from=future, mode="volume")

    assert added.status_code == 201, added.text
    data = added.json()["data"]
    assert [(v["version"], v["status"]) for v in data["versions"]] == [
        (1, "active"),
        (2, "scheduled"),
    ]
    assert data["versions"][0]["effective_until"] == data["versions"][1]["effective_from"]
    earlier = new_version(api, made["id"], FIXED, effective_from="2098-01-01T00:00:00Z")
    assert pointers(earlier) == ["/effective_from"]
    assert api.get(f"/v1/rate-tables/{made['id']}").json()["data"]["latest_version"] == 2


@pytest.mark.parametrize(
    ("tiers", "pointer"),
    [
        ([], "/tiers"),
        ([{"up_to": "10", "unit_amount": "1"}], "/tiers/0/up_to"),
        (
            [{"up_to": None, "unit_amount": "1"}, {"up_to": None, "unit_amount": "1"}],
            "/tiers/0/up_to",
        ),
        (
            [
                {"up_to": "10", "unit_amount": "1"},
                {"up_to": "5", "unit_amount": "1"},
                {"up_to": None, "unit_amount": "1"},
            ],
            "/tiers/1/up_to",
        ),
        (
            [{"up_to": "0", "unit_amount": "1"}, {"up_to": None, "unit_amount": "1"}],
            "/tiers/0/up_to",
        ),
        ([{"up_to": None}], "/tiers/0"),
        ([{"up_to": None, "unit_amount": "-1"}], "/tiers/0/unit_amount"),
        ([{"up_to": None, "unit_amount": "1.5x"}], "/tiers/0/unit_amount"),
        ([{"up_to": None, "unit_amount": "1", "flat_amount": "2"}], "/tiers/0/flat_amount"),
    ],
)
def test_bad_tiers_are_refused_at_the_tier(tenant, tiers, pointer):
    api = tenant.live
    assert pointer in pointers(_create(api, tiers=tiers))
    assert api.get("/v1/rate-tables").json()["data"] == []


def _formula_tier(**formula: Any) -> list[dict[str, Any]]:
    return [{"up_to": None, "formula": formula}]


def test_bad_formula_references_are_refused_at_the_reference(tenant):
    api = tenant.live
    formula = markup_formula(api)
    fid = formula["id"]
    parked = api.patch(
        f"/v1/price-formulas/{fid}",
        json={"expression": "cost * markup * 2", "save_as_draft": True},
    )
    assert parked.status_code == 200, parked.text
    cases = [
        (_formula_tier(formula_id=fid, version=1, both=1), "/tiers/0/formula/both"),
        (
            _formula_tier(formula_id="00000000-0000-4000-8000-000000000000", version=1, cost="1"),
            "/tiers/0/formula/formula_id",
        ),
        (_formula_tier(formula_id=fid, version=7, cost="1"), "/tiers/0/formula/version"),
        (_formula_tier(formula_id=fid, version=2, cost="1"), "/tiers/0/formula/version"),
        (
            _formula_tier(formula_id=fid, version=1, cost="1", variables={"nope": "1"}),
            "/tiers/0/formula/variables/nope",
        ),
        (
            _formula_tier(formula_id=fid, version=1, cost="1", variables={"markup": True}),
            "/tiers/0/formula/variables/markup",
        ),
        (_formula_tier(formula_id=fid, version=1, cost="-1"), "/tiers/0/formula"),
        (_formula_tier(formula_id=fid, version=1), "/tiers/0/formula"),
        (
            [{"up_to": None, "unit_amount": "1", "formula": {"formula_id": fid, "version": 1}}],
            "/tiers/0",
        ),
    ]
    for tiers, pointer in cases:
        assert pointer in pointers(_create(api, tiers=tiers)), (tiers, pointer)
    assert api.get("/v1/rate-tables").json()["data"] == []


def test_bad_table_fields_are_refused(tenant):
    api = tenant.live
    assert "/currency" in pointers(_create(api, currency="EURO"))
    assert "/mode" in pointers(_create(api, mode="stairs"))
    assert "/name" in pointers(_create(api, name=""))
    assert "/effective_from" in pointers(_create(api, effective_from="2030-01-01T00:00:00"))
    assert "/extra" in pointers(_create(api, extra=1))
    made = rate_table(api, FIXED)
    problem(new_version(api, "00000000-0000-4000-8000-000000000000", FIXED), 404, "NOT_FOUND")
    assert "/tiers" in pointers(api.post(f"/v1/rate-tables/{made['id']}/versions", json={}))
    problem(api.get("/v1/rate-tables/00000000-0000-4000-8000-000000000000"), 404, "NOT_FOUND")
    assert api.get(f"/v1/rate-tables/{made['id']}").json()["data"]["latest_version"] == 1
