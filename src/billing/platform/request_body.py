"""The JSON body edge: a body whose strings cannot be encoded as UTF-8 is refused before routing.

JSON may spell an unpaired UTF-16 surrogate as an escape (`"\\ud800"`); Python decodes it into a
string that no database, document or log can hold. Every request string type refuses it
(`platform.schemas.Text`); this middleware is the safety net for fields typed `Any` and for
any field added later: 422 VALIDATION_ERROR pointing at the string (or at the object whose key
it is), before a handler or an idempotency record sees the request.
"""

from __future__ import annotations

import json
import re
from typing import Any

from starlette.types import ASGIApp, Receive, Scope, Send

from billing.platform.errors import FieldError, FieldPath, ValidationFailed, problem_response
from billing.platform.limits import replaying
from billing.platform.schemas import UNPAIRED_SURROGATE, is_unicode_text

_SURROGATE_ESCAPE = re.compile(rb"\\u[dD][89a-fA-F][0-9a-fA-F]{2}")
"""Only a body with such an escape can decode to a surrogate (raw UTF-8 cannot encode one)."""


def unencodable_field(node: Any, field: FieldPath = ()) -> FieldPath | None:
    """The field of the first string in `node` that is not valid Unicode text; a bad key
    names its object (the key itself cannot be written in a pointer)."""
    if isinstance(node, str):
        return None if is_unicode_text(node) else field
    if isinstance(node, dict):
        for key, value in node.items():
            if not is_unicode_text(key):
                return field
            found = unencodable_field(value, (*field, key))
            if found is not None:
                return found
    elif isinstance(node, list):
        for index, item in enumerate(node):
            found = unencodable_field(item, (*field, index))
            if found is not None:
                return found
    return None


def body_problem(body: bytes) -> ValidationFailed | None:
    """The problem of a JSON body with an unpaired surrogate; None for any other body
    (malformed JSON is left to the route, which answers its own 422)."""
    if not _SURROGATE_ESCAPE.search(body):
        return None
    try:
        document = json.loads(body)
    except ValueError:
        return None
    field = unencodable_field(document)
    if field is None:
        return None
    return ValidationFailed(
        "the request failed validation", errors=[FieldError(field, UNPAIRED_SURROGATE)]
    )


class UnicodeBodyMiddleware:
    """Refuses a request body carrying an unpaired surrogate (see the module docstring)."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or scope["method"] in ("GET", "HEAD", "OPTIONS"):
            await self.app(scope, receive, send)
            return
        chunks: list[bytes] = []
        while True:
            message = await receive()
            if message["type"] == "http.disconnect":
                return
            chunks.append(message.get("body", b""))
            if not message.get("more_body", False):
                break
        body = b"".join(chunks)
        problem = body_problem(body)
        if problem is not None:
            await problem_response(problem, instance=scope["path"])(scope, receive, send)
            return
        await self.app(scope, replaying(body, receive), send)
