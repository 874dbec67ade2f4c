"""HTTP routes (work in progress)."""

from __future__ import annotations

from fastapi import APIRouter

from billing.platform.routing import BillingRoute

router = APIRouter(prefix="/v1", route_class=BillingRoute, tags=["invoices"])
