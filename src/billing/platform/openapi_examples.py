"""Response examples built from the response schemas, so that every operation shows one.

A field's own `examples` win; otherwise a value of its type and format. The same schema always
gives the same example (fixed ids and dates), so that the document does not change between
builds and the generated client shows no drift.
"""

from __future__ import annotations

from typing import Any

EXAMPLE_ID = "3f2b8c1e-7d4a-4e8b-9c1a-2b5d6e7f8a90"
_BY_FORMAT: dict[str, Any] = {
    "uuid": EXAMPLE_ID,
    "date-time": "2026-11-27T09:30:00Z",
    "date": "2026-11-27",
    "email": "billing@example.com",
    "uri": "https://example.com/webhooks/billing",
    "binary": "",
}
_BY_TYPE: dict[str, Any] = {
    "string": "string",
    "integer": 1,
    "number": 1.5,
    "boolean": False,
    "null": None,
}
_BY_NAME: dict[str, Any] = {
    "currency": "EUR",
    "country": "DE",
    "email": "billing@example.com",
    "locale": "de-DE",
    "timezone": "Europe/Berlin",
    "name": "Example",
}
MAX_DEPTH = 6
"""Nested models deeper than this are shown empty (recursive schemas such as a selector tree)."""


def example_of(schema: dict[str, Any], schemas: dict[str, Any], depth: int = 0) -> Any:
    """An example value of `schema`, following `$ref`s into `schemas`."""
    ref = schema.get("$ref")
    if isinstance(ref, str):
        if depth >= MAX_DEPTH:
            return {}
        return example_of(schemas.get(ref.rsplit("/", 1)[1], {}), schemas, depth + 1)
    if schema.get("examples"):
        return schema["examples"][0]
    if "example" in schema:
        return schema["example"]
    if "const" in schema:
        return schema["const"]
    if schema.get("enum"):
        return schema["enum"][0]
    if "default" in schema and schema["default"] is not None:
        return schema["default"]
    for combinator in ("anyOf", "oneOf"):
        options = [o for o in schema.get(combinator, []) if o.get("type") != "null"]
        if options:
            return example_of(options[0], schemas, depth)
        if combinator in schema:
            return None
    if "allOf" in schema:
        merged: dict[str, Any] = {}
        for part in schema["allOf"]:
            value = example_of(part, schemas, depth)
            if isinstance(value, dict):
                merged.update(value)
        return merged
    kind = schema.get("type")
    if isinstance(kind, list):
        kind = next((k for k in kind if k != "null"), "null")
    if kind == "object" or "properties" in schema:
        properties = schema.get("properties", {})
        return {
            name: _BY_NAME[name]
            if name in _BY_NAME and _is_plain_string(field)
            else example_of(field, schemas, depth + 1)
            for name, field in properties.items()
        }
    if kind == "array":
        items = schema.get("items", {})
        return [] if depth >= MAX_DEPTH else [example_of(items, schemas, depth + 1)]
    if kind == "string":
        return _BY_FORMAT.get(schema.get("format", ""), _string(schema))
    return _BY_TYPE.get(kind or "")


def _is_plain_string(schema: dict[str, Any]) -> bool:
    options = [schema, *schema.get("anyOf", [])]
    return any(o.get("type") == "string" and not o.get("examples") for o in options)


def _string(schema: dict[str, Any]) -> str:
    title = str(schema.get("title", "")).strip()
    return title.lower().replace(" ", "_") if title else "string"
