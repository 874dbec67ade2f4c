"""Dispatch by first segment picks the route a full scan of every route would pick."""

from __future__ import annotations

import re
from typing import Any

import pytest
from starlette.routing import BaseRoute, Match

from billing.app import create_app
from billing.config import Settings
from billing.platform.dispatch import SegmentDispatch, _paths, path_key
from tests.support import Tenant

METHODS = ("GET", "POST", "PUT", "PATCH", "DELETE")
SAMPLE_ID = "0b1f6a3e-8f5e-4a43-9a4e-0c0ffee00000"


def _scope(method: str, path: str) -> dict[str, Any]:
    return {"type": "http", "method": method, "path": path, "root_path": "", "headers": []}


def _first_match(routes: list[BaseRoute], scope: dict[str, Any]) -> tuple[Match, int | None]:
    """The route a router's scan settles on: the first full match, else the first partial."""
    partial = None
    for route in routes:
        match, _ = route.matches(dict(scope))
        if match == Match.FULL:
            return match, id(route)
        if match == Match.PARTIAL and partial is None:
            partial = id(route)
    return (Match.PARTIAL, partial) if partial is not None else (Match.NONE, None)


def _served_paths(routes: list[BaseRoute]) -> set[str]:
    """A concrete path for every route the index reads (each parameter an id)."""
    return {re.sub(r"\{[^}]*\}", SAMPLE_ID, path) for route in routes for path in _paths(route)}


def _sample_paths(routes: list[BaseRoute]) -> set[str]:
    served = _served_paths(routes)
    near = {path + suffix for path in served for suffix in ("/", "/unknown")}
    top = {"/v1/unknown", "/v1/", "/v1", "/healthz", "/nowhere", "/docs/", "/openapi.json/x"}
    return served | near | top


def test_the_index_reads_the_paths_the_app_serves(settings: Settings) -> None:
    routes = create_app(settings).router.routes
    for path in _served_paths(routes):
        assert any(_first_match(routes, _scope(m, path))[0] != Match.NONE for m in METHODS), path


def test_every_path_finds_the_route_of_a_full_scan(settings: Settings) -> None:
    app = create_app(settings)
    dispatch = app.router.middleware_stack
    assert isinstance(dispatch, SegmentDispatch)
    routes = app.router.routes
    paths = _sample_paths(routes)
    assert len(paths) > 300
    for path in sorted(paths):
        for method in METHODS:
            scope = _scope(method, path)
            subset = dispatch._subset_for(scope)
            if subset is None:
                assert path_key(path) is None, path
                continue
            assert _first_match(subset.routes, scope) == _first_match(routes, scope), (
                method,
                path,
            )


@pytest.mark.parametrize(
    ("method", "path", "status"),
    [
        ("PUT", "/v1/workspaces", 405),
        ("GET", "/v1/no-such-resource", 404),
        ("GET", f"/v1/invoices/{SAMPLE_ID}/no-such-action", 404),
        ("GET", f"/v1/invoices/{SAMPLE_ID}", 404),
        ("GET", "/nowhere", 404),
        ("POST", "/healthz", 405),
        ("GET", "/healthz", 200),
        ("GET", "/healthz/", 307),
        ("GET", "/v1/workspaces/", 307),
    ],
)
def test_unknown_paths_and_methods_answer_as_before(
    tenant: Tenant, method: str, path: str, status: int
) -> None:
    response = tenant.live.client.request(
        method, path, headers=tenant.live.headers(), follow_redirects=False
    )
    assert response.status_code == status, response.text


def test_a_path_without_a_key_still_finds_its_route(tenant: Tenant) -> None:
    response = tenant.live.client.get("/v1/", headers=tenant.live.headers())
    assert response.status_code == 404
    assert response.json()["code"] == "NOT_FOUND"


@pytest.mark.parametrize("path", ["/healthz", "/readyz", "/metrics", "/nowhere"])
def test_paths_outside_v1_are_dispatched_by_their_first_segment(
    settings: Settings, path: str
) -> None:
    dispatch = create_app(settings).router.middleware_stack
    assert isinstance(dispatch, SegmentDispatch)
    subset = dispatch._subset_for(_scope("GET", path))
    assert subset is not None
    assert len(subset.routes) < 5
