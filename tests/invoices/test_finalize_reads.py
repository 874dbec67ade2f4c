"""What a finalize reads: the statement that locks the draft brings its lines, and lines changed
by a writer that held the lock while the finalize waited for it are the ones finalized."""

from __future__ import annotations

import threading
import uuid
from typing import Any

import psycopg
import pytest
from sqlalchemy.engine import make_url

from billing.invoices.repository import LINES_WITH_LOCK
from tests.billing_runs.test_concurrency import wait_until_someone_waits_for
from tests.customers.helpers import create_customer
from tests.invoices.helpers import create_draft, finalize, get_invoice, line
from tests.support import Tenant, statements_naming


def _finalize(tenant: Tenant, invoice_id: str) -> Any:
    return tenant.live.post(f"/v1/invoices/{invoice_id}/finalize", idempotency_key=True)


def test_a_finalize_reads_once_with_the_lines_in_its_lock(tenant):
    """The API key, the idempotency claim, the lock (with the lines), the counter, the write and
    the idempotency record: the lines take no statement of their own."""
    customer = create_customer(tenant.live, currency="EUR")
    finalize(tenant.live, create_draft(tenant.live, customer["id"], lines=[line()])["id"])
    lines = [line("First", unit_price="2.50"), line("Second")]
    draft = create_draft(tenant.live, customer["id"], lines=lines)

    with statements_naming(tenant, "") as statements:
        response = _finalize(tenant, draft["id"])

    assert response.status_code == 200, response.text
    reads = [s for s in statements if s.lstrip().upper().startswith("SELECT")]
    assert len(reads) == 1, reads
    assert "FROM invoices" in reads[0] and "invoice_lines" in reads[0]
    assert [s for s in statements if "invoice_lines" in s] == reads
    issued = response.json()["data"]
    assert [item["description"] for item in issued["lines"]] == ["First", "Second"]
    assert issued["total"] == get_invoice(tenant.live, draft["id"])["total"]


def test_a_draft_with_more_lines_than_the_lock_brings_has_them_all_finalized(tenant):
    customer = create_customer(tenant.live, currency="EUR")
    count = LINES_WITH_LOCK + 2
    lines = [line(f"Line {n}", unit_price="1.00") for n in range(count)]
    draft = create_draft(tenant.live, customer["id"], lines=lines)

    with statements_naming(tenant, "invoice_lines") as statements:
        response = _finalize(tenant, draft["id"])

    assert response.status_code == 200, response.text
    assert len(statements) == 2, "the lock with the first lines, then all the lines"
    issued = response.json()["data"]
    assert [item["description"] for item in issued["lines"]] == [f"Line {n}" for n in range(count)]
    assert issued["subtotal"] == f"{count}.00"


@pytest.mark.postgres_only(reason="PostgreSQL's row lock and snapshots")
def test_lines_changed_while_the_finalize_waited_for_the_lock_are_read_again(tenant, database_url):
    """A writer holds the draft's lock, deletes a line and touches the invoice, as a line's
    removal does; the finalize asked for the lock before that commit, so its statement's
    snapshot still has the line, yet the invoice is finalized without it."""
    customer = create_customer(tenant.live, currency="EUR")
    lines = [line("Kept", unit_price="4.00"), line("Removed", unit_price="6.00")]
    draft = create_draft(tenant.live, customer["id"], lines=lines)
    removed = next(item["id"] for item in draft["lines"] if item["description"] == "Removed")
    conninfo = make_url(database_url).set(drivername="postgresql")
    responses: list[Any] = []

    with psycopg.connect(conninfo.render_as_string(hide_password=False)) as writer:
        writer.execute(
            "SELECT id FROM invoices WHERE id = %s FOR UPDATE", (uuid.UUID(draft["id"]),)
        )
        writer.execute("DELETE FROM invoice_lines WHERE id = %s", (uuid.UUID(removed),))
        writer.execute(
            "UPDATE invoices SET updated_at = updated_at + interval '1 second' WHERE id = %s",
            (uuid.UUID(draft["id"]),),
        )
        finalizing = threading.Thread(
            target=lambda: responses.append(_finalize(tenant, draft["id"]))
        )
        finalizing.start()
        backend_pid = writer.execute("SELECT pg_backend_pid()").fetchone()
        assert backend_pid is not None
        wait_until_someone_waits_for(database_url, backend_pid[0])
        writer.commit()
    finalizing.join(timeout=60)

    [response] = responses
    assert response.status_code == 200, response.text
    issued = response.json()["data"]
    assert [item["description"] for item in issued["lines"]] == ["Kept"]
    assert issued["subtotal"] == "4.00"
    assert get_invoice(tenant.live, draft["id"])["lines"] == issued["lines"]
