"""Route dependencies that need nothing but the request, resolved without FastAPI's solver.

Almost every route takes the request's context through a permission check (`Permission`) and
its transaction (`DbSession`): coroutines of the request alone. FastAPI's `solve_dependencies`
resolves each of them with the whole of its machinery (a recursive solve, parameter extraction
from the path, query, headers and cookies, cache keys, scope checks), which cost about a sixth
of the CPU of an authenticated `GET /v1/workspaces` (measured: 1.33 -> 1.14 ms in process). A
`BillingRoute` hands FastAPI its endpoint without them and calls them itself, in their declared
order and once each per request (as FastAPI caches a dependency), right before FastAPI's handler
runs; their values reach the endpoint under their parameters' names. Every other dependency,
and every parameter, is FastAPI's as before.

One order changes: these dependencies run before FastAPI reads the body, so a caller without
the permission gets its 403 even for a body that is not JSON (FastAPI would answer 422 first).
"""

from __future__ import annotations

import dataclasses
import functools
import inspect
from collections.abc import Callable, Coroutine
from typing import Any, cast

from fastapi import Request
from fastapi.dependencies.models import Dependant
from starlette.responses import Response

Handler = Callable[[Request], Coroutine[Any, Any, Response]]

_VALUES = "billing.direct_dependency_values"
"""The request scope's key for the values the endpoint receives."""

_REQUEST_PARAMETER = "_billing_request"
"""The parameter under which FastAPI passes the request to an endpoint that takes none."""


def needs_only_the_request(dependant: Dependant) -> bool:
    """A coroutine function whose one input is the request: no parameters FastAPI extracts or
    validates, no sub-dependencies, no security scopes, not a generator."""
    return (
        dependant.request_param_name is not None
        and not dependant.dependencies
        and not (
            dependant.path_params
            or dependant.query_params
            or dependant.header_params
            or dependant.cookie_params
            or dependant.body_params
        )
        and dependant.websocket_param_name is None
        and dependant.http_connection_param_name is None
        and dependant.response_param_name is None
        and dependant.background_tasks_param_name is None
        and dependant.security_scopes_param_name is None
        and not dependant.own_oauth_scopes
        and dependant.concurrency is None
        and inspect.iscoroutinefunction(dependant.call)
        and _takes_the_request_by_position(dependant.call)
    )


def _takes_the_request_by_position(call: Callable[..., Any]) -> bool:
    """Whether `call(request)` is how to call it: its one parameter is positional."""
    parameters = list(inspect.signature(call).parameters.values())
    return len(parameters) == 1 and parameters[0].kind in (
        inspect.Parameter.POSITIONAL_ONLY,
        inspect.Parameter.POSITIONAL_OR_KEYWORD,
    )


@dataclasses.dataclass(frozen=True)
class DirectDependencies:
    """A route's request-only dependencies and the dependant FastAPI gets instead: the same
    endpoint and dependencies without them."""

    resolved: tuple[tuple[str | None, Callable[[Request], Any], bool], ...]
    """(parameter name or None for a route-level dependency, call, use_cache) in order."""
    trimmed: Dependant

    async def resolve(self, request: Request) -> None:
        values: dict[str, Any] = {}
        solved: dict[Callable[[Request], Any], Any] = {}
        for name, call, use_cache in self.resolved:
            if use_cache and call in solved:
                value = solved[call]
            else:
                value = solved[call] = await call(request)
            if name is not None:
                values[name] = value
        request.scope[_VALUES] = values

    def wrap(self, handler: Handler) -> Handler:
        """`handler` (FastAPI's, built on `trimmed`) after this route's direct dependencies."""

        async def run(request: Request) -> Response:
            await self.resolve(request)
            return await handler(request)

        return run


def split(dependant: Dependant) -> DirectDependencies | None:
    """The route's request-only dependencies taken out of `dependant`; None when it has none."""
    direct: list[Dependant] = []
    rest: list[Dependant] = []
    for dependency in dependant.dependencies:
        (direct if needs_only_the_request(dependency) else rest).append(dependency)
    if not direct or dependant.call is None:
        return None
    passes_request = dependant.request_param_name is not None
    request_name = dependant.request_param_name or _REQUEST_PARAMETER
    endpoint = dependant.call

    def arguments(values: dict[str, Any]) -> dict[str, Any]:
        request = values[request_name] if passes_request else values.pop(request_name)
        return {**values, **request.scope[_VALUES]}

    call: Callable[..., Any]
    if inspect.iscoroutinefunction(endpoint):

        @functools.wraps(endpoint)
        async def call(**values: Any) -> Any:
            return await endpoint(**arguments(values))

    else:

        @functools.wraps(endpoint)
        def call(**values: Any) -> Any:
            return endpoint(**arguments(values))

    trimmed = dataclasses.replace(
        dependant,
        dependencies=rest,
        call=call,
        request_param_name=request_name,
    )
    resolved = tuple((d.name, cast(Callable[[Request], Any], d.call), d.use_cache) for d in direct)
    return DirectDependencies(resolved, trimmed)
