"""What other domains ask of the catalog (subscriptions, invoices, promotions, segments).

The catalog's own rules live in its sub-capability modules (`products`, `prices`, `versions`,
`activation`, `plans`); this module is the surface other domains import. It imports only
modules that do not call other domains, so a domain the catalog asks (subscriptions) may
import it at module level without a cycle.
"""

from __future__ import annotations

from decimal import Decimal

from billing.catalog import pricing
from billing.catalog.activation import version_in_force
from billing.catalog.lookups import (
    PlanWithItems,
    get_plan_with_items,
    get_price,
    get_product,
    usable_plan,
    usable_price,
)
from billing.models.catalog import Price, PriceVersion

__all__ = [
    "PlanWithItems",
    "amount_for",
    "get_plan_with_items",
    "get_price",
    "get_product",
    "usable_plan",
    "usable_price",
    "version_in_force",
]


def amount_for(price: Price, version: PriceVersion, quantity: Decimal) -> Decimal:
    """What `quantity` units cost for one period at this version, unrounded (the invoice
    pipeline rounds line amounts)."""
    rate = pricing.Rate(
        pricing_model=price.pricing_model,
        tiers_mode=price.tiers_mode,
        unit_amount=version.unit_amount,
        tiers=pricing.tiers_from_json(version.tiers or []),
    )
    return pricing.amount(rate, quantity)
