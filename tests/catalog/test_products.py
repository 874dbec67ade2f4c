"""Products: create, get, list with filters, merge-patch, archive and restore."""

from __future__ import annotations

import uuid

import pytest

from tests.catalog.helpers import make_product
from tests.platform.helpers import add_api_key

PRODUCT_FIELDS = {
    "id",
    "name",
    "description",
    "tax_category_code",
    "metadata",
    "active",
    "archived_at",
    "tags",
    "created_at",
    "updated_at",
}


class TestCreateProduct:
    def test_created_with_defaults(self, tenant):
        response = tenant.live.post("/v1/products", json={"name": "Seats"})

        assert response.status_code == 201, response.text
        product = response.json()["data"]
        assert set(product) == PRODUCT_FIELDS
        assert product["name"] == "Seats"
        assert product["description"] is None
        assert product["tax_category_code"] == "S"
        assert product["metadata"] == {}
        assert product["active"] is True
        assert product["tags"] == []
        assert tenant.live.get(f"/v1/products/{product['id']}").json()["data"] == product

    def test_every_field(self, tenant):
        body = {
            "name": "Training",
            "description": "On-site training day",
            "tax_category_code": "E",
            "metadata": {"sku": "TR-1"},
        }
        product = tenant.live.post("/v1/products", json=body).json()["data"]

        assert {k: product[k] for k in body} == body

    @pytest.mark.parametrize("code", ["S", "Z", "E", "AE", "K", "G", "O", "L", "M"])
    def test_every_vat_category(self, tenant, code):
        response = tenant.live.post("/v1/products", json={"name": "x", "tax_category_code": code})

        assert response.status_code == 201
        assert response.json()["data"]["tax_category_code"] == code

    @pytest.mark.parametrize(
        ("body", "pointer"),
        [
            ({}, "/name"),
            ({"name": ""}, "/name"),
            ({"name": "x", "tax_category_code": "VAT"}, "/tax_category_code"),
            ({"name": "x", "metadata": {"k": 1}}, "/metadata/k"),
            ({"name": "x", "metadata": {"k" * 41: "v"}}, "/metadata"),
            ({"name": "x", "unknown": 1}, "/unknown"),
            ({"name": "a\x00b"}, "/name"),
            ({"name": "x", "metadata": {"k": "a\x00b"}}, "/metadata/k"),
            ({"name": "x", "metadata": {"k\x00": "v"}}, "/metadata"),
        ],
    )
    def test_invalid(self, tenant, body, pointer):
        response = tenant.live.post("/v1/products", json=body)

        assert response.status_code == 422, response.text
        assert response.json()["code"] == "VALIDATION_ERROR"
        assert pointer in [e["pointer"] for e in response.json()["errors"]]
        assert tenant.live.get("/v1/products").json()["data"] == []

    def test_requires_products_write(self, tenant):
        reader = add_api_key(tenant, scopes=["products:read"])

        response = reader.post("/v1/products", json={"name": "x"})

        assert response.status_code == 403
        assert response.json()["code"] == "FORBIDDEN"


class TestGetProduct:
    def test_unknown_is_not_found(self, tenant):
        response = tenant.live.get(f"/v1/products/{uuid.uuid4()}")

        assert response.status_code == 404
        assert response.json()["code"] == "NOT_FOUND"

    def test_reader_can_get(self, tenant):
        product = make_product(tenant.live)
        reader = add_api_key(tenant, scopes=["products:read"])

        assert reader.get(f"/v1/products/{product['id']}").status_code == 200
        assert add_api_key(tenant, scopes=["plans:read"]).get("/v1/products").status_code == 403


class TestListProducts:
    def test_newest_first_and_filters(self, tenant):
        api = tenant.live
        alpha = make_product(api, name="Alpha seats", tax_category_code="S")
        beta = make_product(api, name="Beta storage", tax_category_code="Z")
        gamma = make_product(api, name="Gamma SEATS", tax_category_code="S")
        api.patch(f"/v1/products/{beta['id']}", json={"active": False})

        def ids(query: str = "") -> list[str]:
            response = api.get(f"/v1/products{query}")
            assert response.status_code == 200, response.text
            return [p["id"] for p in response.json()["data"]]

        assert ids() == [gamma["id"], beta["id"], alpha["id"]]
        assert ids("?name.contains=seats") == [gamma["id"], alpha["id"]]
        assert ids("?active=false") == [beta["id"]]
        assert ids("?tax_category_code=S") == [gamma["id"], alpha["id"]]
        assert ids(f"?created_at.gt={alpha['created_at'].replace('+', '%2B')}") == [
            gamma["id"],
            beta["id"],
        ]

    def test_pages(self, tenant):
        made = [make_product(tenant.live)["id"] for _ in range(3)]

        first = tenant.live.get("/v1/products?limit=2").json()
        second = tenant.live.get(
            f"/v1/products?limit=2&cursor={first['pagination']['cursor']}"
        ).json()

        assert [p["id"] for p in first["data"] + second["data"]] == list(reversed(made))
        assert second["pagination"]["has_more"] is False

    def test_unknown_filter(self, tenant):
        response = tenant.live.get("/v1/products?color=red")

        assert response.status_code == 400
        assert response.json()["code"] == "INVALID_FILTER"

    def test_only_own_workspace(self, tenant, other_tenant):
        own = make_product(tenant.live)
        make_product(tenant.sandbox)
        make_product(other_tenant.live)

        assert [p["id"] for p in tenant.live.get("/v1/products").json()["data"]] == [own["id"]]


class TestUpdateProduct:
    def test_merge_patch(self, tenant):
        product = make_product(
            tenant.live, description="Old", metadata={"a": "1"}, tax_category_code="S"
        )

        response = tenant.live.patch(
            f"/v1/products/{product['id']}", json={"name": "Renamed", "description": None}
        )

        assert response.status_code == 200, response.text
        updated = response.json()["data"]
        assert updated["name"] == "Renamed"
        assert updated["description"] is None
        assert updated["metadata"] == {"a": "1"}
        assert updated["tax_category_code"] == "S"
        assert updated["updated_at"] >= product["updated_at"]

    def test_archive_and_restore(self, tenant):
        product = make_product(tenant.live)

        archived = tenant.live.patch(f"/v1/products/{product['id']}", json={"active": False})
        assert archived.status_code == 200
        assert archived.json()["data"]["active"] is False
        assert archived.json()["data"]["archived_at"] is not None

        restored = tenant.live.patch(f"/v1/products/{product['id']}", json={"active": True})
        assert restored.json()["data"]["active"] is True
        assert restored.json()["data"]["archived_at"] is None
        types = [e["type"] for e in tenant.live.get("/v1/events").json()["data"]]
        assert types[:3] == ["product.restored", "product.archived", "product.created"]

    @pytest.mark.parametrize(
        ("body", "pointer"),
        [
            ({"name": None}, "/name"),
            ({"active": None}, "/active"),
            ({"tax_category_code": "X"}, "/tax_category_code"),
            ({"id": str(uuid.uuid4())}, "/id"),
        ],
    )
    def test_invalid(self, tenant, body, pointer):
        product = make_product(tenant.live)

        response = tenant.live.patch(f"/v1/products/{product['id']}", json=body)

        assert response.status_code == 422
        assert pointer in [e["pointer"] for e in response.json()["errors"]]
        assert tenant.live.get(f"/v1/products/{product['id']}").json()["data"] == product

    def test_unknown_is_not_found(self, tenant):
        response = tenant.live.patch(f"/v1/products/{uuid.uuid4()}", json={"name": "x"})

        assert response.status_code == 404
