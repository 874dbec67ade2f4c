"""The OpenAPI document's shared parts, added once instead of on every route: the bearer
security scheme, the `X-Workspace-Id` header, the optional `Idempotency-Key` on every POST, and
the problem document schema of every error response."""

from __future__ import annotations

from typing import Any

from fastapi import FastAPI
from fastapi.openapi.utils import get_openapi

from billing.platform import idempotency

BEARER = "bearer"

_PROBLEM_SCHEMA: dict[str, Any] = {
    "type": "object",
    "required": ["type", "title", "status", "detail", "code"],
    "properties": {
        "type": {"type": "string"},
        "title": {"type": "string"},
        "status": {"type": "integer"},
        "detail": {"type": "string"},
        "instance": {"type": ["string", "null"]},
        "code": {"type": "string", "examples": ["VALIDATION_ERROR"]},
        "errors": {
            "type": "array",
            "items": {
                "type": "object",
                "properties": {"pointer": {"type": "string"}, "detail": {"type": "string"}},
            },
        },
    },
}

_WORKSPACE_HEADER: dict[str, Any] = {
    "name": "X-Workspace-Id",
    "in": "header",
    "required": False,
    "description": "Workspace UUID or slug. An API key acts only in its own workspace; a user "
    "session defaults to the organization's live workspace.",
    "schema": {"type": "string"},
}

_OPTIONAL_IDEMPOTENCY_KEY: dict[str, Any] = {
    "name": idempotency.HEADER,
    "in": "header",
    "required": False,
    "description": "Optional here: a repeat with the same key replays the first response.",
    "schema": {"type": "string", "minLength": 1, "maxLength": idempotency.MAX_KEY_LENGTH},
}

_ERRORS = {
    "401": "Missing, malformed, unknown, revoked or expired credential",
    "403": "Missing permission, IP outside the key's allowlist, or another workspace",
}


def install(app: FastAPI, public_paths: frozenset[str]) -> None:
    def build() -> dict[str, Any]:
        if app.openapi_schema is None:
            document = get_openapi(
                title=app.title,
                version=app.version,
                summary=app.summary,
                routes=app.routes,
                webhooks=app.webhooks.routes,
            )
            _decorate(document, public_paths)
            app.openapi_schema = document
        return app.openapi_schema

    setattr(app, "openapi", build)  # noqa: B010  (FastAPI's documented override)


def _decorate(document: dict[str, Any], public_paths: frozenset[str]) -> None:
    components = document.setdefault("components", {})
    components.setdefault("securitySchemes", {})[BEARER] = {
        "type": "http",
        "scheme": "bearer",
        "description": "An API key (`sk_live_…`, `sk_test_…`) or a user session's access token.",
    }
    components.setdefault("schemas", {})["Problem"] = _PROBLEM_SCHEMA
    problem = {"application/problem+json": {"schema": {"$ref": "#/components/schemas/Problem"}}}
    for path, operations in document.get("paths", {}).items():
        authenticated = path.startswith("/v1") and path not in public_paths
        for method, operation in operations.items():
            _each_operation(operation, method, authenticated, problem)


def _each_operation(
    operation: dict[str, Any], method: str, authenticated: bool, problem: dict[str, Any]
) -> None:
    parameters: list[dict[str, Any]] = operation.setdefault("parameters", [])
    names = {(p.get("in"), p.get("name")) for p in parameters}
    responses: dict[str, Any] = operation.setdefault("responses", {})
    for status, response in responses.items():
        if status.startswith(("4", "5")):
            response["content"] = problem
    if not authenticated:
        return
    operation["security"] = [{BEARER: []}]
    if ("header", _WORKSPACE_HEADER["name"]) not in names:
        parameters.append(_WORKSPACE_HEADER)
    if method == "post" and ("header", idempotency.HEADER) not in names:
        parameters.append(_OPTIONAL_IDEMPOTENCY_KEY)
    for status, description in _ERRORS.items():
        responses.setdefault(status, {"description": description, "content": problem})
