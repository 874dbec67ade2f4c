"""The promotions engine on invoices: effects, conditions, stacking, with exact amounts."""

from __future__ import annotations

from tests.invoices.subscription_helpers import period, preview
from tests.promotions.engine_helpers import APRIL, T0, applied, promotion, setup, skipped


def test_a_percentage_discount_reduces_the_invoice_and_is_traced(tenant, frozen_clock):
    frozen_clock(T0)
    s = setup(tenant.live)
    promo = promotion(s.api, effects=[{"type": "percentage_discount", "percent": "10"}])

    invoice = preview(s.api, s.subscription["id"], **period(*APRIL))

    assert invoice["subtotal"] == "100.00"
    assert invoice["discount_amount"] == "10.00"
    assert invoice["tax_amount"] == "17.10"
    assert invoice["total"] == "107.10"
    [entry] = applied(invoice)
    assert entry["promotion_id"] == promo["id"]
    assert entry["version"] == 1
    assert entry["discount"] == "10.00"
    assert entry["lines"] == [{"position": 0, "amount_before": "100.00", "amount_after": "90.00"}]
    assert invoice["discounts"][0]["source"]["line_position"] == 0
