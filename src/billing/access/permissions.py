"""Permission codes (`<resource>:read`, `<resource>:write`) and what each role grants."""

from __future__ import annotations

from billing.platform.context import FULL_ACCESS

RESOURCE_FAMILIES: tuple[str, ...] = (
    "workspaces",
    "api_keys",
    "members",
    "settings",
    "tax",
    "events",
    "webhook_endpoints",
    "customers",
    "products",
    "plans",
    "prices",
    "subscriptions",
    "payment_methods",
    "segments",
    "rate_tables",
    "meters",
    "usage_events",
    "invoices",
    "payments",
    "credit_notes",
    "approvals",
    "tags",
    "promotions",
    "price_formulas",
    "schedule_flows",
    "test_clocks",
    "payment_simulations",
)

PERMISSIONS: tuple[str, ...] = tuple(
    f"{family}:{access}" for family in RESOURCE_FAMILIES for access in ("read", "write")
)

_READ_ALL = frozenset(f"{family}:read" for family in RESOURCE_FAMILIES)


def _writes(*families: str) -> frozenset[str]:
    unknown = set(families) - set(RESOURCE_FAMILIES)
    if unknown:
        raise ValueError(f"unknown resource families {unknown}")
    return frozenset(f"{family}:write" for family in families)


ROLE_PERMISSIONS: dict[str, frozenset[str]] = {
    "admin": frozenset(PERMISSIONS),
    "finance": _READ_ALL
    | _writes(
        "customers",
        "subscriptions",
        "payment_methods",
        "invoices",
        "payments",
        "credit_notes",
        "approvals",
        "tax",
        "promotions",
        "tags",
    ),
    "developer": _READ_ALL
    | _writes(
        "api_keys",
        "webhook_endpoints",
        "customers",
        "products",
        "plans",
        "prices",
        "subscriptions",
        "payment_methods",
        "segments",
        "rate_tables",
        "meters",
        "usage_events",
        "tags",
        "price_formulas",
        "schedule_flows",
        "test_clocks",
        "payment_simulations",
    ),
    "viewer": _READ_ALL,
}

ROLES: tuple[str, ...] = tuple(ROLE_PERMISSIONS)
ADMIN_ROLE = "admin"


def permissions_for_roles(roles: list[str] | tuple[str, ...]) -> frozenset[str]:
    granted: frozenset[str] = frozenset()
    for role in roles:
        granted |= ROLE_PERMISSIONS.get(role, frozenset())
    return granted


def ungrantable(held: frozenset[str], wanted: frozenset[str]) -> list[str]:
    """The permissions in `wanted` that a credential holding `held` may not hand out.

    A credential never grants what it lacks, whether as a key's scopes or as a member's roles.
    """
    if FULL_ACCESS in held:
        return []
    return sorted(wanted - held)
