"""Every domain's router, in the order they appear in the OpenAPI document."""

from __future__ import annotations

from fastapi import APIRouter

from billing.access.routes import router as access_router
from billing.admin.routes import router as admin_router
from billing.events.routes import router as events_router

ROUTERS: list[APIRouter] = [access_router, admin_router, events_router]
