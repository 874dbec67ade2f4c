"""Invoice totals under random lines: the EN 16931 arithmetic holds to the minor unit.

The pure part checks `invoices.totals` against an independent oracle in exact fractions; the
HTTP part checks that what a client reads back from `POST /v1/invoices` adds up and carries
exactly the currency's number of decimals.
"""

from __future__ import annotations

import math
from collections import defaultdict
from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction
from typing import Any

import pytest
from hypothesis import HealthCheck, example, given
from hypothesis import settings as hypothesis_settings
from hypothesis import strategies as st

from billing.invoices.totals import Allowance, TaxedAmount, compute_totals
from billing.invoices.totals import line_amount as net_amount
from billing.platform.money import exponent
from billing.tax.resolution import TaxTreatment
from tests.customers.helpers import create_customer
from tests.invoices.helpers import create_draft, set_tax_profile

CURRENCIES = ("JPY", "EUR", "KWD")
STANDARD_RATES = ("0.07", "0.19", "0.2", "0.255")
AT_RATE_ZERO = ("Z", "E", "AE", "K", "G", "O")
"""The categories without VAT, each of which needs an exemption reason."""
EXEMPTION_REASON = "Exempt under the applicable provision"


def half_up(exact: Fraction) -> int:
    """Round to an integer, ties away from zero: the oracle, independent of `decimal`."""
    rounded = math.floor(abs(exact) + Fraction(1, 2))
    return rounded if exact >= 0 else -rounded


def minor_of(amount: Fraction, currency: str) -> int:
    return half_up(amount * 10 ** exponent(currency))


def decimals(largest: int, max_fraction_digits: int, *, signed: bool) -> st.SearchStrategy[Decimal]:
    """Decimals of magnitude up to `largest` with up to `max_fraction_digits` digits after the
    point; small values are as likely as large ones, so ties at the rounding digit come up."""
    whole = st.one_of(st.integers(0, 10), st.integers(0, largest))
    fraction = st.integers(0, 10**max_fraction_digits - 1)
    kept_digits = st.integers(0, max_fraction_digits)
    sign = st.sampled_from([1, -1]) if signed else st.just(1)

    def build(whole: int, fraction: int, kept: int, sign: int) -> Decimal:
        dropped = max_fraction_digits - kept
        magnitude = Decimal(whole) + Decimal(fraction // 10**dropped).scaleb(-kept)
        return sign * magnitude

    return st.builds(build, whole, fraction, kept_digits, sign)


quantities = decimals(100_000, 4, signed=False).filter(lambda q: q > 0)
"""Positive, as a line's quantity must be."""
unit_prices = decimals(10_000_000, 6, signed=True)
"""Either sign (a credit line has a negative price). With 30 lines at the largest quantity and
price, a KWD invoice still fits the BIGINT minor units."""


@dataclass(frozen=True)
class Treatment:
    category: str
    rate: str

    def as_tax(self) -> TaxTreatment:
        reason = EXEMPTION_REASON if self.category in AT_RATE_ZERO else None
        return TaxTreatment(self.category, Decimal(self.rate), exemption_reason=reason)


treatments = st.one_of(
    st.builds(Treatment, st.just("S"), st.sampled_from(STANDARD_RATES)),
    st.builds(Treatment, st.sampled_from(AT_RATE_ZERO), st.just("0")),
)


@dataclass(frozen=True)
class Line:
    quantity: Decimal
    unit_price: Decimal
    treatment: Treatment


lines_strategy = st.lists(
    st.builds(Line, quantities, unit_prices, treatments), min_size=1, max_size=30
)


@st.composite
def invoices(draw: st.DrawFn) -> tuple[str, list[Line], list[Allowance]]:
    """A currency, its lines, and document-level allowances on groups the lines have."""
    currency = draw(st.sampled_from(CURRENCIES))
    lines = draw(lines_strategy)
    groups = sorted({line.treatment for line in lines}, key=lambda t: (t.category, t.rate))
    allowances = draw(
        st.lists(
            st.builds(
                lambda group, amount: Allowance(
                    amount=amount,
                    category=group.category,
                    rate=Decimal(group.rate),
                    reason="Volume discount",
                ),
                st.sampled_from(groups),
                st.integers(min_value=1, max_value=10**9),
            ),
            max_size=4,
        )
    )
    return currency, lines, allowances


def _example(currency: str, *lines: tuple[str, str, str, str], allowance: int = 0) -> Any:
    """A hand-picked invoice with an exact tie (a line amount or a group tax), where half-up
    and banker's rounding differ."""
    built = [Line(Decimal(q), Decimal(p), Treatment(c, r)) for q, p, c, r in lines]
    first = built[0].treatment
    allowances = [Allowance(allowance, first.category, Decimal(first.rate), "Loyalty")]
    return example((currency, built, allowances if allowance else []))


class TestComputeTotals:
    @hypothesis_settings(max_examples=200)
    @given(invoices())
    @_example("EUR", ("1", "0.125", "Z", "0"))
    @_example("EUR", ("1", "1.50", "S", "0.19"))
    @_example("JPY", ("5", "-0.5", "S", "0.2"))
    @_example("KWD", ("2", "0.6", "S", "0.07"), ("1", "0.0025", "S", "0.07"), allowance=1053)
    def test_the_document_adds_up_to_the_minor_unit(
        self, invoice: tuple[str, list[Line], list[Allowance]]
    ) -> None:
        currency, lines, allowances = invoice
        amounts = [net_amount(line.quantity, line.unit_price, currency) for line in lines]
        totals = compute_totals(
            currency,
            [
                TaxedAmount(amount, line.treatment.as_tax())
                for amount, line in zip(amounts, lines, strict=True)
            ],
            allowances,
        )

        for amount, line in zip(amounts, lines, strict=True):
            assert amount == minor_of(Fraction(line.quantity) * Fraction(line.unit_price), currency)
        integers = [totals.subtotal, totals.discount_amount, totals.tax_amount, totals.total]
        integers += [n for group in totals.groups for n in (group.taxable_amount, group.tax_amount)]
        integers += list(totals.line_taxes)
        assert all(type(n) is int for n in [*amounts, *integers])

        assert totals.subtotal == sum(amounts)
        assert totals.discount_amount == sum(a.amount for a in allowances)
        assert totals.tax_amount == sum(group.tax_amount for group in totals.groups)
        assert totals.total == totals.subtotal - totals.discount_amount + totals.tax_amount

        members: dict[Treatment, list[int]] = defaultdict(list)
        for index, line in enumerate(lines):
            members[line.treatment].append(index)
        reductions: dict[Treatment, int] = defaultdict(int)
        for allowance in allowances:
            reductions[Treatment(allowance.category, format(allowance.rate, "f"))] += (
                allowance.amount
            )
        by_group = {(g.category, g.rate.normalize()): g for g in totals.groups}
        assert len(by_group) == len(totals.groups) == len(members)
        for treatment, indexes in members.items():
            group = by_group[(treatment.category, Decimal(treatment.rate).normalize())]
            taxable = sum(amounts[i] for i in indexes) - reductions[treatment]
            assert group.taxable_amount == taxable
            exact_tax = Fraction(taxable) * Fraction(Decimal(treatment.rate))
            assert group.tax_amount == half_up(exact_tax)
            assert sum(totals.line_taxes[i] for i in indexes) == group.tax_amount
            if treatment.category != "S":
                assert group.tax_amount == 0
                assert group.exemption_reason == EXEMPTION_REASON

    @given(st.sampled_from(CURRENCIES), lines_strategy)
    def test_without_allowances_each_line_keeps_its_own_tax_within_rounding(
        self, currency: str, lines: list[Line]
    ) -> None:
        """The group's rounding difference lands on one line, and it is less than one minor
        unit per line of the group (half a unit each): no line carries another line's tax."""
        amounts = [net_amount(line.quantity, line.unit_price, currency) for line in lines]
        totals = compute_totals(
            currency,
            [
                TaxedAmount(amount, line.treatment.as_tax())
                for amount, line in zip(amounts, lines, strict=True)
            ],
        )

        group_size: dict[Treatment, int] = defaultdict(int)
        for line in lines:
            group_size[line.treatment] += 1
        for amount, line, share in zip(amounts, lines, totals.line_taxes, strict=True):
            own_tax = Fraction(amount) * Fraction(Decimal(line.treatment.rate))
            assert abs(share - own_tax) <= Fraction(group_size[line.treatment], 2)

    def test_an_allowance_on_a_group_no_line_has_is_refused(self) -> None:
        with pytest.raises(ValueError, match="no line has"):
            compute_totals(
                "EUR",
                [TaxedAmount(1000, Treatment("S", "0.19").as_tax())],
                [Allowance(amount=100, category="S", rate=Decimal("0.2"), reason="Volume")],
            )


# HTTP level --------------------------------------------------------------------------------


def money_strings(body: dict[str, Any]) -> list[str]:
    """Every money amount of an invoice answer: the invoice's, its lines' and its VAT groups'."""
    invoice_fields = (
        "subtotal",
        "discount_amount",
        "tax_amount",
        "total",
        "amount_paid",
        "amount_credited",
        "amount_refunded",
        "amount_due",
    )
    found = [body[field] for field in invoice_fields]
    found += [line[field] for line in body["lines"] for field in ("amount", "tax_amount")]
    found += [
        group[field]
        for group in body["tax_breakdown"]
        for field in ("taxable_amount", "tax_amount")
    ]
    return found


def decimals_of(text: str) -> int:
    assert isinstance(text, str), text
    return len(text.split(".", 1)[1]) if "." in text else 0


@dataclass(frozen=True)
class HttpLine:
    line: Line
    line_type: str | None
    """None (the default ADD_ON) or a manual type; a negative price is sent as an ADJUSTMENT."""

    @property
    def net(self) -> Fraction:
        """The line's exact net amount: a CREDIT line's positive price is a credit."""
        exact = Fraction(self.line.quantity) * Fraction(self.line.unit_price)
        return -exact if self.line_type == "CREDIT" else exact

    def request(self) -> dict[str, Any]:
        body: dict[str, Any] = {
            "description": "Random line",
            "quantity": format(self.line.quantity, "f"),
            "unit_price": format(self.line.unit_price, "f"),
            "tax_category_code": self.line.treatment.category,
            "tax_rate": self.line.treatment.rate,
        }
        if self.line_type is not None:
            body["line_type"] = self.line_type
        if self.line.treatment.category in AT_RATE_ZERO:
            body["tax_exemption_reason"] = EXEMPTION_REASON
        return body


def typed(line: Line, line_type: str | None) -> HttpLine:
    return HttpLine(line, "ADJUSTMENT" if line.unit_price < 0 else line_type)


http_lines = st.lists(
    st.builds(
        typed,
        st.builds(Line, quantities, unit_prices, treatments),
        st.sampled_from([None, "EXPENSE_PASSTHROUGH", "MILESTONE", "ADJUSTMENT", "CREDIT"]),
    ),
    min_size=1,
    max_size=30,
)


@hypothesis_settings(
    max_examples=15,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)
@given(currency=st.sampled_from(CURRENCIES), lines=http_lines)
def test_a_draft_created_over_http_adds_up_at_the_currency_scale(
    tenant: Any, currency: str, lines: list[HttpLine]
) -> None:
    set_tax_profile(tenant.live, "DE")
    customer = create_customer(tenant.live, currency=currency, address={"country": "DE"})

    draft = create_draft(
        tenant.live, customer["id"], lines=[line.request() for line in lines], currency=currency
    )

    assert draft["currency"] == currency
    assert len(draft["lines"]) == len(lines)
    digits = exponent(currency)
    strings = money_strings(draft)
    assert [s for s in strings if decimals_of(s) != digits] == [], strings
    subtotal, discount, tax, total = (
        Decimal(draft[field]) for field in ("subtotal", "discount_amount", "tax_amount", "total")
    )
    assert discount == 0
    assert subtotal + tax == total
    assert subtotal == sum(Decimal(line["amount"]) for line in draft["lines"])
    assert tax == sum(Decimal(group["tax_amount"]) for group in draft["tax_breakdown"])
    assert tax == sum(Decimal(line["tax_amount"]) for line in draft["lines"])
    answered = [Decimal(line["amount"]).scaleb(digits) for line in draft["lines"]]
    assert answered == [minor_of(line.net, currency) for line in lines]
    for group in draft["tax_breakdown"]:
        exact = Fraction(Decimal(group["taxable_amount"])) * Fraction(Decimal(group["rate"]))
        assert Decimal(group["tax_amount"]) == Decimal(minor_of(exact, currency)).scaleb(-digits)
    fetched = tenant.live.get(f"/v1/invoices/{draft['id']}")
    assert fetched.status_code == 200, fetched.text
    assert money_strings(fetched.json()["data"]) == strings
