"""The FastAPI application factory: routers, middleware, error handlers, lifespan."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import AsyncIterator
from typing import Any

from fastapi import FastAPI
from fastapi.telemetry import TelemetryConfig

from billing.access.authentication import make_authenticator
from billing.access.routes import PUBLIC_PATHS
from billing.config import Settings, get_settings
from billing.platform import error_handlers, heap, openapi, queue_health
from billing.platform.auth import AuthenticationMiddleware
from billing.platform.db import Database
from billing.platform.dispatch import SegmentDispatch
from billing.platform.errors import ServiceUnavailable
from billing.platform.limits import BodySizeLimitMiddleware
from billing.platform.observability import RequestObservabilityMiddleware, metrics_response
from billing.platform.request_body import UnicodeBodyMiddleware
from billing.platform.worker import Worker
from billing.routers import ROUTERS, WEBHOOK_CATALOG

log = logging.getLogger("billing.app")

READINESS_TIMEOUT_SECONDS = 5.0

NO_NATIVE_TELEMETRY: TelemetryConfig = {"tracing": False, "metrics": False, "logs": False}
"""FastAPI's own OpenTelemetry, off: the service reports through its Prometheus metrics and JSON
logs (`observability`), no OpenTelemetry SDK is installed to receive anything, and FastAPI asks
the global providers whether it is on at every request (9 µs of ~50 µs for `/healthz`)."""


def create_app(settings: Settings | None = None, *, database: Database | None = None) -> FastAPI:
    settings = settings or get_settings()
    db = database or Database(settings.database_url, pool_size=settings.db_pool_size)

    @contextlib.asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        stop = asyncio.Event()
        if settings.embedded_worker:
            worker = Worker(db, poll_seconds=settings.worker_poll_seconds)
            background = asyncio.create_task(worker.run(stop))
        else:
            # No worker loop here: warn when jobs wait and no `billing worker` is seen.
            background = asyncio.create_task(queue_health.watch_for_missing_workers(db, stop))
        heap.settle()
        try:
            yield
        finally:
            stop.set()
            await background
            if database is None:
                await db.dispose()

    app = FastAPI(
        title="Billing API",
        version="1.0.0",
        summary="Multi-tenant billing: plans, promotions, invoices, credit notes, XRechnung.",
        lifespan=lifespan,
        telemetry=NO_NATIVE_TELEMETRY,
    )
    app.state.db = db
    app.state.settings = settings
    for router in ROUTERS:
        app.include_router(router)
    app.webhooks.include_router(WEBHOOK_CATALOG)

    @app.get("/healthz", tags=["service"], include_in_schema=True)
    async def healthz() -> dict[str, str]:
        """Liveness: the process answers."""
        return {"status": "ok"}

    @app.get("/readyz", tags=["service"], responses={503: {"description": "database unreachable"}})
    async def readyz() -> Any:
        """Readiness: the database answers."""
        try:
            async with asyncio.timeout(READINESS_TIMEOUT_SECONDS):
                await db.answers()
        except Exception as exc:
            log.warning("readiness check failed", extra={"error": type(exc).__name__})
            raise ServiceUnavailable("the database does not answer") from exc
        return {"status": "ok"}

    app.add_route("/metrics", metrics_response, include_in_schema=False)
    SegmentDispatch.install(app.router)
    error_handlers.install(app)
    openapi.install(app, PUBLIC_PATHS)
    # Outermost last: request id, then bugs answered as 500, size limit, authentication, and
    # the body's encoding closest to the routes.
    app.add_middleware(UnicodeBodyMiddleware)
    app.add_middleware(
        AuthenticationMiddleware,
        authenticator=make_authenticator(db),
        database=db,
        public_paths=PUBLIC_PATHS,
        trusted_proxies=settings.trusted_proxies,
    )
    app.add_middleware(BodySizeLimitMiddleware, max_bytes=settings.max_body_bytes)
    app.add_middleware(error_handlers.UnexpectedErrorMiddleware)
    app.add_middleware(RequestObservabilityMiddleware)
    return app
