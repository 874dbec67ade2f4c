"""The service functions other domains read settings through."""

from __future__ import annotations

import uuid
from decimal import Decimal
from typing import Any

import pytest

from billing.admin import service
from billing.platform.context import RequestContext
from tests.support import Tenant


def _read(tenant: Tenant, mode: str, read: Any) -> Any:
    ctx = RequestContext(
        organization_id=tenant.org.organization_id,
        workspace_id=tenant.workspace(mode).id,
        workspace_mode=mode,
        principal_type="api_key",
        principal_id=uuid.uuid4(),
        permissions=frozenset({"invoices:write"}),
    )
    db = tenant.client.app.state.db  # type: ignore[attr-defined]

    async def run() -> Any:
        async with db.session(readonly=True) as session, session.begin():
            return await read(session, ctx)

    return tenant.client.portal.call(run)  # type: ignore[union-attr]


def test_effective_values_as_python_values(tenant):
    body = {
        "settings": {
            "invoice_approval_threshold": "750",
            "payment_terms_days": 45,
            "features.usage_alerts": True,
        }
    }
    assert tenant.live.put("/v1/settings", json=body).status_code == 200

    values = _read(tenant, "sandbox", service.effective_settings)
    assert values["invoice_approval_threshold"] == Decimal("750.00")
    assert values["payment_terms_days"] == 45
    assert values["default_currency"] == "EUR"
    assert values["features.usage_alerts"] is True

    async def terms(session, ctx):
        return await service.effective_setting(session, ctx, "payment_terms_days")

    async def flags(session, ctx):
        return (
            await service.feature_enabled(session, ctx, "usage_alerts"),
            await service.feature_enabled(session, ctx, "never_set"),
        )

    assert _read(tenant, "live", terms) == 45
    assert _read(tenant, "live", flags) == (True, False)


def test_unknown_key_is_a_programming_error(tenant):
    async def unknown(session, ctx):
        return await service.effective_setting(session, ctx, "no_such_setting")

    with pytest.raises(KeyError):
        _read(tenant, "live", unknown)
