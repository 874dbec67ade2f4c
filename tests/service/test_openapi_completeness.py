"""What every operation of the OpenAPI document says (docs/openapi.md): its error statuses as
problem documents with their codes, examples, tags in the interface document's order, unique
operation ids and the package's version."""

from __future__ import annotations

import importlib.metadata
from typing import Any

import pytest
from fastapi.testclient import TestClient

from billing.platform.openapi import TAGS

PROBLEM = "application/problem+json"


@pytest.fixture(scope="module")
def document(client: TestClient) -> dict[str, Any]:
    response = client.get("/openapi.json")
    assert response.status_code == 200
    body: dict[str, Any] = response.json()
    return body


def _operations(document: dict[str, Any]) -> list[tuple[str, str, dict[str, Any]]]:
    return [
        (method.upper(), path, operation)
        for path, operations in document["paths"].items()
        for method, operation in operations.items()
    ]


def _codes(operation: dict[str, Any], status: int) -> set[str]:
    response = operation["responses"].get(str(status), {})
    return set(response.get("content", {}).get(PROBLEM, {}).get("examples", {}))


def test_version_tags_and_operation_ids(document: dict[str, Any]) -> None:
    assert document["info"]["version"] == importlib.metadata.version("billing")
    names = [tag["name"] for tag in document["tags"]]
    known = [name for name, _ in TAGS]
    assert names == sorted(names, key=lambda n: known.index(n) if n in known else len(known))
    assert names[:4] == ["promotions", "invoices", "documents", "credit notes"]
    firsts = [operation["tags"][0] for _, _, operation in _operations(document)]
    assert firsts == sorted(firsts, key=names.index), "operations are not grouped by tag"
    ids = [operation["operationId"] for _, _, operation in _operations(document)]
    assert len(ids) == len(set(ids))
    assert "finalize_invoice" in ids


def test_every_error_is_a_problem_document_with_its_codes(document: dict[str, Any]) -> None:
    wrong = []
    for method, path, operation in _operations(document):
        for status in operation["responses"]:
            if status.startswith("4") and not _codes(operation, int(status)):
                wrong.append(f"{method} {path} {status}: no problem document with codes")
    assert not wrong, "\n".join(wrong)


def test_statuses_follow_from_what_an_operation_takes(document: dict[str, Any]) -> None:
    wrong = []
    for method, path, operation in _operations(document):
        expected: dict[int, str] = {}
        if "security" in operation:
            expected |= {401: "UNAUTHORIZED", 403: "FORBIDDEN", 404: "NOT_FOUND"}
        if "{" in path:
            expected[404] = "NOT_FOUND"
        if "requestBody" in operation:
            expected |= {413: "PAYLOAD_TOO_LARGE", 422: "VALIDATION_ERROR"}
        if operation.get("x-idempotent"):
            expected[400] = "IDEMPOTENCY_KEY_REQUIRED"
        if any(p["name"] == "cursor" for p in operation.get("parameters", [])):
            expected[400] = "INVALID_CURSOR"
        if "security" in operation and method == "POST":
            expected[409] = "IDEMPOTENCY_IN_PROGRESS"
        wrong += [
            f"{method} {path}: {status} {code} missing"
            for status, code in expected.items()
            if code not in _codes(operation, status)
        ]
    assert not wrong, "\n".join(wrong)


def test_every_body_and_every_json_answer_has_an_example(document: dict[str, Any]) -> None:
    missing = []
    for method, path, operation in _operations(document):
        body = operation.get("requestBody", {}).get("content", {}).get("application/json")
        if body is not None and "example" not in body:
            missing.append(f"{method} {path}: request body")
        for status, response in operation["responses"].items():
            answer = response.get("content", {}).get("application/json")
            if answer is not None and "example" not in answer:
                missing.append(f"{method} {path}: {status}")
    assert not missing, "\n".join(missing)


def test_a_documented_status_is_what_the_service_answers(client: TestClient, tenant: Any) -> None:
    """Spot checks that the derived statuses are real answers."""
    finalize = tenant.live.post(f"/v1/invoices/{'0' * 8}-0000-4000-8000-{'0' * 12}/finalize")
    assert (finalize.status_code, finalize.json()["code"]) == (400, "IDEMPOTENCY_KEY_REQUIRED")
    listed = tenant.live.get("/v1/invoices", params={"cursor": "not-a-cursor"})
    assert (listed.status_code, listed.json()["code"]) == (400, "INVALID_CURSOR")
