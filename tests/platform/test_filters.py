"""FilterSpec: the grammar `field.op=value`, its sugar, its errors, and the SQL it produces."""

from __future__ import annotations

import uuid
from datetime import UTC, datetime

import pytest
from sqlalchemy import Column, Integer, MetaData, String, Table, create_engine, insert, select

from billing.platform.errors import FieldError, InvalidFilter, json_pointer
from billing.platform.filters import Condition, Field, FilterSpec

metadata = MetaData()
invoices = Table(
    "probe_invoices",
    metadata,
    Column("id", Integer, primary_key=True),
    Column("status", String),
    Column("number", String),
    Column("customer_id", String),
    Column("total", Integer),
)

SPEC = FilterSpec(
    {
        "status": Field(
            invoices.c.status,
            ops=frozenset({"eq", "ne", "in"}),
            choices=frozenset({"draft", "open", "paid", "void"}),
            countable=True,
        ),
        "number": Field(invoices.c.number, ops=frozenset({"eq", "contains"})),
        "customer_id": Field(invoices.c.customer_id, kind="uuid_text"),
        "total": Field(invoices.c.total, kind="int", ops=frozenset({"gt", "lte", "eq"})),
        "created_at": Field(invoices.c.id, kind="datetime", ops=frozenset({"gte"})),
    },
    extra_params=frozenset({"format"}),
)


def parse(query: list[tuple[str, str]]) -> list[Condition]:
    return SPEC.parse(query)


def refused(query: list[tuple[str, str]]) -> dict:
    with pytest.raises(InvalidFilter) as caught:
        SPEC.parse(query)
    assert caught.value.status == 400
    assert caught.value.code == "INVALID_FILTER"
    assert caught.value.errors
    error = caught.value.errors[0]
    return {"pointer": json_pointer(error), "detail": error.detail}


class TestGrammar:
    def test_status_is_sugar_for_status_eq(self):
        assert parse([("status", "paid")]) == [Condition("status", "eq", "paid")]
        assert parse([("status", "paid")]) == parse([("status.eq", "paid")])

    def test_bare_comma_list_is_in(self):
        assert parse([("status", "paid,void")]) == [Condition("status", "in", ["paid", "void"])]
        assert parse([("status.in", "paid")]) == [Condition("status", "in", ["paid"])]

    def test_comma_list_without_in_stays_a_value(self):
        assert parse([("number", "A,B")]) == [Condition("number", "eq", "A,B")]

    def test_explicit_operators(self):
        assert parse([("status.ne", "draft"), ("total.gt", "100"), ("total.lte", "-5")]) == [
            Condition("status", "ne", "draft"),
            Condition("total", "gt", 100),
            Condition("total", "lte", -5),
        ]

    def test_reserved_and_extra_parameters_are_not_filters(self):
        query = [("limit", "5"), ("cursor", "x"), ("counts", "status"), ("format", "csv")]

        assert parse(query) == []

    def test_values_are_typed(self):
        customer = uuid.uuid4()

        (by_customer,) = parse([("customer_id", str(customer).upper())])
        (by_date,) = parse([("created_at.gte", "2024-05-01T02:00:00+02:00")])
        (by_day,) = parse([("created_at.gte", "2024-05-01")])

        assert by_customer.value == str(customer)
        assert by_date.value == datetime(2024, 5, 1, 0, 0, tzinfo=UTC)
        assert by_day.value == datetime(2024, 5, 1, tzinfo=UTC)

    def test_unescaped_plus_in_an_offset(self):
        (condition,) = parse([("created_at.gte", "2024-05-01T02:00:00 02:00")])

        assert condition.value == datetime(2024, 5, 1, 0, 0, tzinfo=UTC)


class TestErrors:
    @pytest.mark.parametrize(
        ("query", "pointer", "detail"),
        [
            (("colour", "red"), "/query/colour", "unknown field"),
            (("status.gt", "paid"), "/query/status.gt", "unsupported operator"),
            (("status.like", "paid"), "/query/status.like", "unsupported operator"),
            (("status.eq.x", "paid"), "/query/status.eq.x", "unsupported operator"),
            (("total.contains", "1"), "/query/total.contains", "unsupported operator"),
            (("status", "late"), "/query/status", "unknown value"),
            (("status", "paid,late"), "/query/status", "unknown value"),
            (("status", ""), "/query/status", "empty value"),
            (("status.in", ","), "/query/status.in", "bad list"),
            (("total.gt", "ten"), "/query/total.gt", "expected a 64-bit integer"),
            (("total.gt", str(2**63)), "/query/total.gt", "expected a 64-bit integer"),
            (("customer_id", "not-a-uuid"), "/query/customer_id", "expected a UUID"),
            (
                ("created_at.gte", "yesterday"),
                "/query/created_at.gte",
                "expected an RFC 3339 date-time",
            ),
            (
                ("created_at.gte", "2024-02-30"),
                "/query/created_at.gte",
                "expected an RFC 3339 date-time",
            ),
            (
                ("created_at.gte", "9999-12-31T23:59:59-01:00"),
                "/query/created_at.gte",
                "expected an RFC 3339 date-time",
            ),
            (("number", "a\x00b"), "/query/number", "expected a string without NUL characters"),
            (("number.contains", ""), "/query/number.contains", "empty value"),
        ],
    )
    def test_invalid_filter_with_pointer(self, query, pointer, detail):
        error = refused([query])

        assert error == {"pointer": pointer, "detail": detail}

    def test_too_many_in_values(self):
        error = refused([("status.in", ",".join(["paid"] * 101))])

        assert error["pointer"] == "/query/status.in"

    def test_counts_only_for_countable_fields(self):
        assert SPEC.counted_fields("status, status") == ["status"]
        assert SPEC.counted_fields(None) == []
        for raw in ("number", "nonsense", "status,total"):
            with pytest.raises(InvalidFilter) as caught:
                SPEC.counted_fields(raw)
            assert caught.value.errors == [FieldError(("counts",), "not countable", "query")]

    def test_contains_only_on_string_fields(self):
        with pytest.raises(ValueError, match="string fields"):
            Field(invoices.c.total, kind="int", ops=frozenset({"contains"}))
        with pytest.raises(ValueError, match="unknown operators"):
            Field(invoices.c.total, ops=frozenset({"between"}))


class TestSql:
    ROWS = [
        {"id": 1, "status": "paid", "number": "INV-100%", "total": 10},
        {"id": 2, "status": "open", "number": "inv_2", "total": 20},
        {"id": 3, "status": "draft", "number": "INVX2", "total": 30},
        {"id": 4, "status": None, "number": "Credit", "total": 40},
    ]

    @pytest.fixture
    def engine(self):
        engine = create_engine("sqlite://")
        metadata.create_all(engine)
        with engine.begin() as conn:
            conn.execute(insert(invoices), self.ROWS)
        return engine

    def ids(self, engine, query: list[tuple[str, str]]) -> list[int]:
        stmt = select(invoices.c.id).where(*SPEC.where(SPEC.parse(query))).order_by(invoices.c.id)
        with engine.connect() as conn:
            return list(conn.execute(stmt).scalars())

    def test_contains_is_case_insensitive_and_literal(self, engine):
        assert self.ids(engine, [("number.contains", "inv")]) == [1, 2, 3]
        assert self.ids(engine, [("number.contains", "_")]) == [2]
        assert self.ids(engine, [("number.contains", "%")]) == [1]
        assert self.ids(engine, [("number.contains", "V_2")]) == [2]
        assert self.ids(engine, [("number.contains", "CREDIT")]) == [4]

    def test_ne_keeps_rows_without_a_value(self, engine):
        assert self.ids(engine, [("status.ne", "paid")]) == [2, 3, 4]

    def test_conditions_are_combined(self, engine):
        assert self.ids(engine, [("status", "paid,open,draft"), ("total.gt", "10")]) == [2, 3]
        assert self.ids(engine, [("status", "open")]) == [2]
        assert self.ids(engine, [("total.lte", "20"), ("total.gt", "10")]) == [2]
