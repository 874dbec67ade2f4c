"""Glue for list endpoints: query string → filters, page and counts → one page of rows."""

from __future__ import annotations

import inspect
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from typing import Any

from fastapi import Depends, Query
from sqlalchemy import Select
from sqlalchemy.ext.asyncio import AsyncSession
from starlette.requests import Request

from billing.platform.errors import FieldError, InvalidFilter
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
        search=_search_term(request.query_params.get("search")),
    )


MAX_SEARCH_LENGTH = 200


def _search_term(raw: str | None) -> str | None:
    if not raw:
        return None
    if "\x00" in raw or len(raw) > MAX_SEARCH_LENGTH:
        raise InvalidFilter(
            f"search must be at most {MAX_SEARCH_LENGTH} characters, without NUL",
            errors=[FieldError(("search",), "bad search term", "query")],
        )
    return raw


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


def ListParams(
    spec: FilterSpec,
    list_name: str,
    *,
    default_limit: int = DEFAULT_LIMIT,
    cap: int = MAX_LIMIT,
    search: str | None = None,
) -> Any:
    """Route dependency giving the parsed `ListQuery`, with every parameter in the OpenAPI.

    The query string is still parsed by `list_query` (so unknown fields answer INVALID_FILTER);
    the generated signature only documents `limit`, `cursor`, `counts`, `search` and each
    `field.op` of the spec, all as optional strings so that bad values reach our own checks.
    """

    async def dependency(request: Request, **_: Any) -> ListQuery:
        # A coroutine: FastAPI would run a plain function in its thread pool, two thread hops
        # per list request for work that does not block.
        return list_query(request, spec, list_name, default_limit=default_limit, cap=cap)

    documented = {
        "limit": f"Page size: default {default_limit}, at most {cap} (larger values are "
        "clamped, invalid ones fall back to the default).",
        "cursor": "Opaque cursor from the previous page's `pagination.cursor`.",
    }
    countable = sorted(name for name, field in spec.fields.items() if field.countable)
    if countable:
        documented["counts"] = f"Comma-separated fields to count by: {', '.join(countable)}."
    if search is not None:
        documented["search"] = search
    for name, field in spec.fields.items():
        documented[name] = (
            field.description or f"`{name}` equals the value (a comma list means `in`)."
        )
        for op in sorted(field.ops - {"eq"}):
            documented[f"{name}.{op}"] = f"`{name}` {op} the value."
    parameters = [
        inspect.Parameter("request", inspect.Parameter.POSITIONAL_OR_KEYWORD, annotation=Request)
    ]
    for index, (alias, description) in enumerate(documented.items()):
        parameters.append(
            inspect.Parameter(
                f"param_{index}",
                inspect.Parameter.KEYWORD_ONLY,
                default=Query(None, alias=alias, description=description),
                annotation=str | None,
            )
        )
    dependency.__signature__ = inspect.Signature(parameters, return_annotation=ListQuery)  # type: ignore[attr-defined]
    dependency.__name__ = f"list_{list_name.replace('-', '_')}_params"
    factory: Callable[..., Awaitable[ListQuery]] = dependency
    return Depends(factory)
