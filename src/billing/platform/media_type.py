"""A body that is not JSON, sent to a route that reads JSON: 415 with a hint to send JSON.

`curl -d '{...}'` without `-H 'Content-Type: application/json'` sends the body as a form
(`application/x-www-form-urlencoded`); FastAPI then hands the route the raw bytes, and the
validation error it raises ("Input should be a valid dictionary") does not say what is wrong.
The validation handler asks `unsupported_body` first: a route's body that reached validation
as bytes was not declared as JSON by the request.
"""

from __future__ import annotations

from typing import Any

from starlette.responses import Response

from billing.platform.errors import problem_document

UNSUPPORTED_MEDIA_TYPE = "UNSUPPORTED_MEDIA_TYPE"
JSON_HINT = (
    "send the body as JSON with the header Content-Type: application/json "
    "(with curl: -H 'Content-Type: application/json')"
)


def unsupported_body(body: Any, content_type: str | None, instance: str) -> Response | None:
    """The 415 problem for a non-empty body that the request did not declare as JSON; None
    for a JSON body (whatever its validation errors)."""
    if not isinstance(body, bytes | bytearray) or not body:
        return None
    sent = (content_type or "").split(";")[0].strip() or "no Content-Type"
    return problem_document(
        415,
        UNSUPPORTED_MEDIA_TYPE,
        f"this route reads a JSON body, and the request sent {sent}: {JSON_HINT}",
        instance=instance,
    )
