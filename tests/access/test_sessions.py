"""User sessions: login, rotating refresh with reuse detection, logout."""

from __future__ import annotations

import uuid

from tests.access.helpers import (
    expire_access_tokens,
    invite,
    join,
    login_body,
    member_session,
    suspend_organization,
)
from tests.support import Api, problem


class TestLogin:
    def test_answers_a_bearer_pair_that_works(self, tenant):
        data = login_body(tenant)
        assert data["token_type"] == "Bearer"
        assert data["expires_in"] > 0
        assert data["access_token"] != data["refresh_token"]
        assert data["organization_id"] == tenant.organization_id
        session = Api(tenant.client, data["access_token"])
        assert session.get("/v1/workspaces").status_code == 200

    def test_email_is_case_insensitive(self, tenant):
        response = tenant.client.post(
            "/v1/auth/login",
            json={"email": tenant.admin_email.upper(), "password": tenant.admin_password},
        )
        assert response.status_code == 200, response.text

    def test_failures_read_the_same(self, tenant):
        pending = invite(tenant.live)
        suspended = join(tenant)
        tenant.live.put(f"/v1/members/{suspended['id']}/status", json={"status": "suspended"})
        attempts = [
            {"email": tenant.admin_email, "password": "wrong password"},
            {"email": f"nobody-{uuid.uuid4().hex}@example.com", "password": "whatever1"},
            {"email": pending["email"], "password": "whatever1"},
            {"email": suspended["email"], "password": suspended["password"]},
        ]
        details = set()
        for body in attempts:
            answer = problem(tenant.client.post("/v1/auth/login", json=body), 401, "UNAUTHORIZED")
            details.add(answer["detail"])
        assert len(details) == 1

    def test_suspended_organization_cannot_log_in(self, tenant):
        suspend_organization(tenant)
        response = tenant.client.post(
            "/v1/auth/login",
            json={"email": tenant.admin_email, "password": tenant.admin_password},
        )
        problem(response, 401, "UNAUTHORIZED")

    def test_malformed_body(self, tenant):
        response = tenant.client.post("/v1/auth/login", json={"email": tenant.admin_email})
        problem(response, 422, "VALIDATION_ERROR")
        response = tenant.client.post(
            "/v1/auth/login", json={"email": "a@b.c", "password": "x", "role": "admin"}
        )
        problem(response, 422, "VALIDATION_ERROR")

    def test_user_of_several_organizations_chooses_one(self, tenant, other_tenant):
        invitation = invite(other_tenant.live, email=tenant.admin_email, roles=["viewer"])
        accepted = tenant.client.post(
            "/v1/auth/accept-invitation",
            json={"token": invitation["invitation_token"], "password": tenant.admin_password},
        )
        assert accepted.status_code == 200, accepted.text
        assert login_body(tenant)["organization_id"] == tenant.organization_id
        chosen = login_body(tenant, organization_id=other_tenant.organization_id)
        assert chosen["organization_id"] == other_tenant.organization_id
        session = Api(tenant.client, chosen["access_token"])
        workspaces = session.get("/v1/workspaces").json()["data"]
        assert {w["organization_id"] for w in workspaces} == {other_tenant.organization_id}
        problem(session.post("/v1/api-keys", json={"name": "x"}), 403, "FORBIDDEN")

    def test_organization_the_user_does_not_belong_to(self, tenant, other_tenant):
        response = tenant.client.post(
            "/v1/auth/login",
            json={
                "email": tenant.admin_email,
                "password": tenant.admin_password,
                "organization_id": other_tenant.organization_id,
            },
        )
        problem(response, 401, "UNAUTHORIZED")


class TestRefresh:
    def _refresh(self, tenant, token):
        return tenant.client.post("/v1/auth/refresh", json={"refresh_token": token})

    def test_rotates_the_pair(self, tenant):
        first = login_body(tenant)
        response = self._refresh(tenant, first["refresh_token"])
        assert response.status_code == 200, response.text
        second = response.json()["data"]
        assert second["refresh_token"] != first["refresh_token"]
        assert second["access_token"] != first["access_token"]
        assert Api(tenant.client, second["access_token"]).get("/v1/workspaces").status_code == 200
        third = self._refresh(tenant, second["refresh_token"])
        assert third.status_code == 200, third.text

    def test_reuse_revokes_the_whole_family(self, tenant):
        first = login_body(tenant)
        second = self._refresh(tenant, first["refresh_token"]).json()["data"]
        problem(self._refresh(tenant, first["refresh_token"]), 401, "UNAUTHORIZED")
        problem(self._refresh(tenant, second["refresh_token"]), 401, "UNAUTHORIZED")
        revoked = Api(tenant.client, second["access_token"]).get("/v1/workspaces")
        problem(revoked, 401, "UNAUTHORIZED")

    def test_reuse_leaves_other_logins_alone(self, tenant):
        other_login = login_body(tenant)
        first = login_body(tenant)
        self._refresh(tenant, first["refresh_token"])
        self._refresh(tenant, first["refresh_token"])
        assert self._refresh(tenant, other_login["refresh_token"]).status_code == 200

    def test_unknown_token(self, tenant):
        problem(self._refresh(tenant, "rt_unknown"), 401, "UNAUTHORIZED")
        problem(tenant.client.post("/v1/auth/refresh", json={}), 422, "VALIDATION_ERROR")

    def test_role_changes_take_effect_at_refresh(self, tenant):
        member = join(tenant, roles=["viewer"])
        body = {"email": member["email"], "password": member["password"]}
        tokens = tenant.client.post("/v1/auth/login", json=body).json()["data"]
        before = Api(tenant.client, tokens["access_token"])
        problem(before.post("/v1/api-keys", json={"name": "x"}), 403, "FORBIDDEN")
        change = tenant.live.post(f"/v1/members/{member['id']}/roles", json={"assign": ["admin"]})
        assert change.status_code == 204, change.text
        problem(before.post("/v1/api-keys", json={"name": "x"}), 403, "FORBIDDEN")
        refreshed = self._refresh(tenant, tokens["refresh_token"]).json()["data"]
        after = Api(tenant.client, refreshed["access_token"])
        assert after.post("/v1/api-keys", json={"name": "x"}).status_code == 201

    def test_suspended_member_cannot_refresh(self, tenant):
        member = join(tenant)
        body = {"email": member["email"], "password": member["password"]}
        tokens = tenant.client.post("/v1/auth/login", json=body).json()["data"]
        tenant.live.put(f"/v1/members/{member['id']}/status", json={"status": "suspended"})
        problem(self._refresh(tenant, tokens["refresh_token"]), 401, "UNAUTHORIZED")


class TestLogout:
    def test_revokes_the_session(self, tenant):
        tokens = login_body(tenant)
        session = Api(tenant.client, tokens["access_token"])
        assert session.post("/v1/auth/logout").status_code == 204
        problem(session.get("/v1/workspaces"), 401, "UNAUTHORIZED")
        response = tenant.client.post(
            "/v1/auth/refresh", json={"refresh_token": tokens["refresh_token"]}
        )
        problem(response, 401, "UNAUTHORIZED")

    def test_other_sessions_stay(self, tenant):
        kept = tenant.login()
        tenant.login().post("/v1/auth/logout")
        assert kept.get("/v1/workspaces").status_code == 200

    def test_api_key_needs_a_user_session(self, tenant):
        problem(tenant.live.post("/v1/auth/logout"), 401, "USER_SESSION_REQUIRED")

    def test_unauthenticated(self, client):
        problem(client.post("/v1/auth/logout"), 401, "UNAUTHORIZED")


def test_expired_access_token_is_unauthorized(tenant):
    member = join(tenant)
    session = member_session(tenant, member)
    assert session.get("/v1/workspaces").status_code == 200
    expire_access_tokens(tenant.client, member["id"])
    problem(session.get("/v1/workspaces"), 401, "UNAUTHORIZED")
