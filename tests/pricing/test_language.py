"""The expression language over HTTP: a table of valid expressions with their exact results,
a table of invalid ones with the field and character each problem is at, and evaluation errors
(answered 422 with the position, never 500)."""

from __future__ import annotations

from typing import Any

import pytest

from tests.pricing.helpers import create_formula, evaluate
from tests.support import Tenant, pointers

D = "decimal"
I = "integer"  # noqa: E741
B = "boolean"

# (expression, variables, inputs, cost, exact result)
VALID: list[tuple[str, list[dict[str, Any]], dict[str, Any], str | None, Any]] = [
    ("1 + 2 * 3", [], {}, None, 7),
    ("(1 + 2) * 3", [], {}, None, 9),
    ("10 - 4 - 3", [], {}, None, 3),
    ("7 / 2", [], {}, None, "3.5"),
    ("0.1 + 0.2", [], {}, None, "0.3"),
    ("-cost", [], {}, "2.50", "-2.50"),
    ("- -3", [], {}, None, 3),
    ("cost * 1.2", [], {}, "19.99", "23.988"),
    ("round(2.345, 2)", [], {}, None, "2.35"),
    ("round(-2.345, 2)", [], {}, None, "-2.35"),
    ("round(2.5, 0)", [], {}, None, "3"),
    ("ceil(1.01)", [], {}, None, 2),
    ("floor(-1.01)", [], {}, None, -2),
    ("abs(-4.5)", [], {}, None, "4.5"),
    ("min(3, 1.5, 2)", [], {}, None, "1.5"),
    ("max(3, 1, 2)", [], {}, None, 3),
    ("if(cost > 100, cost * 0.9, cost)", [], {}, "150", "135.0"),
    ("if(cost > 100, cost * 0.9, cost)", [], {}, "50", "50"),
    ("if(units == 0, 0, cost / units)", [{"name": "units", "type": I}], {"units": 0}, "9", "0"),
    ("if(units == 0, 0, cost / units)", [{"name": "units", "type": I}], {"units": 4}, "9", "2.25"),
    (
        "if(vip and not trial, 1, 2)",
        [{"name": "vip", "type": B}, {"name": "trial", "type": B}],
        {"vip": True, "trial": False},
        None,
        1,
    ),
    ("if(vip or cost >= 10, 1, 2)", [{"name": "vip", "type": B, "default": False}], {}, "9.99", 2),
    ("if(flag == true, 1, 0)", [{"name": "flag", "type": B}], {"flag": True}, None, 1),
    (
        "rate * qty",
        [{"name": "rate", "type": D, "default": "0.015"}, {"name": "qty", "type": I, "default": 3}],
        {},
        None,
        "0.045",
    ),
    (
        "rate * qty",
        [{"name": "rate", "type": D}, {"name": "qty", "type": I}],
        {"rate": "1.1", "qty": 3},
        None,
        "3.3",
    ),
    ("3 * 4", [], {}, None, 12),
    (
        "123456789012345678901234.5 + 0.000000000001",
        [],
        {},
        None,
        "123456789012345678901234.500000000001",
    ),
]


@pytest.mark.parametrize(("expression", "variables", "inputs", "cost", "result"), VALID)
def test_valid_expressions_evaluate_exactly(
    tenant: Tenant,
    expression: str,
    variables: list[dict[str, Any]],
    inputs: dict[str, Any],
    cost: str | None,
    result: Any,
) -> None:
    formula = create_formula(tenant.live, expression=expression, variables=variables)
    body: dict[str, Any] = {"variables": inputs}
    if cost is not None:
        body["cost"] = cost
    response = evaluate(tenant.live, formula["id"], **body)
    assert response.status_code == 200, response.text
    data = response.json()["data"]
    assert data["result"] == result
    assert data["type"] == (I if isinstance(result, int) else D)


# (expression, variables, pointer, position or None, words of the detail)
INVALID: list[tuple[str, list[dict[str, Any]], str, int | None, str]] = [
    ("1 +", [], "/expression", 3, "expected a value"),
    ("(1 + 2", [], "/expression", 6, "expected ')'"),
    ("1 2", [], "/expression", 2, "unexpected '2'"),
    ("cost $ 2", [], "/expression", 5, "unexpected character '$'"),
    ("1 < 2 < 3", [], "/expression", 6, "do not chain"),
    ("units * 2", [], "/expression", 0, "units is not a declared variable"),
    ("cost + mystery", [], "/expression", 7, "mystery is not a declared variable"),
    ("if(cost > 1, 1, true)", [], "/expression", 16, "branches of if have different types"),
    ("true + 1", [], "/expression", 0, "needs a number, not a boolean"),
    ("cost * flag", [{"name": "flag", "type": B}], "/expression", 7, "needs a number"),
    ("if(cost, 1, 2)", [], "/expression", 3, "needs a boolean, not a decimal"),
    ("not 1", [], "/expression", 4, "needs a boolean, not an integer"),
    ("1 == true", [], "/expression", 5, "compares an integer with a boolean"),
    ("round(cost, 1.5)", [], "/expression", 12, "places of round must be an integer"),
    ("round(cost)", [], "/expression", 0, "round takes 2 arguments"),
    ("min(cost)", [], "/expression", 0, "min takes 2 or more arguments"),
    ("cost > 1", [], "/expression", 0, "not a boolean"),
    ("1.1234567890123", [], "/expression", 0, "at most 26 integer and 12 fractional"),
    ("x", [{"name": "x", "type": D, "default": 3}], "/variables/0/default", None, "decimal string"),
    ("x", [{"name": "x", "type": I, "default": "3"}], "/variables/0/default", None, "JSON integer"),
    ("x", [{"name": "x", "type": B, "default": 1}], "/variables/0/default", None, "true or false"),
    ("cost", [{"name": "x", "type": D}], "/variables/0/name", None, "never used"),
    ("cost", [{"name": "cost", "type": D}], "/variables/0/name", None, "reserved"),
    (
        "x",
        [{"name": "x", "type": D}, {"name": "x", "type": I}],
        "/variables/1/name",
        None,
        "declared twice",
    ),
    ("x", [{"name": "9x", "type": D}], "/variables/0/name", None, "must be a letter"),
]


@pytest.mark.parametrize(("expression", "variables", "pointer", "position", "words"), INVALID)
def test_invalid_expressions_answer_the_field_and_position(
    tenant: Tenant,
    expression: str,
    variables: list[dict[str, Any]],
    pointer: str,
    position: int | None,
    words: str,
) -> None:
    body = {"name": "Bad", "expression": expression, "variables": variables}
    response = tenant.live.post("/v1/price-formulas", json=body, idempotency_key=True)
    assert pointers(response) == [pointer]
    problem = response.json()
    assert problem.get("position") == position
    assert words in problem["errors"][0]["detail"]
    assert tenant.live.get("/v1/price-formulas").json()["data"] == []


def test_a_deep_expression_is_refused_not_crashed(tenant: Tenant) -> None:
    body = {"name": "Deep", "expression": "(" * 400 + "1" + ")" * 400}
    response = tenant.live.post("/v1/price-formulas", json=body, idempotency_key=True)
    assert pointers(response) == ["/expression"]
    assert "nested deeper than" in response.json()["detail"]


def test_the_dry_run_shows_each_step(tenant: Tenant) -> None:
    formula = create_formula(
        tenant.live,
        expression="if(units > 100, round(cost * markup, 2), cost)",
        variables=[
            {"name": "units", "type": I},
            {"name": "markup", "type": D, "default": "1.2"},
        ],
    )
    response = evaluate(tenant.live, formula["id"], variables={"units": 150}, cost="10.004")
    assert response.status_code == 200, response.text
    data = response.json()["data"]
    assert data["result"] == "12.00"
    assert data["version"] == 1
    assert data["inputs"] == {"units": 150, "markup": "1.2", "cost": "10.004"}
    assert [(s["expression"], s["value"]) for s in data["steps"]] == [
        ("units", 150),
        ("units > 100", True),
        ("cost", "10.004"),
        ("markup", "1.2"),
        ("cost * markup", "12.0048"),
        ("round(cost * markup, 2)", "12.00"),
        ("if(units > 100, round(cost * markup, 2), cost)", "12.00"),
    ]
    assert data["steps"][4]["position"] == 22


@pytest.mark.parametrize(
    ("expression", "variables", "body", "pointer", "position", "words"),
    [
        ("cost / 0", [], {"cost": "1"}, "/expression", 7, "division by zero"),
        ("cost / (cost - 1)", [], {"cost": "1"}, "/expression", 7, "division by zero"),
        ("cost * 2", [], {}, "/expression", 0, "the cost has no value"),
        ("x + 1", [{"name": "x", "type": D}], {}, "/expression", 0, "x has no value"),
        (
            "round(cost, n)",
            [{"name": "n", "type": I}],
            {"cost": "1", "variables": {"n": 13}},
            "/expression",
            12,
            "0 to 12 places",
        ),
        (
            "x + 1",
            [{"name": "x", "type": D}],
            {"variables": {"x": 1.5}},
            "/variables/x",
            None,
            "decimal string",
        ),
        (
            "x + 1",
            [{"name": "x", "type": D}],
            {"variables": {"y": "1"}},
            "/variables/y",
            None,
            "not a variable",
        ),
        (
            "x + 1",
            [{"name": "x", "type": I}],
            {"variables": {"x": True}},
            "/variables/x",
            None,
            "JSON integer",
        ),
    ],
)
def test_evaluation_errors_are_problems(
    tenant: Tenant,
    expression: str,
    variables: list[dict[str, Any]],
    body: dict[str, Any],
    pointer: str,
    position: int | None,
    words: str,
) -> None:
    formula = create_formula(tenant.live, expression=expression, variables=variables)
    response = evaluate(tenant.live, formula["id"], **body)
    assert pointers(response) == [pointer]
    assert response.json().get("position") == position
    assert words in response.json()["detail"]


def test_a_number_too_large_to_round_is_a_problem(tenant: Tenant) -> None:
    huge = " * ".join(["99999999999999999999999999"] * 10)
    formula = create_formula(tenant.live, expression=f"round({huge}, 2)", variables=[])
    response = evaluate(tenant.live, formula["id"])
    assert pointers(response) == ["/expression"]
    assert response.json()["detail"] == "a number grew too large (at position 0)"
