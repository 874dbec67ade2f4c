"""The OpenAPI document's shared parts, added once instead of on every route: the bearer
security scheme, the `X-Workspace-Id` header, the optional `Idempotency-Key` on every POST, the
problem document of every error an operation can answer, examples, and the tags' order.

Error responses are derived from what the document already says about an operation, which
FastAPI took from the route's dependencies: a credential → 401/403 (and 404 for an unknown
workspace), path parameters → 404, parameters or a body → 422, a body → 413/415, a cursor →
400 `INVALID_CURSOR`, filters → 400 `INVALID_FILTER`, an Idempotency-Key → 400/409/422, an
action on an object (`POST …/{id}/finalize`) → 409 `INVALID_STATE`, an `expected_version` →
409 `CONFLICT`, `x-rate-limited` → 429. A route declares any other status with `responses=`;
the codes named in its description (`"… (REFERENCED)"`) are the ones listed, else every code
of that status.
"""

from __future__ import annotations

import importlib.metadata
import re
from typing import Any

from fastapi import FastAPI
from fastapi.openapi.utils import get_openapi

from billing.platform import idempotency
from billing.platform.error_handlers import FRAMEWORK_CODES
from billing.platform.errors import BillingError, problem_body
from billing.platform.openapi_examples import example_of

BEARER = "bearer"
PROBLEM_MEDIA_TYPE = "application/problem+json"
PACKAGE = "billing"

TAGS: list[tuple[str, str]] = [
    ("promotions", "Promotions, their versions, redemptions and coupon tokens."),
    ("invoices", "Invoices: drafts, lines, finalize, payments, void and refunds."),
    ("documents", "Legal PDFs and XRechnung of invoices and credit notes."),
    ("credit notes", "Credit notes, their lines, issue, apply and void."),
    ("tags", "Tags, and tagging of customers, subscriptions, products, plans, invoices."),
    ("price formulas", "Price formulas, their versions and the evaluate dry run."),
    ("catalog", "Products, prices and their versions, and plans."),
    ("schedule flows", "Schedule flows and their steps."),
    ("admin", "Organization administration: members and settings."),
    ("tax", "The seller's tax profile, EU VAT rates and the tax export."),
    ("access", "Authentication: user sessions, workspaces and API keys."),
    ("sandbox", "Sandbox only: test clocks and payment simulations."),
    ("events", "The event outbox."),
    ("webhooks", "Webhook endpoints and their deliveries."),
    ("customers", "Customers and their ledger."),
    ("payments", "A customer's payment methods."),
    ("subscriptions", "Subscriptions and their changes."),
    ("segments", "Customer segments."),
    ("usage", "Meters and usage events."),
    ("approvals", "Approval requests."),
    ("service", "Liveness and readiness."),
]
"""Tags in the order of the interface document's endpoint sections, then the resources it
implies; a tag not listed here is shown after these, in the order of its first route."""

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

_DESCRIPTIONS = {
    400: "The request cannot be run as sent",
    401: "Missing, malformed, unknown, revoked or expired credential",
    403: "Missing permission, IP outside the key's allowlist, or another workspace",
    404: "No such object (or workspace) for this credential",
    409: "The object's state or a concurrent request does not allow it",
    413: "The request body is over the configured limit",
    415: "The request body is not JSON",
    422: "The input fails validation",
    429: "Too many requests; retry after `Retry-After` seconds",
}

_DETAILS = {
    "IDEMPOTENCY_KEY_REQUIRED": "This operation requires an Idempotency-Key header.",
    "INVALID_CURSOR": "The cursor was produced by another list or other filters.",
    "INVALID_FILTER": "Unknown filter field or operator.",
    "UNAUTHORIZED": "Missing or invalid credential.",
    "USER_SESSION_REQUIRED": "This operation needs a user session, not an API key.",
    "FORBIDDEN": "The credential lacks the permission this operation requires.",
    "NOT_FOUND": "No such object in this workspace.",
    "CONFLICT": "The object changed since the version you read (expected_version).",
    "INVALID_STATE": "The object's state does not allow this operation.",
    "IDEMPOTENCY_IN_PROGRESS": "A request with this Idempotency-Key is still running.",
    "PAYLOAD_TOO_LARGE": "The request body is over 1048576 bytes.",
    "UNSUPPORTED_MEDIA_TYPE": "Send the body as application/json.",
    "VALIDATION_ERROR": "The input fails validation.",
    "IDEMPOTENCY_KEY_REUSED": "This Idempotency-Key was used with another request.",
    "RATE_LIMITED": "Too many requests.",
}

_CODE_IN_TEXT = re.compile(r"\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b|\b[A-Z]{4,}\b")
_ACTION_PATH = re.compile(r"/\{[^}]+\}/[a-z][a-z-]*$")
_UNUSED_FRAMEWORK_SCHEMAS = ("HTTPValidationError", "ValidationError")


def package_version() -> str:
    """The installed package's version: the document's `info.version`."""
    try:
        return importlib.metadata.version(PACKAGE)
    except importlib.metadata.PackageNotFoundError:
        return "0.0.0"


def problem_codes() -> dict[int, list[str]]:
    """Every problem code the service answers, by status: the exception hierarchy, and the
    codes of framework failures (unsupported media type, rate limit)."""
    codes: dict[int, set[str]] = {}
    pending: list[type[BillingError]] = [BillingError]
    while pending:
        kind = pending.pop()
        pending.extend(kind.__subclasses__())
        codes.setdefault(kind.status, set()).add(kind.code)
    for status, code in FRAMEWORK_CODES.items():
        codes.setdefault(status, set()).add(code)
    return {status: sorted(found) for status, found in codes.items()}


def install(app: FastAPI, public_paths: frozenset[str]) -> None:
    def build() -> dict[str, Any]:
        if app.openapi_schema is None:
            document = get_openapi(
                title=app.title,
                version=package_version(),
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
    schemas = components.setdefault("schemas", {})
    schemas["Problem"] = _PROBLEM_SCHEMA
    registry = problem_codes()
    for path, operations in document.get("paths", {}).items():
        authenticated = path.startswith("/v1") and path not in public_paths
        for method, operation in operations.items():
            _each_operation(operation, path, method, authenticated, registry, schemas)
    for name in _UNUSED_FRAMEWORK_SCHEMAS:
        schemas.pop(name, None)
    _binary_media_types(document)
    _order_by_tags(document)
    _unique_schema_names(document)
    _short_operation_ids(document)


def _each_operation(
    operation: dict[str, Any],
    path: str,
    method: str,
    authenticated: bool,
    registry: dict[int, list[str]],
    schemas: dict[str, Any],
) -> None:
    parameters: list[dict[str, Any]] = operation.setdefault("parameters", [])
    names = {(p.get("in"), p.get("name")) for p in parameters}
    if authenticated:
        operation["security"] = [{BEARER: []}]
        if ("header", _WORKSPACE_HEADER["name"]) not in names:
            parameters.append(_WORKSPACE_HEADER)
        if method == "post" and ("header", idempotency.HEADER) not in names:
            parameters.append(_OPTIONAL_IDEMPOTENCY_KEY)
    tags = list(dict.fromkeys(operation.get("tags", [])))
    if tags:
        operation["tags"] = tags[-1:]
    responses: dict[str, Any] = operation.setdefault("responses", {})
    derived = _derived_codes(operation, path, method, authenticated, schemas)
    for status_text, response in list(responses.items()):
        if not status_text.startswith("4"):
            continue
        status = int(status_text)
        known = registry.get(status, [])
        named = [c for c in _CODE_IN_TEXT.findall(response.get("description", "")) if c in known]
        derived.setdefault(status, [])
        derived[status] += named or ([] if derived[status] else known)
    for status, codes in derived.items():
        if not codes:
            continue
        codes = list(dict.fromkeys(codes))
        response = responses.setdefault(str(status), {})
        if response.get("description") in (None, "Validation Error"):
            response["description"] = _DESCRIPTIONS.get(status, "Error")
        response["description"] = (
            f"{response['description']}. Codes: {', '.join(f'`{c}`' for c in codes)}"
        )
        response["content"] = {PROBLEM_MEDIA_TYPE: _problem_content(status, codes, path)}
    for status_text, response in responses.items():
        if status_text.startswith("5") and "content" not in response:
            response["content"] = {PROBLEM_MEDIA_TYPE: {"schema": _problem_ref()}}
        for media_type, content in response.get("content", {}).items():
            if media_type == "application/json" and "schema" in content:
                content.setdefault("example", example_of(content["schema"], schemas))
    operation["responses"] = dict(sorted(responses.items()))
    _request_example(operation, schemas)


def _derived_codes(
    operation: dict[str, Any],
    path: str,
    method: str,
    authenticated: bool,
    schemas: dict[str, Any],
) -> dict[int, list[str]]:
    """The problems an operation can answer by what it takes, status by status."""
    codes: dict[int, list[str]] = {}

    def add(status: int, *found: str) -> None:
        codes.setdefault(status, []).extend(found)

    parameters = operation.get("parameters", [])
    query = {p["name"] for p in parameters if p.get("in") == "query"}
    has_path_id = any(p.get("in") == "path" for p in parameters)
    body = operation.get("requestBody")
    if operation.get("x-idempotent"):
        add(400, "IDEMPOTENCY_KEY_REQUIRED")
    if "cursor" in query:
        add(400, "INVALID_CURSOR")
    if "counts" in query or any("." in name for name in query):
        add(400, "INVALID_FILTER")
    if authenticated or (body is not None and path.startswith("/v1")):
        add(401, "UNAUTHORIZED")
        if operation.get("x-user-session"):
            add(401, "USER_SESSION_REQUIRED")
        add(403, "FORBIDDEN")
        add(404, "NOT_FOUND")
    if has_path_id:
        add(404, "NOT_FOUND")
    if body is not None and _has_property(body, "expected_version", schemas):
        add(409, "CONFLICT")
    if method == "post" and _ACTION_PATH.search(path) and "201" not in operation["responses"]:
        add(409, "INVALID_STATE")
    if authenticated and method == "post":
        add(409, "IDEMPOTENCY_IN_PROGRESS")
    if body is not None:
        add(413, "PAYLOAD_TOO_LARGE")
        add(415, "UNSUPPORTED_MEDIA_TYPE")
    if body is not None or parameters:
        add(422, "VALIDATION_ERROR")
    if authenticated and method == "post":
        add(422, "IDEMPOTENCY_KEY_REUSED")
    if operation.get("x-rate-limited"):
        add(429, "RATE_LIMITED")
    return codes


def _has_property(body: dict[str, Any], name: str, schemas: dict[str, Any]) -> bool:
    for content in body.get("content", {}).values():
        schema = _resolve(content.get("schema", {}), schemas)
        for option in [schema, *schema.get("anyOf", [])]:
            if name in _resolve(option, schemas).get("properties", {}):
                return True
    return False


def _resolve(schema: dict[str, Any], schemas: dict[str, Any]) -> dict[str, Any]:
    ref = schema.get("$ref", "")
    if ref.startswith("#/components/schemas/"):
        resolved: dict[str, Any] = schemas.get(ref.rsplit("/", 1)[1], {})
        return resolved
    return schema


def _problem_ref() -> dict[str, str]:
    return {"$ref": "#/components/schemas/Problem"}


def _problem_content(status: int, codes: list[str], path: str) -> dict[str, Any]:
    examples = {
        code: {
            "summary": code,
            "value": problem_body(
                status,
                code,
                _DETAILS.get(code, code.replace("_", " ").capitalize() + "."),
                instance=path,
            ),
        }
        for code in codes
    }
    return {"schema": _problem_ref(), "examples": examples}


def _request_example(operation: dict[str, Any], schemas: dict[str, Any]) -> None:
    """The request model's own example (its `json_schema_extra`), shown on the operation."""
    body = operation.get("requestBody")
    if body is None:
        return
    for content in body.get("content", {}).values():
        schema = content.get("schema", {})
        for option in [schema, *schema.get("anyOf", [])]:
            examples = _resolve(option, schemas).get("examples")
            if examples:
                content.setdefault("example", examples[0])
                return


def _order_by_tags(document: dict[str, Any]) -> None:
    """Operations grouped by tag, the groups in `TAGS` order (Swagger UI keeps it)."""
    order = [name for name, _ in TAGS]
    descriptions = dict(TAGS)
    paths: dict[str, Any] = document.get("paths", {})
    for operations in paths.values():
        for operation in operations.values():
            for tag in operation.get("tags", []):
                if tag not in order:
                    order.append(tag)

    def rank(item: tuple[str, dict[str, Any]]) -> int:
        tags = [t for operation in item[1].values() for t in operation.get("tags", [])]
        return min((order.index(tag) for tag in tags), default=len(order))

    document["paths"] = dict(sorted(paths.items(), key=rank))
    used = {t for ops in paths.values() for op in ops.values() for t in op.get("tags", [])}
    document["tags"] = [
        {"name": name, **({"description": descriptions[name]} if name in descriptions else {})}
        for name in order
        if name in used
    ]


def _binary_media_types(document: dict[str, Any]) -> None:
    """A document response (PDF, XML) is bytes: said so, so that clients read it as a file."""
    for operations in document.get("paths", {}).values():
        for operation in operations.values():
            for response in operation.get("responses", {}).values():
                for media_type, content in response.get("content", {}).items():
                    if not media_type.endswith("json") and "schema" not in content:
                        content["schema"] = {"type": "string", "format": "binary"}


_QUALIFIED = re.compile(r"^billing__(?P<domain>[a-z_]+?)__[a-z_]+__(?P<name>\w+?)(?:___\d+)?$")


def _unique_schema_names(document: dict[str, Any]) -> None:
    """Models of the same name in two domains (`VersionOut` of promotions and of price
    formulas) get the domain in front (`PromotionsVersionOut`); FastAPI gave them module
    paths as keys but one title, on which client generators stumble."""
    schemas: dict[str, Any] = document.get("components", {}).get("schemas", {})
    renamed: dict[str, str] = {}
    for key in schemas:
        match = _QUALIFIED.match(key)
        if match and match["domain"] != "platform":
            domain = "".join(part.capitalize() for part in match["domain"].split("_"))
            renamed[key] = f"{domain}{match['name']}"
    for key in schemas:
        match = _QUALIFIED.match(key)
        if match and match["domain"] == "platform":
            inner = re.findall(r"#/components/schemas/([\w]+)", str(schemas[key]))
            wrapper = match["name"].split("_", 1)[0]
            renamed[key] = wrapper + renamed.get(inner[0], inner[0]) if inner else match["name"]
    for old, new in renamed.items():
        schemas[new] = {**schemas.pop(old), "title": new}
    refs = {
        f"#/components/schemas/{old}": f"#/components/schemas/{new}" for old, new in renamed.items()
    }

    def rewrite(node: Any) -> None:
        if isinstance(node, dict):
            ref = node.get("$ref")
            if isinstance(ref, str) and ref in refs:
                node["$ref"] = refs[ref]
            for value in node.values():
                rewrite(value)
        elif isinstance(node, list):
            for value in node:
                rewrite(value)

    rewrite(document)


def _short_operation_ids(document: dict[str, Any]) -> None:
    """Operation ids are the route functions' names (`finalize_invoice`), which clients
    generated from the document use as method names; FastAPI appends the path and method
    (`finalize_invoice_v1_invoices__invoice_id__finalize_post`). A name that several routes
    share (the tagging routes of six kinds) gets its first path segment (`add_tags_customers`)."""
    operations = [
        (path, method, operation)
        for path, by_method in document.get("paths", {}).items()
        for method, operation in by_method.items()
        if "operationId" in operation
    ]
    short: dict[int, str] = {}
    for path, method, operation in operations:
        suffix = re.sub(r"\W", "_", path) + "_" + method
        name = str(operation["operationId"])
        short[id(operation)] = name.removesuffix(suffix) if name.endswith(suffix) else name
    counts: dict[str, int] = {}
    for name in short.values():
        counts[name] = counts.get(name, 0) + 1
    for path, _, operation in operations:
        name = short[id(operation)]
        if counts[name] > 1:
            segment = path.removeprefix("/v1/").split("/", 1)[0].replace("-", "_")
            name = f"{name}_{segment}"
        operation["operationId"] = name
