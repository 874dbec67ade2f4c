"""Organization members: list, invite, accept, remove, roles, status and the last-admin guard."""

from __future__ import annotations

import uuid

from tests.access.helpers import create_key, invite, join, member_session
from tests.support import Api, problem


def _admin_id(tenant) -> str:
    members = tenant.live.get("/v1/members").json()["data"]
    return next(m["id"] for m in members if m["email"] == tenant.admin_email)


class TestListMembers:
    def test_lists_active_suspended_and_pending(self, tenant):
        pending = invite(tenant.live, roles=["finance"])
        suspended = join(tenant)
        tenant.live.put(f"/v1/members/{suspended['id']}/status", json={"status": "suspended"})
        response = tenant.live.get("/v1/members", params={"counts": "status"})
        assert response.status_code == 200, response.text
        body = response.json()
        by_email = {m["email"]: m for m in body["data"]}
        assert by_email[tenant.admin_email]["status"] == "active"
        assert by_email[tenant.admin_email]["roles"] == ["admin"]
        assert by_email[pending["email"]]["status"] == "pending"
        assert by_email[pending["email"]]["roles"] == ["finance"]
        assert by_email[suspended["email"]]["status"] == "suspended"
        assert by_email[pending["email"]]["id"] == pending["id"]
        assert body["pagination"]["counts"]["status"] == {"active": 1, "pending": 1, "suspended": 1}

    def test_filters_by_status(self, tenant):
        invite(tenant.live)
        response = tenant.live.get("/v1/members", params={"status": "pending"})
        assert [m["status"] for m in response.json()["data"]] == ["pending"]
        problem(tenant.live.get("/v1/members", params={"status": "gone"}), 400, "INVALID_FILTER")

    def test_only_the_organization_members(self, tenant, other_tenant):
        emails = {m["email"] for m in tenant.live.get("/v1/members").json()["data"]}
        assert other_tenant.admin_email not in emails


class TestInviteMember:
    def test_creates_a_pending_member_with_a_token(self, tenant):
        member = invite(tenant.live, email="New.Person@Example.com", roles=["developer", "finance"])
        assert member["status"] == "pending"
        assert member["email"] == "new.person@example.com"
        assert member["roles"] == ["developer", "finance"]
        assert member["invitation_token"].startswith("inv_")
        listed = tenant.live.get("/v1/members").json()["data"]
        assert "invitation_token" not in next(m for m in listed if m["id"] == member["id"])

    def test_unknown_role(self, tenant):
        response = tenant.live.post(
            "/v1/members", json={"email": "x@example.com", "roles": ["viewer", "owner"]}
        )
        body = problem(response, 422, "VALIDATION_ERROR")
        assert body["errors"][0]["pointer"] == "/roles/1"

    def test_invalid_email_and_missing_roles(self, tenant):
        response = tenant.live.post("/v1/members", json={"email": "nope", "roles": ["viewer"]})
        problem(response, 422, "VALIDATION_ERROR")
        response = tenant.live.post("/v1/members", json={"email": "a@example.com", "roles": []})
        problem(response, 422, "VALIDATION_ERROR")

    def test_existing_member_conflicts(self, tenant):
        response = tenant.live.post(
            "/v1/members", json={"email": tenant.admin_email.upper(), "roles": ["viewer"]}
        )
        problem(response, 409, "CONFLICT")
        pending = invite(tenant.live)
        again = tenant.live.post(
            "/v1/members", json={"email": pending["email"], "roles": ["viewer"]}
        )
        problem(again, 409, "CONFLICT")


class TestAcceptInvitation:
    def test_activates_and_sets_the_password(self, tenant):
        member = join(tenant, roles=["finance"])
        assert member["status"] == "active"
        assert member["organization_id"] == tenant.organization_id
        session = member_session(tenant, member)
        assert session.get("/v1/members").status_code == 200

    def test_token_works_once(self, tenant):
        member = invite(tenant.live)
        body = {"token": member["invitation_token"], "password": "long enough"}
        assert tenant.client.post("/v1/auth/accept-invitation", json=body).status_code == 200
        again = tenant.client.post("/v1/auth/accept-invitation", json=body)
        problem(again, 401, "UNAUTHORIZED")

    def test_unknown_token_and_short_password(self, client):
        body = {"token": "inv_unknown", "password": "long enough"}
        problem(client.post("/v1/auth/accept-invitation", json=body), 401, "UNAUTHORIZED")
        body = {"token": "inv_unknown", "password": "short"}
        problem(client.post("/v1/auth/accept-invitation", json=body), 422, "VALIDATION_ERROR")

    def test_an_existing_account_must_prove_its_password(self, tenant, other_tenant):
        member = invite(other_tenant.live, email=tenant.admin_email)
        body = {"token": member["invitation_token"], "password": "attacker chosen"}
        response = tenant.client.post("/v1/auth/accept-invitation", json=body)
        problem(response, 401, "UNAUTHORIZED")
        tenant.login()  # the account's password is unchanged


class TestRemoveMember:
    def test_removes_membership_and_sessions(self, tenant):
        member = join(tenant)
        session = member_session(tenant, member)
        assert tenant.live.delete(f"/v1/members/{member['id']}").status_code == 204
        problem(session.get("/v1/workspaces"), 401, "UNAUTHORIZED")
        ids = {m["id"] for m in tenant.live.get("/v1/members").json()["data"]}
        assert member["id"] not in ids
        problem(tenant.live.delete(f"/v1/members/{member['id']}"), 404, "NOT_FOUND")

    def test_removed_member_can_be_invited_again(self, tenant):
        member = invite(tenant.live)
        tenant.live.delete(f"/v1/members/{member['id']}")
        again = invite(tenant.live, email=member["email"], roles=["developer"])
        assert again["id"] == member["id"] and again["roles"] == ["developer"]

    def test_last_admin_is_guarded(self, tenant):
        admin_id = _admin_id(tenant)
        invite(tenant.live, roles=["admin"])  # pending admins do not count
        problem(tenant.live.delete(f"/v1/members/{admin_id}"), 409, "LAST_ADMIN_GUARD")
        join(tenant, roles=["admin"])
        assert tenant.live.delete(f"/v1/members/{admin_id}").status_code == 204


class TestMemberRoles:
    def test_assign_and_unassign(self, tenant):
        member = invite(tenant.live, roles=["viewer"])
        response = tenant.live.post(
            f"/v1/members/{member['id']}/roles",
            json={"assign": ["finance", "developer"], "unassign": ["viewer"]},
        )
        assert response.status_code == 204, response.text
        listed = tenant.live.get("/v1/members").json()["data"]
        assert next(m for m in listed if m["id"] == member["id"])["roles"] == [
            "developer",
            "finance",
        ]
        repeat = tenant.live.post(f"/v1/members/{member['id']}/roles", json={"assign": ["finance"]})
        assert repeat.status_code == 204

    def test_invalid_changes(self, tenant):
        member = invite(tenant.live)
        path = f"/v1/members/{member['id']}/roles"
        body = problem(tenant.live.post(path, json={"assign": ["owner"]}), 422, "VALIDATION_ERROR")
        assert body["errors"][0]["pointer"] == "/assign/0"
        both = tenant.live.post(path, json={"assign": ["finance"], "unassign": ["finance"]})
        problem(both, 422, "VALIDATION_ERROR")

    def test_last_admin_keeps_the_admin_role(self, tenant):
        admin_id = _admin_id(tenant)
        path = f"/v1/members/{admin_id}/roles"
        response = tenant.live.post(path, json={"unassign": ["admin"]})
        problem(response, 409, "LAST_ADMIN_GUARD")
        suspended_admin = join(tenant, roles=["admin"])
        tenant.live.put(f"/v1/members/{suspended_admin['id']}/status", json={"status": "suspended"})
        problem(tenant.live.post(path, json={"unassign": ["admin"]}), 409, "LAST_ADMIN_GUARD")
        join(tenant, roles=["admin"])
        assert tenant.live.post(path, json={"unassign": ["admin"]}).status_code == 204


class TestMemberStatus:
    def test_suspend_and_reactivate(self, tenant):
        member = join(tenant)
        session = member_session(tenant, member)
        path = f"/v1/members/{member['id']}/status"
        assert tenant.live.put(path, json={"status": "suspended"}).status_code == 204
        problem(session.get("/v1/workspaces"), 401, "UNAUTHORIZED")
        assert tenant.live.put(path, json={"status": "active"}).status_code == 204
        assert member_session(tenant, member).get("/v1/workspaces").status_code == 200

    def test_pending_is_system_managed(self, tenant):
        member = invite(tenant.live)
        path = f"/v1/members/{member['id']}/status"
        problem(tenant.live.put(path, json={"status": "pending"}), 422, "VALIDATION_ERROR")
        problem(tenant.live.put(path, json={"status": "active"}), 409, "INVALID_STATE")
        problem(tenant.live.put(path, json={}), 422, "VALIDATION_ERROR")

    def test_last_admin_cannot_be_suspended(self, tenant):
        admin_id = _admin_id(tenant)
        path = f"/v1/members/{admin_id}/status"
        problem(tenant.live.put(path, json={"status": "suspended"}), 409, "LAST_ADMIN_GUARD")
        join(tenant, roles=["admin"])
        assert tenant.live.put(path, json={"status": "suspended"}).status_code == 204


class TestMemberPermissions:
    def test_reading_key_cannot_change_members(self, tenant):
        reader = Api(tenant.client, create_key(tenant.live, scopes=["members:read"])["key"])
        member = invite(tenant.live)
        problem(reader.delete(f"/v1/members/{member['id']}"), 403, "FORBIDDEN")
        status = reader.put(f"/v1/members/{member['id']}/status", json={"status": "suspended"})
        problem(status, 403, "FORBIDDEN")

    def test_a_credential_cannot_grant_roles_beyond_its_own(self, tenant):
        writer = Api(
            tenant.client,
            create_key(tenant.live, scopes=["members:read", "members:write"])["key"],
        )
        invited = writer.post("/v1/members", json={"email": "x@example.com", "roles": ["admin"]})
        problem(invited, 403, "FORBIDDEN")
        member = invite(tenant.live)
        promoted = writer.post(f"/v1/members/{member['id']}/roles", json={"assign": ["finance"]})
        problem(promoted, 403, "FORBIDDEN")
        demoted = writer.post(f"/v1/members/{member['id']}/roles", json={"unassign": ["viewer"]})
        assert demoted.status_code == 204, demoted.text

    def test_viewer_session_reads_but_cannot_invite(self, tenant):
        session = member_session(tenant, join(tenant, roles=["viewer"]))
        assert session.get("/v1/members").status_code == 200
        response = session.post("/v1/members", json={"email": "x@example.com", "roles": ["admin"]})
        problem(response, 403, "FORBIDDEN")


class TestForeignMembers:
    def test_another_organizations_member_is_not_found(self, tenant, other_tenant):
        foreign = invite(other_tenant.live)
        for response in (
            tenant.live.delete(f"/v1/members/{foreign['id']}"),
            tenant.live.post(f"/v1/members/{foreign['id']}/roles", json={"assign": ["admin"]}),
            tenant.live.put(f"/v1/members/{foreign['id']}/status", json={"status": "suspended"}),
            tenant.live.delete(f"/v1/members/{uuid.uuid4()}"),
        ):
            problem(response, 404, "NOT_FOUND")
        listed = other_tenant.live.get("/v1/members").json()["data"]
        assert next(m for m in listed if m["id"] == foreign["id"])["roles"] == ["viewer"]
