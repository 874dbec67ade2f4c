"""The tax profile over HTTP: one per organization, read and merge-patched, validated."""

from __future__ import annotations

from typing import Any

import pytest

from billing.access.permissions import PERMISSIONS
from tests.platform.helpers import add_api_key
from tests.support import Tenant, pointers, problem, provision_tenant
from tests.tax.helpers import GERMAN_SELLER, set_profile


@pytest.fixture
def tenant(client: Any, settings: Any) -> Tenant:
    """These tests start from the empty profile of a fresh organization (no test seller)."""
    return provision_tenant(client, settings, seller=False)


@pytest.fixture
def other_tenant(client: Any, settings: Any) -> Tenant:
    return provision_tenant(client, settings, seller=False)


EMPTY = {
    "legal_name": None,
    "oss_country": None,
    "tax_number": None,
    "tax_regime": "standard",
    "vat_id": None,
    "legal_address": None,
    "contact": None,
    "electronic_address": None,
    "bank_account": None,
    "updated_at": None,
}

FULL: dict[str, Any] = {
    **GERMAN_SELLER,
    "vat_id": "de 136 695 976",
    "oss_country": "de",
    "legal_address": {"line1": "Hauptstraße 1", "city": "Berlin", "country": "de"},
    "contact": {"name": "Erika Muster", "phone": "+49 30 123456", "email": "Billing@Example.DE"},
    "electronic_address": {"scheme": "EM", "value": "invoices@example.de"},
    "bank_account": {
        "iban": "de89 3704 0044 0532 0130 00",
        "bic": "cobadeff",
        "account_name": "Beispiel GmbH",
    },
}


def profile(api: Any) -> dict[str, Any]:
    response = api.get("/v1/tax/profile")
    assert response.status_code == 200, response.text
    data: dict[str, Any] = response.json()["data"]
    return data


def without_permission(tenant: Tenant, permission: str) -> Any:
    return add_api_key(tenant, scopes=[p for p in PERMISSIONS if p != permission])


class TestGetProfile:
    def test_before_any_update_the_profile_is_empty(self, tenant: Tenant):
        assert profile(tenant.live) == EMPTY

    def test_needs_tax_read(self, tenant: Tenant):
        response = without_permission(tenant, "tax:read").get("/v1/tax/profile")

        assert "tax:read" in problem(response, 403, "FORBIDDEN")["detail"]

    def test_live_and_sandbox_workspaces_share_the_organizations_profile(self, tenant: Tenant):
        written = set_profile(tenant.sandbox, legal_name="Shared GmbH")

        assert profile(tenant.live) == written
        assert profile(tenant.live)["legal_name"] == "Shared GmbH"

    def test_another_organization_never_sees_the_profile(self, tenant: Tenant, other_tenant):
        set_profile(other_tenant.live, legal_name="Other Org GmbH")

        assert profile(tenant.live) == EMPTY
        assert profile(tenant.sandbox) == EMPTY


class TestUpdateProfile:
    def test_full_body_is_normalized_and_echoed(self, tenant: Tenant):
        response = tenant.live.patch("/v1/tax/profile", json=FULL)

        assert response.status_code == 200, response.text
        data = response.json()["data"]
        assert {k: v for k, v in data.items() if k != "updated_at"} == {
            "legal_name": "Beispiel GmbH",
            "oss_country": "DE",
            "tax_number": "21/815/08150",
            "tax_regime": "standard",
            "vat_id": "DE136695976",
            "legal_address": {
                "line1": "Hauptstraße 1",
                "line2": None,
                "city": "Berlin",
                "postal_code": None,
                "country": "DE",
            },
            "contact": {
                "name": "Erika Muster",
                "phone": "+49 30 123456",
                "email": "billing@example.de",
            },
            "electronic_address": {"scheme": "EM", "value": "invoices@example.de"},
            "bank_account": {
                "iban": "DE89370400440532013000",
                "bic": "COBADEFF",
                "account_name": "Beispiel GmbH",
            },
        }
        assert data["updated_at"] is not None
        assert profile(tenant.live) == data

    def test_omitted_fields_stay(self, tenant: Tenant):
        before = set_profile(tenant.live, **FULL)

        response = tenant.live.patch("/v1/tax/profile", json={"tax_number": "30/123/45678"})

        assert response.status_code == 200, response.text
        data = response.json()["data"]
        assert data["tax_number"] == "30/123/45678"
        unchanged = {k: v for k, v in before.items() if k not in ("tax_number", "updated_at")}
        assert {k: data[k] for k in unchanged} == unchanged

    def test_null_clears_a_field(self, tenant: Tenant):
        set_profile(tenant.live, **FULL)

        response = tenant.live.patch(
            "/v1/tax/profile",
            json={"vat_id": None, "oss_country": None, "bank_account": None, "contact": None},
        )

        data = response.json()["data"]
        assert (data["vat_id"], data["oss_country"]) == (None, None)
        assert (data["bank_account"], data["contact"]) == (None, None)
        assert data["legal_name"] == "Beispiel GmbH"

    def test_an_object_replaces_the_stored_one_as_a_whole(self, tenant: Tenant):
        set_profile(tenant.live, **FULL)

        response = tenant.live.patch(
            "/v1/tax/profile", json={"legal_address": {"city": "Wien", "country": "AT"}}
        )

        assert response.json()["data"]["legal_address"] == {
            "line1": None,
            "line2": None,
            "city": "Wien",
            "postal_code": None,
            "country": "AT",
        }

    def test_small_business_regime(self, tenant: Tenant):
        assert set_profile(tenant.live, tax_regime="small_business")["tax_regime"] == (
            "small_business"
        )
        assert profile(tenant.sandbox)["tax_regime"] == "small_business"

    def test_seller_outside_the_eu_keeps_its_own_vat_number(self, tenant: Tenant):
        data = set_profile(
            tenant.live,
            vat_id="CHE-123.456.788",
            legal_address={"city": "Zürich", "country": "CH"},
        )

        assert data["vat_id"] == "CHE123456788"
        assert data["legal_address"]["country"] == "CH"

    def test_emits_an_event_naming_the_changed_fields(self, tenant: Tenant):
        set_profile(tenant.live, **FULL)
        tenant.live.patch(
            "/v1/tax/profile", json={"legal_name": "Neu GmbH", "tax_regime": "standard"}
        )

        events = tenant.live.get(f"/v1/events?resource_id={tenant.organization_id}").json()["data"]
        updates = [e for e in events if e["type"] == "tax_profile.updated"]
        assert [e["data"]["fields"] for e in updates] == [
            ["legal_name"],
            [
                "legal_name",
                "oss_country",
                "tax_number",
                "vat_id",
                "legal_address",
                "contact",
                "electronic_address",
                "bank_account",
            ],
        ]

    def test_an_update_that_changes_nothing_emits_no_event(self, tenant: Tenant):
        written = set_profile(tenant.live)
        again = set_profile(tenant.live)

        events = tenant.live.get(f"/v1/events?resource_id={tenant.organization_id}").json()["data"]
        assert [e["type"] for e in events] == ["tax_profile.updated"]
        assert again == written

    def test_needs_tax_write(self, tenant: Tenant):
        reader = add_api_key(tenant, scopes=["tax:read"])

        response = reader.patch("/v1/tax/profile", json={"legal_name": "Nope GmbH"})

        assert "tax:write" in problem(response, 403, "FORBIDDEN")["detail"]
        assert reader.get("/v1/tax/profile").json()["data"] == EMPTY


class TestValidation:
    @pytest.mark.parametrize(
        ("body", "pointer"),
        [
            ({"vat_id": "FR40303265046"}, "/vat_id"),
            ({"vat_id": "DE13669597"}, "/vat_id"),
            ({"oss_country": "CH"}, "/oss_country"),
            ({"oss_country": "XX"}, "/oss_country"),
            ({"tax_regime": None}, "/tax_regime"),
            ({"tax_regime": "flat_rate"}, "/tax_regime"),
            ({"legal_name": ""}, "/legal_name"),
            ({"tax_number": ""}, "/tax_number"),
            ({"legal_address": {"country": "XX"}}, "/legal_address/country"),
            ({"legal_address": {"street": "Main St"}}, "/legal_address/street"),
            ({"contact": {"email": "not-an-email"}}, "/contact/email"),
            (
                {"electronic_address": {"scheme": "em", "value": "x@y.de"}},
                "/electronic_address/scheme",
            ),
            ({"electronic_address": {"scheme": "EM"}}, "/electronic_address/value"),
            ({"bank_account": {"iban": "DE89370400440532013001"}}, "/bank_account/iban"),
            (
                {"bank_account": {"iban": "DE89370400440532013000", "bic": "DEUT"}},
                "/bank_account/bic",
            ),
            ({"bank_account": {"bic": "COBADEFF"}}, "/bank_account/iban"),
            ({"name": "Beispiel GmbH"}, "/name"),
        ],
    )
    def test_bad_value_points_at_the_field_and_changes_nothing(self, tenant: Tenant, body, pointer):
        before = set_profile(tenant.live, **FULL)

        response = tenant.live.patch("/v1/tax/profile", json=body)

        assert pointers(response) == [pointer]
        assert profile(tenant.live) == before

    def test_every_bad_field_is_reported(self, tenant: Tenant):
        response = tenant.live.patch(
            "/v1/tax/profile",
            json={"vat_id": "FR1", "oss_country": "US", "bank_account": {"iban": "x" * 10}},
        )

        assert sorted(pointers(response)) == ["/bank_account/iban", "/oss_country", "/vat_id"]
        assert profile(tenant.live) == EMPTY
