"""Exception handlers: every failure leaves the service as an application/problem+json document.

Validation errors point into the request with JSON pointers: `/items/0/price_id` into the body,
`/query/limit` into the query string, `/headers/idempotency-key` into the headers.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from starlette.exceptions import HTTPException as StarletteHTTPException
from starlette.responses import Response
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from billing.platform.errors import (
    BillingError,
    FieldError,
    InternalError,
    MethodNotAllowed,
    RouteNotFound,
    ValidationFailed,
    problem_document,
    problem_response,
)
from billing.platform.media_type import unsupported_body
from billing.platform.validation_wording import readable_message

log = logging.getLogger("billing.errors")

_NO_DOCUMENT = object()

_CODES_BY_STATUS = {
    400: "BAD_REQUEST",
    401: "UNAUTHORIZED",
    403: "FORBIDDEN",
    404: "NOT_FOUND",
    405: "METHOD_NOT_ALLOWED",
    406: "NOT_ACCEPTABLE",
    409: "CONFLICT",
    413: "PAYLOAD_TOO_LARGE",
    415: "UNSUPPORTED_MEDIA_TYPE",
    422: "VALIDATION_ERROR",
    429: "RATE_LIMITED",
}
FRAMEWORK_CODES = _CODES_BY_STATUS
"""The codes of failures the framework raises (the OpenAPI document lists them)."""


def _path_in_document(path: Sequence[Any], document: Any) -> list[str | int]:
    """Keep the segments of a Pydantic location that exist in the submitted document.

    Pydantic adds segments that are not in the document (union members such as `str` or
    `function-after[...]`, discriminator tags); they are dropped. The last segment is kept when
    it names a missing field of an object, so a missing `price_id` still points at itself. An
    invalid key (`[key]`) points at its object: the key itself may not be expressible.
    """
    kept: list[str | int] = []
    node = document
    if path and path[-1] == "[key]":
        path = path[:-2]
    for index, segment in enumerate(path):
        last = index == len(path) - 1
        if isinstance(node, dict):
            if isinstance(segment, str) and segment in node:
                kept.append(segment)
                node = node[segment]
            elif last:
                kept.append(segment)
        elif isinstance(node, list) and isinstance(segment, int) and 0 <= segment < len(node):
            kept.append(segment)
            node = node[segment]
    return kept


def field_error(location: Sequence[Any], detail: str, document: Any = _NO_DOCUMENT) -> FieldError:
    """The field of a Pydantic error location: `("body", "items", 0, "price_id")` is the body's
    `items[0].price_id`, `("header", "idempotency-key")` a header; `()` is the body itself."""
    parts = list(location)
    if not parts:
        return FieldError((), detail)
    source, path = parts[0], parts[1:]
    if source == "body":
        kept = path if document is _NO_DOCUMENT else _path_in_document(path, document)
        return FieldError(tuple(kept), detail)
    return FieldError(tuple(path), detail, "headers" if source == "header" else source)


def validation_problem(request: Request, exc: RequestValidationError) -> Response:
    document = getattr(exc, "body", _NO_DOCUMENT)
    not_json = unsupported_body(document, request.headers.get("content-type"), request.url.path)
    if not_json is not None:
        return not_json
    errors = [field_error(e.get("loc", ()), readable_message(e), document) for e in exc.errors()]
    problem = ValidationFailed("the request failed validation", errors=errors)
    return problem_response(problem, instance=request.url.path)


def http_problem(request: Request, exc: StarletteHTTPException) -> Response:
    """Errors raised by the framework itself: unknown routes, wrong methods, unreadable bodies."""
    path = request.url.path
    if exc.status_code == 404:
        return problem_response(RouteNotFound(f"no route matches {path}"), instance=path)
    if exc.status_code == 405:
        problem = MethodNotAllowed(f"{request.method} is not allowed on {path}")
        problem.headers.update(exc.headers or {})
        return problem_response(problem, instance=path)
    if exc.status_code == 400 and isinstance(exc.__cause__, ValueError):
        # FastAPI answers 400 for a body it cannot decode (e.g. invalid UTF-8): malformed JSON.
        malformed = ValidationFailed(
            "the request body is not a valid JSON document",
            errors=[FieldError((), "the body is not a valid JSON document")],
        )
        return problem_response(malformed, instance=path)
    if exc.status_code >= 500:
        return problem_response(InternalError("an internal error occurred"), instance=path)
    code = _CODES_BY_STATUS.get(exc.status_code, "HTTP_ERROR")
    return problem_document(
        exc.status_code, code, str(exc.detail), instance=path, headers=exc.headers
    )


def unexpected_problem(request: Request, exc: Exception) -> Response:
    """A bug: logged with its traceback, answered without any of it."""
    log.exception("unhandled error in %s %s", request.method, request.url.path, exc_info=exc)
    return problem_response(InternalError("an internal error occurred"), instance=request.url.path)


async def _on_validation(request: Request, exc: Exception) -> Response:
    assert isinstance(exc, RequestValidationError)
    return validation_problem(request, exc)


async def _on_billing_error(request: Request, exc: Exception) -> Response:
    assert isinstance(exc, BillingError)
    return problem_response(exc, instance=request.url.path)


async def _on_http_error(request: Request, exc: Exception) -> Response:
    assert isinstance(exc, StarletteHTTPException)
    return http_problem(request, exc)


def install(app: FastAPI) -> None:
    """The handlers of expected failures; bugs are answered by `UnexpectedErrorMiddleware`."""
    app.add_exception_handler(RequestValidationError, _on_validation)
    app.add_exception_handler(BillingError, _on_billing_error)
    app.add_exception_handler(StarletteHTTPException, _on_http_error)


class UnexpectedErrorMiddleware:
    """Answers a bug as a 500 problem document and ends the request normally.

    Starlette's own last-resort handler answers and then re-raises, so the server drops the
    keep-alive connection, and it sits outside every middleware, so its answer carries no
    `X-Request-Id`. This middleware sits just inside the request-id middleware instead. An
    exception after the response started cannot be answered any more: it is re-raised and the
    server closes the connection, the only honest end of a half-sent response.
    """

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        started = False

        async def send_tracked(message: Message) -> None:
            nonlocal started
            started = started or message["type"] == "http.response.start"
            await send(message)

        try:
            await self.app(scope, receive, send_tracked)
        except Exception as exc:
            if started:
                raise
            await unexpected_problem(Request(scope), exc)(scope, receive, send)
