"""The invoice list: every filter, the derived `overdue` on each customer's clock, tags, counts."""

from __future__ import annotations

import uuid
from datetime import UTC, datetime

from tests.customers.helpers import create_customer
from tests.invoices.helpers import create_draft, finalize, get_invoice, line
from tests.sandbox.helpers import create_clock
from tests.support import problem
from tests.tags.helpers import add_tags, make_tag


def _ids(api, **params):
    response = api.get("/v1/invoices", params=params)
    assert response.status_code == 200, response.text
    return [invoice["id"] for invoice in response.json()["data"]]


def _invoice(api, customer, *, final=False, **fields):
    draft = create_draft(api, customer["id"], [fields.pop("line", line())], **fields)
    return finalize(api, draft["id"]) if final else draft


class TestStatus:
    def test_status_filters_and_counts_use_the_displayed_status(self, tenant):
        api = tenant.live
        eur = create_customer(api, currency="EUR")
        usd = create_customer(api, currency="USD")
        draft = _invoice(api, eur)
        open_ = _invoice(api, eur, final=True)
        overdue = _invoice(api, usd, final=True, due_date="2020-01-01")
        paid = _invoice(api, eur, final=True, line=line(unit_price="0.00"))

        assert _ids(api, status="draft") == [draft["id"]]
        assert _ids(api, status="finalized") == [open_["id"]]
        assert _ids(api, status="overdue") == [overdue["id"]]
        assert _ids(api, status="paid") == [paid["id"]]
        assert _ids(api, status="draft,paid") == [paid["id"], draft["id"]]
        assert _ids(api, **{"status.in": "overdue,finalized"}) == [overdue["id"], open_["id"]]
        assert _ids(api, **{"status.ne": "draft"}) == [paid["id"], overdue["id"], open_["id"]]

        page = api.get("/v1/invoices", params={"counts": "status,currency"}).json()
        assert page["pagination"]["counts"] == {
            "status": {
                "draft": 1,
                "finalized": 1,
                "overdue": 1,
                "paid": 1,
                "sent": 0,
                "uncollectible": 0,
                "void": 0,
            },
            "currency": {"EUR": 3, "USD": 1},
        }
        statuses = {invoice["id"]: invoice["status"] for invoice in page["data"]}
        assert statuses[overdue["id"]] == "overdue"
        assert get_invoice(api, overdue["id"])["status"] == "overdue"
        assert all("lines" not in invoice for invoice in page["data"])

    def test_overdue_is_derived_on_each_customers_test_clock(self, tenant):
        api = tenant.sandbox
        late_clock = create_clock(api, frozen_at="2020-03-01T12:00:00Z")
        early_clock = create_clock(api, frozen_at="2019-12-01T12:00:00Z")
        late = _invoice(
            api,
            create_customer(api, test_clock_id=late_clock["id"]),
            final=True,
            due_date="2020-02-01",
        )
        on_time = _invoice(
            api,
            create_customer(api, test_clock_id=early_clock["id"]),
            final=True,
            due_date="2020-02-01",
        )
        real = _invoice(api, create_customer(api), final=True, due_date="2020-02-01")

        assert late["status"] == "overdue"
        assert on_time["status"] == "finalized"
        assert real["status"] == "overdue"
        assert get_invoice(api, on_time["id"])["status"] == "finalized"
        assert _ids(api, status="overdue") == [real["id"], late["id"]]
        assert _ids(api, status="finalized") == [on_time["id"]]
        listed = {i["id"]: i["status"] for i in api.get("/v1/invoices").json()["data"]}
        assert listed == {late["id"]: "overdue", on_time["id"]: "finalized", real["id"]: "overdue"}

    def test_an_unknown_status_is_an_invalid_filter(self, tenant):
        problem(tenant.live.get("/v1/invoices?status=late"), 400, "INVALID_FILTER")


class TestFields:
    def test_customer_subscription_currency_and_number(self, tenant):
        api = tenant.live
        first, second = create_customer(api, currency="EUR"), create_customer(api, currency="GBP")
        a = _invoice(api, first, final=True)
        b = _invoice(api, second, final=True)
        c = _invoice(api, first)

        assert _ids(api, customer_id=first["id"]) == [c["id"], a["id"]]
        assert _ids(api, customer_id=f"{first['id']},{second['id']}") == [c["id"], b["id"], a["id"]]
        assert _ids(api, subscription_id=str(uuid.uuid4())) == []
        assert _ids(api, currency="GBP") == [b["id"]]
        assert _ids(api, **{"currency.in": "GBP,EUR"}) == [c["id"], b["id"], a["id"]]
        assert _ids(api, invoice_number=a["invoice_number"]) == [a["id"]]
        both = f"{a['invoice_number']},{b['invoice_number']}"
        assert _ids(api, **{"invoice_number.in": both}) == [b["id"], a["id"]]
        assert _ids(api, **{"invoice_number.contains": "000002"}) == [b["id"]]
        assert _ids(api, search="inv-") == [b["id"], a["id"]]
        assert _ids(api, search="00001") == [a["id"]]
        problem(api.get("/v1/invoices?customer_id=nope"), 400, "INVALID_FILTER")
        problem(api.get("/v1/invoices?total=1"), 400, "INVALID_FILTER")

    def test_date_ranges(self, tenant, frozen_clock):
        api = tenant.live
        customer = create_customer(api)
        frozen_clock(datetime(2027, 1, 10, 12, tzinfo=UTC))
        january = _invoice(api, customer, final=True, due_date="2027-01-20")
        frozen_clock(datetime(2027, 2, 10, 12, tzinfo=UTC))
        february = _invoice(api, customer, final=True, line=line(unit_price="0"))
        frozen_clock(datetime(2027, 3, 10, 12, tzinfo=UTC))
        march = _invoice(api, customer)

        assert _ids(api, **{"created_at.gte": "2027-02-01T00:00:00Z"}) == [
            march["id"],
            february["id"],
        ]
        assert _ids(api, **{"created_at.lt": "2027-02-01"}) == [january["id"]]
        assert _ids(api, **{"updated_at.gt": "2027-03-01T00:00:00Z"}) == [march["id"]]
        assert _ids(api, **{"issued_at.lte": "2027-02-10T12:00:00Z"}) == [
            february["id"],
            january["id"],
        ]
        assert _ids(api, issued_at="2027-01-10T12:00:00Z") == [january["id"]]
        assert _ids(api, due_date="2027-01-20") == [january["id"]]
        assert _ids(api, **{"due_date.gt": "2027-01-20"}) == [february["id"]]
        assert _ids(api, **{"paid_at.gte": "2027-01-01T00:00:00Z"}) == [february["id"]]
        problem(api.get("/v1/invoices?due_date.gt=soon"), 400, "INVALID_FILTER")
        problem(api.get("/v1/invoices?due_date.contains=2027"), 400, "INVALID_FILTER")

    def test_partially_paid(self, tenant):
        api = tenant.live
        customer = create_customer(api, currency="EUR")
        partly = _invoice(api, customer, final=True)
        fully = _invoice(api, customer, final=True)
        unpaid = _invoice(api, customer, final=True)
        pay(api, partly["id"], "4.00")
        pay(api, fully["id"], fully["amount_due"])

        assert _ids(api, partially_paid="true") == [partly["id"]]
        assert _ids(api, partially_paid="false") == [unpaid["id"], fully["id"]]
        assert get_invoice(api, partly["id"])["partially_paid"] is True
        problem(api.get("/v1/invoices?partially_paid.ne=true"), 400, "INVALID_FILTER")


def pay(api, invoice_id, amount):
    response = api.post(
        f"/v1/invoices/{invoice_id}/payments",
        json={"amount": amount, "source": "bank_transfer"},
        idempotency_key=True,
    )
    assert response.status_code == 200, response.text


class TestTags:
    def _tag(self, tenant, name):
        return str(make_tag(tenant.live, "INVOICE", name=name, color="#336699")["id"])

    def _tag_invoice(self, tenant, tag_id, invoice_id):
        add_tags(tenant.live, "invoices", invoice_id, tag_id)

    def test_tag_filters_are_a_containment(self, tenant):
        api = tenant.live
        customer = create_customer(api)
        both, one, none = (_invoice(api, customer) for _ in range(3))
        urgent, disputed = self._tag(tenant, "urgent"), self._tag(tenant, "disputed")
        self._tag_invoice(tenant, urgent, both["id"])
        self._tag_invoice(tenant, disputed, both["id"])
        self._tag_invoice(tenant, urgent, one["id"])

        assert _ids(api, tag=urgent) == [one["id"], both["id"]]
        assert _ids(api, tag=[urgent, disputed]) == [both["id"]]
        assert _ids(api, tag=disputed, customer_id=customer["id"]) == [both["id"]]
        assert _ids(api, tag=str(uuid.uuid4())) == []
        assert [t["name"] for t in get_invoice(api, both["id"])["tags"]] == ["urgent", "disputed"]
        listed = {i["id"]: i["tags"] for i in api.get("/v1/invoices").json()["data"]}
        assert listed[none["id"]] == []
        assert listed[one["id"]] == [{"id": urgent, "name": "urgent", "color": "#336699"}]
        problem(api.get("/v1/invoices?tag=urgent"), 400, "INVALID_FILTER")
        # tag follows the filter grammar: a comma list is any of the tags; 21 mentions are refused.
        assert _ids(api, tag=f"{urgent},{disputed}") == [one["id"], both["id"]]
        assert _ids(api, **{"tag.in": disputed, "tag.eq": urgent}) == [both["id"]]
        refused = problem(
            api.get("/v1/invoices", params={"tag": [urgent] * 21}), 400, "INVALID_FILTER"
        )
        assert refused["errors"] == [{"pointer": "/query/tag", "detail": "named too often"}]


def test_cursor_paging_is_bound_to_the_filters(tenant):
    api = tenant.live
    customer = create_customer(api)
    created = [_invoice(api, customer)["id"] for _ in range(5)]

    seen, cursor = [], None
    while True:
        params = {"limit": "2", "customer_id": customer["id"]}
        if cursor:
            params["cursor"] = cursor
        page = api.get("/v1/invoices", params=params).json()
        seen.extend(invoice["id"] for invoice in page["data"])
        cursor = page["pagination"]["cursor"]
        if not page["pagination"]["has_more"]:
            break

    assert seen == list(reversed(created))
    first = api.get("/v1/invoices", params={"limit": "2"}).json()["pagination"]["cursor"]
    moved = api.get("/v1/invoices", params={"limit": "2", "status": "draft", "cursor": first})
    problem(moved, 400, "INVALID_CURSOR")


def test_lists_are_scoped_to_the_workspace(tenant, other_tenant):
    mine = _invoice(tenant.live, create_customer(tenant.live))
    _invoice(tenant.sandbox, create_customer(tenant.sandbox))
    _invoice(other_tenant.live, create_customer(other_tenant.live))
    assert _ids(tenant.live) == [mine["id"]]
