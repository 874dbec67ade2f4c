"""The route class every router uses: one transaction per request, and idempotency keys.

Routes marked with `idempotency.OPENAPI_EXTRA` require an Idempotency-Key; every other POST
honours one when the client sends it (as Stripe does), so retries are safe everywhere.

A handler runs inside `async with session.begin()`: it commits when the handler returns and
rolls back on any exception, except a `BillingError` that `keeps_changes` (committed, then
answered). Services and repositories never commit.

A read session is not begun explicitly: it begins at its first statement, if any (a route that
runs its statement on the driver's autocommit connection needs none), and ends when it closes
(`_close_if_used`); having written nothing, it has nothing to commit.

GET and HEAD run in a read session, which on SQLite takes no turn among the writers; one that
turns out to write (a legal PDF rendered and archived at its first download) is refused before
its first write and runs again, once, in a write session (see `db.WriteInReadOnlyTransaction`).
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Coroutine
from typing import Any

from fastapi import Depends, Request
from fastapi.exceptions import RequestValidationError
from fastapi.routing import APIRoute, _effective_route_context_var
from sqlalchemy.ext.asyncio import AsyncSession
from starlette.exceptions import HTTPException as StarletteHTTPException
from starlette.responses import Response

from billing.platform import direct_dependencies, idempotency
from billing.platform.auth import READ_CONNECTION, required_permissions, requires_user_session
from billing.platform.context import context_of
from billing.platform.db import Database, WriteInReadOnlyTransaction
from billing.platform.error_handlers import unexpected_problem
from billing.platform.errors import BillingError, problem_response
from billing.platform.shown_once import Path, shown_once_paths

log = logging.getLogger("billing.routing")

Handler = Callable[[Request], Coroutine[Any, Any, Response]]


def database_of(request: Request) -> Database:
    return request.app.state.db


async def _session(request: Request) -> AsyncSession:
    """A coroutine, so that FastAPI does not run it in its thread pool (see `auth.require`)."""
    session = getattr(request.state, "db_session", None)
    if session is None:
        raise RuntimeError("the route is not a BillingRoute: no request transaction is open")
    return session


_REJECTED_BEFORE_RUNNING: tuple[type[Exception], ...] = (
    RequestValidationError,
    StarletteHTTPException,
    *idempotency.NOT_STORED,
)
"""Failures that leave no stored response: the request never ran (see `idempotency`)."""

DbSession = Depends(_session)
"""Route parameter default: the request's open transaction (`db: AsyncSession = DbSession`)."""


async def _close_if_used(session: AsyncSession) -> None:
    """Closes a read session that began or holds anything; one that never ran a statement (its
    route read on the driver) has nothing to end, and closing it would still cost a greenlet
    switch and the session's teardown (about 50 µs, a thirtieth of such a request)."""
    if session.in_transaction() or session.identity_map or session.new:
        await session.close()


class BillingRoute(APIRoute):
    honours_idempotency_keys = True

    def __init__(self, path: str, endpoint: Callable[..., Any], **kwargs: Any) -> None:
        super().__init__(path, endpoint, **kwargs)
        if requires_user_session(self.dependant):
            self.openapi_extra = {**(self.openapi_extra or {}), "x-user-session": True}
            self.description = f"{self.description}\n\nNeeds a user session.".strip()
        permissions = required_permissions(self.dependant)
        if permissions:
            self.openapi_extra = {**(self.openapi_extra or {}), "x-permission": permissions[0]}
            self.description = (
                f"{self.description}\n\nRequires the permission `{permissions[0]}`."
            ).strip()

    def get_route_handler(self) -> Handler:
        handler = self._handler_with_direct_dependencies()
        extra = self.openapi_extra or {}
        required = bool(extra.get("x-idempotent")) and self.honours_idempotency_keys
        idempotent = self._idempotent(handler, shown_once_paths(self.response_model))
        methods = self.methods or set()
        accepts_key = "POST" in methods and self.honours_idempotency_keys
        readonly = methods <= {"GET", "HEAD"}

        async def run(request: Request) -> Response:
            if required or (accepts_key and idempotency.HEADER in request.headers):
                return await idempotent(request)
            if readonly:
                try:
                    return await in_transaction(request, readonly=True)
                except WriteInReadOnlyTransaction:
                    log.info("a read request writes; it runs again in a write transaction")
            return await in_transaction(request, readonly=False)

        async def in_transaction(request: Request, *, readonly: bool) -> Response:
            connection = getattr(request.state, READ_CONNECTION, None) if readonly else None
            session = (
                AsyncSession(connection, expire_on_commit=False)
                if connection is not None
                else database_of(request).session(readonly=readonly)
            )
            if readonly:
                request.state.db_session = session
                try:
                    return await handler(request)
                finally:
                    await _close_if_used(session)
            async with session, session.begin():
                request.state.db_session = session
                try:
                    return await handler(request)
                except BillingError as exc:
                    if not exc.keeps_changes:
                        raise
                    refusal = exc
            raise refusal

        return run

    def _handler_with_direct_dependencies(self) -> Handler:
        """FastAPI's handler of this route, built on its dependant without the dependencies
        that need only the request, which run first (`direct_dependencies`). The dependant is
        the one FastAPI is about to use: the route's own, or that of the route's inclusion in a
        router (FastAPI's effective route context, which it builds anew from the endpoint)."""
        context = _effective_route_context_var.get()
        route: Any = context if context is not None and context.original_route is self else self
        original = route.dependant
        direct = direct_dependencies.split(original)
        if direct is None:
            return super().get_route_handler()
        route.dependant = direct.trimmed
        try:
            return direct.wrap(super().get_route_handler())
        finally:
            route.dependant = original

    @staticmethod
    def _idempotent(handler: Handler, secrets: tuple[Path, ...]) -> Handler:
        """Claims the key, runs the handler and stores its response without `secrets`."""

        async def run(request: Request) -> Response:
            db = database_of(request)
            ctx = context_of(request)
            key = idempotency.request_key(request)
            body = await request.body()
            print_ = idempotency.fingerprint(request.method, request.url.path, body)
            claim = await idempotency.claim(db, ctx, key, print_)
            if isinstance(claim, Response):
                return claim
            try:
                async with db.session() as session, session.begin():
                    request.state.db_session = session
                    try:
                        response = await handler(request)
                    except BillingError as exc:
                        if not exc.keeps_changes:
                            raise
                        response = problem_response(exc, instance=request.url.path)
                    await idempotency.complete(session, claim, response, secrets)
                return response
            except _REJECTED_BEFORE_RUNNING:
                await idempotency.release(db, claim)
                raise
            except idempotency.ClaimLost:
                raise
            except BillingError as exc:
                failure = problem_response(exc, instance=request.url.path)
            except Exception as exc:
                failure = unexpected_problem(request, exc)
            await idempotency.store_failure(db, claim, failure)
            return failure

        return run


class PublicRoute(BillingRoute):
    """Routes that authenticate by their body (login, refresh, accept an invitation): the same
    transaction per request, but no Idempotency-Key, since no principal exists to scope it to."""

    honours_idempotency_keys = False
