"""The ledger's invariant under random sequences of operations (a Hypothesis state machine,
one customer per run): finalize, pay, issue, apply, reverse an application, refund in cash,
void a note, void an invoice, refund an invoice, mark uncollectible.

After every step, per currency: the summary's balance is the amount due on the customer's open
invoices minus its unapplied credit (the credit-balance endpoint), `open_invoices` and
`unapplied_credit` are those two, the postings add up to the balance and the last running
balance is it; each invoice's postings add up to its amount due and each note's to its
remaining balance; the ledger only grows (earlier postings and their running balances never
change). Each operation adds exactly its postings and moves the balance by what it should. An
operation the service refuses answers a problem document (never 5xx) and changes nothing.

The second machine runs the same rules in the sandbox with card payments, SEPA debits that
settle later, refunds of notes to a payment method and invoice refunds through the gateway.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from decimal import Decimal
from fractions import Fraction
from math import floor
from typing import Any

from hypothesis import settings as hypothesis_settings
from hypothesis import strategies as st
from hypothesis.stateful import (
    RuleBasedStateMachine,
    precondition,
    rule,
    run_state_machine_as_test,
)

from tests.collection.payment_helpers import attempt, pay, refund, rollup, void
from tests.customers.helpers import create_customer
from tests.invoices.helpers import create_draft, set_tax_profile
from tests.ledger.helpers import apply, create_note, credit_balance, ledger, void_note
from tests.payments.helpers import attach, card, sepa
from tests.support import Api

OPEN = frozenset({"finalized", "sent", "uncollectible", "overdue"})
"""Displayed statuses whose amount due the customer still owes."""
CREDITABLE = frozenset({"finalized", "sent", "paid", "uncollectible", "overdue"})
STANDING = frozenset({"issued", "partially_applied", "applied"})
APPLICABLE = frozenset({"issued", "partially_applied"})
EXEMPT = "Exempt under the applicable provision"
TAXES = (
    {"tax_category_code": "S", "tax_rate": "0.19"},
    {"tax_category_code": "S", "tax_rate": "0.07"},
    {"tax_category_code": "E", "tax_rate": "0", "tax_exemption_reason": EXEMPT},
)
NOTE_RATES = ("0.19", "0.07")


def minor(amount: str) -> int:
    value = Decimal(amount) * 100
    assert value == value.to_integral_value(), amount
    return int(value)


def major(cents: int) -> str:
    return format(Decimal(cents).scaleb(-2), "f")


def _line(cents: int, quantity: int, tax: dict[str, str]) -> dict[str, Any]:
    return {
        "description": "Random line",
        "quantity": str(quantity),
        "unit_price": major(cents),
        **tax,
    }


invoice_lines = st.lists(
    st.builds(_line, st.integers(1, 50_000), st.integers(1, 3), st.sampled_from(TAXES)),
    min_size=1,
    max_size=3,
)


def up_to(most: int) -> st.SearchStrategy[int]:
    """1..most, the whole `most` first (it is what moves an object to its next status)."""
    return st.one_of(st.just(most), st.integers(1, most))


def _every(api: Api, path: str, **params: Any) -> list[dict[str, Any]]:
    found: list[dict[str, Any]] = []
    query: dict[str, Any] = {"limit": 200, **params}
    while True:
        response = api.get(path, params=query)
        assert response.status_code == 200, response.text
        body = response.json()
        found += body["data"]
        if not body["pagination"]["has_more"]:
            return found
        query["cursor"] = body["pagination"]["cursor"]


@dataclass(frozen=True)
class Snapshot:
    """What a client can read of the customer: ledger, invoices, notes, credit balance."""

    postings: list[dict[str, Any]]
    summary: dict[str, dict[str, str]]
    invoices: list[dict[str, Any]]
    notes: list[dict[str, Any]]
    credit: dict[str, str]
    payments: dict[str, list[dict[str, Any]]]
    """Each invoice's payment and refund rows (read by the gateway machine only)."""


class LedgerMachine(RuleBasedStateMachine):
    currencies: tuple[str, ...] = ("EUR", "USD")
    reads_payments = False

    def __init__(self, api: Api) -> None:
        super().__init__()
        self.api = api
        self.customer_id = str(create_customer(api, address={"country": "DE"})["id"])
        self.state = self._read()
        self._check(self.state)

    # reading and checking ---------------------------------------------------------------

    def _read(self) -> Snapshot:
        page = ledger(self.api, self.customer_id, limit=200)
        found = list(page["data"])
        summary = page["summary"]
        while page["pagination"]["has_more"]:
            cursor = page["pagination"]["cursor"]
            page = ledger(self.api, self.customer_id, limit=200, cursor=cursor)
            found += page["data"]
        invoices = _every(self.api, "/v1/invoices", customer_id=self.customer_id)[::-1]
        payments = {
            i["id"]: _every(self.api, f"/v1/invoices/{i['id']}/payments")
            for i in invoices
            if self.reads_payments and i["status"] != "draft"
        }
        return Snapshot(
            postings=found,
            summary={line["currency"]: line for line in summary},
            invoices=invoices,
            notes=_every(self.api, "/v1/credit-notes", customer_id=self.customer_id)[::-1],
            credit=credit_balance(self.api, self.customer_id),
            payments=payments,
        )

    def _check(self, state: Snapshot) -> None:
        owed: dict[str, int] = defaultdict(int)
        for inv in state.invoices:
            due = minor(inv["amount_due"])
            total, paid_, credited = (
                minor(inv[f]) for f in ("total", "amount_paid", "amount_credited")
            )
            assert due == max(total - paid_ - credited, 0), inv
            if inv["status"] in OPEN:
                owed[inv["currency"]] += due
            receivable = sum(
                minor(p["receivable_change"])
                for p in state.postings
                if p["invoice_id"] == inv["id"]
            )
            if inv["status"] == "draft":
                assert not any(p["invoice_id"] == inv["id"] for p in state.postings)
            else:
                assert receivable == due, (inv["invoice_number"], inv["status"], receivable, due)
        standing: dict[str, int] = defaultdict(int)
        for note in state.notes:
            remaining = minor(note["amount_remaining"])
            credit_moved = sum(
                minor(p["credit_change"])
                for p in state.postings
                if p["credit_note_id"] == note["id"]
            )
            if note["status"] == "draft":
                assert not any(p["credit_note_id"] == note["id"] for p in state.postings)
            elif note["status"] == "void":
                assert remaining == 0
                assert credit_moved == 0, (note["credit_note_number"], credit_moved)
            else:
                assert note["status"] in STANDING, note
                assert credit_moved == remaining, (note["credit_note_number"], credit_moved)
                standing[note["currency"]] += remaining
        credit = {c: minor(a) for c, a in state.credit.items()}
        assert {c: a for c, a in credit.items() if a} == {c: a for c, a in standing.items() if a}

        running: dict[str, int] = defaultdict(int)
        for posting in state.postings:
            assert posting["customer_id"] == self.customer_id
            amount = minor(posting["amount"])
            assert amount == minor(posting["receivable_change"]) - minor(posting["credit_change"])
            running[posting["currency"]] += amount
            assert minor(posting["balance"]) == running[posting["currency"]], posting
        assert set(state.summary) == set(running)
        for currency in set(owed) | set(credit) | set(state.summary):
            line = state.summary.get(currency)
            balance = owed[currency] - credit.get(currency, 0)
            if line is None:
                assert balance == 0 and owed[currency] == 0, currency
                continue
            assert minor(line["open_invoices"]) == owed[currency], (currency, line)
            assert minor(line["unapplied_credit"]) == credit.get(currency, 0), (currency, line)
            assert minor(line["balance"]) == balance, (currency, line)
            assert running[currency] == balance
            last = [p for p in state.postings if p["currency"] == currency][-1]
            assert minor(last["balance"]) == balance

    def _balance(self, state: Snapshot, currency: str) -> int:
        line = state.summary.get(currency)
        return 0 if line is None else minor(line["balance"])

    def _do(
        self,
        call: Callable[[], Any],
        *,
        currency: str,
        delta: int,
        types: Callable[[dict[str, Any]], list[str]] | list[str],
        before: Snapshot | None = None,
        refusal: int | None = None,
    ) -> dict[str, Any] | None:
        """Run an operation; 2xx: its postings are `types`, appended, and move the balance of
        `currency` by `delta`; 4xx (only as `refusal`, when the model foresees it): a problem
        document, and nothing changed."""
        return self._run(
            call,
            deltas={currency: delta},
            types=types,
            before=before,
            refusal=refusal,
        )

    def _run(
        self,
        call: Callable[[], Any],
        *,
        deltas: dict[str, int],
        types: Callable[[dict[str, Any]], list[str]] | list[str],
        before: Snapshot | None = None,
        refusal: int | None = None,
        any_order: bool = False,
    ) -> dict[str, Any] | None:
        before = before or self.state
        self._tick()
        response = call()
        after = self._read()
        assert response.status_code < 500, response.text
        if response.status_code >= 400:
            assert response.headers["content-type"] == "application/problem+json"
            body = response.json()
            assert body["status"] == response.status_code and body["code"], body
            assert after == before, "a refused operation changed something"
            assert response.status_code == refusal, response.text
            self.state = after
            return None
        assert refusal is None, f"expected {refusal}, got {response.status_code}"
        data: dict[str, Any] = response.json()["data"]
        assert after.postings[: len(before.postings)] == before.postings
        added = after.postings[len(before.postings) :]
        expected = types(data) if callable(types) else types
        found = [p["type"] for p in added]
        if any_order:
            found, expected = sorted(found), sorted(expected)
        assert found == expected, added
        assert {p["currency"] for p in added} <= {c for c, d in deltas.items()}
        for currency in set(before.summary) | set(after.summary) | set(deltas):
            moved = self._balance(after, currency) - self._balance(before, currency)
            assert moved == deltas.get(currency, 0), (currency, moved, deltas)
        self._check(after)
        self.state = after
        return data

    def _tick(self) -> None:
        """Before each operation (the gateway machine moves its clock)."""

    def _reread(self) -> Snapshot:
        """Read again after a change that posts nothing (a draft created)."""
        self.state = self._read()
        return self.state

    # what each rule may pick (from the last snapshot) --------------------------------------

    @staticmethod
    def _pick(data: st.DataObject, items: list[dict[str, Any]], label: str) -> dict[str, Any]:
        """One of `items`, drawn by its number (so that a failing sequence reads well)."""
        key = "invoice_number" if label == "invoice" else "credit_note_number"
        chosen = data.draw(st.sampled_from([item[key] for item in items]), label=label)
        return next(item for item in items if item[key] == chosen)

    def _pending(self, invoice_id: str, kind: str) -> list[dict[str, Any]]:
        """The invoice's pending payment attempts or refunds (`kind`)."""
        rows = self.state.payments.get(invoice_id, [])
        return [r for r in rows if r["kind"] == kind and r["status"] == "pending"]

    def _payable(self) -> list[dict[str, Any]]:
        return [
            i for i in self.state.invoices if i["status"] in OPEN and minor(i["amount_due"]) > 0
        ]

    def _creditable(self) -> list[dict[str, Any]]:
        return [i for i in self.state.invoices if i["status"] in CREDITABLE]

    def _applicable_notes(self) -> list[dict[str, Any]]:
        return [
            n
            for n in self.state.notes
            if n["status"] in APPLICABLE and minor(n["amount_remaining"]) > 0
        ]

    def _application_pairs(self) -> list[tuple[dict[str, Any], dict[str, Any]]]:
        return [
            (note, inv)
            for note in self._applicable_notes()
            for inv in self._payable()
            if inv["currency"] == note["currency"]
        ]

    def _voidable_notes(self) -> list[dict[str, Any]]:
        return [
            n
            for n in self.state.notes
            if n["status"] == "issued" and minor(n["amount_applied"]) == 0
        ]

    def _voidable_invoices(self) -> list[dict[str, Any]]:
        return [
            i
            for i in self.state.invoices
            if i["status"] in OPEN and minor(i["amount_paid"]) == minor(i["amount_refunded"])
        ]

    def _refundable_invoices(self) -> list[dict[str, Any]]:
        return [
            i
            for i in self.state.invoices
            if i["status"] not in ("draft", "void")
            and minor(i["amount_paid"]) > minor(i["amount_refunded"])
        ]

    def _collectible(self) -> list[dict[str, Any]]:
        return [i for i in self.state.invoices if i["status"] in ("finalized", "sent")]

    # rules ------------------------------------------------------------------------------

    @rule(data=st.data(), lines=invoice_lines)
    def finalize_invoice(self, data: st.DataObject, lines: list[dict[str, Any]]) -> None:
        currency = data.draw(st.sampled_from(self.currencies), label="currency")
        draft = create_draft(self.api, self.customer_id, lines=lines, currency=currency)
        self._do(
            lambda: self.api.post(f"/v1/invoices/{draft['id']}/finalize", idempotency_key=True),
            before=self._reread(),
            currency=currency,
            delta=minor(draft["total"]),
            types=["invoice_finalized"],
        )

    def _manually_payable(self) -> list[dict[str, Any]]:
        """Not an invoice with a pending debit: a payment recorded then is counted twice once
        the debit settles (test_money_kept.py; this machine found it)."""
        return [i for i in self._payable() if not self._pending(i["id"], "payment")]

    @precondition(lambda self: self._manually_payable())
    @rule(data=st.data())
    def record_payment(self, data: st.DataObject) -> None:
        inv = self._pick(data, self._manually_payable(), "invoice")
        amount = data.draw(up_to(minor(inv["amount_due"])), label="amount")
        self._do(
            lambda: pay(self.api, inv["id"], major(amount)),
            currency=inv["currency"],
            delta=-amount,
            types=["payment"],
        )

    def _issue(self, body: dict[str, Any], net: int, rate: str, currency: str) -> None:
        line = {
            "description": "Goodwill",
            "unit_price": major(net),
            "tax_category_code": "S",
            "tax_rate": rate,
        }
        created = create_note(self.api, self.customer_id, [line], **body)
        assert created.status_code == 201, created.text
        draft = created.json()["data"]
        self._do(
            lambda: self.api.post(f"/v1/credit-notes/{draft['id']}/issue"),
            before=self._reread(),
            currency=currency,
            delta=-minor(draft["total"]),
            types=["credit_note_issued"],
        )

    @rule(data=st.data(), net=st.integers(1, 30_000), rate=st.sampled_from(NOTE_RATES))
    def issue_a_credit_note(self, data: st.DataObject, net: int, rate: str) -> None:
        currency = data.draw(st.sampled_from(self.currencies), label="currency")
        self._issue({"currency": currency}, net, rate, currency)

    @precondition(lambda self: self._creditable())
    @rule(data=st.data(), rate=st.sampled_from(NOTE_RATES))
    def issue_a_credit_note_of_an_invoice(self, data: st.DataObject, rate: str) -> None:
        """Within the invoice's remaining_creditable: VAT is added to the net, so the net is
        the largest one whose total stays within the drawn bound."""
        inv = self._pick(data, self._creditable(), "invoice")
        creditable = minor(rollup(self.api, inv["id"])["summary"]["remaining_creditable"])
        if creditable < 2:
            return
        most = data.draw(up_to(creditable), label="total at most")
        net = floor(Fraction(most) / (1 + Fraction(rate)))
        if net >= 1:
            self._issue({"invoice_id": inv["id"]}, net, rate, inv["currency"])

    @rule(data=st.data(), void_it=st.booleans())
    def leave_a_draft_note(self, data: st.DataObject, void_it: bool) -> None:
        """Drafts (and voided drafts) post nothing and are no credit."""
        currency = data.draw(st.sampled_from(self.currencies), label="currency")
        line = {"description": "Draft", "unit_price": "10.00"}
        created = create_note(self.api, self.customer_id, [line], currency=currency)
        assert created.status_code == 201, created.text
        draft = created.json()["data"]
        before = self._reread()
        if void_it:
            self._do(
                lambda: void_note(self.api, draft["id"]),
                before=before,
                currency=currency,
                delta=0,
                types=[],
            )

    @precondition(lambda self: self._application_pairs())
    @rule(data=st.data(), whole=st.booleans())
    def apply_credit(self, data: st.DataObject, whole: bool) -> None:
        pairs = {
            (n["credit_note_number"], i["invoice_number"]): (n, i)
            for n, i in self._application_pairs()
        }
        note, inv = pairs[data.draw(st.sampled_from(list(pairs)), label="note, invoice")]
        most = min(minor(note["amount_remaining"]), minor(inv["amount_due"]))
        body: dict[str, Any] = {"invoice_id": inv["id"]}
        if not whole:
            body["amount"] = major(data.draw(up_to(most), label="amount"))
        self._do(
            lambda: apply(self.api, note["id"], body),
            currency=note["currency"],
            delta=0,
            types=["credit_applied"],
            refusal=409 if self._pending(inv["id"], "payment") else None,
        )

    @precondition(lambda self: self._applicable_notes())
    @rule(data=st.data(), whole=st.booleans())
    def refund_credit_in_cash(self, data: st.DataObject, whole: bool) -> None:
        note = self._pick(data, self._applicable_notes(), "note")
        remaining = minor(note["amount_remaining"])
        amount = remaining if whole else data.draw(up_to(remaining), label="amount")
        body: dict[str, Any] = {"refund": {"method": "cash"}}
        if not whole:
            body["amount"] = major(amount)
        self._do(
            lambda: apply(self.api, note["id"], body),
            currency=note["currency"],
            delta=amount,
            types=["refund"],
        )

    def _applied_notes(self) -> list[dict[str, Any]]:
        return [n for n in self.state.notes if minor(n["amount_applied"]) > 0]

    @precondition(lambda self: self._applied_notes())
    @rule(data=st.data())
    def reverse_an_application(self, data: st.DataObject) -> None:
        """Credit taken back off an invoice: the invoice claims it and the note holds it
        again, so the balance stays; refused (409) for a refund, or on a void invoice."""
        note = self._pick(data, self._applied_notes(), "note")
        listed = self.api.get(f"/v1/credit-notes/{note['id']}/applications").json()["data"]
        standing = [a for a in listed if a["reversed_at"] is None]
        application = data.draw(st.sampled_from(standing), label="application")
        statuses = {i["id"]: i["status"] for i in self.state.invoices}
        refused = application["kind"] == "refund" or statuses[application["invoice_id"]] == "void"
        self._do(
            lambda: self.api.post(
                f"/v1/credit-notes/{note['id']}/applications/{application['id']}/reverse",
                idempotency_key=True,
            ),
            currency=note["currency"],
            delta=0,
            types=["credit_application_reversed"],
            refusal=409 if refused else None,
        )

    @precondition(lambda self: self._voidable_notes())
    @rule(data=st.data())
    def void_an_issued_note(self, data: st.DataObject) -> None:
        note = self._pick(data, self._voidable_notes(), "note")
        self._do(
            lambda: void_note(self.api, note["id"]),
            currency=note["currency"],
            delta=minor(note["total"]),
            types=["credit_note_voided"],
        )

    def _pending_any(self, invoice_id: str) -> bool:
        return bool(self._pending(invoice_id, "payment") or self._pending(invoice_id, "refund"))

    @precondition(lambda self: self._voidable_invoices())
    @rule(data=st.data())
    def void_an_invoice(self, data: st.DataObject) -> None:
        """Credit applied to it from other notes goes back to them, its own notes' balance is
        applied, then a void note credits what is left due; refused (409) when notes of it
        were used elsewhere and cannot cover that."""
        inv = self._pick(data, self._voidable_invoices(), "invoice")
        before = self.state
        anchors = {n["id"]: n["invoice_id"] for n in before.notes}
        rolled = rollup(self.api, inv["id"])
        foreign = [
            a
            for a in rolled["data"]
            if a["kind"] == "invoice" and anchors.get(a["credit_note_id"]) != inv["id"]
        ]
        due = minor(inv["amount_due"]) + sum(minor(a["amount"]) for a in foreign)
        own = [n for n in self._applicable_notes() if n["invoice_id"] == inv["id"]]
        left = due - min(sum(minor(n["amount_remaining"]) for n in own), due)
        creditable = minor(rolled["summary"]["remaining_creditable"])

        def types(result: dict[str, Any]) -> list[str]:
            assert (result["credit_note"] is not None) == (left > 0), result
            after = {n["id"]: n["amount_applied"] for n in self._read().notes}
            own_applied = sum(1 for n in own if after[n["id"]] != n["amount_applied"])
            assert own_applied >= (1 if own and due else 0)
            tail = ["credit_note_issued", "credit_applied"] if left > 0 else []
            reversed_ = ["credit_application_reversed"] * len(foreign)
            return [*reversed_, *["credit_applied"] * own_applied, *tail, "invoice_voided"]

        self._do(
            lambda: void(self.api, inv["id"]),
            before=before,
            currency=inv["currency"],
            delta=-left,
            types=types,
            refusal=409 if left > creditable or self._pending_any(inv["id"]) else None,
        )

    @precondition(lambda self: self._refundable_invoices())
    @rule(data=st.data(), whole=st.booleans())
    def refund_an_invoice(self, data: st.DataObject, whole: bool) -> None:
        """At most what was paid and not refunded, and what its notes have not credited yet;
        one refund row (and posting) per gateway charge it goes back through, the rest paid
        back by hand; a refund bringing a paid invoice's refunds up to what was paid voids
        it when its own notes then credit all of it (once no refund of it is pending)."""
        inv = self._pick(data, self._refundable_invoices(), "invoice")
        refundable = minor(inv["amount_paid"]) - minor(inv["amount_refunded"])
        creditable = minor(rollup(self.api, inv["id"])["summary"]["remaining_creditable"])
        most = min(refundable, creditable)
        if most <= 0:
            self._do(
                lambda: refund(self.api, inv["id"], {"amount": major(refundable)}),
                currency=inv["currency"],
                delta=0,
                types=[],
                refusal=422,
            )
            return
        amount = most if whole else data.draw(up_to(most), label="amount")
        body = None if whole else {"amount": major(amount)}
        pending_before = bool(self._pending(inv["id"], "refund"))

        def types(result: dict[str, Any]) -> list[str]:
            settled = result["status"] == "refunded" and not pending_before
            # A paid invoice is voided only once its own notes credit all of it.
            voids = (
                inv["status"] == "paid"
                and amount == refundable
                and amount == creditable
                and settled
            )
            assert (result["invoice"]["status"] == "void") == voids, result["invoice"]
            assert sum(minor(r["amount"]) for r in result["refunds"]) == amount
            refunds = ["refund"] * len(result["refunds"])
            return ["credit_note_issued", *refunds] + (["invoice_voided"] if voids else [])

        self._do(
            lambda: refund(self.api, inv["id"], body),
            currency=inv["currency"],
            delta=0,
            types=types,
        )

    @precondition(lambda self: self._collectible())
    @rule(data=st.data())
    def mark_uncollectible(self, data: st.DataObject) -> None:
        inv = self._pick(data, self._collectible(), "invoice")
        self._do(
            lambda: self.api.post(
                f"/v1/invoices/{inv['id']}/mark-uncollectible", idempotency_key=True
            ),
            currency=inv["currency"],
            delta=0,
            types=[],
        )


def test_the_ledger_always_equals_open_invoices_minus_unapplied_credit(tenant):
    api = tenant.live
    set_tax_profile(api)

    run_state_machine_as_test(
        lambda: LedgerMachine(api),
        settings=hypothesis_settings(max_examples=15, stateful_step_count=12, deadline=None),
    )


class Done:
    """The answer of a step that is not one request (running the jobs)."""

    status_code = 200

    def json(self) -> dict[str, Any]:
        return {"data": {}}


class GatewayLedgerMachine(LedgerMachine):
    """The same, in the sandbox with a card and a SEPA mandate: card payments, SEPA debits
    that stay pending until the jobs settle them, refunds of notes to a payment method, and
    invoice refunds through the gateway. The clock moves a second before each operation (so
    postings of different requests never share a created_at) and two minutes to settle."""

    currencies = ("EUR",)
    """One currency: a note's refund to a payment method may land on a charge in another
    currency (test_money_kept.py), which the model would have to copy."""
    reads_payments = True

    def __init__(self, api: Api, run_jobs: Callable[[], int], move: Callable[[int], None]):
        self.run_jobs = run_jobs
        self.move = move
        super().__init__(api)
        self.card = str(attach(api, self.customer_id, card(set_default=True))["id"])
        self.sepa = str(attach(api, self.customer_id, sepa("3000"))["id"])

    def _tick(self) -> None:
        self.move(1)

    def _chargeable(self) -> list[dict[str, Any]]:
        return [i for i in self._payable() if not self._pending(i["id"], "payment")]

    def _attempt(self, invoice_id: str, method_id: str) -> Any:
        response = attempt(self.api, invoice_id, {"payment_method_id": method_id})
        self.run_jobs()
        return response

    @precondition(lambda self: self._chargeable())
    @rule(data=st.data())
    def pay_by_card(self, data: st.DataObject) -> None:
        inv = self._pick(data, self._chargeable(), "invoice")
        self._do(
            lambda: self._attempt(inv["id"], self.card),
            currency=inv["currency"],
            delta=-minor(inv["amount_due"]),
            types=["payment"],
        )

    @precondition(lambda self: self._chargeable())
    @rule(data=st.data())
    def start_a_sepa_debit(self, data: st.DataObject) -> None:
        inv = self._pick(data, self._chargeable(), "invoice")
        self._do(
            lambda: self._attempt(inv["id"], self.sepa),
            currency=inv["currency"],
            delta=0,
            types=[],
        )

    def _all_pending(self) -> list[dict[str, Any]]:
        return [
            r for rows in self.state.payments.values() for r in rows if r["status"] == "pending"
        ]

    @precondition(lambda self: self._all_pending())
    @rule()
    def settle_the_gateway(self) -> None:
        """Pending debits and refunds settle (successfully); a paid invoice whose last pending
        refund settles is void when refunded in full."""
        pending = self._all_pending()
        deltas: dict[str, int] = defaultdict(int)
        for row in pending:
            deltas[row["currency"]] -= minor(row["amount"]) if row["kind"] == "payment" else 0
        before = self.state

        def settle() -> Done:
            self.move(120)
            self.run_jobs()
            return Done()

        def types(_: dict[str, Any]) -> list[str]:
            after = {i["id"]: i["status"] for i in self._read().invoices}
            voided = [i for i in before.invoices if i["status"] != "void" == after[i["id"]]]
            assert all(self._pending(i["id"], "refund") for i in voided)
            payments = [r for r in pending if r["kind"] == "payment"]
            return ["payment"] * len(payments) + ["invoice_voided"] * len(voided)

        self._run(settle, deltas=dict(deltas), types=types, any_order=True)

    def _refundable_by(self, method_id: str) -> int:
        """The most one succeeded charge made with the method has left to refund."""
        rows = [r for rows in self.state.payments.values() for r in rows]
        left = [
            minor(c["amount"])
            - sum(
                minor(r["amount"])
                for r in rows
                if r["kind"] == "refund"
                and r["status"] != "failed"
                and r["refunded_payment_id"] == c["id"]
            )
            for c in rows
            if c["kind"] == "payment"
            and c["channel"] == "gateway"
            and c["status"] == "succeeded"
            and c["payment_method_id"] == method_id
        ]
        return max(left, default=0)

    @precondition(
        lambda self: (
            self._applicable_notes()
            and (self._refundable_by(self.card) or self._refundable_by(self.sepa))
        )
    )
    @rule(data=st.data(), by_card=st.booleans())
    def refund_credit_to_a_payment_method(self, data: st.DataObject, by_card: bool) -> None:
        """Onto a succeeded charge made with the method that can take the whole amount; none
        → 422."""
        note = self._pick(data, self._applicable_notes(), "note")
        method = self.card if by_card else self.sepa
        remaining = minor(note["amount_remaining"])
        fitting = min(remaining, self._refundable_by(method))
        amount = data.draw(up_to(fitting), label="amount") if fitting else remaining
        body = {"amount": major(amount), "refund": {"payment_method_id": method}}
        self._do(
            lambda: apply(self.api, note["id"], body),
            currency=note["currency"],
            delta=amount,
            types=["refund"],
            refusal=None if fitting else 422,
        )


START = datetime(2026, 6, 1, 9, 0, tzinfo=UTC)


def test_the_invariant_holds_with_gateway_payments_and_refunds(tenant, run_jobs, frozen_clock):
    api = tenant.sandbox
    set_tax_profile(api)
    seconds = [0]

    def move(by: int) -> None:
        seconds[0] += by
        frozen_clock(START + timedelta(seconds=seconds[0]))

    move(0)
    run_state_machine_as_test(
        lambda: GatewayLedgerMachine(api, run_jobs, move),
        settings=hypothesis_settings(max_examples=15, stateful_step_count=12, deadline=None),
    )
