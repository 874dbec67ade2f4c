"""Organization settings: effective values (catalog default or the organization's own value).

Settings belong to the organization: every workspace, live and sandbox, sees the same values.
Other domains read them through `effective_setting` / `effective_settings` / `feature_enabled`.
An update is all-or-nothing and validated against the catalog; null resets a key to its default
(the only nullable key, `invoice_approval_threshold`, has the default null, so "null = off" and
"null = default" agree).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

from sqlalchemy.ext.asyncio import AsyncSession

from billing.admin import settings_catalog as catalog
from billing.admin.repository import SettingsRepository
from billing.platform.context import RequestContext
from billing.platform.outbox import emit_event

THRESHOLD = "invoice_approval_threshold"
CURRENCY = "default_currency"

Source = Literal["default", "organization"]


class InvalidSettings(Exception):
    """Some values of an update were rejected; `problems` maps each setting key to why."""

    def __init__(self, problems: dict[str, str]) -> None:
        super().__init__("some settings are invalid")
        self.problems = problems


@dataclass(frozen=True, slots=True)
class EffectiveValue:
    key: str
    value: Any
    source: Source


def _effective(stored: dict[str, Any]) -> list[EffectiveValue]:
    """Every catalog key, then the feature flags the organization has set, sorted by key."""
    values = [
        EffectiveValue(key, stored[key], "organization")
        if key in stored
        else EffectiveValue(key, spec.default, "default")
        for key, spec in catalog.CATALOG.items()
    ]
    flags = sorted(key for key in stored if catalog.FEATURE_KEY.fullmatch(key))
    values.extend(EffectiveValue(key, stored[key], "organization") for key in flags)
    return values


async def list_settings(db: AsyncSession, ctx: RequestContext) -> list[EffectiveValue]:
    return _effective(await SettingsRepository(db, ctx).stored())


async def effective_settings(db: AsyncSession, ctx: RequestContext) -> dict[str, Any]:
    """Every setting's effective value as Python values (the threshold as a Decimal or None)."""
    return settings_from(await SettingsRepository(db, ctx).stored())


def settings_from(stored: dict[str, Any]) -> dict[str, Any]:
    """`effective_settings` from the stored values (key → value as stored), for a caller that
    read them within a statement of its own."""
    result: dict[str, Any] = {}
    for item in _effective(stored):
        spec = catalog.spec_for(item.key)
        result[item.key] = spec.to_python(item.value) if spec else item.value
    return result


async def effective_setting(db: AsyncSession, ctx: RequestContext, key: str) -> Any:
    """One setting's effective value; a key unknown to the catalog is a programming error."""
    spec = catalog.spec_for(key)
    if spec is None:
        raise KeyError(f"{key!r} is not in the settings catalog")
    stored = await SettingsRepository(db, ctx).stored()
    return spec.to_python(stored[key]) if key in stored else spec.default


async def feature_enabled(db: AsyncSession, ctx: RequestContext, name: str) -> bool:
    return bool(await effective_setting(db, ctx, f"{catalog.FEATURE_PREFIX}{name}"))


async def update_settings(
    db: AsyncSession, ctx: RequestContext, changes: dict[str, Any]
) -> list[EffectiveValue]:
    """Validate every change, then write them all; emits `settings.updated` when any changed."""
    repository = SettingsRepository(db, ctx)
    stored = await repository.stored()
    wanted = _validated(changes)
    after = {key: value for key, value in {**stored, **wanted}.items() if value is not None}
    _requantize_threshold(after, changes)

    changed: dict[str, Any] = {}
    for key in sorted(set(stored) | set(after)):
        if stored.get(key) == after.get(key):
            continue
        if key in after:
            await repository.upsert(key, after[key])
        else:
            await repository.remove(key)
        changed[key] = after.get(key, catalog.spec_for(key).default)  # type: ignore[union-attr]
    if changed:
        emit_event(
            db,
            ctx,
            "settings.updated",
            {"changed": changed},
            resource_type="settings",
            resource_id=ctx.organization_id,
        )
    return _effective(after)


def _validated(changes: dict[str, Any]) -> dict[str, Any]:
    """Normalized values by key (None for a reset); raises InvalidSettings listing every problem."""
    problems: dict[str, str] = {}
    wanted: dict[str, Any] = {}
    for key, value in changes.items():
        spec = catalog.spec_for(key)
        if spec is None:
            problems[key] = "unknown setting; GET /v1/settings/catalog lists the settings"
            continue
        if value is None:
            wanted[key] = None
            continue
        try:
            wanted[key] = spec.parse(value)
        except catalog.InvalidSetting as exc:
            problems[key] = str(exc)
    if problems:
        raise InvalidSettings(problems)
    return wanted


def _requantize_threshold(after: dict[str, Any], changes: dict[str, Any]) -> None:
    """Keep the approval threshold at the scale of the (possibly new) default currency."""
    if THRESHOLD not in after:
        return
    currency = after.get(CURRENCY, catalog.CATALOG[CURRENCY].default)
    try:
        after[THRESHOLD] = catalog.threshold_in_currency(after[THRESHOLD], currency)
    except catalog.InvalidSetting as exc:
        blamed = THRESHOLD if THRESHOLD in changes else CURRENCY
        raise InvalidSettings({blamed: str(exc)}) from None
