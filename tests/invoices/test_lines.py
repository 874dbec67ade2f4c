"""Lines of draft invoices: every rule of the add-line request, updates, deletes, the list."""

from __future__ import annotations

import uuid

import pytest

from tests.catalog.helpers import make_price, make_product
from tests.customers.helpers import create_customer
from tests.invoices.helpers import add_line, create_draft, finalize, get_invoice, line
from tests.support import pointers, problem


@pytest.fixture
def draft(tenant):
    customer = create_customer(tenant.live, currency="EUR")
    return create_draft(tenant.live, customer["id"])


def _add(api, invoice_id, body):
    return api.post(f"/v1/invoices/{invoice_id}/lines", json=body, idempotency_key=True)


class TestAdd:
    def test_the_line_is_answered_and_the_invoice_totals_follow(self, tenant, draft):
        created = add_line(
            tenant.live, draft["id"], quantity="2", unit_price="12.50", tax_rate="0.2"
        )

        assert created["invoice_id"] == draft["id"]
        assert (created["amount"], created["tax_amount"]) == ("25.00", "5.00")
        invoice = get_invoice(tenant.live, draft["id"])
        assert (invoice["subtotal"], invoice["tax_amount"], invoice["total"]) == (
            "25.00",
            "5.00",
            "30.00",
        )
        assert [x["id"] for x in invoice["lines"]] == [created["id"]]

    def test_each_type_is_stored_and_add_on_is_the_default(self, tenant, draft):
        types = [
            add_line(tenant.live, draft["id"], line_type=t)["line_type"]
            for t in ("EXPENSE_PASSTHROUGH", "MILESTONE", "ADJUSTMENT", "CREDIT")
        ]
        assert types == ["EXPENSE_PASSTHROUGH", "MILESTONE", "ADJUSTMENT", "CREDIT"]
        assert add_line(tenant.live, draft["id"])["line_type"] == "ADD_ON"
        assert pointers(_add(tenant.live, draft["id"], line(line_type="USAGE"))) == ["/line_type"]

    def test_quantity_defaults_to_one_and_must_be_positive(self, tenant, draft):
        assert add_line(tenant.live, draft["id"])["quantity"] == "1"
        for bad in ("0", "-1", "abc", 3):
            response = _add(tenant.live, draft["id"], line(quantity=bad))
            assert pointers(response) == ["/quantity"], bad
        assert add_line(tenant.live, draft["id"], quantity="0.25")["amount"] == "2.50"

    def test_description_is_required_without_a_product(self, tenant, draft):
        assert pointers(_add(tenant.live, draft["id"], {"unit_price": "1.00"})) == ["/description"]
        empty = _add(tenant.live, draft["id"], line(description=""))
        assert pointers(empty) == ["/description"]

    def test_unit_price_is_required_without_a_product(self, tenant, draft):
        assert pointers(_add(tenant.live, draft["id"], {"description": "x"})) == ["/unit_price"]

    def test_amount_is_an_alias_of_unit_price_for_one_unit(self, tenant, draft):
        path = draft["id"]
        assert add_line(tenant.live, path, unit_price=None, amount="7.25")["unit_price"] == "7.25"
        same = add_line(tenant.live, path, unit_price="7.25", amount="7.25", quantity="1")
        assert same["amount"] == "7.25"

        with_quantity = _add(tenant.live, path, line(unit_price=None, amount="7.25", quantity="2"))
        assert pointers(with_quantity) == ["/amount"]
        different = _add(tenant.live, path, line(unit_price="7.00", amount="7.25"))
        assert pointers(different) == ["/amount"]
        assert get_invoice(tenant.live, path)["subtotal"] == "14.50"

    def test_amounts_are_decimal_strings(self, tenant, draft):
        for field, value in (("unit_price", 10.5), ("unit_price", "1e3"), ("amount", "ten")):
            response = _add(tenant.live, draft["id"], line(**{field: value}))
            assert pointers(response) == [f"/{field}"]

    def test_the_currency_echo_must_match(self, tenant, draft):
        assert add_line(tenant.live, draft["id"], currency="EUR")["amount"] == "10.00"
        problem(_add(tenant.live, draft["id"], line(currency="USD")), 409, "CURRENCY_MISMATCH")
        assert len(get_invoice(tenant.live, draft["id"])["lines"]) == 1

    def test_sign_rules(self, tenant, draft):
        negative = _add(tenant.live, draft["id"], line(unit_price="-5.00"))
        assert pointers(negative) == ["/unit_price"]
        negative_credit = _add(tenant.live, draft["id"], line(line_type="CREDIT", unit_price="-5"))
        assert pointers(negative_credit) == ["/unit_price"]
        negative_amount = _add(tenant.live, draft["id"], line(unit_price=None, amount="-1.00"))
        assert pointers(negative_amount) == ["/amount"]

        add_line(tenant.live, draft["id"], unit_price="100.00")
        credit = add_line(tenant.live, draft["id"], line_type="CREDIT", unit_price="30.00")
        adjustment = add_line(tenant.live, draft["id"], line_type="ADJUSTMENT", unit_price="-5.55")

        assert (credit["unit_price"], credit["amount"]) == ("-30.00", "-30.00")
        assert (adjustment["unit_price"], adjustment["amount"]) == ("-5.55", "-5.55")
        assert get_invoice(tenant.live, draft["id"])["subtotal"] == "64.45"
        free = add_line(tenant.live, draft["id"], line_type="CREDIT", unit_price="0")
        assert (free["unit_price"], free["amount"]) == ("0.00", "0.00")

    def test_tax_fields(self, tenant, draft):
        cases = [
            (line(tax_rate="1.5"), "/tax_rate"),
            (line(tax_rate="-0.1"), "/tax_rate"),
            (line(tax_rate="0"), "/tax_rate"),
            (line(tax_category_code="X"), "/tax_category_code"),
            (line(tax_category_code="L"), "/tax_category_code"),
            (line(tax_category_code="S", tax_rate="0"), "/tax_rate"),
            (line(tax_category_code="Z", tax_rate="0.1", tax_exemption_reason="r"), "/tax_rate"),
            (line(tax_category_code="S", tax_exemption_reason="why"), "/tax_exemption_reason"),
            (line(tax_exemption_reason="why"), "/tax_exemption_reason"),
        ]
        for code in ("Z", "E", "AE", "K", "G", "O"):
            cases.append((line(tax_category_code=code), "/tax_exemption_reason"))
        for body, pointer in cases:
            assert pointers(_add(tenant.live, draft["id"], body)) == [pointer], body

        exempt = add_line(
            tenant.live,
            draft["id"],
            tax_category_code="E",
            tax_rate="0",
            tax_exemption_reason="Medical services",
        )
        assert (exempt["tax_category_code"], exempt["tax_rate"], exempt["tax_amount"]) == (
            "E",
            "0",
            "0.00",
        )
        assert exempt["tax_exemption_reason"] == "Medical services"
        assert add_line(tenant.live, draft["id"], tax_rate="0.055")["tax_amount"] == "0.55"
        assert get_invoice(tenant.live, draft["id"])["tax_amount"] == "0.55"

    def test_the_period_must_not_end_before_it_starts(self, tenant, draft):
        body = line(period_start="2026-02-01", period_end="2026-01-31")
        assert pointers(_add(tenant.live, draft["id"], body)) == ["/period_end"]
        same_day = add_line(
            tenant.live, draft["id"], period_start="2026-02-01", period_end="2026-02-01"
        )
        assert (same_day["period_start"], same_day["period_end"]) == ("2026-02-01", "2026-02-01")

    def test_metadata_is_kept(self, tenant, draft):
        created = add_line(tenant.live, draft["id"], metadata={"ticket": "T-1"})
        assert created["metadata"] == {"ticket": "T-1"}
        assert pointers(_add(tenant.live, draft["id"], line(metadata={"k": 1}))) == ["/metadata/k"]

    def test_a_line_too_large_to_store_is_refused(self, tenant, draft):
        body = line(quantity="99999999999999999999999999", unit_price="99999999999999999999")
        assert pointers(_add(tenant.live, draft["id"], body)) == ["/unit_price"]
        assert get_invoice(tenant.live, draft["id"])["lines"] == []

    def test_add_needs_an_idempotency_key(self, tenant, draft):
        response = tenant.live.post(f"/v1/invoices/{draft['id']}/lines", json=line())
        problem(response, 400, "IDEMPOTENCY_KEY_REQUIRED")

    def test_an_unknown_invoice_is_not_found(self, tenant):
        problem(_add(tenant.live, str(uuid.uuid4()), line()), 404, "NOT_FOUND")


class TestProductLines:
    def test_the_products_single_active_price_is_billed_and_pinned(self, tenant, draft):
        product = make_product(tenant.live, name="Support hours")
        make_price(tenant.live, product["id"], currency="USD", unit_amount="99.00")
        price = make_price(
            tenant.live, product["id"], pricing_model="per_unit", unit_amount="25.00"
        )

        created = add_line(
            tenant.live, draft["id"], description=None, unit_price=None,
            product_id=product["id"], quantity="2",
        )  # fmt: skip

        assert created["description"] == "Support hours"
        assert (created["quantity"], created["unit_price"], created["amount"]) == (
            "2",
            "25.00",
            "50.00",
        )
        assert created["price_id"] == price["id"]
        assert created["price_version_id"] is not None
        assert created["product_id"] == product["id"]

    def test_a_given_description_and_price_win(self, tenant, draft):
        product = make_product(tenant.live)
        make_price(tenant.live, product["id"], unit_amount="25.00")
        created = add_line(
            tenant.live, draft["id"], description="Custom", unit_price="20.00",
            product_id=product["id"], markup_percent="50",
        )  # fmt: skip
        assert (created["description"], created["unit_price"]) == ("Custom", "20.00")
        assert created["price_id"] is None
        assert created["markup_percent"] is None

    def test_markup_applies_to_the_resolved_price(self, tenant, draft):
        product = make_product(tenant.live, name="Hosting")
        make_price(tenant.live, product["id"], pricing_model="per_unit", unit_amount="19.99")

        created = add_line(
            tenant.live, draft["id"], description=None, unit_price=None,
            product_id=product["id"], quantity="3", markup_percent="15",
        )  # fmt: skip

        # 19.99 x 1.15 = 22.9885 a unit; 3 units = 68.9655 -> 68.97
        assert (created["unit_price"], created["amount"]) == ("22.9885", "68.97")
        assert created["markup_percent"] == "15"

    def test_markup_without_a_product_is_ignored(self, tenant, draft):
        created = add_line(tenant.live, draft["id"], unit_price="10.00", markup_percent="50")
        assert (created["unit_price"], created["markup_percent"]) == ("10.00", None)

    def test_a_markup_that_rounds_up_to_27_integer_digits_is_refused(self, tenant, draft):
        product = make_product(tenant.live)
        make_price(
            tenant.live, product["id"], pricing_model="per_unit",
            unit_amount="99999999999982000000000003.239999999999",
        )  # fmt: skip
        # x 1.00000000000018 = 99999999999999999999999999.9999999999995832 (26 integer digits),
        # which rounds half-up at 12 places to 10^26: more than the column can store.
        response = _add(
            tenant.live, draft["id"],
            {"product_id": product["id"], "quantity": "0.000000000001",
             "markup_percent": "0.000000000018"},
        )  # fmt: skip

        assert pointers(response) == ["/markup_percent"], response.text

    def test_markup_is_between_0_and_1000(self, tenant, draft):
        for bad in ("-1", "1000.01"):
            response = _add(tenant.live, draft["id"], line(markup_percent=bad))
            assert pointers(response) == ["/markup_percent"]

    def test_a_tiered_total_that_does_not_divide_is_billed_as_one_unit(self, tenant, draft):
        product = make_product(tenant.live, name="Seats")
        make_price(
            tenant.live,
            product["id"],
            pricing_model="tiered",
            tiers_mode="graduated",
            tiers=[
                {"up_to": "1", "unit_amount": "10.00"},
                {"up_to": None, "unit_amount": "5.00"},
            ],
        )
        body = {"product_id": product["id"]}

        three = add_line(
            tenant.live, draft["id"], description=None, unit_price=None, **body, quantity="3"
        )
        four = add_line(
            tenant.live, draft["id"], description=None, unit_price=None, **body, quantity="4"
        )

        assert (three["quantity"], three["unit_price"], three["amount"]) == ("1", "20.00", "20.00")
        assert three["description"] == "Seats (3 units)"
        assert (four["quantity"], four["unit_price"], four["amount"]) == ("4", "6.25", "25.00")
        assert four["description"] == "Seats"

    def test_the_product_must_have_exactly_one_price_in_the_currency(self, tenant, draft):
        body = {"description": None, "unit_price": None}
        product = make_product(tenant.live)
        make_price(tenant.live, product["id"], currency="USD")
        none = _add(tenant.live, draft["id"], {"product_id": product["id"]})
        assert pointers(none) == ["/product_id"]

        make_price(tenant.live, product["id"], unit_amount="1.00")
        make_price(tenant.live, product["id"], unit_amount="2.00")
        two = _add(tenant.live, draft["id"], {"product_id": product["id"], **body})
        assert pointers(two) == ["/product_id"]

    def test_a_price_not_yet_in_force_is_not_billed(self, tenant, draft):
        product = make_product(tenant.live)
        make_price(tenant.live, product["id"], effective_from="2099-01-01T00:00:00Z")
        response = _add(tenant.live, draft["id"], {"product_id": product["id"]})
        assert pointers(response) == ["/product_id"]

    def test_unknown_foreign_and_archived_products_are_refused(self, tenant, other_tenant, draft):
        foreign = make_product(other_tenant.live)
        archived = make_product(tenant.live)
        make_price(tenant.live, archived["id"])
        archive = tenant.live.patch(f"/v1/products/{archived['id']}", json={"active": False})
        assert archive.status_code == 200, archive.text
        for product_id in (str(uuid.uuid4()), foreign["id"], archived["id"]):
            response = _add(tenant.live, draft["id"], {"product_id": product_id})
            assert pointers(response) == ["/product_id"]

    def test_a_credit_line_of_a_product_is_negative(self, tenant, draft):
        product = make_product(tenant.live, name="Refundable")
        make_price(tenant.live, product["id"], unit_amount="8.00")
        add_line(tenant.live, draft["id"], unit_price="10.00")
        credit = add_line(
            tenant.live, draft["id"], description=None, unit_price=None,
            product_id=product["id"], line_type="CREDIT",
        )  # fmt: skip
        assert (credit["unit_price"], credit["amount"]) == ("-8.00", "-8.00")
        assert get_invoice(tenant.live, draft["id"])["subtotal"] == "2.00"


class TestUpdate:
    def _path(self, draft, created):
        return f"/v1/invoices/{draft['id']}/lines/{created['id']}"

    def test_quantity_and_price_recompute_the_totals(self, tenant, draft):
        created = add_line(tenant.live, draft["id"], unit_price="10.00", tax_rate="0.19")
        response = tenant.live.patch(
            self._path(draft, created), json={"quantity": "3", "unit_price": "19.99"}
        )
        assert response.status_code == 200, response.text
        assert response.json()["data"]["amount"] == "59.97"
        invoice = get_invoice(tenant.live, draft["id"])
        assert (invoice["subtotal"], invoice["tax_amount"], invoice["total"]) == (
            "59.97",
            "11.39",
            "71.36",
        )

    def test_fields_merge(self, tenant, draft):
        created = add_line(
            tenant.live, draft["id"], metadata={"a": "1"},
            period_start="2026-01-01", period_end="2026-01-31",
        )  # fmt: skip
        path = self._path(draft, created)

        response = tenant.live.patch(
            path, json={"description": "Renamed", "metadata": {"b": "2"}, "period_end": None}
        )

        data = response.json()["data"]
        assert (data["description"], data["metadata"]) == ("Renamed", {"b": "2"})
        assert (data["period_start"], data["period_end"]) == ("2026-01-01", None)
        assert data["quantity"] == "1"

    def test_tax_rate_can_be_set_and_cleared(self, tenant, draft):
        created = add_line(tenant.live, draft["id"], unit_price="100.00")
        path = self._path(draft, created)
        assert (
            tenant.live.patch(path, json={"tax_rate": "0.2"}).json()["data"]["tax_amount"]
            == "20.00"
        )
        assert get_invoice(tenant.live, draft["id"])["total"] == "120.00"
        cleared = tenant.live.patch(path, json={"tax_rate": None})
        assert cleared.status_code == 200, cleared.text
        # Without a tax profile the seller is outside the EU: no VAT.
        assert cleared.json()["data"]["tax_category_code"] == "O"
        assert get_invoice(tenant.live, draft["id"])["total"] == "100.00"

    def test_invalid_updates(self, tenant, draft):
        created = add_line(
            tenant.live, draft["id"], tax_category_code="Z", tax_exemption_reason="Zero rated",
            period_start="2026-01-10",
        )  # fmt: skip
        path = self._path(draft, created)
        cases = [
            ({"description": ""}, "/description"),
            ({"description": None}, "/description"),
            ({"quantity": "0"}, "/quantity"),
            ({"quantity": None}, "/quantity"),
            ({"unit_price": None}, "/unit_price"),
            ({"unit_price": "-1.00"}, "/unit_price"),
            ({"metadata": None}, "/metadata"),
            ({"tax_rate": "2"}, "/tax_rate"),
            ({"tax_rate": "0.19"}, "/tax_rate"),
            ({"period_end": "2026-01-09"}, "/period_end"),
            ({"line_type": "CREDIT"}, "/line_type"),
            ({"product_id": str(uuid.uuid4())}, "/product_id"),
        ]
        for body, pointer in cases:
            assert pointers(tenant.live.patch(path, json=body)) == [pointer], body
        problem(tenant.live.patch(path, json={"currency": "USD"}), 409, "CURRENCY_MISMATCH")
        assert tenant.live.patch(path, json={"currency": "EUR"}).status_code == 200

    def test_a_credit_line_stays_negative(self, tenant, draft):
        created = add_line(tenant.live, draft["id"], line_type="CREDIT", unit_price="5.00")
        response = tenant.live.patch(self._path(draft, created), json={"unit_price": "7.00"})
        assert response.json()["data"]["amount"] == "-7.00"

    def test_a_line_of_another_invoice_is_not_found(self, tenant, draft):
        other = create_draft(tenant.live, draft["customer_id"], lines=[line()])
        path = f"/v1/invoices/{draft['id']}/lines/{other['lines'][0]['id']}"
        problem(tenant.live.patch(path, json={"quantity": "2"}), 404, "NOT_FOUND")
        problem(tenant.live.delete(path), 404, "NOT_FOUND")
        assert get_invoice(tenant.live, other["id"])["subtotal"] == "10.00"


class TestDelete:
    def test_deleting_recomputes_the_totals(self, tenant, draft):
        first = add_line(tenant.live, draft["id"], unit_price="10.00")
        add_line(tenant.live, draft["id"], unit_price="2.50")
        path = f"/v1/invoices/{draft['id']}/lines/{first['id']}"

        assert tenant.live.delete(path).status_code == 204

        invoice = get_invoice(tenant.live, draft["id"])
        assert invoice["subtotal"] == "2.50"
        assert len(invoice["lines"]) == 1
        problem(tenant.live.delete(path), 404, "NOT_FOUND")


class TestOnlyDrafts:
    def test_every_line_edit_of_a_finalized_invoice_is_refused(self, tenant, draft):
        created = add_line(tenant.live, draft["id"])
        finalize(tenant.live, draft["id"])
        path = f"/v1/invoices/{draft['id']}/lines/{created['id']}"

        problem(_add(tenant.live, draft["id"], line()), 409, "INVALID_STATE")
        problem(tenant.live.patch(path, json={"quantity": "2"}), 409, "INVALID_STATE")
        problem(tenant.live.delete(path), 409, "INVALID_STATE")
        assert get_invoice(tenant.live, draft["id"])["total"] == "10.00"


class TestList:
    def test_lines_are_paged_oldest_first(self, tenant, draft, frozen_clock):
        from datetime import UTC, datetime, timedelta

        start = datetime(2026, 3, 1, tzinfo=UTC)
        ids = []
        for n in range(5):
            frozen_clock(start + timedelta(seconds=n))
            ids.append(add_line(tenant.live, draft["id"], description=f"L{n}")["id"])
        path = f"/v1/invoices/{draft['id']}/lines"

        seen, cursor = [], None
        while True:
            query = {"limit": "2", **({"cursor": cursor} if cursor else {})}
            page = tenant.live.get(path, params=query).json()
            seen.extend(x["id"] for x in page["data"])
            cursor = page["pagination"]["cursor"]
            if not page["pagination"]["has_more"]:
                break
        assert seen == ids
        bad = tenant.live.get(path, params={"cursor": "nonsense"})
        problem(bad, 400, "INVALID_CURSOR")

    def test_the_page_size_defaults_to_and_stops_at_500(self, tenant):
        customer = create_customer(tenant.live, currency="EUR")
        many = create_draft(tenant.live, customer["id"], lines=[line(f"L{n}") for n in range(500)])
        add_line(tenant.live, many["id"], description="one more")
        path = f"/v1/invoices/{many['id']}/lines"

        default = tenant.live.get(path).json()
        clamped = tenant.live.get(path, params={"limit": "5000"}).json()

        assert len(default["data"]) == len(clamped["data"]) == 500
        assert default["pagination"]["has_more"] is True
        rest = tenant.live.get(path, params={"cursor": default["pagination"]["cursor"]}).json()
        assert [x["description"] for x in rest["data"]] == ["one more"]
        assert get_invoice(tenant.live, many["id"])["subtotal"] == "5010.00"

    def test_lines_of_an_unknown_invoice_are_not_found(self, tenant):
        problem(tenant.live.get(f"/v1/invoices/{uuid.uuid4()}/lines"), 404, "NOT_FOUND")
