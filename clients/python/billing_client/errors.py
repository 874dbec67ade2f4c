"""Problem documents (RFC 9457) raised as exceptions: one class per status, each carrying the
service's stable `code` (`INVALID_STATE`, `VALIDATION_ERROR`, ...)."""

from __future__ import annotations

import json
from typing import Any


class ProblemError(Exception):
    """An error answer of the service. `code` is the stable machine-readable reason; `errors`
    lists the fields at fault (`[{"pointer": "/lines/0/unit_price", "detail": "..."}]`)."""

    def __init__(self, status: int, problem: dict[str, Any], headers: dict[str, str]) -> None:
        self.status = status
        self.problem = problem
        self.code: str = str(problem.get("code") or "UNKNOWN")
        self.detail: str = str(problem.get("detail") or "")
        self.errors: list[dict[str, str]] = list(problem.get("errors") or [])
        self.headers = headers
        super().__init__(f"{status} {self.code}: {self.detail}")

    @property
    def retry_after(self) -> float | None:
        """Seconds to wait before trying again, when the service said (429, 409 rendering)."""
        value = self.headers.get("retry-after")
        try:
            return float(value) if value is not None else None
        except ValueError:
            return None


class BadRequest(ProblemError):
    """400: `IDEMPOTENCY_KEY_REQUIRED`, `INVALID_CURSOR`, `INVALID_FILTER`."""


class Unauthorized(ProblemError):
    """401: `UNAUTHORIZED`, `USER_SESSION_REQUIRED`."""


class PaymentDeclined(ProblemError):
    """402: `GATEWAY_DECLINED`."""


class Forbidden(ProblemError):
    """403: `FORBIDDEN`."""


class NotFound(ProblemError):
    """404: `NOT_FOUND`."""


class Conflict(ProblemError):
    """409: `INVALID_STATE`, `CONFLICT`, `ARTIFACT_NOT_READY`, `IDEMPOTENCY_IN_PROGRESS`, ..."""


class PayloadTooLarge(ProblemError):
    """413: `PAYLOAD_TOO_LARGE`."""


class UnsupportedMediaType(ProblemError):
    """415: `UNSUPPORTED_MEDIA_TYPE`."""


class ValidationFailed(ProblemError):
    """422: `VALIDATION_ERROR`, `IDEMPOTENCY_KEY_REUSED`."""


class RateLimited(ProblemError):
    """429: `RATE_LIMITED` (see `retry_after`)."""


class ServerError(ProblemError):
    """5xx: `INTERNAL_ERROR`, `SERVICE_UNAVAILABLE`."""


_BY_STATUS: dict[int, type[ProblemError]] = {
    400: BadRequest,
    401: Unauthorized,
    402: PaymentDeclined,
    403: Forbidden,
    404: NotFound,
    409: Conflict,
    413: PayloadTooLarge,
    415: UnsupportedMediaType,
    422: ValidationFailed,
    429: RateLimited,
}


def problem_error(status: int, content: bytes, headers: dict[str, str]) -> ProblemError:
    """The exception for an error answer; a body that is not a problem document still gives
    one (code `UNKNOWN`, the text as detail)."""
    try:
        problem = json.loads(content)
    except ValueError:
        problem = None
    if not isinstance(problem, dict):
        problem = {"detail": content.decode(errors="replace")[:500]}
    kind = _BY_STATUS.get(status, ServerError if status >= 500 else ProblemError)
    return kind(status, problem, headers)
