"""Keyset pagination with opaque, stateless cursors bound to their list and filters.

A cursor embeds the sort key of the last row and a hash of the list's name and filters, so a
cursor from another list or other filters answers 400 INVALID_CURSOR. Cursors never expire.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import uuid
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Generic, TypeVar

import orjson
from pydantic import BaseModel, Field
from sqlalchemy import Select, and_, or_
from sqlalchemy.ext.asyncio import AsyncSession

from billing.platform.errors import InvalidCursor

T = TypeVar("T")

DEFAULT_LIMIT = 50
MAX_LIMIT = 200


@dataclass(frozen=True, slots=True)
class PageRequest:
    limit: int
    cursor: str | None


def page_request(
    limit: str | None, cursor: str | None, *, default: int = DEFAULT_LIMIT, cap: int = MAX_LIMIT
) -> PageRequest:
    """Values above the cap are clamped; invalid values fall back to the default."""
    try:
        parsed = int(limit) if limit is not None else default
    except ValueError:
        parsed = default
    if parsed < 1:
        parsed = default
    return PageRequest(limit=min(parsed, cap), cursor=cursor or None)


_UNBOUND_PARAMS = frozenset({"limit", "cursor", "counts"})
MAX_CURSOR_LENGTH = 2048
_BIGINT = 2**63


def list_fingerprint(list_name: str, params: Sequence[tuple[str, str]]) -> str:
    """What a cursor is bound to: the list and its filters (every parameter but the page size,
    the cursor itself and the requested counts, which do not change the rows)."""
    relevant = sorted((k, v) for k, v in params if k not in _UNBOUND_PARAMS)
    return hashlib.sha256(orjson.dumps([list_name, relevant])).hexdigest()[:24]


def encode_cursor(values: Sequence[Any], binding: str) -> str:
    payload = orjson.dumps({"k": [_encode(v) for v in values], "b": binding})
    return base64.urlsafe_b64encode(payload).decode().rstrip("=")


def decode_cursor(cursor: str, binding: str, kinds: Sequence[str]) -> list[Any]:
    """The sort key a cursor carries; 400 INVALID_CURSOR for anything this list did not issue."""
    try:
        if len(cursor) > MAX_CURSOR_LENGTH:
            raise ValueError("too long")
        padded = (cursor + "=" * (-len(cursor) % 4)).encode("ascii")
        payload = orjson.loads(base64.b64decode(padded, altchars=b"-_", validate=True))
        if not isinstance(payload, dict) or payload.get("b") != binding:
            raise ValueError("bound to another list or filters")
        raw = payload["k"]
        if not isinstance(raw, list) or len(raw) != len(kinds):
            raise ValueError("wrong shape")
        return [_decode(v, kind) for v, kind in zip(raw, kinds, strict=True)]
    except (ValueError, KeyError, TypeError, binascii.Error, UnicodeError):
        raise InvalidCursor(
            "the cursor is malformed or was produced by another list or other filters"
        ) from None


def _encode(value: Any) -> Any:
    if isinstance(value, datetime):
        return value.isoformat()
    if isinstance(value, uuid.UUID):
        return str(value)
    return value


def _decode(value: Any, kind: str) -> Any:
    """Only values the database can compare without error: aware datetimes, UUIDs, BIGINTs."""
    if kind == "datetime" and isinstance(value, str):
        parsed = datetime.fromisoformat(value)
        if parsed.tzinfo is None:
            raise ValueError("a cursor timestamp carries its offset")
        return parsed
    if kind == "uuid" and isinstance(value, str):
        return uuid.UUID(value)
    if kind == "int" and type(value) is int and -_BIGINT <= value < _BIGINT:
        return value
    if kind == "str" and isinstance(value, str) and "\x00" not in value:
        return value
    raise ValueError(f"not a cursor key of kind {kind}")


@dataclass(frozen=True)
class Page(Generic[T]):
    items: list[T]
    cursor: str | None
    has_more: bool
    counts: dict[str, dict[str, int]] | None = None


async def keyset_page(
    session: AsyncSession,
    stmt: Select[Any],
    *,
    keys: Sequence[Any],
    kinds: Sequence[str] = ("datetime", "uuid"),
    descending: bool = True,
    page: PageRequest,
    binding: str,
) -> Page[Any]:
    """One page of `stmt` ordered by `keys` (default newest first by created_at, id)."""
    if page.cursor is not None:
        after = decode_cursor(page.cursor, binding, kinds)
        stmt = stmt.where(_after(keys, after, descending))
    order = [k.desc() if descending else k.asc() for k in keys]
    rows = list((await session.execute(stmt.order_by(*order).limit(page.limit + 1))).scalars())
    has_more = len(rows) > page.limit
    rows = rows[: page.limit]
    cursor = None
    if has_more and rows:
        last = rows[-1]
        cursor = encode_cursor([getattr(last, k.key) for k in keys], binding)
    return Page(items=rows, cursor=cursor, has_more=has_more)


def _after(keys: Sequence[Any], values: Sequence[Any], descending: bool) -> Any:
    """Rows strictly after the cursor in the list's order, as an OR of prefix equalities."""
    clauses = []
    for i, key in enumerate(keys):
        equal = [keys[j] == values[j] for j in range(i)]
        beyond = key < values[i] if descending else key > values[i]
        clauses.append(and_(*equal, beyond) if equal else beyond)
    return or_(*clauses)


class PaginationInfo(BaseModel):
    cursor: str | None
    has_more: bool
    counts: dict[str, dict[str, int]] | None = Field(
        default=None, exclude_if=lambda counts: counts is None
    )
    """Present only when the request asked for `counts=`."""


class ListEnvelope(BaseModel, Generic[T]):
    data: list[T]
    pagination: PaginationInfo


class Envelope(BaseModel, Generic[T]):
    data: T


def list_envelope(data: list[Any], page: Page[Any]) -> dict[str, Any]:
    pagination: dict[str, Any] = {"cursor": page.cursor, "has_more": page.has_more}
    if page.counts is not None:
        pagination["counts"] = page.counts
    return {"data": data, "pagination": pagination}
