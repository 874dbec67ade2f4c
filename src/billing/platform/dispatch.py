"""Route dispatch by the path's first segment (the first two under `/v1/`).

FastAPI matches a request against every route of every included router in turn, a regular
expression each: `POST /v1/invoices` tried some 400 routes before its own (0.4 ms of CPU, more
than its handler's SQL), and `/healthz`, served last, tried all of them. The dispatcher keeps,
for each key (`v1/invoices`, `v1/customers`, `healthz`), the app's top-level routes that can
match a path with that key, in their order, and lets a router holding only those match the
request. Any route that could match more than its key (a parameter in the key, an unusual route
type) is kept for every key, so the route found, the 404 of an unknown path, the 405 of a known
one and the redirect of a trailing slash (which never changes the key) are the same as a full
scan would give. Paths without a key (`/`, `/v1/`) go to the full scan, and so does every path
while the app has FastAPI's low-priority (frontend) routes, which only the full scan tries.
The index is rebuilt when the app's own list of routes changes (a router included later, as the
tests do); a route added to a router that is already included is not seen by it, and none of
ours is: every router is complete when it is imported.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from fastapi import APIRouter
from starlette.routing import BaseRoute, Mount, Route, WebSocketRoute
from starlette.types import Receive, Scope, Send

VERSIONED = "v1"
"""The first segment under which the key takes the second segment too (`v1/invoices`)."""

_ANY = "{any}"
"""The key of a route that may match under any key."""


def path_key(path: str) -> str | None:
    """The dispatch key of a request path: `healthz` for `/healthz`, `v1/invoices` for
    `/v1/invoices/{id}`; None for a path without one (`/`, `/v1`, `/v1/`)."""
    first, _, rest = path[1:].partition("/")
    if first != VERSIONED:
        return first or None
    second = rest.partition("/")[0]
    return f"{VERSIONED}/{second}" if second else None


class SegmentDispatch:
    """The app router's entry point (`Router.middleware_stack`), see the module docstring."""

    def __init__(self, router: APIRouter) -> None:
        self.router = router
        self.full_scan = router.app
        self._built_for: tuple[int, int] | None = None
        self._subsets: dict[str, APIRouter] = {}

    @classmethod
    def install(cls, router: APIRouter) -> None:
        """Dispatch the router's requests by key; a router with middleware of its own
        (a body size limit) keeps its full scan."""
        if router.middleware_stack == router.app:
            router.middleware_stack = cls(router)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        subset = self._subset_for(scope)
        if subset is None:
            await self.full_scan(scope, receive, send)
            return
        scope.setdefault("router", self.router)
        await subset.app(scope, receive, send)

    def _subset_for(self, scope: Scope) -> APIRouter | None:
        if scope["type"] != "http" or scope.get("root_path"):
            return None
        key = path_key(scope.get("path", ""))
        if key is None:
            return None
        state = (len(self.router.routes), getattr(self.router, "_routes_version", 0))
        if state != self._built_for:
            self._subsets = self._build()
            self._built_for = state
        return self._subsets.get(key, self._subsets.get(_ANY))

    def _build(self) -> dict[str, APIRouter]:
        if _has_low_priority_routes(self.router):
            return {}
        keys = [_keys(route) for route in self.router.routes]
        named = {key for found in keys if found is not None for key in found} - {_ANY}
        subsets = {}
        for key in [*named, _ANY]:
            routes = [
                route
                for route, found in zip(self.router.routes, keys, strict=True)
                if found is None or key in found or _ANY in found
            ]
            subsets[key] = self._subset(routes)
        return subsets

    def _subset(self, routes: list[BaseRoute]) -> APIRouter:
        subset = APIRouter(
            routes=routes,
            redirect_slashes=self.router.redirect_slashes,
            default=self.router.default,
        )
        subset.form_limits = self.router.form_limits
        return subset


def _has_low_priority_routes(router: APIRouter) -> bool:
    low_priority = getattr(router, "_iter_low_priority_routes", None)
    return low_priority is not None and any(True for _ in low_priority())


def _keys(route: BaseRoute) -> set[str] | None:
    """The keys of the paths `route` may match (`_ANY` for every key, an empty set for only
    paths without a key), or None when it may match any path at all."""
    try:
        patterns = list(_paths(route))
    except _Opaque:
        return None
    found: set[str] = set()
    for pattern in patterns:
        literal = pattern.partition("{")[0]
        key = path_key(literal)
        exact = "{" not in pattern
        if key is not None and (exact or literal.startswith(f"/{key}/")):
            found.add(key)
        elif not exact:
            found.add(_ANY)
    return found


class _Opaque(Exception):
    """A route whose paths cannot be read: it is kept for every request."""


def _paths(route: Any) -> Iterator[str]:
    """Every path pattern a route serves: an included router's routes under its prefix (read
    from the router itself, not from FastAPI's effective routes, which cost half a second to
    build), and a mount as the pattern Starlette matches it by."""
    router = getattr(route, "original_router", None)
    if router is not None:
        prefix = route.include_context.prefix
        for inner in router.routes:
            for path in _paths(inner):
                yield prefix + path
        return
    if isinstance(route, Route | WebSocketRoute):
        yield route.path
    elif isinstance(route, Mount):
        yield route.path.rstrip("/") + "/{path:path}"
    else:
        raise _Opaque
