"""An electronic address's scheme must be in the CEF EAS code list (EN 16931 BR-CL-25), for the
buyer (customers) and the seller (tax profile): an XRechnung naming another scheme is rejected by
the official rules, so the service refuses the scheme on input, with a pointer, and stores
nothing."""

from __future__ import annotations

import pytest

from billing.customers.eas import EAS_CODES
from tests.customers.helpers import create_customer
from tests.support import Tenant, pointers

UNLISTED = ["9999", "ZZ", "0001", "EMX"]


class TestCustomer:
    @pytest.mark.parametrize("scheme", UNLISTED)
    def test_create_refuses_a_scheme_outside_the_list(self, tenant: Tenant, scheme: str):
        body = {"name": "Acme", "electronic_address": {"scheme": scheme, "value": "x@y.example"}}
        response = tenant.live.post("/v1/customers", json=body)

        assert pointers(response) == ["/electronic_address/scheme"]
        assert "EAS" in response.json()["errors"][0]["detail"]
        listed = tenant.live.get("/v1/customers").json()["data"]
        assert [c for c in listed if c["name"] == "Acme"] == []

    def test_update_refuses_it_and_keeps_the_stored_address(self, tenant: Tenant):
        stored = {"scheme": "0204", "value": "991-01234-56"}
        customer = create_customer(tenant.live, electronic_address=stored)

        response = tenant.live.patch(
            f"/v1/customers/{customer['id']}",
            json={"electronic_address": {"scheme": "9999", "value": "x"}},
        )

        assert pointers(response) == ["/electronic_address/scheme"]
        again = tenant.live.get(f"/v1/customers/{customer['id']}").json()["data"]
        assert again["electronic_address"] == stored

    @pytest.mark.parametrize("scheme", ["EM", "0204", "9930", "0088", "AN"])
    def test_listed_schemes_are_accepted(self, tenant: Tenant, scheme: str):
        customer = create_customer(
            tenant.live, electronic_address={"scheme": scheme, "value": "x@y.example"}
        )
        assert customer["electronic_address"]["scheme"] == scheme


class TestTaxProfile:
    def test_the_sellers_scheme_is_checked_too(self, tenant: Tenant):
        before = tenant.live.get("/v1/tax/profile").json()["data"]

        response = tenant.live.patch(
            "/v1/tax/profile", json={"electronic_address": {"scheme": "9999", "value": "x"}}
        )

        assert pointers(response) == ["/electronic_address/scheme"]
        assert tenant.live.get("/v1/tax/profile").json()["data"] == before


def test_the_shipped_list_is_the_official_one():
    assert len(EAS_CODES) == 100
    assert {"EM", "0204", "9930", "0088"} <= EAS_CODES
    assert "9999" not in EAS_CODES
