"""Approval of invoice finalization: the threshold, the 202, and deciding by another member."""

from __future__ import annotations

import uuid

import pytest

from tests.access.helpers import join, member_session
from tests.customers.helpers import create_customer
from tests.invoices.helpers import create_draft, get_invoice, line, put_settings
from tests.support import pointers, problem


def _finalize(api, invoice_id, **kwargs):
    return api.post(f"/v1/invoices/{invoice_id}/finalize", idempotency_key=True, **kwargs)


def _draft(api, unit_price="100.00", currency="EUR"):
    customer = create_customer(api, currency=currency)
    return create_draft(api, customer["id"], [line(unit_price=unit_price, tax_rate="0.19")])


def _held(api, invoice_id):
    response = _finalize(api, invoice_id)
    assert response.status_code == 202, response.text
    data: dict = response.json()["data"]
    return data


def _decide(api, approval_id, decision, **body):
    return api.post(f"/v1/approvals/{approval_id}/{decision}", json=body or None)


def _events(api, resource_id):
    data = api.get("/v1/events", params={"resource_id": resource_id}).json()["data"]
    return sorted(event["type"] for event in data)


@pytest.fixture
def threshold(tenant):
    put_settings(tenant.live, invoice_approval_threshold="100.00")


@pytest.fixture
def approver(tenant):
    return member_session(tenant, join(tenant, roles=["finance"]))


class TestThreshold:
    def test_an_invoice_below_the_threshold_finalizes(self, tenant, threshold):
        draft = _draft(tenant.live, unit_price="84.02")  # 99.98 with VAT
        response = _finalize(tenant.live, draft["id"])
        assert response.status_code == 200, response.text
        assert response.json()["data"]["status"] == "finalized"

    def test_an_invoice_at_the_threshold_needs_approval(self, tenant):
        put_settings(tenant.live, invoice_approval_threshold="119")
        draft = _draft(tenant.live)

        approval = _held(tenant.live, draft["id"])

        assert approval["status"] == "pending"
        assert (approval["action"], approval["resource_type"]) == ("invoice.finalize", "invoice")
        assert approval["resource_id"] == draft["id"]
        assert approval["details"] == {
            "invoice_id": draft["id"],
            "customer_id": draft["customer_id"],
            "total": "119.00",
            "currency": "EUR",
            "threshold": "119.00",
            "threshold_currency": "EUR",
        }
        assert (approval["requested_by_type"], approval["requested_by_user_id"]) == (
            "api_key",
            None,
        )
        assert approval["result"] is None

    def test_an_invoice_in_another_currency_always_needs_approval(self, tenant, threshold):
        draft = _draft(tenant.live, unit_price="1.00", currency="USD")
        assert _held(tenant.live, draft["id"])["details"]["currency"] == "USD"

    def test_without_a_threshold_nothing_needs_approval(self, tenant):
        draft = _draft(tenant.live, unit_price="1000000.00", currency="JPY")
        assert _finalize(tenant.live, draft["id"]).status_code == 200


class TestPending:
    def test_the_draft_is_held_while_the_request_is_pending(self, tenant, threshold):
        draft = _draft(tenant.live)
        approval = _held(tenant.live, draft["id"])

        invoice = get_invoice(tenant.live, draft["id"])
        assert (invoice["status"], invoice["invoice_number"]) == ("draft", None)
        assert invoice["pending_approval_id"] == approval["id"]
        assert _held(tenant.live, draft["id"])["id"] == approval["id"]
        line_path = f"/v1/invoices/{draft['id']}/lines/{draft['lines'][0]['id']}"
        edits = [
            tenant.live.patch(f"/v1/invoices/{draft['id']}", json={"metadata": {}}),
            tenant.live.post(
                f"/v1/invoices/{draft['id']}/lines", json=line(), idempotency_key=True
            ),
            tenant.live.patch(line_path, json={"quantity": "2"}),
            tenant.live.delete(line_path),
        ]
        for response in edits:
            body = problem(response, 409, "INVALID_STATE")
            assert body["approval_id"] == approval["id"]
        assert get_invoice(tenant.live, draft["id"])["total"] == "119.00"
        got = tenant.live.get(f"/v1/approvals/{approval['id']}")
        assert got.status_code == 200
        assert got.json()["data"] == approval
        assert _events(tenant.live, approval["id"]) == ["approval.requested"]

    def test_a_replayed_finalize_answers_the_same_202(self, tenant, threshold):
        draft = _draft(tenant.live)
        path = f"/v1/invoices/{draft['id']}/finalize"
        first = tenant.live.post(path, idempotency_key="hold-1")
        again = tenant.live.post(path, idempotency_key="hold-1")
        assert first.status_code == again.status_code == 202
        assert again.json() == first.json()


class TestApprove:
    def test_another_member_approves_and_the_invoice_is_finalized(
        self, tenant, threshold, approver
    ):
        requester = tenant.login()
        draft = _draft(tenant.live)
        approval = _held(requester, draft["id"])
        assert approval["requested_by_type"] == "user"
        assert approval["requested_by_user_id"] is not None

        problem(_decide(requester, approval["id"], "approve"), 403, "FORBIDDEN")
        problem(_decide(tenant.live, approval["id"], "approve"), 401, "USER_SESSION_REQUIRED")
        assert get_invoice(tenant.live, draft["id"])["status"] == "draft"

        response = _decide(approver, approval["id"], "approve", note="checked the PO")

        assert response.status_code == 200, response.text
        decided = response.json()["data"]
        assert decided["status"] == "approved"
        assert decided["decision_note"] == "checked the PO"
        assert decided["decided_by_user_id"] not in (None, approval["requested_by_user_id"])
        assert decided["decided_at"] is not None
        invoice = get_invoice(tenant.live, draft["id"])
        assert decided["result"] == {
            "invoice_id": draft["id"],
            "invoice_number": invoice["invoice_number"],
            "status": "finalized",
        }
        assert invoice["invoice_number"].endswith("000001")
        assert (invoice["status"], invoice["pending_approval_id"]) == ("finalized", None)
        assert tenant.live.get(f"/v1/approvals/{approval['id']}").json()["data"] == decided
        assert _events(tenant.live, approval["id"]) == ["approval.approved", "approval.requested"]

    def test_an_api_key_request_is_decided_by_any_member_with_the_permission(
        self, tenant, threshold
    ):
        draft = _draft(tenant.live)
        approval = _held(tenant.live, draft["id"])
        response = _decide(tenant.login(), approval["id"], "approve")
        assert response.status_code == 200, response.text
        assert get_invoice(tenant.live, draft["id"])["status"] == "finalized"

    def test_a_member_without_the_permission_cannot_decide(self, tenant, threshold):
        viewer = member_session(tenant, join(tenant, roles=["viewer"]))
        draft = _draft(tenant.live)
        approval = _held(tenant.live, draft["id"])

        problem(_decide(viewer, approval["id"], "approve"), 403, "FORBIDDEN")
        problem(_decide(viewer, approval["id"], "reject"), 403, "FORBIDDEN")
        assert viewer.get(f"/v1/approvals/{approval['id']}").json()["data"]["status"] == "pending"

    def test_only_pending_requests_are_decided(self, tenant, threshold, approver):
        draft = _draft(tenant.live)
        approval = _held(tenant.live, draft["id"])
        assert _decide(approver, approval["id"], "approve").status_code == 200

        problem(_decide(approver, approval["id"], "approve"), 409, "INVALID_STATE")
        problem(_decide(approver, approval["id"], "reject"), 409, "INVALID_STATE")
        problem(_finalize(tenant.live, draft["id"]), 409, "INVALID_STATE")
        assert get_invoice(tenant.live, draft["id"])["invoice_number"].endswith("000001")


class TestReject:
    def test_a_rejected_draft_can_be_edited_and_finalized_again(self, tenant, threshold, approver):
        draft = _draft(tenant.live)
        approval = _held(tenant.live, draft["id"])

        response = _decide(approver, approval["id"], "reject", note="wrong customer")

        assert response.status_code == 200, response.text
        rejected = response.json()["data"]
        assert (rejected["status"], rejected["decision_note"]) == ("rejected", "wrong customer")
        assert rejected["result"] is None
        invoice = get_invoice(tenant.live, draft["id"])
        assert (invoice["status"], invoice["pending_approval_id"]) == ("draft", None)
        edited = tenant.live.patch(
            f"/v1/invoices/{draft['id']}/lines/{draft['lines'][0]['id']}",
            json={"unit_price": "50.00"},
        )
        assert edited.status_code == 200, edited.text
        assert _events(tenant.live, approval["id"]) == ["approval.rejected", "approval.requested"]

        finalized = _finalize(tenant.live, draft["id"])
        assert finalized.status_code == 200, finalized.text
        assert finalized.json()["data"]["invoice_number"].endswith("000001")

    def test_the_decision_body_is_checked(self, tenant, threshold, approver):
        draft = _draft(tenant.live)
        approval = _held(tenant.live, draft["id"])
        too_long = _decide(approver, approval["id"], "reject", note="x" * 1001)
        assert pointers(too_long) == ["/note"]
        assert pointers(_decide(approver, approval["id"], "reject", reason="no")) == ["/reason"]
        assert tenant.live.get(f"/v1/approvals/{approval['id']}").json()["data"]["status"] == (
            "pending"
        )


def test_an_unknown_approval_is_not_found(tenant, approver):
    unknown = uuid.uuid4()
    problem(tenant.live.get(f"/v1/approvals/{unknown}"), 404, "NOT_FOUND")
    problem(_decide(approver, unknown, "approve"), 404, "NOT_FOUND")
    problem(_decide(approver, unknown, "reject"), 404, "NOT_FOUND")


def test_an_api_key_cannot_decide_whatever_the_id(tenant):
    """Session-only routes refuse a key before looking anything up: no id is told apart."""
    for decision in ("approve", "reject"):
        problem(_decide(tenant.live, uuid.uuid4(), decision), 401, "USER_SESSION_REQUIRED")


def test_deciding_is_documented_as_session_only(client):
    paths = client.get("/openapi.json").json()["paths"]

    for decision in ("approve", "reject"):
        assert paths[f"/v1/approvals/{{approval_id}}/{decision}"]["post"]["x-user-session"]
