"""Problem details read as sentences (issue 23, item 6): no Pydantic prefix such as
"Value error, ", and a body that is not JSON answers 415 with a hint to send JSON."""

from __future__ import annotations

import uuid

import pytest

from billing.platform.validation_wording import readable_message
from tests.support import every, problem

JSON_HINT = "Content-Type: application/json"


def details(response) -> dict[str, str]:
    body = problem(response, 422, "VALIDATION_ERROR")
    return {error["pointer"]: error["detail"] for error in body["errors"]}


class TestValidationWording:
    def test_validator_messages_come_without_the_value_error_prefix(self, tenant):
        response = tenant.live.post(
            "/v1/customers", json={"name": "Ada", "email": "nope", "currency": "EURO"}
        )

        found = details(response)
        assert found["/email"] == "expected an email address"
        assert found["/currency"] == "'EURO' is not an ISO 4217 currency code"
        assert not any("error," in detail.lower() for detail in found.values())

    def test_a_model_validator_reads_as_a_sentence_too(self, tenant):
        response = tenant.live.post(
            "/v1/api-keys",
            json={"name": "k", "expires_at": "2020-01-01T00:00:00Z", "allowed_ips": ["x"]},
        )

        found = details(response)
        assert found["/expires_at"] == "expires_at must be in the future"
        assert found["/allowed_ips/0"] == "expected an IP address or a CIDR network"

    def test_a_json_array_instead_of_an_object(self, tenant):
        response = tenant.live.post("/v1/customers", json=[{"name": "Ada"}])

        assert details(response) == {"": "expected a JSON object"}

    @pytest.mark.parametrize(
        ("error", "message"),
        [
            ({"type": "value_error", "msg": "Value error, bad", "ctx": {"error": "bad"}}, "bad"),
            ({"type": "assertion_error", "msg": "Assertion failed, no"}, "no"),
            ({"type": "int_parsing", "msg": "Input should be a valid integer"}, None),
        ],
    )
    def test_readable_message(self, error, message):
        assert readable_message(error) == (message or error["msg"])


class TestNonJsonBodies:
    @pytest.mark.parametrize(
        ("content_type", "sent"),
        [
            ("application/x-www-form-urlencoded", "application/x-www-form-urlencoded"),
            ("text/plain; charset=utf-8", "text/plain"),
            (None, "no Content-Type"),
        ],
    )
    def test_a_body_that_is_not_declared_json_answers_415_and_creates_nothing(
        self, tenant, content_type, sent
    ):
        headers = {} if content_type is None else {"Content-Type": content_type}
        name = f"Form {uuid.uuid4().hex[:6]}"

        response = tenant.live.post(
            "/v1/customers", content=f'{{"name": "{name}"}}'.encode(), headers=headers
        )

        body = problem(response, 415, "UNSUPPORTED_MEDIA_TYPE")
        assert f"the request sent {sent}" in body["detail"]
        assert JSON_HINT in body["detail"]
        assert body["instance"] == "/v1/customers"
        assert name not in {c["name"] for c in every(tenant.live, "/v1/customers")}

    def test_curl_form_data_is_answered_with_the_hint(self, tenant):
        response = tenant.live.post("/v1/customers", data={"name": "Ada"})

        body = problem(response, 415, "UNSUPPORTED_MEDIA_TYPE")
        assert "-H 'Content-Type: application/json'" in body["detail"]

    def test_a_form_body_does_not_use_up_an_idempotency_key(self, tenant):
        key = uuid.uuid4().hex
        tag = {"name": f"tag-{key[:6]}", "entity_type": "CUSTOMER"}

        refused = tenant.live.post("/v1/tags", data=tag, idempotency_key=key)
        created = tenant.live.post("/v1/tags", json=tag, idempotency_key=key)

        problem(refused, 415, "UNSUPPORTED_MEDIA_TYPE")
        assert created.status_code == 201, created.text

    def test_json_with_a_charset_or_a_json_suffix_is_json(self, tenant):
        for content_type in ("application/json; charset=utf-8", "application/merge-patch+json"):
            response = tenant.live.post(
                "/v1/customers",
                content=b'{"name": "Ada"}',
                headers={"Content-Type": content_type},
            )
            assert response.status_code == 201, response.text
