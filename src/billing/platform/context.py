"""Who is asking, for which tenant: built once per request by the authentication middleware."""

from __future__ import annotations

import uuid
from dataclasses import dataclass
from typing import Literal

from starlette.requests import Request

from billing.platform.errors import Forbidden, Unauthorized, UserSessionRequired

FULL_ACCESS = "*"

PrincipalType = Literal["api_key", "user", "system"]
"""`system` is the worker acting for a workspace (scheduled activations, period-end runs)."""

SYSTEM_PRINCIPAL = uuid.UUID(int=0)


@dataclass(frozen=True, slots=True)
class RequestContext:
    organization_id: uuid.UUID
    workspace_id: uuid.UUID
    workspace_mode: str
    principal_type: PrincipalType
    principal_id: uuid.UUID
    permissions: frozenset[str]
    request_id: str = ""

    @property
    def user_id(self) -> uuid.UUID | None:
        return self.principal_id if self.principal_type == "user" else None

    @property
    def is_sandbox(self) -> bool:
        return self.workspace_mode == "sandbox"

    def can(self, permission: str) -> bool:
        return FULL_ACCESS in self.permissions or permission in self.permissions

    def require(self, permission: str) -> None:
        if not self.can(permission):
            raise Forbidden(f"this credential lacks the permission {permission!r}")

    def require_user(self) -> uuid.UUID:
        if self.principal_type != "user":
            raise UserSessionRequired("this operation needs a user session, not an API key")
        return self.principal_id


def system_context(
    organization_id: uuid.UUID, workspace_id: uuid.UUID, workspace_mode: str
) -> RequestContext:
    """The context of background work done for a workspace: full access, no user."""
    return RequestContext(
        organization_id=organization_id,
        workspace_id=workspace_id,
        workspace_mode=workspace_mode,
        principal_type="system",
        principal_id=SYSTEM_PRINCIPAL,
        permissions=frozenset({FULL_ACCESS}),
    )


def context_of(request: Request) -> RequestContext:
    ctx = getattr(request.state, "ctx", None)
    if ctx is None:
        raise Unauthorized("authentication required")
    return ctx
