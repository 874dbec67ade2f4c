"""HTTP routes of the catalog domain."""

from __future__ import annotations

from fastapi import APIRouter

from billing.platform.routing import BillingRoute

router = APIRouter(prefix="/v1", route_class=BillingRoute, tags=["catalog"])
