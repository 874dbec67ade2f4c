"""Glue for list endpoints: query string → filters, page and counts → one page of rows."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from sqlalchemy import Select
from sqlalchemy.ext.asyncio import AsyncSession
from starlette.requests import Request

from billing.platform.filters import Condition, FilterSpec, count_by
from billing.platform.pagination import (
    DEFAULT_LIMIT,
    MAX_LIMIT,
    Page,
    PageRequest,
    keyset_page,
    list_fingerprint,
    page_request,
)


@dataclass(frozen=True)
class ListQuery:
    spec: FilterSpec
    conditions: list[Condition]
    page: PageRequest
    counts: list[str]
    binding: str
    search: str | None


def list_query(
    request: Request,
    spec: FilterSpec,
    list_name: str,
    *,
    default_limit: int = DEFAULT_LIMIT,
    cap: int = MAX_LIMIT,
) -> ListQuery:
    """Parse a list request; the cursor is bound to `list_name`, the path and the filters."""
    params = list(request.query_params.multi_items())
    return ListQuery(
        spec=spec,
        conditions=spec.parse(params),
        page=page_request(
            request.query_params.get("limit"),
            request.query_params.get("cursor"),
            default=default_limit,
            cap=cap,
        ),
        counts=spec.counted_fields(request.query_params.get("counts")),
        binding=list_fingerprint(f"{list_name} {request.url.path}", params),
        search=request.query_params.get("search") or None,
    )


async def fetch_page(
    session: AsyncSession,
    stmt: Select[Any],
    query: ListQuery,
    *,
    keys: Sequence[Any],
    kinds: Sequence[str] = ("datetime", "uuid"),
    descending: bool = True,
) -> Page[Any]:
    """Apply the query's filters to `stmt`, then page it and add the requested counts."""
    filtered = stmt.where(*query.spec.where(query.conditions))
    page = await keyset_page(
        session,
        filtered,
        keys=keys,
        kinds=kinds,
        descending=descending,
        page=query.page,
        binding=query.binding,
    )
    if query.counts:
        counts = await count_by(session, filtered, query.spec, query.counts)
        page = Page(items=page.items, cursor=page.cursor, has_more=page.has_more, counts=counts)
    return page
