"""Evaluation is exact decimal arithmetic (no float anywhere: 0.1 + 0.2 is 0.3) and
deterministic (the same formula and inputs give the same result and steps, every time), proved
with hypothesis on the pure evaluator and through the evaluate route."""

from __future__ import annotations

from decimal import Decimal
from fractions import Fraction

from hypothesis import HealthCheck, given
from hypothesis import settings as hypothesis_settings
from hypothesis import strategies as st

from billing.pricing.formula import bind, compile_formula, run
from tests.pricing.helpers import create_formula, evaluate
from tests.support import Tenant

amounts = st.decimals(
    min_value=Decimal("-99999999999999"),
    max_value=Decimal("99999999999999"),
    places=12,
    allow_nan=False,
    allow_infinity=False,
)
VARIABLES = [{"name": "a", "type": "decimal"}, {"name": "b", "type": "decimal"}]
EXPRESSION = "a * b + a - b + if(b == 0, 0, a / b) * 0 + max(a, b) - min(a, b)"
http_settings = hypothesis_settings(
    max_examples=20, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)


def _exact(a: Decimal, b: Decimal) -> Fraction:
    """The same arithmetic in rationals: the answer without any rounding at all."""
    fa, fb = Fraction(a), Fraction(b)
    return fa * fb + fa - fb + abs(fa - fb)


@given(a=amounts, b=amounts)
def test_evaluation_is_exact_and_deterministic(a: Decimal, b: Decimal) -> None:
    compiled = compile_formula(EXPRESSION, VARIABLES)
    values = bind(compiled, {"a": format(a, "f"), "b": format(b, "f")}, None)
    first, second = run(compiled, values), run(compiled, values)
    assert isinstance(first.value, Decimal)
    assert Fraction(first.value) == _exact(a, b)
    assert first == second


@given(parts=st.lists(st.sampled_from(["0.1", "0.2", "0.3", "0.7"]), min_size=2, max_size=30))
def test_sums_of_tenths_have_no_float_drift(parts: list[str]) -> None:
    compiled = compile_formula(" + ".join(parts), [])
    assert run(compiled, bind(compiled, {}, None)).value == sum(map(Decimal, parts))


@http_settings
@given(a=amounts, b=amounts)
def test_the_evaluate_route_answers_the_exact_decimal(
    tenant: Tenant, a: Decimal, b: Decimal
) -> None:
    formula = create_formula(tenant.live, expression="a * b + cost", variables=VARIABLES)
    body = {"variables": {"a": format(a, "f"), "b": format(b, "f")}, "cost": "0.1"}
    first = evaluate(tenant.live, formula["id"], **body)
    second = evaluate(tenant.live, formula["id"], **body)
    assert first.status_code == 200, first.text
    assert first.json() == second.json()
    assert Fraction(first.json()["data"]["result"]) == Fraction(a) * Fraction(b) + Fraction(1, 10)
