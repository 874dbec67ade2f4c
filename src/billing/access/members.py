"""Organization members: invite, accept, list, remove, roles and status.

`pending` is system-managed: an invitation creates it and accepting the invitation leaves it.
The organization always keeps an active administrator: removing, suspending or de-roling the
last one answers 409 LAST_ADMIN_GUARD. Role changes apply at the member's next refresh, because
a session carries the roles it was issued with.
"""

from __future__ import annotations

import asyncio
import uuid
from dataclasses import dataclass
from datetime import timedelta
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from billing.access.permissions import ADMIN_ROLE, permissions_for_roles, ungrantable
from billing.access.repository import CredentialLookup, MemberRepository, UserSessionRepository
from billing.access.schemas import MemberOut
from billing.access.secrets import INVITATION_TOKEN_PREFIX, Passwords, hash_token, new_token
from billing.models.access import Member, User
from billing.platform import clock
from billing.platform.context import RequestContext
from billing.platform.errors import (
    Conflict,
    Forbidden,
    InvalidState,
    LastAdminGuard,
    Unauthorized,
    ValidationFailed,
)
from billing.platform.listing import ListQuery, fetch_page
from billing.platform.pagination import Page

INVITATION_TTL = timedelta(days=7)
INVALID_INVITATION = "the invitation is unknown, expired or already accepted"


@dataclass(frozen=True)
class MemberView:
    member: Member
    user: User
    roles: list[str]

    def as_dict(self) -> dict[str, Any]:
        return MemberOut(
            id=self.user.id,
            email=self.user.email,
            status=self.member.status,
            roles=self.roles,
            created_at=self.member.created_at,
        ).model_dump()


async def list_members(db: AsyncSession, ctx: RequestContext, query: ListQuery) -> Page[MemberView]:
    repo = MemberRepository(db, ctx)
    page = await fetch_page(db, repo.listing(), query, keys=(Member.created_at, Member.id))
    user_ids = [member.user_id for member in page.items]
    users = await repo.users(user_ids)
    roles = await repo.roles(user_ids)
    views = [MemberView(m, users[m.user_id], roles[m.user_id]) for m in page.items]
    return Page(views, page.cursor, page.has_more, page.counts)


async def invite(
    db: AsyncSession, ctx: RequestContext, email: str, roles: list[str]
) -> tuple[MemberView, str]:
    """Create a pending member (and the user, if the email is new); returns the token once."""
    _require_grantable(ctx, roles)
    repo = MemberRepository(db, ctx)
    user = await CredentialLookup(db).user_by_email(email)
    if user is None:
        user = User(id=uuid.uuid4(), email=email)
        await repo.add_user(user)
    elif await repo.exists(user.id):
        raise Conflict(f"{email} is already a member of the organization")
    token = new_token(INVITATION_TOKEN_PREFIX)
    member = repo.add(Member(user_id=user.id, status="pending", invitation_token_hash=token.hash))
    unique_roles = sorted(set(roles))
    repo.add_roles(user.id, unique_roles)
    await repo.flush_new()
    return MemberView(member, user, unique_roles), token.plaintext


async def accept_invitation(
    db: AsyncSession, passwords: Passwords, token: str, password: str
) -> tuple[MemberView, uuid.UUID]:
    """Activate a pending member. A new user sets the password; an existing user proves it."""
    lookup = CredentialLookup(db)
    member = await lookup.member_by_invitation_hash(hash_token(token))
    now = clock.wall_now()
    if member is None or member.status != "pending" or member.created_at + INVITATION_TTL <= now:
        raise Unauthorized(INVALID_INVITATION)
    organization = await lookup.organization(member.organization_id)
    user = await lookup.user(member.user_id)
    if organization is None or organization.status != "active" or user is None:
        raise Unauthorized(INVALID_INVITATION)
    if user.password_hash is None:
        user.password_hash = await asyncio.to_thread(passwords.hash, password)
    elif not await asyncio.to_thread(passwords.verify, user.password_hash, password):
        raise Unauthorized("the password does not match the existing account of this email")
    member.status = "active"
    member.invitation_token_hash = None
    await db.flush()
    roles = await lookup.roles(member.organization_id, user.id)
    return MemberView(member, user, roles), member.organization_id


async def remove(db: AsyncSession, ctx: RequestContext, user_id: uuid.UUID) -> None:
    repo = MemberRepository(db, ctx)
    await repo.lock_organization()
    member = await repo.get_by_user(user_id)
    roles = (await repo.roles([user_id]))[user_id]
    await _guard_last_admin(repo, member, ADMIN_ROLE in roles, "remove")
    await repo.remove_roles(user_id)
    await repo.remove(member)
    await UserSessionRepository(db, ctx).revoke_user(user_id, clock.wall_now())


async def change_roles(
    db: AsyncSession,
    ctx: RequestContext,
    user_id: uuid.UUID,
    assign: list[str],
    unassign: list[str],
) -> None:
    both = sorted(set(assign) & set(unassign))
    if both:
        raise ValidationFailed(
            f"a role cannot be assigned and unassigned at once: {', '.join(both)}",
            field=("unassign",),
        )
    _require_grantable(ctx, assign)
    repo = MemberRepository(db, ctx)
    await repo.lock_organization()
    member = await repo.get_by_user(user_id)
    held = set((await repo.roles([user_id]))[user_id])
    if ADMIN_ROLE in unassign:
        await _guard_last_admin(repo, member, ADMIN_ROLE in held, "remove the admin role of")
    await repo.remove_roles(user_id, sorted(set(unassign) & held))
    repo.add_roles(user_id, sorted(set(assign) - held))
    await db.flush()


async def set_status(
    db: AsyncSession, ctx: RequestContext, user_id: uuid.UUID, status: str
) -> None:
    repo = MemberRepository(db, ctx)
    await repo.lock_organization()
    member = await repo.get_by_user(user_id)
    if member.status == "pending":
        raise InvalidState("a pending member becomes active by accepting the invitation")
    if member.status == status:
        return
    if status == "suspended":
        roles = (await repo.roles([user_id]))[user_id]
        await _guard_last_admin(repo, member, ADMIN_ROLE in roles, "suspend")
        await UserSessionRepository(db, ctx).revoke_user(user_id, clock.wall_now())
    member.status = status
    await db.flush()


def _require_grantable(ctx: RequestContext, roles: list[str]) -> None:
    missing = ungrantable(ctx.permissions, permissions_for_roles(roles))
    if missing:
        shown = ", ".join(missing[:5]) + (" …" if len(missing) > 5 else "")
        raise Forbidden(f"a credential cannot grant roles with permissions it lacks: {shown}")


async def _guard_last_admin(
    repo: MemberRepository, member: Member, is_admin: bool, action: str
) -> None:
    if member.status == "active" and is_admin and await repo.count_active_admins() <= 1:
        raise LastAdminGuard(f"cannot {action} the organization's last active administrator")
