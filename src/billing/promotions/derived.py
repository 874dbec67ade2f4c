"""`derived_status`: what a promotion is doing at an instant, computed when it is read.

| status | derived_status |
|---|---|
| draft, scheduled, archived | the same |
| active | `expired` after valid_to, `upcoming` before valid_from, `budget_exhausted` once the
  budget is spent, `cap_reached` once max_redemptions is reached, else `running` |

The list filter `derived_status` is the same table in SQL (`PromotionRepository`).
"""

from __future__ import annotations

from datetime import date

from billing.models.promotions import Promotion
from billing.promotions.states import ACTIVE

DERIVED_STATUSES = (
    "draft",
    "scheduled",
    "upcoming",
    "running",
    "expired",
    "budget_exhausted",
    "cap_reached",
    "archived",
)


def derived_status(promotion: Promotion, today: date) -> str:
    if promotion.status != ACTIVE:
        return promotion.status
    if promotion.valid_to is not None and promotion.valid_to < today:
        return "expired"
    if promotion.valid_from > today:
        return "upcoming"
    if promotion.max_budget is not None and promotion.budget_spent >= promotion.max_budget:
        return "budget_exhausted"
    if (
        promotion.max_redemptions is not None
        and promotion.redemption_count >= promotion.max_redemptions
    ):
        return "cap_reached"
    return "running"


def remaining_redemptions(promotion: Promotion) -> int | None:
    if promotion.max_redemptions is None:
        return None
    return max(promotion.max_redemptions - promotion.redemption_count, 0)


def remaining_budget_minor(promotion: Promotion) -> int | None:
    if promotion.max_budget is None:
        return None
    return max(promotion.max_budget - promotion.budget_spent, 0)
