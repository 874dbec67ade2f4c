"""User sessions: log in, refresh with rotation and reuse detection, log out.

Each login starts a family of sessions; a refresh rotates the family's newest session into a
new one with the member's current roles. Presenting a refresh token that was already rotated
means it leaked (or a client misbehaved): the whole family is revoked. Login failures all read
the same, whatever the reason, so that nobody learns which emails have accounts.
"""

from __future__ import annotations

import asyncio
import uuid
from dataclasses import dataclass
from datetime import timedelta

from sqlalchemy.ext.asyncio import AsyncSession

from billing.access.repository import CredentialLookup, SessionTokens, UserSessionRepository
from billing.access.secrets import (
    ACCESS_TOKEN_PREFIX,
    REFRESH_TOKEN_PREFIX,
    Passwords,
    hash_token,
    new_token,
)
from billing.models.access import UserSession
from billing.platform import clock
from billing.platform.context import RequestContext
from billing.platform.errors import Unauthorized

INVALID_LOGIN = "the email or password is incorrect"
INVALID_REFRESH = "the refresh token is unknown, expired or revoked"


@dataclass(frozen=True)
class SessionPolicy:
    access_ttl_seconds: int
    refresh_ttl_seconds: int


@dataclass(frozen=True)
class IssuedTokens:
    access_token: str
    refresh_token: str
    expires_in: int
    refresh_expires_in: int
    organization_id: uuid.UUID

    def as_dict(self) -> dict[str, object]:
        return {
            "access_token": self.access_token,
            "refresh_token": self.refresh_token,
            "expires_in": self.expires_in,
            "refresh_expires_in": self.refresh_expires_in,
            "token_type": "Bearer",
            "organization_id": self.organization_id,
        }


class RefreshTokenReused(Unauthorized):
    """A rotated refresh token presented again: its family is revoked, and the revocation is
    committed with the refusal."""

    keeps_changes = True


async def login(
    db: AsyncSession,
    passwords: Passwords,
    policy: SessionPolicy,
    *,
    email: str,
    password: str,
    organization_id: uuid.UUID | None,
) -> IssuedTokens:
    lookup = CredentialLookup(db)
    user = await lookup.user_by_email(email)
    password_hash = user.password_hash if user is not None else None
    verified = await asyncio.to_thread(passwords.verify, password_hash, password)
    if user is None or not verified:
        raise Unauthorized(INVALID_LOGIN)
    membership = await lookup.active_membership(user.id, organization_id)
    if membership is None:
        raise Unauthorized(INVALID_LOGIN)
    roles = await lookup.roles(membership.organization_id, user.id)
    return _issue(db, policy, membership.organization_id, user.id, uuid.uuid4(), roles)


async def refresh(db: AsyncSession, policy: SessionPolicy, refresh_token: str) -> IssuedTokens:
    lookup = CredentialLookup(db)
    tokens = SessionTokens(db)
    now = clock.wall_now()
    current = await lookup.session_by_refresh_hash(hash_token(refresh_token))
    if current is None or current.revoked_at is not None or current.refresh_expires_at <= now:
        raise Unauthorized(INVALID_REFRESH)
    if current.rotated_at is not None or not await tokens.claim_rotation(current.id, now):
        await tokens.revoke_family(current.family_id, now)
        raise RefreshTokenReused("the refresh token was already used; the session is revoked")
    organization = await lookup.organization(current.organization_id)
    member = await lookup.member(current.organization_id, current.user_id)
    if organization is None or organization.status != "active":
        raise Unauthorized(INVALID_REFRESH)
    if member is None or member.status != "active":
        raise Unauthorized(INVALID_REFRESH)
    roles = await lookup.roles(current.organization_id, current.user_id)
    return _issue(db, policy, current.organization_id, current.user_id, current.family_id, roles)


async def logout(db: AsyncSession, ctx: RequestContext, access_token: str) -> None:
    """End the login the access token belongs to: every session of its family."""
    user_id = ctx.require_user()
    repo = UserSessionRepository(db, ctx)
    current = await repo.current(user_id, hash_token(access_token))
    if current is None:
        raise Unauthorized("the access token is unknown, expired or revoked")
    await repo.revoke_family(current.family_id, clock.wall_now())


def _issue(
    db: AsyncSession,
    policy: SessionPolicy,
    organization_id: uuid.UUID,
    user_id: uuid.UUID,
    family_id: uuid.UUID,
    roles: list[str],
) -> IssuedTokens:
    now = clock.wall_now()
    access = new_token(ACCESS_TOKEN_PREFIX)
    refresh_secret = new_token(REFRESH_TOKEN_PREFIX)
    SessionTokens(db).add(
        UserSession(
            organization_id=organization_id,
            user_id=user_id,
            family_id=family_id,
            access_token_hash=access.hash,
            access_expires_at=now + timedelta(seconds=policy.access_ttl_seconds),
            refresh_token_hash=refresh_secret.hash,
            refresh_expires_at=now + timedelta(seconds=policy.refresh_ttl_seconds),
            roles=roles,
        )
    )
    return IssuedTokens(
        access_token=access.plaintext,
        refresh_token=refresh_secret.plaintext,
        expires_in=policy.access_ttl_seconds,
        refresh_expires_in=policy.refresh_ttl_seconds,
        organization_id=organization_id,
    )
