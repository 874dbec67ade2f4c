"""Statements built once per tenant (platform/repository.py) still keep every tenant to its
own rows: the statement one tenant warmed never answers another tenant's row."""

from __future__ import annotations

import pytest

from billing.platform import repository
from tests.customers.helpers import create_customer
from tests.support import Tenant


@pytest.mark.parametrize("kept", [5_000, 1], ids=["kept", "evicted at once"])
def test_a_statement_built_for_one_tenant_refuses_another_tenants_rows(
    tenant: Tenant, other_tenant: Tenant, monkeypatch: pytest.MonkeyPatch, kept: int
) -> None:
    monkeypatch.setattr(repository, "_BUILT_LIMIT", kept)
    mine = create_customer(tenant.live)
    theirs = create_customer(other_tenant.live)
    sandboxed = create_customer(tenant.sandbox)
    for _ in range(2):  # the second round runs the statements built by the first
        assert tenant.live.get(f"/v1/customers/{mine['id']}").status_code == 200
        assert other_tenant.live.get(f"/v1/customers/{theirs['id']}").status_code == 200
        assert tenant.sandbox.get(f"/v1/customers/{sandboxed['id']}").status_code == 200
        assert tenant.live.get(f"/v1/customers/{theirs['id']}").status_code == 404
        assert other_tenant.live.get(f"/v1/customers/{mine['id']}").status_code == 404
        assert tenant.live.get(f"/v1/customers/{sandboxed['id']}").status_code == 404
        assert tenant.sandbox.get(f"/v1/customers/{mine['id']}").status_code == 404
