"""Every text, date and timestamp a request accepts goes through one shared, bounded type.

The sweep walks every route's body model and query parameters, so a new field that uses a bare
`str`, `date` or `datetime` fails here instead of answering 500 on a lone surrogate or on
year 9999 (issue 14, items 3 and 4).
"""

from __future__ import annotations

import enum
import types
import typing
from collections.abc import Iterator
from datetime import date, datetime
from typing import Annotated, Any

import pytest
from fastapi.routing import APIRoute
from pydantic import AwareDatetime, BaseModel, NaiveDatetime, TypeAdapter, ValidationError

from billing.platform.schemas import CalendarDate, Instant, Text
from billing.routers import ROUTERS

Leaf = tuple[str, type, tuple[Any, ...]]
"""Where a field is (route and path), its scalar type, and the metadata that constrains it."""

_CONTAINERS = {list, set, frozenset, tuple, dict, typing.Union, types.UnionType}


def _leaves(
    annotation: Any, where: str, metadata: tuple[Any, ...] = (), seen: frozenset[type] = frozenset()
) -> Iterator[Leaf]:
    """The scalar fields under `annotation`; a model met again below itself (a recursive shape
    such as a promotion's nested condition sets) is walked once."""
    origin = typing.get_origin(annotation)
    if origin is Annotated:
        inner, *extra = typing.get_args(annotation)
        yield from _leaves(inner, where, (*metadata, *extra), seen)
    elif origin in _CONTAINERS or (origin is not None and origin.__module__ == "collections.abc"):
        for argument in typing.get_args(annotation):
            yield from _leaves(argument, where, metadata, seen)
    elif annotation in (AwareDatetime, NaiveDatetime):
        yield where, datetime, metadata
    elif origin is typing.Literal or annotation in (type(None), Any, bool, int, float):
        return
    elif isinstance(annotation, type) and issubclass(annotation, BaseModel):
        if annotation in seen:
            return
        for name, field in annotation.model_fields.items():
            yield from _leaves(
                field.annotation, f"{where}/{name}", tuple(field.metadata), seen | {annotation}
            )
    elif (
        isinstance(annotation, type)
        and issubclass(annotation, (str, date))
        and not issubclass(annotation, enum.Enum)
    ):
        yield where, annotation, metadata


def _api_routes(routes: list[Any]) -> Iterator[APIRoute]:
    """Every route, those of routers included into a domain's router too."""
    for route in routes:
        if isinstance(route, APIRoute):
            yield route
        elif (included := getattr(route, "original_router", None)) is not None:
            yield from _api_routes(included.routes)


def request_leaves() -> list[Leaf]:
    found: list[Leaf] = []
    for route in _api_routes([route for router in ROUTERS for route in router.routes]):
        name = f"{sorted(route.methods)[0]} {route.path}"
        if route.body_field is not None:
            field = route.body_field.field_info
            found.extend(_leaves(field.annotation, f"{name} body", tuple(field.metadata)))
        for param in route.dependant.query_params:
            info = param.field_info
            found.extend(_leaves(info.annotation, f"{name} ?{param.alias}", tuple(info.metadata)))
    return found


LEAVES = request_leaves()


def _shared_rules(shared: Any) -> list[Any]:
    return list(typing.get_args(shared)[1:])


def _uses(metadata: tuple[Any, ...], shared: Any) -> bool:
    return all(any(rule is m for m in metadata) for rule in _shared_rules(shared))


def test_the_sweep_sees_the_request_fields():
    wheres = {where for where, _, _ in LEAVES}
    assert "POST /v1/customers body/name" in wheres
    assert "PATCH /v1/customers/{customer_id} body/metadata" in wheres
    assert "POST /v1/test-clocks body/frozen_at" in wheres
    assert "POST /auth/login body/password" in wheres
    assert any(kind is date for _, kind, _ in LEAVES)


def test_every_request_string_is_shared_text():
    """Bodies only: the server decodes query strings as UTF-8 with replacement, so a query
    parameter cannot carry a lone surrogate."""
    bare = sorted(
        where
        for where, kind, meta in LEAVES
        if kind is str and " body" in where and not _uses(meta, Text)
    )
    assert bare == []


def test_every_request_timestamp_is_a_bounded_instant():
    bare = sorted(
        where for where, kind, meta in LEAVES if kind is datetime and not _uses(meta, Instant)
    )
    assert bare == []


def test_every_request_date_is_a_bounded_calendar_date():
    bare = sorted(
        where for where, kind, meta in LEAVES if kind is date and not _uses(meta, CalendarDate)
    )
    assert bare == []


class TestSharedTypes:
    @pytest.mark.parametrize("value", ["\ud800", "a\udfff", "\udc00\ud800", "nul\x00"])
    def test_text_refuses_unpaired_surrogates_and_nul(self, value):
        with pytest.raises(ValidationError):
            TypeAdapter(Text).validate_python(value)

    def test_text_keeps_real_unicode(self):
        assert TypeAdapter(Text).validate_python("Grüße 😀 日本") == "Grüße 😀 日本"

    @pytest.mark.parametrize("value", ["1899-12-31", "2201-01-01", "9999-12-31", "0001-01-01"])
    def test_dates_out_of_range_are_refused(self, value):
        with pytest.raises(ValidationError, match="between 1900-01-01 and 2200-12-31"):
            TypeAdapter(CalendarDate).validate_python(value)

    @pytest.mark.parametrize("value", ["1900-01-01", "2026-11-25", "2200-12-31"])
    def test_dates_in_range_are_kept(self, value):
        assert TypeAdapter(CalendarDate).validate_python(value) == date.fromisoformat(value)

    @pytest.mark.parametrize(
        "value",
        [
            "9999-12-20T00:00:00Z",
            "2201-01-01T00:00:00Z",
            "1899-12-31T23:59:59Z",
            "2200-12-31T23:30:00-01:00",
        ],
    )
    def test_instants_out_of_range_are_refused(self, value):
        with pytest.raises(ValidationError, match="between 1900-01-01 and 2200-12-31"):
            TypeAdapter(Instant).validate_python(value)

    def test_instants_at_the_edges_are_kept(self):
        adapter = TypeAdapter(Instant)
        assert adapter.validate_python("1900-01-01T00:00:00Z").year == 1900
        assert adapter.validate_python("2200-12-31T23:59:59Z").year == 2200
