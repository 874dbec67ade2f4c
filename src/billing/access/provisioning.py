"""Creating an organization with its two workspaces, an admin and one API key per workspace."""

from __future__ import annotations

import uuid
from dataclasses import dataclass, field

from sqlalchemy.ext.asyncio import AsyncSession

from billing.access.permissions import ADMIN_ROLE
from billing.access.repository import ProvisioningRepository
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
    rows = ProvisioningRepository(session)
    password = admin_password or new_password()
    organization = Organization(id=uuid.uuid4(), name=name, status="active")
    user = User(id=uuid.uuid4(), email=admin_email, password_hash=passwords.hash(password))
    rows.add(organization, user)
    await rows.flush()
    rows.add(
        Member(organization_id=organization.id, user_id=user.id, status="active"),
        MemberRole(organization_id=organization.id, user_id=user.id, role=ADMIN_ROLE),
    )
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
        secret = new_api_key(key_type)
        rows.add(
            workspace,
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
            ),
        )
        result.workspaces.append(ProvisionedWorkspace(workspace.id, slug, mode, secret.plaintext))
    await rows.flush()
    return result


BOOTSTRAP_LOCK_ID = 0x6B111
"""PostgreSQL advisory lock taken by `bootstrap`, so that two first starts create one
organization (SQLite writers are serialized already)."""


async def is_bootstrapped(session: AsyncSession) -> bool:
    return await ProvisioningRepository(session).first_organization() is not None


async def bootstrap(
    session: AsyncSession, passwords: Passwords, *, admin_email: str = "admin@example.com"
) -> ProvisionedOrganization:
    """Idempotent: provisions the first organization, or describes it without any secret."""
    rows = ProvisioningRepository(session)
    await rows.lock_bootstrap(BOOTSTRAP_LOCK_ID)
    existing = await rows.first_organization()
    if existing is None:
        return await provision_organization(
            session, passwords, name="Default organization", admin_email=admin_email
        )
    return ProvisionedOrganization(
        organization_id=existing.id,
        admin_email=await rows.first_admin_email(existing.id) or admin_email,
        admin_password=None,
        created=False,
        workspaces=[
            ProvisionedWorkspace(w.id, w.slug, w.mode, None)
            for w in await rows.workspaces(existing.id)
        ],
    )
