"""Wallet credit spent by invoices as they are finalized, before payment collection: the
amounts on the invoice, the transactions, the ledger postings, expiry, currencies, the
e-invoice, voids, and a batch of drafts finalized in one go."""

from __future__ import annotations

import uuid
from datetime import UTC, datetime, timedelta
from typing import Any

from lxml import etree

from billing.invoices import finalization
from billing.invoices.repository import InvoiceRepository
from tests.collection.payment_helpers import open_invoice, taxed_line, void
from tests.customers.helpers import create_customer
from tests.documents.business_rules import violations
from tests.documents.http_helpers import COMPLETE_SELLER, xrechnung_customer
from tests.invoices.helpers import create_draft, finalize, get_invoice, set_tax_profile
from tests.ledger.helpers import entry, eur_entry, eur_summary, postings, summary
from tests.support import Api, statements_naming
from tests.wallet.helpers import (
    balance,
    granted,
    in_transaction,
    summary_of,
    transactions,
    wallet,
)

START = datetime(2026, 6, 1, 9, 0, tzinfo=UTC)
CII_NS = {
    "ram": "urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100"
}


def _customer(api: Api, **fields: Any) -> dict[str, Any]:
    set_tax_profile(api)
    return create_customer(api, address={"country": "DE"}, **fields)


def _amounts(invoice: dict[str, Any]) -> tuple[str, str, str, str]:
    return (
        invoice["status"],
        invoice["total"],
        invoice["amount_wallet_applied"],
        invoice["amount_due"],
    )


def test_credit_settles_part_of_the_next_invoice(tenant):
    api = tenant.live
    customer = _customer(api, currency="EUR")
    grant = granted(api, customer["id"], "50.00")

    invoice = open_invoice(api, customer=customer)  # 119.00

    assert _amounts(invoice) == ("finalized", "119.00", "50.00", "69.00")
    assert (invoice["amount_paid"], invoice["amount_credited"]) == ("0.00", "0.00")
    assert balance(api, customer["id"]) == "0.00"
    application, grant_after = transactions(api, customer["id"])
    assert summary_of(application) == ("invoice_application", "-50.00", None, invoice["id"], None)
    assert application["grant_ids"] == [grant["id"]]
    assert grant_after["remaining"] == "0.00"
    assert [entry(p) for p in postings(api, customer["id"])] == [
        eur_entry("wallet_credit_granted", "-50.00", "0.00", "50.00", "-50.00"),
        eur_entry("invoice_finalized", "119.00", "119.00", "0.00", "69.00", invoice=invoice["id"]),
        eur_entry(
            "wallet_credit_applied", "0.00", "-50.00", "-50.00", "69.00", invoice=invoice["id"]
        ),
    ]
    assert summary(api, customer["id"])["EUR"] == eur_summary("69.00", "69.00", "0.00")


def test_credit_covering_the_whole_invoice_pays_it_and_the_rest_waits(tenant):
    api = tenant.live
    customer = _customer(api, currency="EUR")
    granted(api, customer["id"], "200.00")

    first = open_invoice(api, customer=customer)
    second = open_invoice(api, customer=customer)

    assert _amounts(first) == ("paid", "119.00", "119.00", "0.00")
    assert first["paid_at"] is not None
    assert _amounts(second) == ("finalized", "119.00", "81.00", "38.00")
    assert balance(api, customer["id"]) == "0.00"
    assert summary(api, customer["id"])["EUR"] == eur_summary("38.00", "38.00", "0.00")
    paid_events = api.get("/v1/events", params={"type": "invoice.paid"}).json()["data"]
    assert [e["resource_id"] for e in paid_events] == [first["id"]]
    assert paid_events[0]["data"]["amount_wallet_applied"] == "119.00"


def test_credit_that_expires_first_is_spent_first(tenant, frozen_clock):
    api = tenant.live
    frozen_clock(START)
    customer = _customer(api, currency="EUR")
    later = granted(api, customer["id"], "30.00", expires_at="2026-06-11T00:00:00Z")
    never = granted(api, customer["id"], "100.00")
    sooner = granted(api, customer["id"], "30.00", expires_at="2026-06-06T00:00:00Z")

    invoice = open_invoice(api, customer=customer)

    assert invoice["amount_wallet_applied"] == "119.00"
    [application] = transactions(api, customer["id"], type="invoice_application")
    assert application["grant_ids"] == [sooner["id"], later["id"], never["id"]]
    remaining = {t["id"]: t["remaining"] for t in transactions(api, customer["id"], type="grant")}
    assert remaining == {sooner["id"]: "0.00", later["id"]: "0.00", never["id"]: "41.00"}


def test_expired_credit_is_not_spent_and_its_lapse_is_posted(tenant, frozen_clock, run_jobs):
    api = tenant.live
    frozen_clock(START)
    customer = _customer(api, currency="EUR")
    grant = granted(api, customer["id"], "40.00", expires_at="2026-06-02T09:00:00Z")
    assert wallet(api, customer["id"])["EUR"]["next_expiry_amount"] == "40.00"

    frozen_clock(START + timedelta(days=1))
    assert balance(api, customer["id"]) == "0.00"
    run_jobs()

    expiry = transactions(api, customer["id"])[0]
    assert summary_of(expiry) == ("expiry", "-40.00", None, None, None)
    assert expiry["posted_at"] == "2026-06-02T09:00:00Z"
    assert expiry["grant_ids"] == [grant["id"]]
    assert entry(postings(api, customer["id"])[-1]) == eur_entry(
        "wallet_credit_expired", "40.00", "0.00", "-40.00", "0.00"
    )
    run_jobs()
    assert len(transactions(api, customer["id"])) == 2

    invoice = open_invoice(api, customer=customer)
    assert _amounts(invoice) == ("finalized", "119.00", "0.00", "119.00")


def test_finalizing_records_a_lapse_the_job_has_not_run_for_yet(tenant, frozen_clock):
    api = tenant.live
    frozen_clock(START)
    customer = _customer(api, currency="EUR")
    granted(api, customer["id"], "40.00", expires_at="2026-06-02T09:00:00Z")
    kept = granted(api, customer["id"], "10.00")

    frozen_clock(START + timedelta(days=3))
    invoice = open_invoice(api, customer=customer)

    assert invoice["amount_wallet_applied"] == "10.00"
    kinds = [(t["type"], t["amount"]) for t in transactions(api, customer["id"])]
    assert kinds[:2] == [("invoice_application", "-10.00"), ("expiry", "-40.00")]
    [application] = transactions(api, customer["id"], type="invoice_application")
    assert application["grant_ids"] == [kept["id"]]
    assert summary(api, customer["id"])["EUR"] == eur_summary("109.00", "109.00", "0.00")


def test_credit_in_another_currency_is_not_spent(tenant):
    api = tenant.live
    customer = _customer(api)
    granted(api, customer["id"], "500.00", currency="USD")

    invoice = open_invoice(api, customer=customer)

    assert _amounts(invoice) == ("finalized", "119.00", "0.00", "119.00")
    assert balance(api, customer["id"], "USD") == "500.00"


def test_the_e_invoice_shows_the_credit_as_the_prepaid_amount(tenant):
    api = tenant.live
    set_tax_profile(api, **COMPLETE_SELLER)
    customer = xrechnung_customer(api)
    granted(api, customer["id"], "19.00")
    draft = create_draft(api, customer["id"], [taxed_line("100.00")], currency="EUR")

    invoice = finalize(api, draft["id"])
    response = api.get(f"/v1/invoices/{invoice['id']}/xrechnung")

    assert response.status_code == 200, response.text
    assert violations(response.content) == []
    root = etree.fromstring(response.content)

    def amount(name: str) -> str:
        return str(root.xpath(f"string(//ram:{name})", namespaces=CII_NS))

    assert amount("GrandTotalAmount") == "119.00"
    assert amount("TotalPrepaidAmount") == "19.00"
    assert amount("DuePayableAmount") == "100.00"
    pdf = api.get(f"/v1/invoices/{invoice['id']}/render?format=pdf")
    assert pdf.status_code == 200


def test_voiding_gives_the_credit_back_to_the_same_grants(tenant, frozen_clock):
    api = tenant.live
    frozen_clock(START)
    customer = _customer(api, currency="EUR")
    grant = granted(api, customer["id"], "50.00", expires_at="2026-12-01T00:00:00Z")
    invoice = open_invoice(api, customer=customer)

    response = void(api, invoice["id"])

    assert response.status_code == 200, response.text
    after = get_invoice(api, invoice["id"])
    assert (after["status"], after["amount_wallet_applied"], after["amount_due"]) == (
        "void",
        "0.00",
        "0.00",
    )
    assert after["amount_credited"] == "119.00"
    reversal = transactions(api, customer["id"])[0]
    assert summary_of(reversal) == ("application_reversal", "50.00", None, invoice["id"], None)
    assert reversal["grant_ids"] == [grant["id"]]
    assert wallet(api, customer["id"])["EUR"] == {
        "currency": "EUR",
        "balance": "50.00",
        "next_expiry_at": "2026-12-01T00:00:00Z",
        "next_expiry_amount": "50.00",
    }
    types = [p["type"] for p in postings(api, customer["id"])]
    assert types[:4] == [
        "wallet_credit_granted",
        "invoice_finalized",
        "wallet_credit_applied",
        "wallet_credit_application_reversed",
    ]
    assert summary(api, customer["id"])["EUR"] == eur_summary("-50.00", "0.00", "50.00")


def test_a_batch_reads_its_wallets_in_one_statement_and_spends_them_in_order(tenant):
    api = tenant.live
    first = _customer(api, currency="EUR")
    second = _customer(api, currency="EUR")
    granted(api, first["id"], "150.00")
    granted(api, second["id"], "10.00")
    drafts = [
        create_draft(api, first["id"], [taxed_line("100.00")]),
        create_draft(api, second["id"], [taxed_line("100.00")]),
        create_draft(api, first["id"], [taxed_line("100.00")]),
    ]

    async def finalize_together(db, ctx):  # type: ignore[no-untyped-def]
        repository = InvoiceRepository(db, ctx)
        invoices = [await repository.get(uuid.UUID(d["id"]), for_update=True) for d in drafts]
        with statements_naming(tenant, "wallet_transactions") as statements:
            outcomes = await finalization.finalize_many(db, ctx, invoices)
        return [outcome.issued for outcome in outcomes], statements

    issued, statements = in_transaction(tenant, finalize_together)

    assert issued == [True, True, True]
    reads = [s for s in statements if s.lstrip().upper().startswith("SELECT")]
    assert len(reads) == 1, statements

    amounts = [_amounts(get_invoice(api, d["id"])) for d in drafts]
    assert amounts == [
        ("paid", "119.00", "119.00", "0.00"),
        ("finalized", "119.00", "10.00", "109.00"),
        ("finalized", "119.00", "31.00", "88.00"),
    ]
    assert (balance(api, first["id"]), balance(api, second["id"])) == ("0.00", "0.00")
    assert summary(api, first["id"])["EUR"] == eur_summary("88.00", "88.00", "0.00")
