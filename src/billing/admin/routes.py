"""HTTP routes of the admin domain: organization settings."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter
from sqlalchemy.ext.asyncio import AsyncSession

from billing.admin import service, settings_catalog
from billing.admin.schemas import CatalogEntry, EffectiveSetting, SettingsUpdate
from billing.platform.auth import Permission
from billing.platform.context import RequestContext
from billing.platform.errors import FieldError, ValidationFailed
from billing.platform.pagination import ListEnvelope
from billing.platform.routing import BillingRoute, DbSession

router = APIRouter(prefix="/v1", route_class=BillingRoute, tags=["admin"])


def _settings_page(values: list[service.EffectiveValue]) -> dict[str, Any]:
    return {
        "data": [EffectiveSetting(key=v.key, value=v.value, source=v.source) for v in values],
        "pagination": {"cursor": None, "has_more": False},
    }


@router.get("/settings", response_model=ListEnvelope[EffectiveSetting])
async def list_settings(
    ctx: RequestContext = Permission("settings:read"),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """List the organization's effective settings, each with its source."""
    return _settings_page(await service.list_settings(db, ctx))


@router.put("/settings", response_model=ListEnvelope[EffectiveSetting])
async def update_settings(
    body: SettingsUpdate,
    ctx: RequestContext = Permission("settings:write"),
    db: AsyncSession = DbSession,
) -> dict[str, Any]:
    """Create or update settings (all or nothing); null resets a setting to its default."""
    try:
        values = await service.update_settings(db, ctx, body.settings)
    except service.InvalidSettings as exc:
        raise ValidationFailed(
            "some settings are invalid",
            errors=[FieldError(("settings", key), detail) for key, detail in exc.problems.items()],
        ) from None
    return _settings_page(values)


@router.get("/settings/catalog", response_model=ListEnvelope[CatalogEntry])
async def settings_catalog_entries(
    ctx: RequestContext = Permission("settings:read"),
) -> dict[str, Any]:
    """Get the settings catalog: every key with its type, default and description."""
    return {
        "data": settings_catalog.catalog_entries(),
        "pagination": {"cursor": None, "has_more": False},
    }
