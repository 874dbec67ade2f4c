"""Every decimal the documented pattern allows (26 integer and 12 fractional digits) is either
stored and read back exactly, or refused with 422: never a 500, never a rounded read
(issue 14, item 5)."""

from __future__ import annotations

import math
from decimal import Decimal
from fractions import Fraction
from typing import Any

import pytest
from hypothesis import HealthCheck, example, given
from hypothesis import settings as hypothesis_settings
from hypothesis import strategies as st

from billing.platform.money import MINOR_UNITS_MAX, exponent
from tests.catalog.helpers import make_product
from tests.customers.helpers import create_customer
from tests.invoices.helpers import create_draft, line
from tests.support import Tenant, pointers

DOCUMENTED = r"^-?[0-9]{1,26}(\.[0-9]{1,12})?$"
CURRENCIES = ("EUR", "JPY", "KWD")

documented_decimals = st.one_of(
    st.from_regex(DOCUMENTED, fullmatch=True).filter(lambda text: text.isascii()),
    st.sampled_from(
        [
            "99999999999999999999999999.995",
            "99999999999999999999999999.999999999999",
            "1000000000000000000.000000000001",
            "92233720368547758.07",
            "92233720368547758.08",
            "0.000000000001",
        ]
    ),
)
property_settings = hypothesis_settings(
    max_examples=25,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)


def at_least_currency_scale(text: str, currency: str) -> bool:
    decimals = len(text.partition(".")[2])
    return decimals >= exponent(currency)


@pytest.mark.parametrize(
    ("sent", "currency", "read"),
    [
        ("1000000000000000000.000000000001", "EUR", "1000000000000000000.000000000001"),
        ("99999999999999999999999999.995", "JPY", "99999999999999999999999999.995"),
        ("12.5", "EUR", "12.50"),
        ("7", "KWD", "7.000"),
    ],
)
def test_a_unit_amount_reads_back_as_stored(tenant: Tenant, sent: str, currency: str, read: str):
    api = tenant.live
    body = {"product_id": make_product(api)["id"], "currency": currency, "unit_amount": sent}

    created = api.post("/v1/prices", json=body)

    assert created.status_code == 201, created.text
    price = api.get(f"/v1/prices/{created.json()['data']['id']}").json()["data"]
    assert price["active_version"]["unit_amount"] == read


@property_settings
@given(
    unit_amount=documented_decimals,
    currency=st.sampled_from(CURRENCIES),
    model=st.sampled_from(["flat", "per_unit"]),
)
@example(unit_amount="99999999999999999999999999.995", currency="EUR", model="per_unit")
def test_a_price_is_stored_exactly_or_refused(
    tenant: Tenant, unit_amount: str, currency: str, model: str
):
    api = tenant.live
    body: dict[str, Any] = {
        "product_id": make_product(api)["id"],
        "currency": currency,
        "pricing_model": model,
        "unit_amount": unit_amount,
    }

    response = api.post("/v1/prices", json=body)

    if response.status_code != 201:
        assert pointers(response) == ["/unit_amount"]
        return
    read = api.get(f"/v1/prices/{response.json()['data']['id']}").json()["data"]
    answered = read["active_version"]["unit_amount"]
    assert Decimal(answered) == Decimal(unit_amount)
    assert at_least_currency_scale(answered, currency)


@property_settings
@given(
    unit_price=documented_decimals,
    quantity=documented_decimals,
    currency=st.sampled_from(CURRENCIES),
)
@example(unit_price="99999999999999999999999999.995", quantity="1", currency="EUR")
@example(unit_price="92233720368547758.07", quantity="1", currency="EUR")
@example(unit_price="9223372036854775807", quantity="1.000000000001", currency="JPY")
def test_an_invoice_line_is_stored_exactly_or_refused(
    tenant: Tenant, unit_price: str, quantity: str, currency: str
):
    api = tenant.live
    draft = create_draft(api, create_customer(api, currency=currency)["id"])

    response = api.post(
        f"/v1/invoices/{draft['id']}/lines",
        json=line(unit_price=unit_price, quantity=quantity, currency=currency),
        idempotency_key=True,
    )

    if response.status_code != 201:
        assert pointers(response), response.text
        return
    created = response.json()["data"]
    minor = half_up(Fraction(quantity) * Fraction(unit_price) * 10 ** exponent(currency))
    assert abs(minor) <= MINOR_UNITS_MAX
    assert Decimal(created["unit_price"]) == Decimal(unit_price)
    assert Decimal(created["quantity"]) == Decimal(quantity)
    assert Decimal(created["amount"]).scaleb(exponent(currency)) == minor
    assert at_least_currency_scale(created["unit_price"], currency)


def half_up(exact: Fraction) -> int:
    """Round to an integer, ties away from zero: the oracle, independent of `decimal`."""
    rounded = math.floor(abs(exact) + Fraction(1, 2))
    return rounded if exact >= 0 else -rounded


@property_settings
@given(
    unit_amount=documented_decimals.filter(lambda text: not text.startswith("-")),
    quantity=documented_decimals,
    markup=st.sampled_from(["0", "10", "999.999999999999", "1000"]),
)
@example(unit_amount="99999999999999999999999999.999999999999", quantity="1", markup="1000")
@example(unit_amount="99999999999999999999.999", quantity="0.000000000001", markup="1000")
@example(unit_amount="123456789012345678901234", quantity="0.000000000001", markup="1000")
@example(unit_amount="99999999999999999999999999", quantity="0.000000000001", markup="1000")
def test_a_marked_up_catalog_line_is_priced_in_full_or_refused(
    tenant: Tenant, unit_amount: str, quantity: str, markup: str
):
    api = tenant.live
    product = make_product(api)
    price = api.post(
        "/v1/prices",
        json={"product_id": product["id"], "currency": "EUR", "unit_amount": unit_amount},
    )
    assert price.status_code == 201, price.text
    draft = create_draft(api, create_customer(api, currency="EUR")["id"])

    response = api.post(
        f"/v1/invoices/{draft['id']}/lines",
        json={"product_id": product["id"], "quantity": quantity, "markup_percent": markup},
        idempotency_key=True,
    )

    if response.status_code != 201:
        assert pointers(response), response.text
        return
    created = response.json()["data"]
    raised = Fraction(unit_amount) * (100 + Fraction(markup)) / 100
    assert Fraction(created["unit_price"]) == Fraction(half_up(raised * 10**12), 10**12)
