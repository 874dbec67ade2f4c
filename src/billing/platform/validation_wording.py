"""Validation messages that read as sentences: Pydantic's own wording without its prefixes.

Pydantic writes a `ValueError` raised by a validator as "Value error, <message>" and a failed
assertion as "Assertion failed, <message>"; a client (or an operator reading a configuration
error) should see the message alone. A few built-in messages name Python types instead of
JSON ones and are reworded.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

PREFIXED_TYPES = frozenset({"value_error", "assertion_error"})
PYDANTIC_PREFIXES = ("Value error, ", "Assertion failed, ")

REWORDED = {
    "model_attributes_type": "expected a JSON object",
    "model_type": "expected a JSON object",
    "dict_type": "expected a JSON object",
    "extra_forbidden": "unknown field",
    "json_invalid": "the body is not a valid JSON document",
}


def readable_message(error: Mapping[str, Any]) -> str:
    """The message of one Pydantic error (an item of `ValidationError.errors()`)."""
    kind = error.get("type")
    if kind in REWORDED:
        return REWORDED[kind]
    context = error.get("ctx") or {}
    if kind in PREFIXED_TYPES and "error" in context:
        return str(context["error"])
    message = str(error.get("msg", "invalid value"))
    for prefix in PYDANTIC_PREFIXES:
        message = message.removeprefix(prefix)
    return message
