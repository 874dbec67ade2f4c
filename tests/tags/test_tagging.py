"""Tags on the six taggable resource kinds: add (additive, answers the resulting set), remove
(absent ids ignored), the `tags` field of each resource and the `tag=` filter of each list."""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from typing import Any

import pytest
from sqlalchemy import event

from tests.support import Tenant, every, pointers, problem
from tests.tags.helpers import KINDS, Kind, add_tags, make_tag

BY_KIND = pytest.mark.parametrize("kind", KINDS, ids=[kind.path for kind in KINDS])


def _shown(tenant: Tenant, kind: Kind, resource_id: str) -> list[str]:
    response = tenant.live.get(f"/v1/{kind.path}/{resource_id}")
    assert response.status_code == 200, response.text
    return [tag["name"] for tag in response.json()["data"]["tags"]]


def _listed(tenant: Tenant, kind: Kind, **params: object) -> list[str]:
    return sorted(item["id"] for item in every(tenant.live, f"/v1/{kind.path}", **params))


@BY_KIND
def test_adding_is_additive_and_answers_the_resulting_set(tenant: Tenant, kind: Kind):
    resource_id = kind.make(tenant.live)
    first = make_tag(tenant.live, kind.entity_type, name="First", color="#112233")
    second = make_tag(tenant.live, kind.entity_type, name="Second")

    assert [t["name"] for t in add_tags(tenant.live, kind.path, resource_id, first["id"])] == [
        "First"
    ]
    answered = add_tags(tenant.live, kind.path, resource_id, second["id"], first["id"])

    assert answered == [
        {"id": first["id"], "name": "First", "color": "#112233"},
        {"id": second["id"], "name": "Second", "color": None},
    ]
    assert _shown(tenant, kind, resource_id) == ["First", "Second"]
    listed = every(tenant.live, f"/v1/{kind.path}")
    assert next(item["tags"] for item in listed if item["id"] == resource_id) == answered


@BY_KIND
def test_a_tag_of_another_kind_is_refused_and_nothing_changes(tenant: Tenant, kind: Kind):
    resource_id = kind.make(tenant.live)
    own = make_tag(tenant.live, kind.entity_type)
    other_type = "PLAN" if kind.entity_type != "PLAN" else "PRODUCT"
    foreign = make_tag(tenant.live, other_type)

    response = tenant.live.post(
        f"/v1/{kind.path}/{resource_id}/tags",
        json={"tag_ids": [own["id"], foreign["id"]]},
        idempotency_key=True,
    )

    assert pointers(response) == ["/tag_ids/1"]
    assert _shown(tenant, kind, resource_id) == []


@BY_KIND
def test_removing_leaves_other_tags_and_ignores_absent_ids(tenant: Tenant, kind: Kind):
    resource_id = kind.make(tenant.live)
    keep, drop, never = (make_tag(tenant.live, kind.entity_type) for _ in range(3))
    add_tags(tenant.live, kind.path, resource_id, keep["id"], drop["id"])

    response = tenant.live.delete(
        f"/v1/{kind.path}/{resource_id}/tags", params={"tag_ids": f"{drop['id']},{never['id']}"}
    )

    assert response.status_code == 204
    assert _shown(tenant, kind, resource_id) == [keep["name"]]


@BY_KIND
def test_the_list_filters_by_tag_with_the_invoice_lists_grammar(tenant: Tenant, kind: Kind):
    a, b = make_tag(tenant.live, kind.entity_type), make_tag(tenant.live, kind.entity_type)
    only_a, only_b, both = (kind.make(tenant.live) for _ in range(3))
    kind.make(tenant.live)
    add_tags(tenant.live, kind.path, only_a, a["id"])
    add_tags(tenant.live, kind.path, only_b, b["id"])
    add_tags(tenant.live, kind.path, both, a["id"], b["id"])

    assert _listed(tenant, kind, tag=a["id"]) == sorted([only_a, both])
    assert _listed(tenant, kind, tag=[a["id"], b["id"]]) == [both]
    assert _listed(tenant, kind, tag=f"{a['id']},{b['id']}") == sorted([only_a, only_b, both])
    problem(tenant.live.get(f"/v1/{kind.path}", params={"tag": "nope"}), 400, "INVALID_FILTER")


def test_unknown_deleted_and_archived_tags_are_refused(tenant: Tenant):
    kind = KINDS[0]
    resource_id = kind.make(tenant.live)
    deleted, archived = make_tag(tenant.live), make_tag(tenant.live)
    tenant.live.delete(f"/v1/tags/{deleted['id']}")
    tenant.live.patch(f"/v1/tags/{archived['id']}", json={"archived": True})

    response = tenant.live.post(
        f"/v1/customers/{resource_id}/tags",
        json={"tag_ids": [deleted["id"], archived["id"], "00000000-0000-4000-8000-000000000000"]},
        idempotency_key=True,
    )

    assert pointers(response) == ["/tag_ids/0", "/tag_ids/1", "/tag_ids/2"]
    assert _shown(tenant, kind, resource_id) == []


def test_an_archived_tag_stays_on_what_carries_it(tenant: Tenant):
    customer_id = KINDS[0].make(tenant.live)
    tag = make_tag(tenant.live, name="Retired")
    add_tags(tenant.live, "customers", customer_id, tag["id"])

    tenant.live.patch(f"/v1/tags/{tag['id']}", json={"archived": True})

    assert _shown(tenant, KINDS[0], customer_id) == ["Retired"]


@pytest.mark.parametrize(
    ("body", "pointer"),
    [({"tag_ids": []}, "/tag_ids"), ({"tag_ids": ["x"]}, "/tag_ids/0"), ({}, "/tag_ids")],
)
def test_bad_bodies_are_refused(tenant: Tenant, body, pointer):
    customer_id = KINDS[0].make(tenant.live)

    response = tenant.live.post(
        f"/v1/customers/{customer_id}/tags", json=body, idempotency_key=True
    )

    assert pointer in pointers(response)


def test_bad_removal_ids_are_refused(tenant: Tenant):
    customer_id = KINDS[0].make(tenant.live)

    response = tenant.live.delete(f"/v1/customers/{customer_id}/tags", params={"tag_ids": "x"})

    assert pointers(response) == ["/query/tag_ids"]


def test_a_tag_serves_both_workspaces_but_taggings_stay_in_theirs(tenant: Tenant):
    tag = make_tag(tenant.live)
    live_customer = KINDS[0].make(tenant.live)
    sandbox_customer = KINDS[0].make(tenant.sandbox)
    add_tags(tenant.sandbox, "customers", sandbox_customer, tag["id"])

    assert _shown(tenant, KINDS[0], live_customer) == []
    assert every(tenant.live, "/v1/customers", tag=tag["id"]) == []
    assert [c["id"] for c in every(tenant.sandbox, "/v1/customers", tag=tag["id"])] == [
        sandbox_customer
    ]


def test_a_replayed_add_answers_the_first_result(tenant: Tenant):
    customer_id = KINDS[0].make(tenant.live)
    tag = make_tag(tenant.live)
    url = f"/v1/customers/{customer_id}/tags"

    first = tenant.live.post(url, json={"tag_ids": [tag["id"]]}, idempotency_key="same")
    again = tenant.live.post(url, json={"tag_ids": [tag["id"]]}, idempotency_key="same")

    assert again.json() == first.json()
    assert again.headers.get("Idempotent-Replayed") == "true"


@contextlib.contextmanager
def _statements(tenant: Tenant) -> Iterator[list[str]]:
    """The SQL statements run meanwhile (on either engine of the app's database)."""
    db = tenant.client.app.state.db  # type: ignore[attr-defined]
    seen: list[str] = []

    def count(conn: Any, cursor: Any, statement: str, *args: Any) -> None:
        seen.append(statement)

    engines = {id(e): e for e in (db.engine, db.reader_engine)}.values()
    for engine in engines:
        event.listen(engine.sync_engine, "before_cursor_execute", count)
    try:
        yield seen
    finally:
        for engine in engines:
            event.remove(engine.sync_engine, "before_cursor_execute", count)


@BY_KIND
def test_a_list_reads_the_tags_of_its_page_in_one_query(tenant: Tenant, kind: Kind):
    tag = make_tag(tenant.live, kind.entity_type)
    for _ in range(2):
        add_tags(tenant.live, kind.path, kind.make(tenant.live), tag["id"])
    with _statements(tenant) as few:
        tenant.live.get(f"/v1/{kind.path}", params={"tag": tag["id"]})
    for _ in range(4):
        add_tags(tenant.live, kind.path, kind.make(tenant.live), tag["id"])

    with _statements(tenant) as more:
        listed = tenant.live.get(f"/v1/{kind.path}", params={"tag": tag["id"]}).json()["data"]

    assert len(listed) == 6
    assert all(item["tags"][0]["id"] == tag["id"] for item in listed)
    assert len(more) == len(few)
