"""Every failure is an application/problem+json document; validation errors carry pointers."""

from __future__ import annotations

import uuid

import pytest

from billing.platform.error_handlers import field_error
from billing.platform.errors import FieldError, ValidationFailed, json_pointer

PROBLEM_FIELDS = {"type", "title", "status", "detail", "instance", "code"}


def assert_problem(response, status: int, code: str) -> dict:
    assert response.status_code == status, response.text
    assert response.headers["content-type"] == "application/problem+json"
    body = response.json()
    assert set(body) >= PROBLEM_FIELDS
    assert body["status"] == status
    assert body["code"] == code
    assert body["type"].startswith("https://")
    assert body["title"]
    assert body["detail"]
    return body


def pointers(body: dict) -> dict[str, str]:
    return {e["pointer"]: e["detail"] for e in body["errors"]}


def order(**changes: object) -> dict:
    body: dict = {
        "currency": "EUR",
        "amount": "12.50",
        "items": [{"price_id": str(uuid.uuid4()), "quantity": 2}],
    }
    body.update(changes)
    return body


class TestBodyValidation:
    def test_valid_body(self, live):
        response = live.post("/v1/probe/orders", json=order())

        assert response.status_code == 201
        assert response.json()["data"] == {"currency": "EUR", "total": "25.00"}

    def test_pointers_into_nested_items(self, live):
        response = live.post("/v1/probe/orders", json=order(items=[{"quantity": 0}]))

        body = assert_problem(response, 422, "VALIDATION_ERROR")
        assert set(pointers(body)) == {"/items/0/price_id", "/items/0/quantity"}
        assert body["instance"] == "/v1/probe/orders"

    def test_unknown_fields_are_refused(self, live):
        nested = order(items=[{"price_id": str(uuid.uuid4()), "quantity": 1, "colour": "red"}])
        nested["a/b~c"] = 1

        body = assert_problem(live.post("/v1/probe/orders", json=nested), 422, "VALIDATION_ERROR")

        assert pointers(body) == {"/items/0/colour": "unknown field", "/a~1b~0c": "unknown field"}

    @pytest.mark.parametrize("amount", [12.5, 12, "1e3", "NaN", "Infinity", "+1", ".5", "1."])
    def test_money_must_be_a_plain_decimal_string(self, live, amount):
        response = live.post("/v1/probe/orders", json=order(amount=amount))

        body = assert_problem(response, 422, "VALIDATION_ERROR")
        assert set(pointers(body)) == {"/amount"}

    def test_unknown_currency(self, live):
        response = live.post("/v1/probe/orders", json=order(currency="XYZ"))

        assert set(pointers(assert_problem(response, 422, "VALIDATION_ERROR"))) == {"/currency"}

    def test_union_members_do_not_leak_into_the_pointer(self, live):
        response = live.post("/v1/probe/orders", json=order(reference=[1]))

        assert set(pointers(assert_problem(response, 422, "VALIDATION_ERROR"))) == {"/reference"}

    @pytest.mark.parametrize(
        "content",
        [b'{"currency": "EUR",', b"not json", b"\xff\xfe{}", b"[1, 2]", b'"text"', b""],
    )
    def test_malformed_or_wrong_documents(self, live, content):
        response = live.post(
            "/v1/probe/orders", content=content, headers={"Content-Type": "application/json"}
        )

        body = assert_problem(response, 422, "VALIDATION_ERROR")
        assert set(pointers(body)) == {""}


class TestQueryValidation:
    def test_pointers_into_the_query(self, live):
        response = live.get("/v1/probe/search?limit=abc&mode=fast")

        assert pointers(assert_problem(response, 422, "VALIDATION_ERROR")).keys() == {
            "/query/limit"
        }

    def test_missing_and_wrong_parameters(self, live):
        body = assert_problem(live.get("/v1/probe/search?limit=0"), 422, "VALIDATION_ERROR")

        assert set(pointers(body)) == {"/query/limit", "/query/mode"}


class TestFrameworkErrors:
    def test_unknown_route(self, tenant):
        body = assert_problem(tenant.live.get("/v1/no-such-thing"), 404, "NOT_FOUND")

        assert body["instance"] == "/v1/no-such-thing"

    def test_wrong_method(self, tenant):
        response = tenant.live.delete("/v1/events")

        assert_problem(response, 405, "METHOD_NOT_ALLOWED")
        assert "GET" in response.headers["allow"]

    def test_unauthenticated(self, client):
        assert_problem(client.get("/v1/events"), 401, "UNAUTHORIZED")


class TestServerErrors:
    def test_no_internals_in_a_500(self, live):
        response = live.get("/v1/probe/boom")

        body = assert_problem(response, 500, "INTERNAL_ERROR")
        assert set(body) == PROBLEM_FIELDS
        for leak in ("secret-internal-detail", "Traceback", "RuntimeError", "probe.py"):
            assert leak not in response.text


class TestJsonPointer:
    @staticmethod
    def pointer(location, *document) -> str:
        return json_pointer(field_error(location, "x", *document))

    def test_sources(self):
        assert self.pointer(("body", "items", 0, "price_id")) == "/items/0/price_id"
        assert self.pointer(("query", "limit")) == "/query/limit"
        assert self.pointer(("header", "idempotency-key")) == "/headers/idempotency-key"
        assert self.pointer(("path", "id")) == "/path/id"
        assert self.pointer(("body",)) == ""

    def test_segments_missing_from_the_document_are_dropped(self):
        document = {"effects": [{"kind": "percentage"}]}

        assert (
            self.pointer(("body", "effects", 0, "percentage", "value"), document)
            == "/effects/0/value"
        )
        assert self.pointer(("body", "effects", "str"), {"effects": 5}) == "/effects"
        assert self.pointer(("body", 17), "{broken") == ""

    def test_names_are_escaped(self):
        assert json_pointer(FieldError(("settings", "a/b~c"), "x")) == "/settings/a~1b~0c"
        assert json_pointer(FieldError(("Idempotency-Key",), "x", "headers")) == (
            "/headers/Idempotency-Key"
        )

    def test_a_field_reads_plainly_outside_http(self):
        error = ValidationFailed("too large", field=("lines", 0, "unit_price"))

        assert str(error) == "too large (at lines[0].unit_price)"
        assert str(ValidationFailed("no field")) == "no field"
        several = FieldError(("tiers", 1, "up_to"), "must be greater than zero")
        assert str(ValidationFailed("the pricing is invalid", errors=[several])) == (
            "the pricing is invalid (at tiers[1].up_to: must be greater than zero)"
        )
