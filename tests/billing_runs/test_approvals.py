"""A billing run's invoice over the approval threshold waits for approval, and is charged when
another member approves it, as it would have been when finalized at once."""

from __future__ import annotations

from tests.access.helpers import join
from tests.billing_runs.helpers import (
    clock_customer,
    create_plan,
    get,
    invoices_of,
    payments_of,
    set_settings,
    subscribe,
)
from tests.support import Api, Tenant


def test_a_held_run_invoice_is_charged_when_approved(tenant: Tenant, run_jobs) -> None:
    api = tenant.sandbox
    set_settings(api, invoice_approval_threshold="5.00")
    _, customer, method = clock_customer(api, "2026-01-01T00:00:00Z")
    assert method is not None
    subscription = subscribe(api, customer["id"], create_plan(api, "10.00")["id"])
    run_jobs()

    [held] = invoices_of(api, subscription["id"])
    assert (held["status"], held["attempt_count"]) == ("draft", 0)
    approval_id = held["pending_approval_id"]
    assert approval_id is not None
    approval = get(api, f"/v1/approvals/{approval_id}")
    assert approval["details"]["collect_on_approval"] is True

    member = join(tenant, roles=["finance"])
    approver = tenant.login(member["email"], member["password"])
    in_sandbox = Api(tenant.client, approver.token, workspace=str(tenant.workspace("sandbox").id))
    response = in_sandbox.post(f"/v1/approvals/{approval_id}/approve")
    assert response.status_code == 200, response.text
    run_jobs()

    invoice = get(api, f"/v1/invoices/{held['id']}")
    assert (invoice["status"], invoice["amount_paid"], invoice["attempt_count"]) == (
        "paid",
        "10.00",
        1,
    )
    [payment] = payments_of(api, held["id"])
    assert (payment["dunning_step"], payment["status"], payment["payment_method_id"]) == (
        0,
        "succeeded",
        method["id"],
    )
