"""Route dispatch by the path's first segment under `/v1/`.

FastAPI matches a request against every route of every included router in turn, a regular
expression each: `POST /v1/invoices` tried some 400 routes before its own (0.4 ms of CPU, more
than its handler's SQL). The dispatcher keeps, for each first segment (`invoices`, `customers`),
the app's top-level routes that can match a path starting with it, in their order, and lets a
router holding only those match the request. Any route that could match more than its segment
(a parameter in the segment, an unusual route type) is kept for every segment, so the route
found, the 405 of a known path and the redirect of a trailing slash are the same as a full
scan would give. A request the subset does not answer goes to the full scan, which also
serves the paths outside `/v1/`. The index is rebuilt when the app's own list of routes changes
(a router included later, as the tests do); a route added to a router that is already included
is not seen by it, and none of ours is: every router is complete when it is imported.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from fastapi import APIRouter
from starlette.routing import BaseRoute
from starlette.types import Receive, Scope, Send

PREFIX = "/v1/"

_ANY = "{any}"
"""The key of a route that may match under any first segment."""


class SegmentDispatch:
    """The app router's entry point (`Router.middleware_stack`), see the module docstring."""

    def __init__(self, router: APIRouter) -> None:
        self.router = router
        self.full_scan = router.app
        self._built_for: tuple[int, int] | None = None
        self._subsets: dict[str, APIRouter] = {}

    @classmethod
    def install(cls, router: APIRouter) -> None:
        """Dispatch the router's requests by segment; a router with middleware of its own
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
        path: str = scope.get("path", "")
        if scope["type"] != "http" or scope.get("root_path") or not path.startswith(PREFIX):
            return None
        segment = path[len(PREFIX) :].partition("/")[0]
        if not segment:
            return None
        state = (len(self.router.routes), getattr(self.router, "_routes_version", 0))
        if state != self._built_for:
            self._subsets = self._build()
            self._built_for = state
        return self._subsets.get(segment, self._subsets[_ANY])

    def _build(self) -> dict[str, APIRouter]:
        keys = [_segments(route) for route in self.router.routes]
        named = {segment for found in keys if found is not None for segment in found} - {_ANY}
        subsets = {}
        for segment in [*named, _ANY]:
            routes = [
                route
                for route, found in zip(self.router.routes, keys, strict=True)
                if found is None or segment in found or _ANY in found
            ]
            subsets[segment] = self._subset(routes)
        return subsets

    def _subset(self, routes: list[BaseRoute]) -> APIRouter:
        subset = APIRouter(
            routes=routes, redirect_slashes=self.router.redirect_slashes, default=self.full_scan
        )
        subset.form_limits = self.router.form_limits
        return subset


def _segments(route: BaseRoute) -> set[str] | None:
    """The first segments under `/v1/` that `route` may match (`_ANY` for all of them), or
    None when it may match any path at all."""
    try:
        paths = list(_paths(route))
    except _Opaque:
        return None
    found: set[str] = set()
    for path in paths:
        literal = path.partition("{")[0]
        if literal.startswith(PREFIX) and ("/" in literal[len(PREFIX) :] or "{" not in path):
            found.add(literal[len(PREFIX) :].partition("/")[0])
        elif PREFIX.startswith(literal) or literal.startswith(PREFIX):
            found.add(_ANY)
    return found


class _Opaque(Exception):
    """A route whose paths cannot be read: it is kept for every request."""


def _paths(route: Any) -> Iterator[str]:
    """Every path a route serves: an included router's routes under its prefix (read from the
    router itself, not from FastAPI's effective routes, which cost half a second to build)."""
    router = getattr(route, "original_router", None)
    if router is not None:
        prefix = route.include_context.prefix
        for inner in router.routes:
            for path in _paths(inner):
                yield prefix + path
        return
    yield _path_of(route).path


def _path_of(route: Any) -> Any:
    if not isinstance(getattr(route, "path", None), str) or hasattr(route, "host"):
        raise _Opaque
    return route
