"""Finalizing a draft: numbering, dates, snapshots, refusals, and concurrent finalizations."""

from __future__ import annotations

import uuid
from datetime import UTC, datetime

from tests.catalog.test_concurrency import at_once
from tests.customers.helpers import create_customer
from tests.invoices.helpers import (
    create_draft,
    finalize,
    get_invoice,
    line,
    put_settings,
    set_tax_profile,
)
from tests.sandbox.helpers import create_clock
from tests.support import problem
from tests.tags.helpers import add_tags, make_tag


def _finalize(api, invoice_id, **kwargs):
    return api.post(f"/v1/invoices/{invoice_id}/finalize", idempotency_key=True, **kwargs)


def _events(api, invoice_id):
    response = api.get("/v1/events", params={"resource_id": invoice_id})
    assert response.status_code == 200, response.text
    return sorted(event["type"] for event in response.json()["data"])


def test_finalize_numbers_dates_and_snapshots_the_invoice(tenant, frozen_clock):
    api = tenant.live
    frozen_clock(datetime(2027, 3, 10, 9, 30, tzinfo=UTC))
    set_tax_profile(api, "DE", vat_id="DE136695976")
    put_settings(api, payment_terms_days=30)
    customer = create_customer(
        api,
        name="Kunde AG",
        email="billing@kunde.example",
        currency="EUR",
        vat_id="DE136695976",
        address={"line1": "Weg 2", "city": "Hamburg", "postal_code": "20095", "country": "DE"},
        buyer_reference="04011000-1234512345-06",
        electronic_address={"scheme": "EM", "value": "einvoice@kunde.example"},
    )
    draft = create_draft(api, customer["id"], lines=[line(quantity="3", unit_price="19.99")])

    invoice = finalize(api, draft["id"])

    assert invoice["status"] == "finalized"
    assert invoice["invoice_number"] == "INV-2027-000001"
    assert invoice["issued_at"] == "2027-03-10T09:30:00Z"
    assert invoice["due_date"] == "2027-04-09"
    assert invoice["buyer_reference"] == "04011000-1234512345-06"
    assert (invoice["total"], invoice["amount_due"]) == ("71.36", "71.36")
    assert invoice["seller"]["legal_name"] == "Example Seller GmbH"
    assert invoice["seller"]["legal_address"]["country"] == "DE"
    assert invoice["buyer"] == {
        "name": "Kunde AG",
        "email": "billing@kunde.example",
        "vat_id": "DE136695976",
        "address": {
            "line1": "Weg 2",
            "line2": None,
            "city": "Hamburg",
            "postal_code": "20095",
            "country": "DE",
        },
        "buyer_reference": "04011000-1234512345-06",
        "electronic_address": {"scheme": "EM", "value": "einvoice@kunde.example"},
        "tax_exempt": False,
        "tax_exemption_reason": None,
    }
    assert get_invoice(api, draft["id"]) == invoice
    assert _events(api, draft["id"]) == [
        "document.requested",
        "invoice.created",
        "invoice.finalized",
    ]


def test_numbers_are_sequential_per_workspace_in_the_configured_format(tenant, frozen_clock):
    """The year is the issue date's, from the pinned clock: never the machine's calendar."""
    frozen_clock(datetime(2031, 12, 31, 23, 30, tzinfo=UTC))
    put_settings(tenant.live, invoice_number_format="F{YYYY}/{SEQ:04}")
    customer = create_customer(tenant.live)
    sandbox_customer = create_customer(tenant.sandbox)

    numbers = [
        finalize(tenant.live, create_draft(tenant.live, customer["id"], [line()])["id"])[
            "invoice_number"
        ]
        for _ in range(3)
    ]
    sandbox_number = finalize(
        tenant.sandbox, create_draft(tenant.sandbox, sandbox_customer["id"], [line()])["id"]
    )["invoice_number"]

    assert numbers == ["F2031/0001", "F2031/0002", "F2031/0003"]
    assert sandbox_number == "F2031/0001"


def test_given_due_date_and_buyer_reference_are_kept(tenant):
    customer = create_customer(tenant.live, buyer_reference="DEFAULT")
    draft = create_draft(
        tenant.live, customer["id"], [line()], due_date="2030-01-01", buyer_reference="PO-1"
    )
    invoice = finalize(tenant.live, draft["id"])
    assert (invoice["due_date"], invoice["buyer_reference"]) == ("2030-01-01", "PO-1")


def test_a_customer_on_a_test_clock_is_invoiced_at_the_clocks_time(tenant):
    api = tenant.sandbox
    clock = create_clock(api, frozen_at="2025-06-30T23:00:00Z")
    customer = create_customer(api, test_clock_id=clock["id"])
    draft = create_draft(api, customer["id"], [line()])

    invoice = finalize(api, draft["id"])

    assert invoice["issued_at"] == "2025-06-30T23:00:00Z"
    assert invoice["invoice_number"] == "INV-2025-000001"
    assert invoice["due_date"] == "2025-07-14"


def test_vat_is_resolved_again_as_of_the_issue_date(tenant, frozen_clock):
    api = tenant.live
    set_tax_profile(api, "DE")
    customer = create_customer(api, currency="EUR", address={"country": "DE"})
    frozen_clock(datetime(2020, 12, 31, 12, tzinfo=UTC))
    draft = create_draft(api, customer["id"], [line(unit_price="100.00")])
    assert draft["tax_amount"] == "16.00"

    frozen_clock(datetime(2021, 1, 4, 8, tzinfo=UTC))
    invoice = finalize(api, draft["id"])

    assert (invoice["tax_amount"], invoice["total"]) == ("19.00", "119.00")
    assert invoice["lines"][0]["tax_rate"] == "0.19"
    assert invoice["invoice_number"] == "INV-2021-000001"


def test_a_zero_total_is_paid_at_once(tenant):
    customer = create_customer(tenant.live, currency="EUR")
    draft = create_draft(
        tenant.live,
        customer["id"],
        [line(unit_price="10.00"), line("Goodwill", line_type="CREDIT", unit_price="10.00")],
    )

    invoice = finalize(tenant.live, draft["id"])

    assert (invoice["status"], invoice["total"], invoice["amount_due"]) == ("paid", "0.00", "0.00")
    assert invoice["paid_at"] == invoice["issued_at"]
    assert invoice["invoice_number"] is not None
    assert _events(tenant.live, draft["id"]) == [
        "document.requested",
        "invoice.created",
        "invoice.finalized",
        "invoice.paid",
    ]


def test_an_invoice_without_lines_is_not_finalized(tenant):
    customer = create_customer(tenant.live)
    draft = create_draft(tenant.live, customer["id"])
    problem(_finalize(tenant.live, draft["id"]), 409, "INVALID_STATE")
    assert get_invoice(tenant.live, draft["id"])["status"] == "draft"


def test_a_negative_total_is_refused_for_a_credit_note(tenant):
    customer = create_customer(tenant.live)
    draft = create_draft(
        tenant.live,
        customer["id"],
        [line(unit_price="5.00"), line(line_type="CREDIT", unit_price="5.01")],
    )
    body = problem(_finalize(tenant.live, draft["id"]), 409, "INVALID_STATE")
    assert "credit note" in body["detail"]
    after = get_invoice(tenant.live, draft["id"])
    assert (after["status"], after["invoice_number"]) == ("draft", None)
    following = create_draft(tenant.live, customer["id"], [line()])
    assert finalize(tenant.live, following["id"])["invoice_number"].endswith("000001")


def test_a_finalized_invoice_is_not_finalized_again(tenant):
    customer = create_customer(tenant.live)
    draft = create_draft(tenant.live, customer["id"], [line()])
    first = finalize(tenant.live, draft["id"])
    problem(_finalize(tenant.live, draft["id"]), 409, "INVALID_STATE")
    assert get_invoice(tenant.live, draft["id"])["invoice_number"] == first["invoice_number"]


def test_finalize_needs_an_idempotency_key_and_replays(tenant):
    customer = create_customer(tenant.live)
    draft = create_draft(tenant.live, customer["id"], [line()])
    path = f"/v1/invoices/{draft['id']}/finalize"
    problem(tenant.live.post(path), 400, "IDEMPOTENCY_KEY_REQUIRED")

    first = tenant.live.post(path, idempotency_key="fin-1")
    again = tenant.live.post(path, idempotency_key="fin-1")

    assert first.status_code == again.status_code == 200
    assert again.headers["Idempotent-Replayed"] == "true"
    assert again.json()["data"]["invoice_number"] == first.json()["data"]["invoice_number"]


def test_an_unknown_invoice_is_not_found(tenant):
    problem(_finalize(tenant.live, str(uuid.uuid4())), 404, "NOT_FOUND")


def test_two_finalizations_of_one_draft_use_exactly_one_number(tenant):
    customer = create_customer(tenant.live)
    for round_ in range(4):
        draft = create_draft(tenant.live, customer["id"], [line()])

        responses = at_once([lambda d=draft: _finalize(tenant.live, d["id"]) for _ in range(2)])

        statuses = sorted(r.status_code for r in responses)
        assert statuses == [200, 409], [r.text for r in responses]
        [winner] = [r for r in responses if r.status_code == 200]
        assert winner.json()["data"]["invoice_number"].endswith(f"{round_ + 1:06d}")
    listed = tenant.live.get("/v1/invoices", params={"status": "finalized"}).json()["data"]
    numbers = sorted(invoice["invoice_number"] for invoice in listed)
    assert [n[-6:] for n in numbers] == ["000001", "000002", "000003", "000004"]


def test_the_finalizing_read_sees_the_tenants_own_settings_profile_and_tags(
    tenant, other_tenant, frozen_clock
):
    """The invoice's lock reads its organization's tax profile, settings and whether it carries
    tags in one statement: another organization's never apply, and a tagged draft answers with
    its tags while an untagged one answers with none."""
    frozen_clock(datetime(2027, 3, 10, 9, 30, tzinfo=UTC))
    set_tax_profile(other_tenant.live, "FR", legal_name="Autre Vendeur SAS")
    put_settings(other_tenant.live, payment_terms_days=7, invoice_number_format="X-{SEQ}")
    put_settings(tenant.live, payment_terms_days=21)
    customer = create_customer(tenant.live, currency="EUR")
    tagged = create_draft(tenant.live, customer["id"], lines=[line(unit_price="5.00")])
    untagged = create_draft(tenant.live, customer["id"], lines=[line(unit_price="5.00")])
    tag = make_tag(tenant.live, "INVOICE", name="urgent")
    add_tags(tenant.live, "invoices", tagged["id"], tag["id"])

    with_tag, without_tag = (
        finalize(tenant.live, tagged["id"]),
        finalize(tenant.live, untagged["id"]),
    )

    assert [t["name"] for t in with_tag["tags"]] == ["urgent"]
    assert without_tag["tags"] == []
    assert with_tag["due_date"] == "2027-03-31"
    assert with_tag["invoice_number"] == "INV-2027-000001"
    own_profile = tenant.live.get("/v1/tax/profile").json()["data"]
    assert with_tag["seller"]["legal_name"] == own_profile["legal_name"] != "Autre Vendeur SAS"
    assert get_invoice(tenant.live, tagged["id"])["tags"] == with_tag["tags"]


def test_statements_built_once_per_tenant_still_refuse_another_tenants_rows(tenant, other_tenant):
    """The finalizing lock and the draft's customer read are built once per tenant and kept:
    once built for one tenant, they still find nothing of it for another."""
    customer = create_customer(tenant.live, currency="EUR")
    first = create_draft(tenant.live, customer["id"], lines=[line(unit_price="5.00")])
    second = create_draft(tenant.live, customer["id"], lines=[line(unit_price="5.00")])
    finalize(tenant.live, first["id"])

    problem(_finalize(other_tenant.live, second["id"]), 404, "NOT_FOUND")
    refused = other_tenant.live.post(
        "/v1/invoices",
        json={"customer_id": customer["id"], "lines": [line(unit_price="5.00")]},
        idempotency_key=True,
    )
    problem(refused, 422, "VALIDATION_ERROR")
    own = create_customer(other_tenant.live, currency="EUR")
    theirs = create_draft(other_tenant.live, own["id"], lines=[line(unit_price="5.00")])
    assert finalize(other_tenant.live, theirs["id"])["status"] == "finalized"
    assert finalize(tenant.live, second["id"])["status"] == "finalized"
