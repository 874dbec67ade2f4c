"""An invoice is a legal document: it is never finalized (by a request, an approval or a billing
run) while the seller's tax profile lacks what one needs, and nothing is issued meanwhile."""

from __future__ import annotations

from typing import Any

import pytest

from tests.billing_runs.helpers import clock_customer, create_plan, event_types, events_of
from tests.billing_runs.helpers import subscribe as create_subscription
from tests.customers.helpers import create_customer
from tests.invoices.helpers import create_draft, finalize, get_invoice, line, set_tax_profile
from tests.support import Tenant, every, problem, provision_tenant

EVERYTHING_MISSING = [
    "tax_profile.legal_name",
    "tax_profile.legal_address.line1",
    "tax_profile.legal_address.city",
    "tax_profile.legal_address.country",
]


@pytest.fixture
def sellerless(client: Any, settings: Any) -> Tenant:
    """A fresh organization that never set its tax profile (as after `billing bootstrap`)."""
    return provision_tenant(client, settings, seller=False)


def _german_draft(api: Any) -> dict[str, Any]:
    address = {"line1": "Marktplatz 1", "city": "Köln", "postal_code": "50667", "country": "DE"}
    customer = create_customer(api, address=address)
    return create_draft(api, customer["id"], [line(unit_price="100.00")])


def _finalize(api: Any, invoice_id: str) -> Any:
    return api.post(f"/v1/invoices/{invoice_id}/finalize", idempotency_key=True)


class TestFinalizeRequest:
    def test_without_a_tax_profile_it_answers_409_naming_every_missing_field(self, sellerless):
        api = sellerless.live
        draft = _german_draft(api)

        body = problem(_finalize(api, draft["id"]), 409, "INVALID_STATE")

        assert body["missing_fields"] == EVERYTHING_MISSING
        assert "tax profile" in body["detail"]
        stored = get_invoice(api, draft["id"])
        assert (stored["status"], stored["invoice_number"]) == ("draft", None)
        assert "invoice.finalized" not in event_types(api, draft["id"])

    def test_a_partial_profile_names_only_what_it_lacks(self, sellerless):
        api = sellerless.live
        partial = {"legal_name": "Beispiel GmbH", "legal_address": {"city": "Bonn"}}
        response = api.patch("/v1/tax/profile", json=partial)
        assert response.status_code == 200, response.text
        draft = _german_draft(api)

        body = problem(_finalize(api, draft["id"]), 409, "INVALID_STATE")

        assert body["missing_fields"] == [
            "tax_profile.legal_address.line1",
            "tax_profile.legal_address.country",
        ]

    def test_an_eu_seller_needs_a_vat_id_or_a_tax_number(self, sellerless):
        api = sellerless.live
        set_tax_profile(api, "DE")
        draft = _german_draft(api)

        body = problem(_finalize(api, draft["id"]), 409, "INVALID_STATE")
        assert body["missing_fields"] == ["tax_profile.vat_id"]

        set_tax_profile(api, "DE", tax_number="21/815/08150")
        assert finalize(api, draft["id"])["status"] == "finalized"

    def test_once_the_profile_is_complete_the_same_draft_gets_the_first_number_and_vat(
        self, sellerless
    ):
        api = sellerless.live
        draft = _german_draft(api)
        problem(_finalize(api, draft["id"]), 409, "INVALID_STATE")

        set_tax_profile(api, "DE", vat_id="DE136695976")
        issued = finalize(api, draft["id"])

        assert issued["invoice_number"].endswith("000001")
        assert issued["seller"]["legal_name"] == "Example Seller GmbH"
        assert issued["tax_amount"] == "19.00"


class TestBillingRun:
    def test_a_run_leaves_the_invoice_a_draft_and_says_why(self, sellerless, run_jobs):
        api = sellerless.sandbox
        _, customer, _ = clock_customer(
            api, address={"line1": "Marktplatz 1", "city": "Köln", "country": "DE"}
        )

        subscription = create_subscription(api, customer["id"], create_plan(api, "10.00")["id"])
        run_jobs()

        invoices = every(api, "/v1/invoices", subscription_id=subscription["id"])
        assert [(i["status"], i["invoice_number"]) for i in invoices] == [("draft", None)]
        blocked = [e for e in events_of(api, [invoices[0]["id"]]) if e["type"] != "invoice.created"]
        assert [e["type"] for e in blocked] == ["invoice.finalization_blocked"]
        assert blocked[0]["data"]["missing_fields"] == EVERYTHING_MISSING
