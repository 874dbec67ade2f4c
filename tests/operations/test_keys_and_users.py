"""`billing keys create|list|revoke`, `billing users reset-password` and `billing --version`,
run in-process; the keys and passwords they print are then used over HTTP."""

from __future__ import annotations

import asyncio
import re
import uuid
from collections.abc import Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient

from billing.access.provisioning import provision_organization
from billing.access.secrets import Passwords
from billing.app import create_app
from billing.cli import main
from billing.config import Settings
from billing.platform.db import Database
from tests.operations.helpers import billing, billing_json

KEY = re.compile(r"sk_(?:live|test)_[0-9a-f]{64}")


@pytest.fixture
def bootstrapped(cli_env: dict[str, str], capsys: pytest.CaptureFixture[str]) -> dict[str, Any]:
    status, document = billing_json(capsys, "bootstrap")
    assert status == 0
    return dict(document)


@pytest.fixture
def http(empty_database_url: str, bootstrapped: dict[str, Any]) -> Iterator[TestClient]:
    """The API served from the same database the commands write."""
    settings = Settings(
        database_url=empty_database_url,
        run_worker_in_process=False,
        password_hash_time_cost=1,
        password_hash_memory_kib=64,
    )
    with TestClient(create_app(settings), raise_server_exceptions=False) as client:
        yield client


def bearer(key: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {key}"}


class TestKeysCreate:
    def test_a_new_key_of_the_live_workspace_works_and_is_printed_once(self, http, capsys):
        status, out, _ = billing(capsys, "keys", "create", "live", "--name", "Ops key")

        keys = KEY.findall(out)
        assert status == 0
        assert len(keys) == 1 and keys[0].startswith("sk_live_")
        assert "Ops key" in out and "Shown once" in out
        workspaces = http.get("/v1/workspaces", headers=bearer(keys[0]))
        assert workspaces.status_code == 200, workspaces.text
        listed = http.get("/v1/api-keys", headers=bearer(keys[0])).json()["data"]
        assert {k["name"] for k in listed} == {"Live bootstrap key", "Ops key"}

    def test_json_names_the_workspace_by_id_too(self, bootstrapped, http, capsys):
        sandbox = next(w for w in bootstrapped["workspaces"] if w["slug"] == "sandbox")

        status, created = billing_json(capsys, "keys", "create", sandbox["id"])

        assert status == 0
        assert created["api_key"].startswith("sk_test_")
        assert created["status"] == "active"
        assert created["workspace"]["id"] == sandbox["id"]
        assert created["name"].startswith("CLI key ")
        answer = http.get("/v1/workspaces", headers=bearer(created["api_key"]))
        assert answer.status_code == 200

    def test_an_unknown_workspace_is_refused_in_one_line(self, bootstrapped, capsys):
        status, out, err = billing(capsys, "keys", "create", "staging")

        assert status == 1
        assert out == ""
        assert err == "billing: no workspace has the id or slug 'staging'\n"

    def test_a_slug_of_two_organizations_asks_for_the_organization(
        self, bootstrapped, empty_database_url, http, capsys
    ):
        other = asyncio.run(second_organization(empty_database_url))

        ambiguous, _, err = billing(capsys, "keys", "create", "live")
        status, created = billing_json(capsys, "keys", "create", "live", "--organization", other)

        assert ambiguous == 1
        assert "2 workspaces have the slug 'live'" in err
        assert other in err and bootstrapped["organization_id"] in err
        assert status == 0
        assert created["workspace"]["organization_id"] == other
        assert KEY.search(err) is None

    def test_a_name_too_long_is_a_usage_error(self, bootstrapped, capsys):
        status, _, err = billing(capsys, "keys", "create", "live", "--name", "x" * 201)

        assert status == 2
        assert err.startswith("billing: name: ")
        assert "Value error" not in err


async def second_organization(database_url: str) -> str:
    db = Database(database_url, pool_size=1)
    try:
        async with db.session() as session, session.begin():
            org = await provision_organization(
                session, Passwords(1, 64), name="Second", admin_email="second@example.com"
            )
        return str(org.organization_id)
    finally:
        await db.dispose()


class TestKeysListAndRevoke:
    def test_list_shows_every_key_without_a_secret(self, bootstrapped, capsys):
        billing(capsys, "keys", "create", "live", "--name", "Second")

        status, listed = billing_json(capsys, "keys", "list", "live")
        _, text, _ = billing(capsys, "keys", "list", "live")

        assert status == 0
        assert [k["name"] for k in listed["data"]] == ["Live bootstrap key", "Second"]
        assert all(k["status"] == "active" for k in listed["data"])
        assert listed["workspace"]["slug"] == "live"
        assert KEY.search(str(listed)) is None
        assert KEY.search(text) is None
        assert "Second" in text and "sk_live_" in text  # the display prefix only

    def test_a_revoked_key_stops_working_and_cannot_be_revoked_twice(
        self, bootstrapped, http, capsys
    ):
        live_key = bootstrapped["workspaces"][0]["api_key"]
        _, listed = billing_json(capsys, "keys", "list", "live")
        key_id = listed["data"][0]["id"]

        status, out, _ = billing(capsys, "keys", "revoke", key_id)
        again, _, err = billing(capsys, "keys", "revoke", key_id)
        _, after = billing_json(capsys, "keys", "list", "live")

        assert status == 0
        assert f"Revoked the API key {key_id}" in out
        assert http.get("/v1/workspaces", headers=bearer(live_key)).status_code == 401
        assert again == 1
        assert f"the API key {key_id} was revoked at" in err
        assert after["data"][0]["status"] == "revoked"

    def test_an_unknown_key_id_is_refused(self, bootstrapped, capsys):
        unknown = str(uuid.uuid4())

        status, _, err = billing(capsys, "keys", "revoke", unknown)

        assert status == 1
        assert err == f"billing: no API key has the id {unknown}\n"

    def test_a_key_id_that_is_no_uuid_is_a_usage_error(self, capsys):
        with pytest.raises(SystemExit) as exit_info:
            main(["keys", "revoke", "sk_live_abc"])
        assert exit_info.value.code == 2


class TestResetPassword:
    def test_the_new_password_logs_in_and_the_old_one_and_its_sessions_end(
        self, bootstrapped, http, capsys
    ):
        old = bootstrapped["admin"]["password"]
        login = http.post("/v1/auth/login", json={"email": "admin@example.com", "password": old})
        token = login.json()["data"]["access_token"]

        status, reset = billing_json(capsys, "users", "reset-password", "Admin@Example.com")

        new = reset["password"]
        assert status == 0
        assert reset == {"email": "admin@example.com", "password": new, "sessions_ended": 1}
        assert new != old
        refused = http.post("/v1/auth/login", json={"email": "admin@example.com", "password": old})
        assert refused.status_code == 401
        accepted = http.post("/v1/auth/login", json={"email": "admin@example.com", "password": new})
        assert accepted.status_code == 200, accepted.text
        assert http.get("/v1/workspaces", headers=bearer(token)).status_code == 401

    def test_the_readable_form_prints_the_password_once(self, bootstrapped, capsys):
        status, out, _ = billing(capsys, "users", "reset-password", "admin@example.com")

        password = out.splitlines()[1].strip()
        assert status == 0
        assert "shown once" in out
        assert out.count(password) == 1

    def test_an_unknown_email_changes_nothing(self, bootstrapped, capsys):
        status, out, err = billing(capsys, "users", "reset-password", "nobody@example.com")

        assert status == 1
        assert out == ""
        assert err == "billing: no user has the email address 'nobody@example.com'\n"


def test_version_names_the_package_and_the_schema(capsys):
    with pytest.raises(SystemExit) as exit_info:
        main(["--version"])

    assert exit_info.value.code == 0
    assert re.fullmatch(r"billing \S+ \(schema \w+\)\n", capsys.readouterr().out)
