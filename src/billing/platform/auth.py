"""Authentication before any handler: resolves the bearer credential into a RequestContext.

The platform knows how to read the header and where to put the result; the access domain
supplies the `Authenticator` that knows what keys and sessions are.
"""

from __future__ import annotations

import ipaddress
import logging
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from typing import Any

from fastapi import Depends, Request
from sqlalchemy.ext.asyncio import AsyncConnection
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from billing.platform.context import RequestContext, context_of
from billing.platform.db import Database
from billing.platform.errors import BillingError, InternalError, Unauthorized, problem_response

log = logging.getLogger("billing.auth")


@dataclass(frozen=True, slots=True)
class Credentials:
    token: str
    client_ip: str | None
    workspace: str | None
    request_id: str
    connection: AsyncConnection | None = None
    """The read request's own connection (see `AuthenticationMiddleware`), for the lookup."""


Authenticator = Callable[[Credentials], Awaitable[RequestContext]]


Network = ipaddress.IPv4Network | ipaddress.IPv6Network


def networks(cidrs: Sequence[str]) -> tuple[Network, ...]:
    """The trusted proxies' networks, parsed once (parsing them cost 18 µs a request)."""
    return tuple(ipaddress.ip_network(cidr, strict=False) for cidr in cidrs)


def client_ip(scope: Scope, trusted_proxies: Sequence[Network]) -> str | None:
    """The peer address, or the right-most untrusted X-Forwarded-For hop behind trusted proxies."""
    peer = scope.get("client")
    address = peer[0] if peer else None
    if not trusted_proxies or address is None:
        return address

    def trusted(ip: str) -> bool:
        try:
            parsed = ipaddress.ip_address(ip)
        except ValueError:
            return False
        return any(parsed in net for net in trusted_proxies)

    if not trusted(address):
        return address
    forwarded = ""
    for name, value in scope.get("headers", []):
        if name == b"x-forwarded-for":
            forwarded = value.decode("latin-1")
    hops = [h.strip() for h in forwarded.split(",") if h.strip()]
    for hop in reversed(hops):
        if not trusted(hop):
            return hop
    return hops[0] if hops else address


READ_CONNECTION = "read_connection"
"""Where a read request keeps the connection it authenticated on (`request.state`)."""


class AuthenticationMiddleware:
    """Authenticates every `/v1` request except the public ones, before routing.

    A read request (GET, HEAD) checks out one read connection until its response starts: the
    credential is looked up on it and the route's read session runs on it (`routing`), one
    pool checkout instead of two.
    """

    def __init__(
        self,
        app: ASGIApp,
        *,
        authenticator: Authenticator,
        database: Database,
        public_paths: frozenset[str],
        trusted_proxies: Sequence[str] = (),
    ) -> None:
        self.app = app
        self.authenticator = authenticator
        self.database = database
        self.public_paths = public_paths
        self.trusted_proxies = networks(trusted_proxies)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        path = scope.get("path", "")
        if scope["type"] != "http" or not path.startswith("/v1") or path in self.public_paths:
            await self.app(scope, receive, send)
            return
        if scope["method"] not in ("GET", "HEAD"):
            await self._authenticated(scope, receive, send, None)
            return
        async with self.database.connect(readonly=True) as connection:

            async def send_releasing(message: Message) -> None:
                """The route's work is done once its response starts: the connection goes back
                to the pool before the body is sent to a client that may read it slowly."""
                if message["type"] == "http.response.start":
                    await connection.close()
                await send(message)

            scope.setdefault("state", {})[READ_CONNECTION] = connection
            await self._authenticated(scope, receive, send_releasing, connection)

    async def _authenticated(
        self, scope: Scope, receive: Receive, send: Send, connection: AsyncConnection | None
    ) -> None:
        path = scope["path"]
        try:
            ctx = await self.authenticator(self._credentials(scope, connection))
        except BillingError as exc:
            await problem_response(exc, instance=path)(scope, receive, send)
            return
        except Exception:
            log.exception("credential lookup failed")
            error = InternalError("the credential lookup failed")
            await problem_response(error, instance=path)(scope, receive, send)
            return
        scope.setdefault("state", {})["ctx"] = ctx
        await self.app(scope, receive, send)

    def _credentials(self, scope: Scope, connection: AsyncConnection | None) -> Credentials:
        authorization = workspace = None
        for name, value in scope.get("headers", []):
            if name == b"authorization":
                authorization = value.decode("latin-1")
            elif name == b"x-workspace-id":
                workspace = value.decode("latin-1").strip()
        if not authorization:
            raise Unauthorized("the Authorization header is missing")
        scheme, _, token = authorization.partition(" ")
        if scheme.lower() != "bearer":
            raise Unauthorized("the Authorization scheme must be Bearer")
        token = token.strip()
        if not token:
            raise Unauthorized("the bearer token is empty")
        state = scope.get("state", {})
        return Credentials(
            token=token,
            client_ip=client_ip(scope, self.trusted_proxies),
            workspace=workspace or None,
            request_id=state.get("request_id", ""),
            connection=connection,
        )


def require(
    permission: str, *, user_session: bool = False
) -> Callable[[Request], Awaitable[RequestContext]]:
    """Route dependency: the request's context, after checking one permission code (and, with
    `user_session`, that a user calls, not an API key: 401 USER_SESSION_REQUIRED).

    The dependencies here are coroutines although they never wait: FastAPI runs a plain
    function in its thread pool, a hop that cost more than the check itself."""

    async def dependency(request: Request) -> RequestContext:
        ctx = context_of(request)
        ctx.require(permission)
        if user_session:
            ctx.require_user()
        return ctx

    dependency.__name__ = f"require_{permission.replace(':', '_')}"
    dependency.required_permission = permission  # type: ignore[attr-defined]
    dependency.requires_user_session = user_session  # type: ignore[attr-defined]
    return dependency


def required_permissions(dependant: Any) -> list[str]:
    """The permission codes a route's dependencies check (read by BillingRoute for OpenAPI)."""
    found: list[str] = []
    for dependency in dependant.dependencies:
        permission = getattr(dependency.call, "required_permission", None)
        if permission is not None:
            found.append(permission)
        found.extend(required_permissions(dependency))
    return found


def requires_user_session(dependant: Any) -> bool:
    return any(
        getattr(d.call, "requires_user_session", False) or requires_user_session(d)
        for d in dependant.dependencies
    )


def Permission(permission: str, *, user_session: bool = False) -> RequestContext:
    """Route dependency checking a permission; `user_session=True` marks a route that only a
    user may call (the OpenAPI document says so with `x-user-session`)."""
    return Depends(require(permission, user_session=user_session))


async def _user_session_context(request: Request) -> RequestContext:
    ctx = context_of(request)
    ctx.require_user()
    return ctx


_user_session_context.requires_user_session = True  # type: ignore[attr-defined]


def UserSessionContext() -> RequestContext:
    """Route dependency for operations that a user performs, never an API key (401
    USER_SESSION_REQUIRED to a key)."""
    return Depends(_user_session_context)
