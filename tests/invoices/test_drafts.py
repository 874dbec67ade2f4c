"""Standalone draft invoices: create with inline lines, header updates, currencies, VAT."""

from __future__ import annotations

import uuid

from tests.customers.helpers import create_customer
from tests.invoices.helpers import (
    create_draft,
    finalize,
    get_invoice,
    line,
    put_settings,
    set_tax_profile,
)
from tests.support import pointers, problem


def _post(api, body, **kwargs):
    return api.post("/v1/invoices", json=body, idempotency_key=True, **kwargs)


class TestCreate:
    def test_a_draft_with_inline_lines_has_exact_totals(self, tenant):
        api = tenant.live
        set_tax_profile(api, "DE")
        customer = create_customer(api, currency="EUR", address={"country": "DE"})

        draft = create_draft(
            api,
            customer["id"],
            lines=[line("Widgets", quantity="3", unit_price="19.99")],
            metadata={"order": "42"},
            buyer_reference="PO-7",
        )

        assert draft["type"] == "one_off"
        assert draft["status"] == "draft"
        assert draft["invoice_number"] is None
        assert draft["currency"] == "EUR"
        assert (draft["subtotal"], draft["tax_amount"], draft["total"]) == (
            "59.97",
            "11.39",
            "71.36",
        )
        assert draft["amount_due"] == "71.36"
        assert draft["metadata"] == {"order": "42"}
        assert draft["buyer_reference"] == "PO-7"
        [only] = draft["lines"]
        assert only["line_type"] == "ADD_ON"
        assert (only["quantity"], only["unit_price"], only["amount"]) == ("3", "19.99", "59.97")
        assert (only["tax_category_code"], only["tax_rate"], only["tax_basis"]) == (
            "S",
            "0.19",
            "domestic",
        )
        assert draft["tax_breakdown"] == [
            {
                "category": "S",
                "rate": "0.19",
                "taxable_amount": "59.97",
                "tax_amount": "11.39",
                "exemption_reason": None,
                "exemption_reason_code": None,
            }
        ]
        assert get_invoice(api, draft["id"])["total"] == "71.36"

    def test_a_draft_without_lines_is_empty(self, tenant):
        customer = create_customer(tenant.live)
        draft = create_draft(tenant.live, customer["id"])
        assert draft["lines"] == []
        assert draft["total"] == "0.00"

    def test_vat_is_computed_on_the_sum_of_lines_per_rate(self, tenant):
        customer = create_customer(tenant.live, currency="EUR")
        lines = [line(f"L{n}", unit_price="0.02", tax_rate="0.19") for n in range(3)]

        draft = create_draft(tenant.live, customer["id"], lines=lines)

        # Per line 0.0038 would round to 0.00; the group's 0.06 x 19 % = 0.0114 is 0.01.
        assert (draft["subtotal"], draft["tax_amount"], draft["total"]) == ("0.06", "0.01", "0.07")
        assert sorted(x["tax_amount"] for x in draft["lines"]) == ["0.00", "0.00", "0.01"]

    def test_currency_defaults_to_the_customers(self, tenant):
        customer = create_customer(tenant.live, currency="CHF")
        assert create_draft(tenant.live, customer["id"])["currency"] == "CHF"

    def test_currency_defaults_to_the_default_currency_setting(self, tenant):
        put_settings(tenant.live, default_currency="USD")
        customer = create_customer(tenant.live)
        assert create_draft(tenant.live, customer["id"])["currency"] == "USD"

    def test_a_customer_without_currency_takes_any(self, tenant):
        customer = create_customer(tenant.live)
        assert create_draft(tenant.live, customer["id"], currency="GBP")["currency"] == "GBP"

    def test_a_currency_other_than_the_customers_is_a_conflict(self, tenant):
        customer = create_customer(tenant.live, currency="EUR")
        response = _post(tenant.live, {"customer_id": customer["id"], "currency": "USD"})
        problem(response, 409, "CURRENCY_MISMATCH")

    def test_an_unknown_currency_is_invalid(self, tenant):
        customer = create_customer(tenant.live)
        response = _post(tenant.live, {"customer_id": customer["id"], "currency": "XXZ"})
        assert pointers(response) == ["/currency"]

    def test_a_draft_reads_back_as_answered_and_only_in_its_workspace(self, tenant, other_tenant):
        """A new draft and its lines are written in one statement on PostgreSQL: what the
        creation answered is what is stored, in its own workspace only."""
        api = tenant.live
        set_tax_profile(api, "DE")
        customer = create_customer(api, currency="EUR", address={"country": "DE"})
        lines = [line(f"Item {n}", quantity=f"{n}.5", unit_price="19.99") for n in range(7)]
        lines[1] |= {"tax_rate": "0.07", "metadata": {"sku": "B-1"}}
        lines[2] |= {"period_start": "2026-01-01", "period_end": "2026-01-31"}

        draft = create_draft(api, customer["id"], lines=lines, metadata={"order": "9"})

        assert get_invoice(api, draft["id"]) == draft
        assert [stored["description"] for stored in draft["lines"]] == [
            f"Item {n}" for n in range(7)
        ]
        for other in (tenant.sandbox, other_tenant.live):
            assert other.get(f"/v1/invoices/{draft['id']}").status_code == 404

    def test_customer_must_exist_in_the_workspace(self, tenant, other_tenant):
        foreign = create_customer(other_tenant.live)
        deleted = create_customer(tenant.live)
        assert tenant.live.delete(f"/v1/customers/{deleted['id']}").status_code == 204
        sandboxed = create_customer(tenant.sandbox)

        for customer_id in (str(uuid.uuid4()), foreign["id"], deleted["id"], sandboxed["id"]):
            response = _post(tenant.live, {"customer_id": customer_id})
            assert pointers(response) == ["/customer_id"]

    def test_customer_is_required(self, tenant):
        assert pointers(_post(tenant.live, {})) == ["/customer_id"]

    def test_billing_period_end_is_not_before_its_start(self, tenant):
        customer = create_customer(tenant.live)
        body = {
            "customer_id": customer["id"],
            "billing_period_start": "2026-02-01T00:00:00Z",
            "billing_period_end": "2026-01-31T23:59:59Z",
        }
        assert pointers(_post(tenant.live, body)) == ["/billing_period_end"]

    def test_billing_period_takes_rfc3339_date_times(self, tenant):
        customer = create_customer(tenant.live)
        body = {
            "customer_id": customer["id"],
            "billing_period_start": "2026-01-01T01:00:00+01:00",
            "billing_period_end": "2026-02-01T00:00:00Z",
            "delivery_date": "2026-01-15",
            "due_date": "2026-02-15",
            "locale": "de",
        }
        draft = create_draft(tenant.live, **body)
        assert draft["billing_period_start"] == "2026-01-01T00:00:00Z"
        assert draft["billing_period_end"] == "2026-02-01T00:00:00Z"
        assert (draft["delivery_date"], draft["due_date"], draft["locale"]) == (
            "2026-01-15",
            "2026-02-15",
            "de",
        )
        naive = {"customer_id": customer["id"], "billing_period_start": "2026-01-01T00:00:00"}
        assert pointers(_post(tenant.live, naive)) == ["/billing_period_start"]

    def test_inline_lines_are_checked_as_add_line_requests(self, tenant):
        customer = create_customer(tenant.live, currency="EUR")
        cases = [
            ([line(), line(quantity="0")], "/lines/1/quantity"),
            ([line(), {"unit_price": "1.00"}], "/lines/1/description"),
            ([{"description": "x"}], "/lines/0/unit_price"),
            ([line(unit_price="-1.00")], "/lines/0/unit_price"),
            ([line(), line(), line(tax_category_code="E")], "/lines/2/tax_exemption_reason"),
            ([line(amount="10.00", quantity="2")], "/lines/0/amount"),
            ([line(period_start="2026-02-02", period_end="2026-02-01")], "/lines/0/period_end"),
            ([line(line_type="ADD_ON")], "/lines/0/line_type"),
            ([line(colour="red")], "/lines/0/colour"),
        ]
        for lines, pointer in cases:
            response = _post(tenant.live, {"customer_id": customer["id"], "lines": lines})
            assert pointers(response) == [pointer], (lines, response.text)
        listed = tenant.live.get(f"/v1/invoices?customer_id={customer['id']}").json()["data"]
        assert listed == []

    def test_an_inline_line_in_another_currency_is_a_conflict(self, tenant):
        customer = create_customer(tenant.live, currency="EUR")
        body = {"customer_id": customer["id"], "lines": [line(currency="USD")]}
        problem(_post(tenant.live, body), 409, "CURRENCY_MISMATCH")

    def test_unknown_and_read_only_fields_are_refused(self, tenant):
        customer = create_customer(tenant.live)
        for field, value in (("status", "paid"), ("total", "1.00"), ("type", "one_off")):
            response = _post(tenant.live, {"customer_id": customer["id"], field: value})
            assert pointers(response) == [f"/{field}"]

    def test_create_needs_an_idempotency_key_and_replays(self, tenant):
        customer = create_customer(tenant.live)
        body = {"customer_id": customer["id"], "lines": [line()]}
        missing = tenant.live.post("/v1/invoices", json=body)
        problem(missing, 400, "IDEMPOTENCY_KEY_REQUIRED")

        first = tenant.live.post("/v1/invoices", json=body, idempotency_key="draft-1")
        again = tenant.live.post("/v1/invoices", json=body, idempotency_key="draft-1")

        assert first.status_code == again.status_code == 201
        assert again.headers["Idempotent-Replayed"] == "true"
        assert again.json()["data"]["id"] == first.json()["data"]["id"]
        listed = tenant.live.get(f"/v1/invoices?customer_id={customer['id']}").json()["data"]
        assert len(listed) == 1


class TestCurrencies:
    def test_a_yen_invoice_has_no_decimals(self, tenant):
        customer = create_customer(tenant.live, currency="JPY")
        draft = create_draft(
            tenant.live,
            customer["id"],
            lines=[line(quantity="3", unit_price="333", tax_rate="0.10")],
        )
        assert (draft["subtotal"], draft["tax_amount"], draft["total"]) == ("999", "100", "1099")
        assert draft["lines"][0]["unit_price"] == "333"

    def test_a_yen_line_rounds_half_up_to_whole_yen(self, tenant):
        customer = create_customer(tenant.live, currency="JPY")
        draft = create_draft(
            tenant.live,
            customer["id"],
            lines=[line(quantity="1.5", unit_price="101", tax_rate="0.08")],
        )
        # 151.5 -> 152; 152 x 8 % = 12.16 -> 12
        assert (draft["subtotal"], draft["tax_amount"], draft["total"]) == ("152", "12", "164")

    def test_a_dinar_invoice_has_three_decimals(self, tenant):
        customer = create_customer(tenant.live, currency="KWD")
        draft = create_draft(
            tenant.live,
            customer["id"],
            lines=[
                line("A", quantity="2", unit_price="1.2345", tax_rate="0.05"),
                line("B", unit_price="0.1", tax_rate="0.05"),
            ],
        )
        # 2.469 + 0.100 = 2.569; 5 % = 0.12845 -> 0.128
        assert (draft["subtotal"], draft["tax_amount"], draft["total"]) == (
            "2.569",
            "0.128",
            "2.697",
        )
        assert [x["unit_price"] for x in draft["lines"]] == ["1.2345", "0.100"]


class TestVat:
    def test_a_french_business_customer_of_a_german_seller_is_reverse_charged(self, tenant):
        api = tenant.live
        set_tax_profile(api, "DE", vat_id="DE136695976")
        customer = create_customer(
            api, currency="EUR", address={"country": "FR"}, vat_id="FR40303265045"
        )

        draft = create_draft(api, customer["id"], lines=[line(quantity="3", unit_price="19.99")])

        assert (draft["subtotal"], draft["tax_amount"], draft["total"]) == (
            "59.97",
            "0.00",
            "59.97",
        )
        [only] = draft["lines"]
        assert (only["tax_category_code"], only["tax_rate"], only["tax_basis"]) == (
            "AE",
            "0",
            "reverse_charge",
        )
        assert only["tax_exemption_reason"] == "Reverse charge"
        assert draft["tax_breakdown"][0]["category"] == "AE"
        assert draft["tax_breakdown"][0]["exemption_reason_code"] == "VATEX-EU-AE"

    def test_a_french_consumer_of_a_german_seller_pays_german_vat(self, tenant):
        set_tax_profile(tenant.live, "DE")
        customer = create_customer(tenant.live, currency="EUR", address={"country": "FR"})
        draft = create_draft(tenant.live, customer["id"], lines=[line(unit_price="100.00")])
        assert draft["tax_amount"] == "19.00"

    def test_a_line_override_wins_over_resolution(self, tenant):
        set_tax_profile(tenant.live, "DE")
        customer = create_customer(tenant.live, currency="EUR", address={"country": "DE"})
        draft = create_draft(
            tenant.live,
            customer["id"],
            lines=[
                line("Book", unit_price="10.00", tax_rate="0.07"),
                line(
                    "Export",
                    unit_price="10.00",
                    tax_category_code="G",
                    tax_exemption_reason="Export",
                ),
            ],
        )
        book, export = draft["lines"]
        assert (book["tax_category_code"], book["tax_rate"], book["tax_amount"]) == (
            "S",
            "0.07",
            "0.70",
        )
        assert (export["tax_category_code"], export["tax_exemption_reason"]) == ("G", "Export")
        assert draft["tax_amount"] == "0.70"


class TestHeaderUpdate:
    def _draft(self, api):
        customer = create_customer(api, currency="EUR")
        return create_draft(
            api,
            customer["id"],
            lines=[line()],
            billing_period_start="2026-01-01T00:00:00Z",
            billing_period_end="2026-02-01T00:00:00Z",
            due_date="2026-02-15",
            metadata={"a": "1"},
            locale="fr",
        )

    def test_omitted_fields_stay_and_null_clears(self, tenant):
        draft = self._draft(tenant.live)

        response = tenant.live.patch(
            f"/v1/invoices/{draft['id']}",
            json={"due_date": None, "metadata": {"b": "2"}, "buyer_reference": "LEITWEG-1"},
        )

        assert response.status_code == 200, response.text
        data = response.json()["data"]
        assert data["due_date"] is None
        assert data["metadata"] == {"b": "2"}
        assert data["buyer_reference"] == "LEITWEG-1"
        assert data["locale"] == "fr"
        assert data["billing_period_start"] == "2026-01-01T00:00:00Z"
        assert len(data["lines"]) == 1
        assert get_invoice(tenant.live, draft["id"])["metadata"] == {"b": "2"}

    def test_the_merged_period_must_not_end_before_it_starts(self, tenant):
        draft = self._draft(tenant.live)
        path = f"/v1/invoices/{draft['id']}"

        moved = tenant.live.patch(path, json={"billing_period_start": "2026-03-01T00:00:00Z"})
        assert pointers(moved) == ["/billing_period_end"]

        cleared = tenant.live.patch(
            path, json={"billing_period_start": "2026-03-01T00:00:00Z", "billing_period_end": None}
        )
        assert cleared.status_code == 200, cleared.text
        assert cleared.json()["data"]["billing_period_end"] is None

    def test_status_currency_customer_and_totals_are_not_writable(self, tenant):
        draft = self._draft(tenant.live)
        for field, value in (
            ("status", "paid"),
            ("currency", "USD"),
            ("customer_id", str(uuid.uuid4())),
            ("total", "1.00"),
            ("lines", []),
        ):
            response = tenant.live.patch(f"/v1/invoices/{draft['id']}", json={field: value})
            assert pointers(response) == [f"/{field}"]
        assert (
            tenant.live.patch(f"/v1/invoices/{draft['id']}", json={"metadata": None}).status_code
            == 422
        )
        assert get_invoice(tenant.live, draft["id"])["currency"] == "EUR"

    def test_a_new_delivery_date_is_the_tax_point(self, tenant):
        set_tax_profile(tenant.live, "DE")
        customer = create_customer(tenant.live, currency="EUR", address={"country": "DE"})
        draft = create_draft(tenant.live, customer["id"], lines=[line(unit_price="100.00")])
        assert draft["tax_amount"] == "19.00"

        response = tenant.live.patch(
            f"/v1/invoices/{draft['id']}", json={"delivery_date": "2020-08-01"}
        )

        assert response.status_code == 200, response.text
        assert response.json()["data"]["tax_amount"] == "16.00"
        assert response.json()["data"]["lines"][0]["tax_rate"] == "0.16"
        back = tenant.live.patch(f"/v1/invoices/{draft['id']}", json={"delivery_date": None})
        assert back.json()["data"]["total"] == "119.00"

    def test_a_finalized_invoice_header_cannot_change(self, tenant):
        draft = self._draft(tenant.live)
        finalize(tenant.live, draft["id"])
        response = tenant.live.patch(f"/v1/invoices/{draft['id']}", json={"metadata": {}})
        problem(response, 409, "INVALID_STATE")
        assert get_invoice(tenant.live, draft["id"])["metadata"] == {"a": "1"}


def test_an_unknown_invoice_is_not_found(tenant):
    problem(tenant.live.get(f"/v1/invoices/{uuid.uuid4()}"), 404, "NOT_FOUND")
    response = tenant.live.patch(f"/v1/invoices/{uuid.uuid4()}", json={"metadata": {}})
    problem(response, 404, "NOT_FOUND")
