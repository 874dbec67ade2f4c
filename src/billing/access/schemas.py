"""Request and response models of the access domain."""

from __future__ import annotations

import ipaddress
import uuid
from datetime import datetime
from typing import Annotated, Literal

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, computed_field

from billing.access.permissions import PERMISSIONS, ROLES
from billing.platform import clock
from billing.platform.schemas import EmailAddress, Instant, Name, Strict, Text
from billing.platform.shown_once import ShownOnce


class WorkspaceOut(BaseModel):
    id: uuid.UUID
    organization_id: uuid.UUID
    name: str
    slug: str
    mode: str
    is_default: bool
    created_at: datetime


# --- validators ---------------------------------------------------------------------------


def _permission_code(value: str) -> str:
    if value not in PERMISSIONS:
        raise ValueError("unknown permission code; see GET /v1/api-keys/permissions")
    return value


def _role_name(value: str) -> str:
    if value not in ROLES:
        raise ValueError(f"unknown role; roles are {', '.join(ROLES)}")
    return value


def _ip_or_network(value: str) -> str:
    """A single IP stays an address; a CIDR is normalized (host bits cleared)."""
    text = value.strip()
    try:
        return str(ipaddress.ip_address(text))
    except ValueError:
        pass
    try:
        return str(ipaddress.ip_network(text, strict=False))
    except ValueError:
        raise ValueError("expected an IP address or a CIDR network") from None


def _future(value: datetime | None) -> datetime | None:
    if value is not None and value <= clock.wall_now():
        raise ValueError("expires_at must be in the future")
    return value


PermissionCode = Annotated[Text, AfterValidator(_permission_code)]
RoleName = Annotated[Text, AfterValidator(_role_name)]
IpOrNetwork = Annotated[Text, Field(max_length=64), AfterValidator(_ip_or_network)]
Password = Annotated[Text, Field(min_length=8, max_length=1024)]
KeyType = Literal["sk_live", "sk_test"]


# --- API keys ------------------------------------------------------------------------------


class ApiKeyCreate(Strict):
    model_config = ConfigDict(
        json_schema_extra={
            "examples": [
                {
                    "name": "Accounting export",
                    "scopes": ["invoices:read", "customers:read"],
                    "allowed_ips": ["203.0.113.0/24"],
                }
            ]
        }
    )

    name: Name
    key_type: KeyType | None = None
    scopes: list[PermissionCode] = Field(default_factory=list, max_length=len(PERMISSIONS))
    allowed_ips: list[IpOrNetwork] = Field(default_factory=list, max_length=100)
    expires_at: Annotated[Instant | None, AfterValidator(_future)] = None


class ApiKeyRotate(Strict):
    model_config = ConfigDict(
        json_schema_extra={"examples": [{"name": "Production key (rotated)"}]}
    )

    name: Name | None = None


class ApiKeyOut(BaseModel):
    id: uuid.UUID
    workspace_id: uuid.UUID
    name: str
    prefix: str
    key_type: str
    scopes: list[str]
    allowed_ips: list[str]
    expires_at: datetime | None
    revoked_at: datetime | None
    status: Literal["active", "expired", "revoked"]
    created_at: datetime

    @computed_field(description="The key's type (the interface document's name for key_type).")
    def type(self) -> str:
        return self.key_type


class ApiKeyCreated(ApiKeyOut):
    key: ShownOnce = Field(description="The plaintext key, returned only once (null in a replay).")


class ApiKeyRotated(ApiKeyOut):
    new_key: ShownOnce = Field(
        description="The new key's plaintext, returned only once (null in a replay)."
    )
    old_key_expiry: datetime
    message: str


class RolePermissions(BaseModel):
    name: str
    permissions: list[str]


class PermissionCatalog(BaseModel):
    permissions: list[str]
    roles: list[RolePermissions]


# --- user sessions -------------------------------------------------------------------------


class LoginIn(Strict):
    model_config = ConfigDict(
        json_schema_extra={
            "examples": [{"email": "admin@example.com", "password": "correct horse battery staple"}]
        }
    )

    email: Annotated[Text, Field(max_length=320)]
    password: Annotated[Text, Field(max_length=1024)]
    organization_id: uuid.UUID | None = None


class RefreshIn(Strict):
    model_config = ConfigDict(
        json_schema_extra={"examples": [{"refresh_token": "rt_9d4b2c1a8e7f6d5c4b3a2918"}]}
    )

    refresh_token: Annotated[Text, Field(max_length=512)]


class TokenPair(BaseModel):
    access_token: ShownOnce
    refresh_token: ShownOnce
    expires_in: int
    refresh_expires_in: int
    token_type: Literal["Bearer"] = "Bearer"  # noqa: S105  (the scheme, not a secret)
    organization_id: uuid.UUID


# --- members -------------------------------------------------------------------------------


class MemberInvite(Strict):
    model_config = ConfigDict(
        json_schema_extra={
            "examples": [{"email": "maria.schmidt@example.com", "roles": ["finance"]}]
        }
    )

    email: EmailAddress
    roles: list[RoleName] = Field(min_length=1, max_length=len(ROLES))


class RolesChange(Strict):
    model_config = ConfigDict(
        json_schema_extra={"examples": [{"assign": ["developer"], "unassign": ["finance"]}]}
    )

    assign: list[RoleName] = Field(default_factory=list, max_length=len(ROLES))
    unassign: list[RoleName] = Field(default_factory=list, max_length=len(ROLES))


class MemberStatusUpdate(Strict):
    model_config = ConfigDict(json_schema_extra={"examples": [{"status": "suspended"}]})

    status: Literal["active", "suspended"]


class AcceptInvitation(Strict):
    model_config = ConfigDict(
        json_schema_extra={
            "examples": [
                {"token": "inv_3c2b1a0f9e8d7c6b5a4f3e2d", "password": "a long passphrase of mine"}
            ]
        }
    )

    token: Annotated[Text, Field(min_length=1, max_length=512)]
    password: Password


class MemberOut(BaseModel):
    id: uuid.UUID = Field(description="The member's user id.")
    email: str
    status: Literal["active", "suspended", "pending"]
    roles: list[str]
    created_at: datetime


class MemberInvited(MemberOut):
    invitation_token: ShownOnce = Field(
        description="Returned only once (null in a replay); the invitee accepts with it."
    )


class MemberJoined(MemberOut):
    organization_id: uuid.UUID
