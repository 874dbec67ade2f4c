"""Draft credit notes: POST /v1/credit-notes (lines inline) and POST /v1/credit-notes/{id}/lines.

Defaults (currency, customer, locale), every refusal with its pointer, the rules of a note
anchored to an invoice (remaining_creditable, lines correcting invoice lines), VAT resolution
and exact totals in EUR and JPY.
"""

from __future__ import annotations

import uuid
from decimal import Decimal

import pytest

from tests.collection.payment_helpers import REDUCED, open_invoice, rollup, taxed_line, void
from tests.credit_notes.helpers import (
    EXEMPT,
    NOTES,
    STANDARD,
    add_line,
    create,
    draft,
    exempt_line,
    german_customer,
    get_note,
    issued,
    ledger_types,
    note_line,
)
from tests.credit_notes.helpers import REDUCED as NOTE_REDUCED
from tests.customers.helpers import create_customer
from tests.invoices.helpers import create_draft, put_settings
from tests.support import pointers, problem


def _notes(api) -> list[dict]:
    response = api.get(NOTES)
    assert response.status_code == 200, response.text
    return response.json()["data"]


class TestCreate:
    def test_a_draft_is_not_posted_anywhere(self, tenant):
        api = tenant.live
        customer = german_customer(api)

        note = draft(
            api,
            customer_id=customer["id"],
            reason="Goodwill for the outage",
            reason_code="service_issue",
            template_id="tpl-basic",
            locale="de",
            metadata={"ticket": "T-1"},
            lines=[note_line("10.00"), note_line("5.00", rate=NOTE_REDUCED)],
        )

        assert note["customer_id"] == customer["id"]
        assert note["organization_id"] == tenant.organization_id
        assert note["invoice_id"] is None
        assert note["credit_note_number"] is None
        assert note["issued_at"] is None
        assert (note["reason"], note["reason_code"]) == ("Goodwill for the outage", "service_issue")
        assert (note["template_id"], note["locale"]) == ("tpl-basic", "de")
        assert note["metadata"] == {"ticket": "T-1"}
        assert (note["subtotal"], note["tax_amount"], note["total"]) == ("15.00", "2.25", "17.25")
        assert (note["amount_applied"], note["amount_remaining"]) == ("0.00", "17.25")
        assert ledger_types(api, customer["id"]) == []
        balance = api.get(f"/v1/customers/{customer['id']}/credit-balance").json()["data"]
        assert balance["balances"] == []
        assert get_note(api, note["id"]) == note

    def test_lines_are_added_to_a_draft(self, tenant):
        api = tenant.live
        customer = german_customer(api)
        note = draft(api, customer_id=customer["id"])
        assert (note["lines"], note["total"]) == ([], "0.00")

        response = add_line(
            api,
            note["id"],
            note_line("12.50", quantity="2", period_start="2026-01-01", period_end="2026-01-31"),
        )

        assert response.status_code == 201, response.text
        after = response.json()["data"]
        [line] = after["lines"]
        assert (line["quantity"], line["unit_price"], line["amount"]) == ("2", "12.50", "25.00")
        assert (line["period_start"], line["period_end"]) == ("2026-01-01", "2026-01-31")
        assert (after["subtotal"], after["tax_amount"], after["total"]) == (
            "25.00",
            "4.75",
            "29.75",
        )
        second = add_line(api, note["id"], exempt_line("0.25")).json()["data"]
        assert [x["description"] for x in second["lines"]] == ["Credit of 12.50", "Credit of 0.25"]
        assert second["total"] == "30.00"
        assert get_note(api, note["id"])["total"] == "30.00"

    def test_an_untaxed_line_resolves_like_an_invoice_line(self, tenant):
        api = tenant.live
        customer = german_customer(api)

        note = draft(
            api, customer_id=customer["id"], lines=[{"description": "x", "unit_price": "100"}]
        )

        [line] = note["lines"]
        assert (line["quantity"], line["tax_category_code"], line["tax_rate"]) == ("1", "S", "0.19")
        assert (line["amount"], line["tax_amount"], note["total"]) == ("100.00", "19.00", "119.00")

    def test_vat_is_rounded_half_up_per_group_on_the_sum_of_nets(self, tenant):
        api = tenant.live
        customer = german_customer(api)
        lines = [note_line("10.13") for _ in range(3)] + [
            note_line("5.07", rate=NOTE_REDUCED) for _ in range(3)
        ]

        note = draft(api, customer_id=customer["id"], lines=lines)

        # per line 1.9247 -> 1.92 (x3 = 5.76) but per group 30.39 x 19 % = 5.7741 -> 5.77;
        # per line 0.3549 -> 0.35 (x3 = 1.05) but per group 15.21 x 7 % = 1.0647 -> 1.06
        groups = [(t["rate"], t["taxable_amount"], t["tax_amount"]) for t in note["tax_breakdown"]]
        assert groups == [("0.19", "30.39", "5.77"), ("0.07", "15.21", "1.06")]
        assert (note["subtotal"], note["tax_amount"], note["total"]) == ("45.60", "6.83", "52.43")
        line_taxes = {"0.19": Decimal(0), "0.07": Decimal(0)}
        for line in note["lines"]:
            line_taxes[line["tax_rate"]] += Decimal(line["tax_amount"])
        assert line_taxes == {"0.19": Decimal("5.77"), "0.07": Decimal("1.06")}

        half = draft(api, customer_id=customer["id"], lines=[note_line("1.50", rate=NOTE_REDUCED)])
        assert (half["tax_amount"], half["total"]) == ("0.11", "1.61")  # 0.105 half up

    def test_totals_in_a_currency_without_decimals(self, tenant):
        api = tenant.live
        customer = german_customer(api, currency="JPY")

        note = draft(
            api,
            customer_id=customer["id"],
            lines=[note_line("1013", quantity="3"), note_line("333", rate=NOTE_REDUCED)],
        )

        assert note["currency"] == "JPY"
        assert [line["amount"] for line in note["lines"]] == ["3039", "333"]
        groups = [(t["rate"], t["taxable_amount"], t["tax_amount"]) for t in note["tax_breakdown"]]
        assert groups == [("0.19", "3039", "577"), ("0.07", "333", "23")]
        assert (note["subtotal"], note["tax_amount"], note["total"]) == ("3372", "600", "3972")
        assert note["amount_remaining"] == "3972"
        rounded = draft(api, customer_id=customer["id"], lines=[exempt_line("2.5", quantity="3")])
        assert (rounded["lines"][0]["amount"], rounded["total"]) == ("8", "8")  # 7.5 half up

    def test_zero_rated_and_exempt_lines_need_an_exemption_reason(self, tenant):
        api = tenant.live
        customer = german_customer(api)
        for category in ("Z", "E", "AE", "K", "G", "O"):
            body = note_line("10.00", tax_category_code=category, tax_rate="0")
            assert pointers(create(api, customer_id=customer["id"], lines=[body])) == [
                "/lines/0/tax_exemption_reason"
            ], category

        note = draft(api, customer_id=customer["id"], lines=[note_line("40.00", rate=EXEMPT)])

        [group] = note["tax_breakdown"]
        assert (group["category"], group["rate"], group["tax_amount"]) == ("E", "0", "0.00")
        assert group["exemption_reason"] == EXEMPT["tax_exemption_reason"]
        assert note["total"] == "40.00"
        with_reason_on_s = note_line("1.00", rate=STANDARD, tax_exemption_reason="why")
        assert pointers(create(api, customer_id=customer["id"], lines=[with_reason_on_s])) == [
            "/lines/0/tax_exemption_reason"
        ]
        assert pointers(
            create(api, customer_id=customer["id"], lines=[note_line("1.00", tax_rate="0")])
        ) == ["/lines/0/tax_rate"]
        exempt_taxed = {**EXEMPT, "tax_rate": "0.19"}
        assert pointers(
            create(api, customer_id=customer["id"], lines=[note_line("1.00", rate=exempt_taxed)])
        ) == ["/lines/0/tax_rate"]


class TestDefaults:
    def test_currency_comes_from_the_invoice(self, tenant):
        api = tenant.live
        customer = german_customer(api, currency=None)
        usd = open_invoice(api, customer=customer, currency="USD")

        note = draft(api, invoice_id=usd["id"], lines=[note_line("10.00")])

        assert (note["currency"], note["customer_id"]) == ("USD", customer["id"])
        assert note["invoice_id"] == usd["id"]
        echoed = draft(api, invoice_id=usd["id"], customer_id=customer["id"], currency="USD")
        assert echoed["currency"] == "USD"

    def test_currency_comes_from_the_customer_then_the_workspace(self, tenant):
        api = tenant.live
        gbp = german_customer(api, currency="GBP")
        assert draft(api, customer_id=gbp["id"])["currency"] == "GBP"

        put_settings(api, default_currency="CHF")
        unbilled = german_customer(api, currency=None)
        assert draft(api, customer_id=unbilled["id"])["currency"] == "CHF"
        chosen = draft(api, customer_id=unbilled["id"], currency="JPY")
        assert chosen["currency"] == "JPY"

    def test_locale_comes_from_the_invoice_or_the_customer(self, tenant):
        api = tenant.live
        customer = german_customer(api, locale="fr")
        inv = open_invoice(api, customer=customer, locale="de")

        assert draft(api, invoice_id=inv["id"])["locale"] == "de"
        assert draft(api, customer_id=customer["id"])["locale"] == "fr"
        assert draft(api, customer_id=customer["id"], locale="en")["locale"] == "en"


class TestRefusals:
    def test_customer_and_invoice_must_exist_in_the_workspace(self, tenant):
        api = tenant.live
        german_customer(api)
        sandbox_customer = create_customer(tenant.sandbox)
        sandbox_invoice = open_invoice(tenant.sandbox)

        assert pointers(create(api)) == ["/customer_id"]
        assert pointers(create(api, customer_id=str(uuid.uuid4()))) == ["/customer_id"]
        assert pointers(create(api, customer_id=sandbox_customer["id"])) == ["/customer_id"]
        assert pointers(create(api, invoice_id=str(uuid.uuid4()))) == ["/invoice_id"]
        assert pointers(create(api, invoice_id=sandbox_invoice["id"])) == ["/invoice_id"]
        assert pointers(create(api, customer_id="not-a-uuid")) == ["/customer_id"]
        assert _notes(api) == []

    def test_the_customer_must_be_the_invoices(self, tenant):
        api = tenant.live
        inv = open_invoice(api)
        stranger = german_customer(api)

        assert pointers(create(api, invoice_id=inv["id"], customer_id=stranger["id"])) == [
            "/customer_id"
        ]

    def test_a_draft_or_void_invoice_cannot_be_credited(self, tenant):
        api = tenant.live
        customer = german_customer(api)
        invoice_draft = create_draft(api, customer["id"], [taxed_line("10.00")], currency="EUR")
        voided = open_invoice(api, customer=customer)
        assert void(api, voided["id"]).status_code == 200

        problem(create(api, invoice_id=invoice_draft["id"]), 409, "INVALID_STATE")
        problem(create(api, invoice_id=voided["id"]), 409, "INVALID_STATE")
        assert [n["reason_code"] for n in _notes(api)] == ["void"]

    def test_currency_must_match_the_invoice_or_the_customer(self, tenant):
        api = tenant.live
        inv = open_invoice(api)

        body = problem(create(api, invoice_id=inv["id"], currency="USD"), 409, "CURRENCY_MISMATCH")
        assert body["expected_currency"] == "EUR"
        body = problem(
            create(api, customer_id=inv["customer_id"], currency="GBP"), 409, "CURRENCY_MISMATCH"
        )
        assert body["expected_currency"] == "EUR"
        assert pointers(create(api, customer_id=inv["customer_id"], currency="euro")) == [
            "/currency"
        ]

    @pytest.mark.parametrize(
        ("body", "pointer"),
        [
            ({"bogus": 1}, "/bogus"),
            ({"reason_code": "void"}, "/reason_code"),
            ({"reason_code": "changed_mind"}, "/reason_code"),
            ({"reason": ""}, "/reason"),
            ({"status": "issued"}, "/status"),
            ({"total": "5.00"}, "/total"),
            ({"credit_note_number": "CN-1"}, "/credit_note_number"),
            ({"lines": [{**exempt_line("1.00"), "amount": "5.00"}]}, "/lines/0/amount"),
            ({"lines": [{"unit_price": "1.00"}]}, "/lines/0/description"),
            ({"lines": [{"description": "x"}]}, "/lines/0/unit_price"),
            ({"lines": [exempt_line("0")]}, "/lines/0/unit_price"),
            ({"lines": [exempt_line("-1.00")]}, "/lines/0/unit_price"),
            ({"lines": [exempt_line("1.00", quantity="0")]}, "/lines/0/quantity"),
            ({"lines": [exempt_line("1.00", quantity="-2")]}, "/lines/0/quantity"),
            ({"lines": [note_line("1.00", tax_category_code="X")]}, "/lines/0/tax_category_code"),
            ({"lines": [note_line("1.00", tax_rate="1.5")]}, "/lines/0/tax_rate"),
            (
                {
                    "lines": [
                        exempt_line("1.00", period_start="2026-02-01", period_end="2026-01-01")
                    ]
                },
                "/lines/0/period_end",
            ),
            (
                {"lines": [exempt_line("1.00"), {**exempt_line("2"), "unit_price": "x"}]},
                "/lines/1/unit_price",
            ),
        ],
    )
    def test_invalid_bodies_are_refused_with_a_pointer(self, tenant, body, pointer):
        api = tenant.live
        customer = german_customer(api)

        assert pointer in pointers(create(api, customer_id=customer["id"], **body))
        assert _notes(api) == []

    def test_a_refused_line_adds_nothing(self, tenant):
        api = tenant.live
        customer = german_customer(api)
        note = draft(api, customer_id=customer["id"], lines=[exempt_line("5.00")])

        assert pointers(add_line(api, note["id"], {"unit_price": "1.00"})) == ["/description"]
        assert pointers(add_line(api, note["id"], {**exempt_line("1.00"), "x": 1})) == ["/x"]
        assert pointers(add_line(api, note["id"], note_line("1.00", tax_category_code="Z"))) == [
            "/tax_exemption_reason"
        ]
        after = get_note(api, note["id"])
        assert (len(after["lines"]), after["total"]) == (1, "5.00")
        problem(add_line(api, str(uuid.uuid4()), exempt_line("1.00")), 404, "NOT_FOUND")


class TestAnchoredToAnInvoice:
    def test_a_note_never_credits_more_than_the_invoice_remaining_creditable(self, tenant):
        api = tenant.live
        inv = open_invoice(api)  # 119.00

        at_limit = draft(api, invoice_id=inv["id"], lines=[note_line("100.00")])
        assert at_limit["total"] == "119.00"
        over = create(api, invoice_id=inv["id"], lines=[note_line("100.01")])
        assert pointers(over) == ["/lines"]

        issued(api, draft(api, invoice_id=inv["id"], lines=[note_line("50.00")])["id"])  # 59.50
        assert rollup(api, inv["id"])["summary"]["remaining_creditable"] == "59.50"
        assert pointers(create(api, invoice_id=inv["id"], lines=[note_line("50.01")])) == ["/lines"]
        note = draft(api, invoice_id=inv["id"], lines=[note_line("30.00")])  # 35.70
        up_to_the_limit = add_line(api, note["id"], note_line("20.00"))  # + 23.80
        assert up_to_the_limit.status_code == 201, up_to_the_limit.text
        assert up_to_the_limit.json()["data"]["total"] == "59.50"
        assert pointers(add_line(api, note["id"], exempt_line("0.01"))) == ["/unit_price"]
        assert get_note(api, note["id"])["total"] == "59.50"

    def test_a_line_correcting_an_invoice_line_takes_its_defaults_and_vat(self, tenant):
        api = tenant.live
        inv = open_invoice(
            api, [taxed_line("100.00"), taxed_line("12.50", quantity="4", rate=REDUCED)]
        )
        standard_line, reduced_line = inv["lines"]

        note = draft(
            api,
            invoice_id=inv["id"],
            lines=[
                {"invoice_line_id": reduced_line["id"], "quantity": "2"},
                {
                    "invoice_line_id": standard_line["id"],
                    "unit_price": "40.00",
                    "description": "Part",
                },
            ],
        )

        first, second = note["lines"]
        assert first["invoice_line_id"] == reduced_line["id"]
        assert (first["description"], first["unit_price"], first["amount"]) == (
            reduced_line["description"],
            "12.50",
            "25.00",
        )
        assert (first["tax_category_code"], first["tax_rate"], first["tax_amount"]) == (
            "S",
            "0.07",
            "1.75",
        )
        assert (second["description"], second["amount"], second["tax_rate"]) == (
            "Part",
            "40.00",
            "0.19",
        )
        assert (note["subtotal"], note["tax_amount"], note["total"]) == ("65.00", "9.35", "74.35")
        whole = draft(api, invoice_id=inv["id"], lines=[{"invoice_line_id": reduced_line["id"]}])
        assert (whole["lines"][0]["quantity"], whole["total"]) == ("4", "53.50")

    def test_a_correcting_line_cannot_change_the_vat_or_credit_more_than_the_line(self, tenant):
        api = tenant.live
        inv = open_invoice(api, [taxed_line("100.00"), taxed_line("50.00", rate=REDUCED)])
        line_id = inv["lines"][1]["id"]

        for field, value in (
            ("tax_rate", "0.19"),
            ("tax_category_code", "S"),
            ("tax_exemption_reason", "x"),
        ):
            body = {"invoice_line_id": line_id, field: value}
            assert pointers(create(api, invoice_id=inv["id"], lines=[body])) == [
                f"/lines/0/{field}"
            ]
        too_much = {"invoice_line_id": line_id, "unit_price": "50.01"}
        assert pointers(create(api, invoice_id=inv["id"], lines=[too_much])) == [
            "/lines/0/unit_price"
        ]
        too_many = {"invoice_line_id": line_id, "quantity": "2"}
        assert pointers(create(api, invoice_id=inv["id"], lines=[too_many])) == [
            "/lines/0/quantity"
        ]
        note = draft(api, invoice_id=inv["id"])
        assert pointers(add_line(api, note["id"], too_much)) == ["/unit_price"]
        assert pointers(
            add_line(api, note["id"], {"invoice_line_id": line_id, "tax_rate": "0.07"})
        ) == ["/tax_rate"]

    def test_two_lines_of_a_note_cannot_credit_one_invoice_line_twice(self, tenant):
        api = tenant.live
        inv = open_invoice(api, [taxed_line("100.00"), taxed_line("100.00")])  # 238.00
        twice = [{"invoice_line_id": inv["lines"][0]["id"]}] * 2

        response = create(api, invoice_id=inv["id"], lines=twice)

        assert pointers(response) == ["/lines/1/unit_price"]

    def test_a_fully_credited_invoice_line_cannot_be_credited_again(self, tenant):
        api = tenant.live
        inv = open_invoice(api, [taxed_line("100.00"), taxed_line("100.00")])  # 238.00
        correcting = [{"invoice_line_id": inv["lines"][0]["id"]}]
        issued(api, draft(api, invoice_id=inv["id"], lines=correcting)["id"])

        response = create(api, invoice_id=inv["id"], lines=correcting)

        assert pointers(response) == ["/lines/0/unit_price"]

    def test_an_anchored_line_is_taxed_like_the_supply_it_corrects(self, tenant):
        api = tenant.live
        inv = open_invoice(api, [{"description": "Consulting", "unit_price": "100.00"}])
        assert (inv["lines"][0]["tax_category_code"], inv["lines"][0]["tax_rate"]) == ("S", "0.19")
        moved = api.patch(
            f"/v1/customers/{inv['customer_id']}",
            json={"address": {"country": "FR"}, "vat_id": "FR40303265045"},
        )
        assert moved.status_code == 200, moved.text

        note = draft(api, invoice_id=inv["id"], lines=[{"description": "x", "unit_price": "10"}])

        [line] = note["lines"]
        assert (line["tax_category_code"], line["tax_rate"], note["total"]) == (
            "S",
            "0.19",
            "11.90",
        )

    def test_a_line_of_another_invoice_is_refused(self, tenant):
        api = tenant.live
        inv = open_invoice(api)
        other = open_invoice(api, customer={"id": inv["customer_id"]})
        foreign_line = {"invoice_line_id": other["lines"][0]["id"]}

        assert pointers(create(api, invoice_id=inv["id"], lines=[foreign_line])) == [
            "/lines/0/invoice_line_id"
        ]
        assert pointers(create(api, customer_id=inv["customer_id"], lines=[foreign_line])) == [
            "/lines/0/invoice_line_id"
        ]
        unknown = {"invoice_line_id": str(uuid.uuid4())}
        assert pointers(create(api, invoice_id=inv["id"], lines=[unknown])) == [
            "/lines/0/invoice_line_id"
        ]
        note = draft(api, invoice_id=inv["id"])
        assert pointers(add_line(api, note["id"], foreign_line)) == ["/invoice_line_id"]

    def test_a_paid_invoice_can_be_credited(self, tenant):
        api = tenant.live
        inv = open_invoice(api)
        response = api.post(
            f"/v1/invoices/{inv['id']}/payments",
            json={"amount": "119.00", "source": "bank_transfer"},
            idempotency_key=True,
        )
        assert response.status_code == 200, response.text

        note = draft(api, invoice_id=inv["id"], lines=[{"invoice_line_id": inv["lines"][0]["id"]}])

        assert (note["total"], note["currency"]) == ("119.00", "EUR")
