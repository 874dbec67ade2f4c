"""Creating an organization with its two workspaces, an admin and one API key per workspace."""

from __future__ import annotations

import uuid
from dataclasses import dataclass, field

from sqlalchemy import select, text
from sqlalchemy.ext.asyncio import AsyncSession

from billing.access.permissions import ADMIN_ROLE
from billing.access.secrets import Passwords, new_api_key, new_password
from billing.models.access import ApiKey, Member, MemberRole, User
from billing.models.tenancy import Organization, Workspace

WORKSPACE_LAYOUT = (
    ("live", "Live", "live", "sk_live"),
    ("sandbox", "Sandbox", "sandbox", "sk_test"),
)


@dataclass
class ProvisionedWorkspace:
    id: uuid.UUID
    slug: str
    mode: str
    api_key: str | None


@dataclass
class ProvisionedOrganization:
    organization_id: uuid.UUID
    admin_email: str
    admin_password: str | None
    created: bool
    workspaces: list[ProvisionedWorkspace] = field(default_factory=list)

    def as_json(self) -> dict[str, object]:
        return {
            "organization_id": str(self.organization_id),
            "admin": {"email": self.admin_email, "password": self.admin_password},
            "workspaces": [
                {"id": str(w.id), "slug": w.slug, "mode": w.mode, "api_key": w.api_key}
                for w in self.workspaces
            ],
        }


async def provision_organization(
    session: AsyncSession,
    passwords: Passwords,
    *,
    name: str,
    admin_email: str,
    admin_password: str | None = None,
) -> ProvisionedOrganization:
    password = admin_password or new_password()
    organization = Organization(id=uuid.uuid4(), name=name, status="active")
    session.add(organization)
    user = User(id=uuid.uuid4(), email=admin_email, password_hash=passwords.hash(password))
    session.add(user)
    await session.flush()
    session.add(Member(organization_id=organization.id, user_id=user.id, status="active"))
    session.add(MemberRole(organization_id=organization.id, user_id=user.id, role=ADMIN_ROLE))
    result = ProvisionedOrganization(organization.id, admin_email, password, created=True)
    for slug, label, mode, key_type in WORKSPACE_LAYOUT:
        workspace = Workspace(
            id=uuid.uuid4(),
            organization_id=organization.id,
            name=label,
            slug=slug,
            mode=mode,
            is_default=mode == "live",
        )
        session.add(workspace)
        secret = new_api_key(key_type)
        session.add(
            ApiKey(
                organization_id=organization.id,
                workspace_id=workspace.id,
                name=f"{label} bootstrap key",
                key_type=key_type,
                prefix=secret.display_prefix,
                key_hash=secret.hash,
                scopes=[],
                allowed_ips=[],
                created_by={"type": "bootstrap"},
            )
        )
        result.workspaces.append(ProvisionedWorkspace(workspace.id, slug, mode, secret.plaintext))
    await session.flush()
    return result


BOOTSTRAP_LOCK_ID = 0x6B111
"""PostgreSQL advisory lock taken by `bootstrap`, so that two first starts create one
organization (SQLite writers are serialized already)."""


async def is_bootstrapped(session: AsyncSession) -> bool:
    found = await session.execute(select(Organization.id).limit(1))
    return found.first() is not None


async def bootstrap(
    session: AsyncSession, passwords: Passwords, *, admin_email: str = "admin@example.com"
) -> ProvisionedOrganization:
    """Idempotent: provisions the first organization, or describes it without any secret."""
    if session.get_bind().dialect.name == "postgresql":
        await session.execute(
            text("SELECT pg_advisory_xact_lock(:lock)"), {"lock": BOOTSTRAP_LOCK_ID}
        )
    existing = (
        await session.execute(select(Organization).order_by(Organization.created_at).limit(1))
    ).scalar_one_or_none()
    if existing is None:
        return await provision_organization(
            session, passwords, name="Default organization", admin_email=admin_email
        )
    admin_row = (
        await session.execute(
            select(User.email)
            .join(Member, Member.user_id == User.id)
            .join(
                MemberRole,
                (MemberRole.user_id == User.id)
                & (MemberRole.organization_id == Member.organization_id),
            )
            .where(Member.organization_id == existing.id, MemberRole.role == ADMIN_ROLE)
            .order_by(Member.created_at)
            .limit(1)
        )
    ).scalar_one_or_none()
    workspaces = (
        await session.execute(
            select(Workspace)
            .where(Workspace.organization_id == existing.id)
            .order_by(Workspace.created_at, Workspace.mode)
        )
    ).scalars()
    return ProvisionedOrganization(
        organization_id=existing.id,
        admin_email=admin_row or admin_email,
        admin_password=None,
        created=False,
        workspaces=[ProvisionedWorkspace(w.id, w.slug, w.mode, None) for w in workspaces],
    )
