"""Secrets a response shows once (API keys, invitation tokens, signing secrets).

A response schema declares such a field with the `ShownOnce` type; nothing else is needed. The
idempotency store finds the marked fields of a route's response model (`shown_once_paths`) and
stores the response with each of them null (`withhold`), so that no secret rests in the
database and a replay never hands a secret out again, not even after it was revoked. The
OpenAPI document marks the fields with `x-shown-once`.
"""

from __future__ import annotations

import types
from typing import Annotated, Any, Union, get_args, get_origin

from pydantic import BaseModel, Field

SHOWN_ONCE_SCHEMA_KEY = "x-shown-once"
ANY_ITEM = "*"
"""A path step that stands for every item of a list."""

Path = tuple[str, ...]


class _ShownOnceMarker:
    """The annotation that tells a shown-once field apart; compared by identity."""

    def __repr__(self) -> str:
        return "SHOWN_ONCE"


SHOWN_ONCE = _ShownOnceMarker()

ShownOnce = Annotated[
    str | None,
    SHOWN_ONCE,
    Field(
        json_schema_extra={SHOWN_ONCE_SCHEMA_KEY: True},
        description="A secret returned only once: null when an idempotent request is replayed.",
    ),
]
"""A secret in a response: answered once, never stored, null in a replay."""


def shown_once_paths(annotation: Any) -> tuple[Path, ...]:
    """The JSON paths of every `ShownOnce` field under a response model (or annotation)."""
    return tuple(_paths(annotation, frozenset()))


def withhold(document: Any, paths: tuple[Path, ...]) -> list[str]:
    """Set each secret at `paths` in the JSON `document` to null, in place; returns the names
    of the fields that held one."""
    withheld: list[str] = []
    for path in paths:
        for parent, name in _parents(document, path):
            if parent.get(name) is not None:
                parent[name] = None
                if name not in withheld:
                    withheld.append(name)
    return withheld


def _paths(annotation: Any, seen: frozenset[type]) -> list[Path]:
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        if annotation in seen:
            return []
        found: list[Path] = []
        for name, field in annotation.model_fields.items():
            key = field.serialization_alias or field.alias or name
            if any(item is SHOWN_ONCE for item in field.metadata):
                found.append((key,))
                continue
            inner = _paths(field.annotation, seen | {annotation})
            found.extend((key, *path) for path in inner)
        return found
    origin = get_origin(annotation)
    args = get_args(annotation)
    if origin in (list, tuple, set, frozenset):
        return [(ANY_ITEM, *path) for arg in args for path in _paths(arg, seen)]
    if origin in (Union, types.UnionType, Annotated):
        return [path for arg in args for path in _paths(arg, seen)]
    return []


def _parents(node: Any, path: Path) -> list[tuple[dict[str, Any], str]]:
    """The objects holding the last step of `path` in `node`, and that step's name."""
    head, *rest = path
    if head == ANY_ITEM:
        items = node if isinstance(node, list) else []
        return [found for item in items for found in _parents(item, tuple(rest))]
    if not isinstance(node, dict) or head not in node:
        return []
    if not rest:
        return [(node, head)]
    return _parents(node[head], tuple(rest))
