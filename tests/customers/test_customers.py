"""Customers over HTTP: create, read, update, soft delete, lists with filters and search."""

from __future__ import annotations

import pytest

from tests.customers.helpers import create_customer
from tests.support import Tenant, pointers, problem

FULL = {
    "name": "Müller GmbH",
    "email": "Billing@Mueller.example",
    "currency": "eur",
    "locale": "de",
    "address": {
        "line1": "Hauptstraße 1",
        "line2": None,
        "city": "Berlin",
        "postal_code": "10115",
        "country": "de",
    },
    "vat_id": "DE 136 695 976",
    "tax_exempt": False,
    "buyer_reference": "04011000-12345-34",
    "metadata": {"crm_id": "42"},
}


class TestCreateCustomer:
    def test_full_body_is_normalized_and_echoed(self, tenant: Tenant):
        response = tenant.live.post("/v1/customers", json=FULL)

        assert response.status_code == 201, response.text
        data = response.json()["data"]
        assert data["name"] == "Müller GmbH"
        assert data["email"] == "billing@mueller.example"
        assert data["currency"] == "EUR"
        assert data["address"]["country"] == "DE"
        assert data["address"]["city"] == "Berlin"
        assert data["vat_id"] == "DE136695976"
        assert data["metadata"] == {"crm_id": "42"}
        assert data["tags"] == []
        assert data["test_clock_id"] is None
        assert data["default_payment_method_id"] is None
        assert tenant.live.get(f"/v1/customers/{data['id']}").json()["data"] == data

    def test_only_a_name_is_required(self, tenant: Tenant):
        data = create_customer(tenant.live, name="Solo")
        assert data["email"] is None
        assert data["address"] is None
        assert data["locale"] is None
        assert data["tax_exempt"] is False

    def test_electronic_address_for_e_invoices(self, tenant: Tenant):
        data = create_customer(
            tenant.live, electronic_address={"scheme": "EM", "value": "ap@buyer.example"}
        )
        assert data["electronic_address"] == {"scheme": "EM", "value": "ap@buyer.example"}

    @pytest.mark.parametrize(
        ("field", "value", "pointer"),
        [
            ("currency", "EUX", "/currency"),
            ("locale", "sv", "/locale"),
            ("email", "not-an-email", "/email"),
            ("address", {"country": "XX"}, "/address/country"),
            ("address", {"country": "DE", "street": "x"}, "/address/street"),
            ("vat_id", "DE123456789", "/vat_id"),
            ("metadata", {"k": 1}, "/metadata/k"),
            ("metadata", {"k": "a\u0000b"}, "/metadata/k"),
            ("name", "", "/name"),
            ("name", "nul\u0000byte", "/name"),
            (
                "electronic_address",
                {"scheme": "e-mail", "value": "x"},
                "/electronic_address/scheme",
            ),
            ("unknown_field", 1, "/unknown_field"),
        ],
    )
    def test_bad_input_names_the_field(self, tenant: Tenant, field, value, pointer):
        body = {"name": "Bad", field: value}
        response = tenant.live.post("/v1/customers", json=body)
        assert pointer in pointers(response)
        assert tenant.live.get("/v1/customers").json()["data"] == []

    def test_name_is_required(self, tenant: Tenant):
        assert "/name" in pointers(tenant.live.post("/v1/customers", json={}))

    def test_vat_ids_outside_the_eu_are_kept_compacted(self, tenant: Tenant):
        data = create_customer(tenant.live, vat_id="CHE-123.456.788")
        assert data["vat_id"] == "CHE123456788"

    def test_too_much_metadata_is_refused(self, tenant: Tenant):
        metadata = {f"k{i}": "v" for i in range(51)}
        assert "/metadata" in pointers(
            tenant.live.post("/v1/customers", json={"name": "M", "metadata": metadata})
        )

    def test_test_clock_of_unknown_id_is_refused(self, tenant: Tenant):
        response = tenant.sandbox.post(
            "/v1/customers",
            json={"name": "Clocked", "test_clock_id": "00000000-0000-4000-8000-000000000000"},
        )
        assert "/test_clock_id" in pointers(response)

    def test_customer_bound_to_a_test_clock(self, tenant: Tenant):
        clock = tenant.sandbox.post(
            "/v1/test-clocks", json={"frozen_at": "2026-01-01T00:00:00Z"}
        ).json()["data"]
        data = create_customer(tenant.sandbox, test_clock_id=clock["id"])
        assert data["test_clock_id"] == clock["id"]
        listed = tenant.sandbox.get(f"/v1/customers?test_clock_id={clock['id']}").json()["data"]
        assert [c["id"] for c in listed] == [data["id"]]

    def test_live_customers_cannot_use_test_clocks(self, tenant: Tenant):
        clock = tenant.sandbox.post("/v1/test-clocks", json={}).json()["data"]
        response = tenant.live.post(
            "/v1/customers", json={"name": "Live", "test_clock_id": clock["id"]}
        )
        assert "/test_clock_id" in pointers(response)

    def test_creation_writes_an_event(self, tenant: Tenant):
        data = create_customer(tenant.live)
        events = tenant.live.get(f"/v1/events?resource_id={data['id']}").json()["data"]
        assert [e["type"] for e in events] == ["customer.created"]


class TestUpdateCustomer:
    def test_merge_patch_keeps_omitted_fields_and_clears_nulls(self, tenant: Tenant):
        created = create_customer(tenant.live, **{k: v for k, v in FULL.items() if k != "name"})
        response = tenant.live.patch(
            f"/v1/customers/{created['id']}",
            json={"email": None, "locale": "fr", "address": {"country": "FR", "city": "Paris"}},
        )
        assert response.status_code == 200, response.text
        data = response.json()["data"]
        assert data["email"] is None
        assert data["locale"] == "fr"
        assert data["address"] == {
            "line1": None,
            "line2": None,
            "city": "Paris",
            "postal_code": None,
            "country": "FR",
        }
        assert data["vat_id"] == "DE136695976"
        assert data["metadata"] == {"crm_id": "42"}

    def test_name_cannot_be_cleared(self, tenant: Tenant):
        created = create_customer(tenant.live, name="Keep")
        response = tenant.live.patch(f"/v1/customers/{created['id']}", json={"name": None})
        assert "/name" in pointers(response)
        assert tenant.live.get(f"/v1/customers/{created['id']}").json()["data"]["name"] == "Keep"

    def test_test_clock_cannot_be_changed_after_creation(self, tenant: Tenant):
        created = create_customer(tenant.sandbox)
        response = tenant.sandbox.patch(
            f"/v1/customers/{created['id']}",
            json={"test_clock_id": "00000000-0000-4000-8000-000000000000"},
        )
        assert "/test_clock_id" in pointers(response)

    def test_default_payment_method_must_belong_to_the_customer(self, tenant: Tenant):
        created = create_customer(tenant.live)
        other = create_customer(tenant.live)
        method = tenant.live.post(
            f"/v1/customers/{other['id']}/payment-methods",
            json={
                "type": "card",
                "card": {"brand": "visa", "last4": "4242", "exp_month": 12, "exp_year": 2099},
            },
        )
        assert method.status_code == 201, method.text
        response = tenant.live.patch(
            f"/v1/customers/{created['id']}",
            json={"default_payment_method_id": method.json()["data"]["id"]},
        )
        assert "/default_payment_method_id" in pointers(response)

    def test_unknown_customer_is_not_found(self, tenant: Tenant):
        response = tenant.live.patch(
            "/v1/customers/00000000-0000-4000-8000-000000000000", json={"name": "x"}
        )
        problem(response, 404, "NOT_FOUND")


class TestDeleteCustomer:
    def test_delete_is_soft_and_hides_the_customer(self, tenant: Tenant):
        created = create_customer(tenant.live)
        response = tenant.live.delete(f"/v1/customers/{created['id']}")
        assert response.status_code == 204
        problem(tenant.live.get(f"/v1/customers/{created['id']}"), 404, "NOT_FOUND")
        assert tenant.live.get("/v1/customers").json()["data"] == []
        problem(tenant.live.delete(f"/v1/customers/{created['id']}"), 404, "NOT_FOUND")
        events = tenant.live.get(f"/v1/events?resource_id={created['id']}").json()["data"]
        assert events[0]["type"] == "customer.deleted"


class TestListCustomers:
    @pytest.fixture
    def customers(self, tenant: Tenant) -> dict[str, dict]:
        return {
            "anna": create_customer(
                tenant.live,
                name="Anna Schmidt",
                email="anna@firma.example",
                currency="EUR",
                address={"country": "DE"},
            ),
            "bob": create_customer(
                tenant.live,
                name="Bob Martin",
                email="bob@shop.example",
                currency="USD",
                address={"country": "US"},
                vat_id="GB980780684",
            ),
            "chloe": create_customer(
                tenant.live, name="Chloé Dubois", currency="EUR", address={"country": "FR"}
            ),
        }

    def _names(self, tenant: Tenant, query: str) -> list[str]:
        response = tenant.live.get(f"/v1/customers?{query}")
        assert response.status_code == 200, response.text
        return sorted(c["name"] for c in response.json()["data"])

    def test_newest_first(self, tenant: Tenant, customers):
        data = tenant.live.get("/v1/customers").json()["data"]
        assert [c["name"] for c in data] == ["Chloé Dubois", "Bob Martin", "Anna Schmidt"]

    def test_filters(self, tenant: Tenant, customers):
        assert self._names(tenant, "currency=EUR") == ["Anna Schmidt", "Chloé Dubois"]
        assert self._names(tenant, "currency.ne=EUR") == ["Bob Martin"]
        assert self._names(tenant, "email=bob@shop.example") == ["Bob Martin"]
        assert self._names(tenant, "email.contains=FIRMA") == ["Anna Schmidt"]
        assert self._names(tenant, "name.contains=mart") == ["Bob Martin"]
        assert self._names(tenant, "country=DE,FR") == ["Anna Schmidt", "Chloé Dubois"]
        anna_created = customers["anna"]["created_at"]
        assert "Anna Schmidt" not in self._names(tenant, f"created_at.gt={anna_created}")

    def test_search_over_name_email_and_vat_id(self, tenant: Tenant, customers):
        assert self._names(tenant, "search=SCHMIDT") == ["Anna Schmidt"]
        assert self._names(tenant, "search=shop.example") == ["Bob Martin"]
        assert self._names(tenant, "search=980780") == ["Bob Martin"]
        assert self._names(tenant, "search=%25") == []

    def test_counts_by_currency(self, tenant: Tenant, customers):
        body = tenant.live.get("/v1/customers?counts=currency").json()
        assert body["pagination"]["counts"] == {"currency": {"EUR": 2, "USD": 1}}

    def test_pages_with_a_cursor(self, tenant: Tenant, customers):
        first = tenant.live.get("/v1/customers?limit=2").json()
        assert len(first["data"]) == 2 and first["pagination"]["has_more"] is True
        second = tenant.live.get(
            f"/v1/customers?limit=2&cursor={first['pagination']['cursor']}"
        ).json()
        assert [c["name"] for c in second["data"]] == ["Anna Schmidt"]

    def test_unknown_filter_is_refused(self, tenant: Tenant, customers):
        response = tenant.live.get("/v1/customers?shoe_size=42")
        assert response.status_code == 400
        assert response.json()["code"] == "INVALID_FILTER"

    def test_workspaces_do_not_share_customers(self, tenant: Tenant, customers):
        assert tenant.sandbox.get("/v1/customers").json()["data"] == []
