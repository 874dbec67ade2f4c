"""Every table of the service; importing this package registers them all on `Base.metadata`."""

from billing.models.access import ApiKey, Member, MemberRole, User, UserSession
from billing.models.platform import Event, IdempotencyRecord, Job
from billing.models.settings import OrganizationSetting
from billing.models.tenancy import Organization, Workspace

__all__ = [
    "ApiKey",
    "Event",
    "IdempotencyRecord",
    "Job",
    "Member",
    "MemberRole",
    "Organization",
    "OrganizationSetting",
    "User",
    "UserSession",
    "Workspace",
]
