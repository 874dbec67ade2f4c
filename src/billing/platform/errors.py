"""One exception hierarchy for the whole service, mapped to problem+json in one place.

Domain code raises these without knowing about HTTP; `problem_response` is the only place that
turns them into responses (RFC 9457 documents with a stable `code`). A problem at a field names
the field (`FieldError`, a path of names and indexes), never a JSON pointer: the same rule runs
in a request and in a background job, where a request path means nothing. `json_pointer`, at
the HTTP edge, is the one place that writes a field as an RFC 6901 pointer.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from http import HTTPStatus
from typing import Any, ClassVar

import orjson
from starlette.responses import Response

PROBLEM_MEDIA_TYPE = "application/problem+json"

FieldPath = tuple[str | int, ...]
"""A field named by its path from the top of the input: `("lines", 0, "unit_price")`; `()` is
the input as a whole."""


@dataclass(frozen=True)
class FieldError:
    """What is wrong at one field: in the request body unless `source` names another part of
    the request (`query`, `headers`, `path`)."""

    field: FieldPath
    detail: str
    source: str = "body"

    def __str__(self) -> str:
        return f"{readable_field(self.field)}: {self.detail}"


def readable_field(field: FieldPath) -> str:
    """`("lines", 0, "unit_price")` → `lines[0].unit_price`, for logs and job failures."""
    text = "".join(f"[{part}]" if isinstance(part, int) else f".{part}" for part in field)
    return text.removeprefix(".") or "(the input)"


def json_pointer(error: FieldError) -> str:
    """The RFC 6901 pointer of a field: `/lines/0/unit_price`, `/query/tag`; the body itself
    is `""`. Names are escaped (`~` → `~0`, `/` → `~1`)."""
    segments = error.field if error.source == "body" else (error.source, *error.field)
    return "".join("/" + str(part).replace("~", "~0").replace("/", "~1") for part in segments)


class BillingError(Exception):
    """Base of every expected failure; subclasses fix the status and code."""

    status: ClassVar[int] = 400
    code: ClassVar[str] = "BAD_REQUEST"
    keeps_changes: ClassVar[bool] = False
    """A refusal whose side effect is part of the answer (revoking a leaked token's sessions):
    the request's transaction commits before the problem is answered, instead of rolling back."""

    def __init__(
        self,
        detail: str,
        *,
        errors: Sequence[FieldError] | None = None,
        headers: Mapping[str, str] | None = None,
        extra: Mapping[str, Any] | None = None,
    ) -> None:
        super().__init__(detail)
        self.detail = detail
        self.errors = list(errors) if errors else None
        self.headers = dict(headers or {})
        self.extra = dict(extra or {})

    def __str__(self) -> str:
        """The detail, with the fields it names (a job's failure text shows where it failed)."""
        if not self.errors:
            return self.detail
        fields = [
            readable_field(error.field) if error.detail == self.detail else str(error)
            for error in self.errors
        ]
        return f"{self.detail} (at {'; '.join(fields)})"


class IdempotencyKeyRequired(BillingError):
    status, code = 400, "IDEMPOTENCY_KEY_REQUIRED"


class InvalidCursor(BillingError):
    status, code = 400, "INVALID_CURSOR"


class InvalidFilter(BillingError):
    status, code = 400, "INVALID_FILTER"


class Unauthorized(BillingError):
    status, code = 401, "UNAUTHORIZED"


class UserSessionRequired(BillingError):
    status, code = 401, "USER_SESSION_REQUIRED"


class GatewayDeclined(BillingError):
    """The payment gateway refused a charge or refund synchronously (nothing moved)."""

    status, code = 402, "GATEWAY_DECLINED"


class Forbidden(BillingError):
    status, code = 403, "FORBIDDEN"


class NotFound(BillingError):
    status, code = 404, "NOT_FOUND"


class RouteNotFound(NotFound):
    """An unknown path; kept apart so that 404s of objects and of routes read differently."""


class MethodNotAllowed(BillingError):
    status, code = 405, "METHOD_NOT_ALLOWED"


class Conflict(BillingError):
    status, code = 409, "CONFLICT"


class InvalidState(BillingError):
    status, code = 409, "INVALID_STATE"


class LastAdminGuard(BillingError):
    status, code = 409, "LAST_ADMIN_GUARD"


class CustomerBlocked(BillingError):
    """A revoked (blacklisted) customer redeems again before being unblocked."""

    status, code = 409, "CUSTOMER_BLOCKED"


class LimitReached(BillingError):
    """A redemption cap or the budget is exhausted."""

    status, code = 409, "LIMIT_REACHED"


class CurrencyMismatch(BillingError):
    status, code = 409, "CURRENCY_MISMATCH"


class Referenced(BillingError):
    status, code = 409, "REFERENCED"


class ArtifactNotReady(BillingError):
    status, code = 409, "ARTIFACT_NOT_READY"


class IdempotencyInProgress(BillingError):
    status, code = 409, "IDEMPOTENCY_IN_PROGRESS"


class PayloadTooLarge(BillingError):
    status, code = 413, "PAYLOAD_TOO_LARGE"


class ValidationFailed(BillingError):
    """422 at the fields it names: raised by services for rules a schema cannot express.

    `field` is the one field the detail is about; `errors` lists several."""

    status, code = 422, "VALIDATION_ERROR"

    def __init__(
        self,
        detail: str,
        *,
        field: FieldPath | None = None,
        errors: Sequence[FieldError] | None = None,
        extra: Mapping[str, Any] | None = None,
    ) -> None:
        if field is not None and errors is None:
            errors = [FieldError(field, detail)]
        super().__init__(detail, errors=errors, extra=extra)


class IdempotencyKeyReused(BillingError):
    status, code = 422, "IDEMPOTENCY_KEY_REUSED"


class InternalError(BillingError):
    status, code = 500, "INTERNAL_ERROR"


class ServiceUnavailable(BillingError):
    status, code = 503, "SERVICE_UNAVAILABLE"


def problem_body(
    status: int,
    code: str,
    detail: str,
    *,
    instance: str | None = None,
    errors: Sequence[Mapping[str, str]] | None = None,
    extra: Mapping[str, Any] | None = None,
) -> dict[str, Any]:
    title = HTTPStatus(status).phrase if status in HTTPStatus._value2member_map_ else "Error"
    body: dict[str, Any] = {
        "type": f"https://docs.billing.dev/problems/{code.lower().replace('_', '-')}",
        "title": title,
        "status": status,
        "detail": detail,
        "instance": instance,
        "code": code,
    }
    if errors is not None:
        body["errors"] = list(errors)
    if extra:
        body.update({key: value for key, value in extra.items() if key not in body})
    return body


def problem_response(exc: BillingError, *, instance: str | None = None) -> Response:
    errors = exc.errors
    return problem_document(
        exc.status,
        exc.code,
        exc.detail,
        instance=instance,
        errors=None
        if errors is None
        else [{"pointer": json_pointer(error), "detail": error.detail} for error in errors],
        extra=exc.extra,
        headers=exc.headers,
    )


def problem_document(
    status: int,
    code: str,
    detail: str,
    *,
    instance: str | None = None,
    errors: Sequence[Mapping[str, str]] | None = None,
    extra: Mapping[str, Any] | None = None,
    headers: Mapping[str, str] | None = None,
) -> Response:
    """A problem+json response for a status that has no exception class (framework errors)."""
    body = problem_body(status, code, detail, instance=instance, errors=errors, extra=extra)
    return Response(
        content=orjson.dumps(body),
        status_code=status,
        media_type=PROBLEM_MEDIA_TYPE,
        headers=dict(headers or {}),
    )
