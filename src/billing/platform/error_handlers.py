"""Exception handlers: every failure leaves the service as an application/problem+json document."""

from __future__ import annotations

import logging
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from starlette.exceptions import HTTPException as StarletteHTTPException
from starlette.responses import Response

from billing.platform.errors import (
    BillingError,
    InternalError,
    MethodNotAllowed,
    RouteNotFound,
    ValidationFailed,
    problem_response,
)

log = logging.getLogger("billing.errors")


def json_pointer(location: tuple[Any, ...] | list[Any]) -> str:
    """`("body", "items", 0, "price_id")` → `/items/0/price_id`; other sources keep their name."""
    parts = list(location)
    if parts and parts[0] == "body":
        parts = parts[1:]
    elif parts and parts[0] == "header":
        parts[0] = "headers"
    escaped = [str(p).replace("~", "~0").replace("/", "~1") for p in parts]
    return "/" + "/".join(escaped)


def _validation_detail(error: dict[str, Any]) -> str:
    message = str(error.get("msg", "invalid value"))
    if error.get("type") == "extra_forbidden":
        return "unknown field"
    return message


async def _on_validation(request: Request, exc: Exception) -> Response:
    assert isinstance(exc, RequestValidationError)
    errors = [
        {"pointer": json_pointer(e.get("loc", ())), "detail": _validation_detail(e)}
        for e in exc.errors()
    ]
    problem = ValidationFailed("the request failed validation", errors=errors)
    return problem_response(problem, instance=request.url.path)


async def _on_billing_error(request: Request, exc: Exception) -> Response:
    assert isinstance(exc, BillingError)
    return problem_response(exc, instance=request.url.path)


async def _on_http_error(request: Request, exc: Exception) -> Response:
    assert isinstance(exc, StarletteHTTPException)
    problem: BillingError
    if exc.status_code == 404:
        problem = RouteNotFound(f"no route matches {request.url.path}")
    elif exc.status_code == 405:
        problem = MethodNotAllowed(f"{request.method} is not allowed on {request.url.path}")
        problem.headers.update(exc.headers or {})
    else:
        problem = BillingError(str(exc.detail))
        problem.status = exc.status_code  # type: ignore[misc]
    return problem_response(problem, instance=request.url.path)


async def _on_unexpected(request: Request, exc: Exception) -> Response:
    log.exception("unhandled error in %s %s", request.method, request.url.path, exc_info=exc)
    return problem_response(InternalError("an internal error occurred"), instance=request.url.path)


def install(app: FastAPI) -> None:
    app.add_exception_handler(RequestValidationError, _on_validation)
    app.add_exception_handler(BillingError, _on_billing_error)
    app.add_exception_handler(StarletteHTTPException, _on_http_error)
    app.add_exception_handler(Exception, _on_unexpected)
