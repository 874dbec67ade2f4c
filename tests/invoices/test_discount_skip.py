"""A new draft and a finalization read the promotion candidates only when one could apply.

The statement each path runs anyway (the draft's customer read, the finalizing lock) says
whether the customer could get a discount: an active AUTO_APPLY promotion of the workspace, or
an active promotion the customer holds a live redemption of. When none could, the candidates
read is skipped, and the invoice shows exactly what that read would have given: no promotion.
"""

from __future__ import annotations

from typing import Any

from tests.customers.helpers import create_customer
from tests.invoices.helpers import create_draft, finalize, line, set_tax_profile
from tests.promotions.helpers import active_promotion, create_promotion, redeemed, redemption_action
from tests.support import Api, Tenant, statements_naming


def _customer(api: Api) -> dict[str, Any]:
    set_tax_profile(api)
    return create_customer(api, currency="EUR", address={"country": "DE"})


def _draft_and_finalize(tenant: Tenant, customer: dict[str, Any]) -> tuple[dict, dict, int]:
    """A draft of 100.00 and its finalization, with the number of candidates reads both ran."""
    with statements_naming(tenant, "promotion_versions") as reads:
        draft = create_draft(tenant.live, customer["id"], lines=[line(unit_price="100.00")])
        issued = finalize(tenant.live, draft["id"])
    return draft, issued, len(reads)


def _no_discount(invoice: dict[str, Any]) -> bool:
    return invoice["discount_amount"] == "0.00" and invoice["applied_promotions"] == []


def _ten_percent_off(invoice: dict[str, Any], promotion: dict[str, Any]) -> bool:
    [entry] = invoice["applied_promotions"]
    return (
        invoice["discount_amount"] == "10.00"
        and entry["promotion_id"] == promotion["id"]
        and entry["status"] == "applied"
    )


def test_without_any_promotion_neither_path_reads_the_candidates(tenant):
    draft, issued, reads = _draft_and_finalize(tenant, _customer(tenant.live))

    assert reads == 0
    assert _no_discount(draft) and _no_discount(issued)
    assert (draft["total"], issued["total"]) == ("119.00", "119.00")


def test_an_auto_apply_promotion_is_read_and_applied_by_both_paths(tenant):
    customer = _customer(tenant.live)
    promotion = active_promotion(tenant.live)

    draft, issued, reads = _draft_and_finalize(tenant, customer)

    assert reads == 2
    assert _ten_percent_off(draft, promotion) and _ten_percent_off(issued, promotion)
    assert (draft["total"], issued["total"]) == ("107.10", "107.10")


def test_a_live_redemption_of_the_customer_is_read_and_applied_by_both_paths(tenant):
    customer = _customer(tenant.live)
    promotion = active_promotion(tenant.live, distribution="DIRECT")
    redeemed(tenant.live, promotion["id"], customer["id"])

    draft, issued, reads = _draft_and_finalize(tenant, customer)

    assert reads == 2
    assert _ten_percent_off(draft, promotion) and _ten_percent_off(issued, promotion)


def test_promotions_that_cannot_apply_to_the_customer_are_not_read(tenant, other_tenant):
    """Another customer's redemption, a redemption no longer live, a promotion not yet active,
    and another tenant's AUTO_APPLY promotion: the candidates read would find none of them."""
    customer, other = _customer(tenant.live), _customer(tenant.live)
    direct = active_promotion(tenant.live, distribution="DIRECT")
    redeemed(tenant.live, direct["id"], other["id"])
    revoked = redeemed(tenant.live, direct["id"], customer["id"])
    assert redemption_action(tenant.live, revoked, "revoke").status_code == 200
    create_promotion(tenant.live)
    active_promotion(other_tenant.live)

    draft, issued, reads = _draft_and_finalize(tenant, customer)

    assert reads == 0
    assert _no_discount(draft) and _no_discount(issued)


def test_a_promotion_activated_after_the_draft_applies_when_it_is_finalized(tenant):
    customer = _customer(tenant.live)
    draft = create_draft(tenant.live, customer["id"], lines=[line(unit_price="100.00")])
    promotion = active_promotion(tenant.live)

    with statements_naming(tenant, "promotion_versions") as reads:
        issued = finalize(tenant.live, draft["id"])

    assert _no_discount(draft)
    assert len(reads) == 1
    assert _ten_percent_off(issued, promotion)
