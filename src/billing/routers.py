"""Every domain's router, in the order they appear in the OpenAPI document."""

from __future__ import annotations

from fastapi import APIRouter

from billing.access.routes import router as access_router

ROUTERS: list[APIRouter] = [access_router]
