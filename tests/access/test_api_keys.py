"""API key management: list, create, rotate, revoke, permission catalog and scopes."""

from __future__ import annotations

import uuid
from datetime import UTC, datetime, timedelta

from billing.access.permissions import PERMISSIONS, ROLES
from tests.access.helpers import create_key
from tests.support import Api, problem


class TestListApiKeys:
    def test_lists_metadata_of_the_workspace_keys_only(self, tenant):
        created = create_key(tenant.live, name="reporting")
        response = tenant.live.get("/v1/api-keys")
        assert response.status_code == 200, response.text
        body = response.json()
        assert created["key"] not in response.text
        assert {k["key_type"] for k in body["data"]} == {"sk_live"}
        listed = next(k for k in body["data"] if k["id"] == created["id"])
        assert listed["name"] == "reporting"
        assert listed["status"] == "active"
        assert listed["prefix"] == created["key"][:12]
        assert "key" not in listed and "key_hash" not in listed
        assert body["pagination"]["has_more"] is False

    def test_every_shape_answers_the_interface_field_type(self, tenant):
        """The interface document's list field is `type`; `key_type` stays for compatibility."""
        created = create_key(tenant.sandbox, name="typed")
        rotated = tenant.sandbox.post("/v1/api-keys/rotate", json={}).json()["data"]
        listed = tenant.sandbox.get("/v1/api-keys").json()["data"]
        revoked = tenant.sandbox.delete(f"/v1/api-keys/{created['id']}").json()["data"]

        for shape in (created, rotated, revoked, *listed):
            assert shape["type"] == shape["key_type"] == "sk_test", shape

    def test_paginates(self, tenant):
        for i in range(3):
            create_key(tenant.live, name=f"k{i}")
        first = tenant.live.get("/v1/api-keys", params={"limit": 2})
        assert first.status_code == 200
        assert len(first.json()["data"]) == 2
        cursor = first.json()["pagination"]["cursor"]
        second = tenant.live.get("/v1/api-keys", params={"limit": 2, "cursor": cursor})
        ids = {k["id"] for k in first.json()["data"]} | {k["id"] for k in second.json()["data"]}
        assert len(ids) == 4  # the bootstrap key and three more

    def test_unknown_filter_is_rejected(self, tenant):
        problem(tenant.live.get("/v1/api-keys", params={"secret": "x"}), 400, "INVALID_FILTER")


class TestCreateApiKey:
    def test_returns_plaintext_once_and_the_key_works(self, tenant):
        created = create_key(tenant.live, scopes=["members:read"], allowed_ips=["10.1.2.3"])
        assert created["key"].startswith("sk_live_") and len(created["key"]) == 8 + 64
        assert created["scopes"] == ["members:read"]
        assert created["allowed_ips"] == ["10.1.2.3"]
        assert created["expires_at"] is None
        plain = create_key(tenant.live)
        assert Api(tenant.client, plain["key"]).get("/v1/workspaces").status_code == 200

    def test_key_type_defaults_to_the_workspace_mode(self, tenant):
        assert create_key(tenant.sandbox)["key"].startswith("sk_test_")
        assert create_key(tenant.sandbox, key_type="sk_test")["key_type"] == "sk_test"

    def test_key_type_of_the_other_mode_is_rejected(self, tenant):
        response = tenant.live.post("/v1/api-keys", json={"name": "x", "key_type": "sk_test"})
        body = problem(response, 422, "VALIDATION_ERROR")
        assert body["errors"][0]["pointer"] == "/key_type"

    def test_unknown_scope_points_at_its_index(self, tenant):
        response = tenant.live.post(
            "/v1/api-keys", json={"name": "x", "scopes": ["members:read", "members:delete"]}
        )
        body = problem(response, 422, "VALIDATION_ERROR")
        assert [e["pointer"] for e in body["errors"]] == ["/scopes/1"]

    def test_invalid_ip_is_rejected(self, tenant):
        response = tenant.live.post(
            "/v1/api-keys", json={"name": "x", "allowed_ips": ["10.0.0.0/8", "10.0.0.300"]}
        )
        body = problem(response, 422, "VALIDATION_ERROR")
        assert [e["pointer"] for e in body["errors"]] == ["/allowed_ips/1"]

    def test_cidr_is_normalized(self, tenant):
        created = create_key(tenant.live, allowed_ips=["10.1.2.3/8", "2001:db8::/32"])
        assert created["allowed_ips"] == ["10.0.0.0/8", "2001:db8::/32"]

    def test_expiry_in_the_past_is_rejected(self, tenant):
        past = (datetime.now(UTC) - timedelta(hours=1)).isoformat()
        response = tenant.live.post("/v1/api-keys", json={"name": "x", "expires_at": past})
        body = problem(response, 422, "VALIDATION_ERROR")
        assert body["errors"][0]["pointer"] == "/expires_at"

    def test_expiry_without_offset_is_rejected(self, tenant):
        response = tenant.live.post(
            "/v1/api-keys", json={"name": "x", "expires_at": "2999-01-01T00:00:00"}
        )
        problem(response, 422, "VALIDATION_ERROR")

    def test_out_of_range_values_are_rejected(self, tenant):
        for body in (
            {"name": "x", "expires_at": "9999-12-31T23:59:59-23:59"},
            {"name": "nul\u0000name"},
            {"name": "x" * 201},
        ):
            problem(tenant.live.post("/v1/api-keys", json=body), 422, "VALIDATION_ERROR")

    def test_future_expiry_is_kept(self, tenant):
        created = create_key(tenant.live, expires_at="2200-12-31T23:59:59Z")
        assert created["expires_at"].startswith("2200-12-31T23:59:59")

    def test_name_is_required_and_unknown_fields_rejected(self, tenant):
        body = problem(tenant.live.post("/v1/api-keys", json={}), 422, "VALIDATION_ERROR")
        assert body["errors"][0]["pointer"] == "/name"
        response = tenant.live.post("/v1/api-keys", json={"name": "x", "key_hash": "abc"})
        problem(response, 422, "VALIDATION_ERROR")


class TestScopes:
    def test_missing_scope_is_forbidden(self, tenant):
        reader = Api(tenant.client, create_key(tenant.live, scopes=["members:read"])["key"])
        assert reader.get("/v1/members").status_code == 200
        problem(reader.get("/v1/api-keys"), 403, "FORBIDDEN")
        response = reader.post("/v1/members", json={"email": "a@example.com", "roles": ["viewer"]})
        problem(response, 403, "FORBIDDEN")

    def test_a_key_cannot_mint_broader_scopes_than_its_own(self, tenant):
        scopes = ["api_keys:read", "api_keys:write", "members:read"]
        minter = Api(tenant.client, create_key(tenant.live, scopes=scopes)["key"])
        narrower = minter.post("/v1/api-keys", json={"name": "n", "scopes": ["members:read"]})
        assert narrower.status_code == 201, narrower.text
        broader = minter.post("/v1/api-keys", json={"name": "b", "scopes": ["members:write"]})
        problem(broader, 403, "FORBIDDEN")
        full = minter.post("/v1/api-keys", json={"name": "f"})
        problem(full, 403, "FORBIDDEN")
        problem(minter.post("/v1/api-keys/rotate"), 403, "FORBIDDEN")


class TestPermissionCatalog:
    def test_publishes_codes_and_roles(self, tenant):
        response = tenant.live.get("/v1/api-keys/permissions")
        assert response.status_code == 200, response.text
        data = response.json()["data"]
        assert data["permissions"] == list(PERMISSIONS)
        assert "api_keys:write" in data["permissions"]
        roles = {role["name"]: role["permissions"] for role in data["roles"]}
        assert set(roles) == set(ROLES)
        assert set(roles["admin"]) == set(PERMISSIONS)
        assert "members:write" not in roles["viewer"]


class TestRotateApiKeys:
    def test_new_key_and_old_keys_valid_for_24_hours(self, tenant):
        response = tenant.live.post("/v1/api-keys/rotate")
        assert response.status_code == 201, response.text
        data = response.json()["data"]
        assert data["new_key"].startswith("sk_live_")
        assert data["message"]
        expiry = datetime.fromisoformat(data["old_key_expiry"].replace("Z", "+00:00"))
        assert timedelta(hours=23) < expiry - datetime.now(UTC) <= timedelta(hours=24)
        assert tenant.live.get("/v1/workspaces").status_code == 200
        new = Api(tenant.client, data["new_key"])
        listed = new.get("/v1/api-keys").json()["data"]
        rotated_in = next(k for k in listed if k["id"] == data["id"])
        assert rotated_in["expires_at"] is None
        others = [k for k in listed if k["id"] != data["id"]]
        assert others and all(k["expires_at"] == data["old_key_expiry"] for k in others)

    def test_rotation_keeps_an_earlier_expiry(self, tenant):
        soon = (datetime.now(UTC) + timedelta(hours=1)).isoformat()
        short = create_key(tenant.live, expires_at=soon)
        data = tenant.live.post("/v1/api-keys/rotate").json()["data"]
        listed = Api(tenant.client, data["new_key"]).get("/v1/api-keys").json()["data"]
        kept = next(k for k in listed if k["id"] == short["id"])
        assert kept["expires_at"] == short["expires_at"]

    def test_rotation_touches_only_its_workspace(self, tenant):
        tenant.live.post("/v1/api-keys/rotate")
        sandbox_keys = tenant.sandbox.get("/v1/api-keys").json()["data"]
        assert all(k["expires_at"] is None for k in sandbox_keys)


class TestRevokeApiKey:
    def test_revoke_then_the_key_stops_working(self, tenant):
        created = create_key(tenant.live)
        response = tenant.live.delete(f"/v1/api-keys/{created['id']}")
        assert response.status_code == 200, response.text
        assert response.json()["data"]["status"] == "revoked"
        problem(Api(tenant.client, created["key"]).get("/v1/workspaces"), 401, "UNAUTHORIZED")
        listed = tenant.live.get("/v1/api-keys").json()["data"]
        assert next(k for k in listed if k["id"] == created["id"])["status"] == "revoked"

    def test_already_revoked_is_not_found(self, tenant):
        created = create_key(tenant.live)
        tenant.live.delete(f"/v1/api-keys/{created['id']}")
        problem(tenant.live.delete(f"/v1/api-keys/{created['id']}"), 404, "NOT_FOUND")

    def test_unknown_and_malformed_ids(self, tenant):
        problem(tenant.live.delete(f"/v1/api-keys/{uuid.uuid4()}"), 404, "NOT_FOUND")
        problem(tenant.live.delete("/v1/api-keys/not-a-uuid"), 422, "VALIDATION_ERROR")

    def test_key_of_another_tenant_or_workspace_is_not_found(self, tenant, other_tenant):
        foreign = create_key(other_tenant.live)
        problem(tenant.live.delete(f"/v1/api-keys/{foreign['id']}"), 404, "NOT_FOUND")
        sandbox_key = create_key(tenant.sandbox)
        problem(tenant.live.delete(f"/v1/api-keys/{sandbox_key['id']}"), 404, "NOT_FOUND")
        assert Api(other_tenant.client, foreign["key"]).get("/v1/workspaces").status_code == 200

    def test_user_session_manages_keys_of_the_selected_workspace(self, tenant):
        session = tenant.login()
        session.workspace = "sandbox"
        created = session.post("/v1/api-keys", json={"name": "from a user"})
        assert created.status_code == 201, created.text
        assert created.json()["data"]["key_type"] == "sk_test"
        revoked = session.delete(f"/v1/api-keys/{created.json()['data']['id']}")
        assert revoked.status_code == 200
