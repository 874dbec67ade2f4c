"""API keys of a workspace: create, list, rotate, revoke.

A credential never mints a key with permissions it lacks: a scoped key (or a user whose roles
grant less than everything) can only create keys whose scopes it holds itself, and neither can
create or rotate in a full-access key.
"""

from __future__ import annotations

import uuid
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from billing.access.permissions import PERMISSIONS, ungrantable
from billing.access.repository import ApiKeyRepository
from billing.access.schemas import ApiKeyCreate, ApiKeyOut
from billing.access.secrets import IssuedSecret, new_api_key
from billing.models.access import ApiKey
from billing.platform import clock
from billing.platform.context import RequestContext
from billing.platform.errors import Forbidden, ValidationFailed
from billing.platform.listing import ListQuery, fetch_page
from billing.platform.pagination import Page

ROTATION_GRACE = timedelta(hours=24)
MODE_KEY_TYPE = {"live": "sk_live", "sandbox": "sk_test"}


@dataclass(frozen=True)
class CreatedKey:
    key: ApiKey
    plaintext: str


@dataclass(frozen=True)
class RotatedKeys:
    key: ApiKey
    plaintext: str
    old_key_expiry: datetime


def status_of(key: ApiKey, now: datetime) -> str:
    if key.revoked_at is not None:
        return "revoked"
    if key.expires_at is not None and key.expires_at <= now:
        return "expired"
    return "active"


def view(key: ApiKey) -> dict[str, Any]:
    """The metadata of a key; the plaintext is not stored, so it cannot leak from here."""
    return ApiKeyOut(
        id=key.id,
        workspace_id=key.workspace_id,
        name=key.name,
        prefix=key.prefix,
        key_type=key.key_type,
        scopes=list(key.scopes),
        allowed_ips=list(key.allowed_ips),
        expires_at=key.expires_at,
        revoked_at=key.revoked_at,
        status=status_of(key, clock.wall_now()),
        created_at=key.created_at,
    ).model_dump()


async def list_keys(db: AsyncSession, ctx: RequestContext, query: ListQuery) -> Page[ApiKey]:
    repo = ApiKeyRepository(db, ctx)
    return await fetch_page(db, repo.scoped(), query, keys=(ApiKey.created_at, ApiKey.id))


async def create_key(db: AsyncSession, ctx: RequestContext, request: ApiKeyCreate) -> CreatedKey:
    expected_type = MODE_KEY_TYPE[ctx.workspace_mode]
    key_type = request.key_type or expected_type
    if key_type != expected_type:
        raise ValidationFailed(
            f"a {ctx.workspace_mode} workspace issues {expected_type} keys only",
            field=("key_type",),
        )
    scopes = list(dict.fromkeys(request.scopes))
    _require_grantable(ctx, scopes)
    secret = new_api_key(key_type)
    key = _new_key(ctx, secret, request.name, key_type, scopes)
    key.allowed_ips = list(dict.fromkeys(request.allowed_ips))
    key.expires_at = request.expires_at
    repo = ApiKeyRepository(db, ctx)
    repo.add(key)
    await repo.flush()
    return CreatedKey(key, secret.plaintext)


async def rotate_keys(db: AsyncSession, ctx: RequestContext, name: str | None) -> RotatedKeys:
    """A new full-access key; every other unrevoked key of the workspace lives 24 more hours."""
    _require_grantable(ctx, [])
    now = clock.wall_now()
    old_key_expiry = now + ROTATION_GRACE
    repo = ApiKeyRepository(db, ctx)
    await repo.expire_active(old_key_expiry, now)
    key_type = MODE_KEY_TYPE[ctx.workspace_mode]
    secret = new_api_key(key_type)
    key = _new_key(ctx, secret, name or f"Rotated key {now:%Y-%m-%d %H:%M}", key_type, [])
    repo.add(key)
    await repo.flush()
    return RotatedKeys(key, secret.plaintext, old_key_expiry)


async def revoke_key(db: AsyncSession, ctx: RequestContext, key_id: uuid.UUID) -> ApiKey:
    repo = ApiKeyRepository(db, ctx)
    key = await repo.get_unrevoked(key_id)
    now = clock.wall_now()
    key.revoked_at = now
    await repo.flush()
    return key


def _require_grantable(ctx: RequestContext, scopes: list[str]) -> None:
    """Empty scopes mean full access, which only a full-access credential may grant."""
    wanted = frozenset(scopes) if scopes else frozenset(PERMISSIONS)
    missing = ungrantable(ctx.permissions, wanted)
    if missing:
        shown = ", ".join(missing[:5]) + (" …" if len(missing) > 5 else "")
        raise Forbidden(f"a credential cannot grant permissions it lacks: {shown}")


def _new_key(
    ctx: RequestContext, secret: IssuedSecret, name: str, key_type: str, scopes: list[str]
) -> ApiKey:
    return ApiKey(
        name=name,
        key_type=key_type,
        prefix=secret.display_prefix,
        key_hash=secret.hash,
        scopes=scopes,
        allowed_ips=[],
        created_by={"type": ctx.principal_type, "id": str(ctx.principal_id)},
    )
