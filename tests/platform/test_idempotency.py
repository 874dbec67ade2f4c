"""Idempotency-Key, per API.md: required, replayed, scoped, refused when reused, kept 24 h."""

from __future__ import annotations

import threading
import uuid
from dataclasses import replace
from datetime import timedelta

from sqlalchemy import select, update

from billing.access.secrets import hash_token
from billing.models.access import ApiKey
from billing.models.platform import IdempotencyRecord
from billing.platform import clock, idempotency
from billing.platform.db import Database
from tests.platform import probe
from tests.platform.conftest import on_probe
from tests.platform.helpers import add_api_key, workspace_context


def new_key() -> str:
    return uuid.uuid4().hex


def label() -> str:
    """Also the events' resource_id, which the events list filters as a UUID."""
    return str(uuid.uuid4())


def executions(api, label_: str) -> int:
    """How many times the probe's work ran for a label, read through GET /v1/events."""
    response = api.get(f"/v1/events?type={probe.WORK_EVENT}&resource_id={label_}&limit=200")
    assert response.status_code == 200, response.text
    return len(response.json()["data"])


def run_db(probe_client, coro_fn):
    return probe_client.portal.call(coro_fn)


class TestKeyRequired:
    def test_missing_key(self, live):
        response = live.post("/v1/probe/work", json={"label": label()})

        assert response.status_code == 400
        assert response.headers["content-type"] == "application/problem+json"
        assert response.json()["code"] == "IDEMPOTENCY_KEY_REQUIRED"

    def test_blank_key(self, live):
        response = live.post("/v1/probe/work", idempotency_key="  ", json={"label": label()})

        assert response.status_code == 400
        assert response.json()["code"] == "IDEMPOTENCY_KEY_REQUIRED"

    def test_overlong_key(self, live):
        response = live.post("/v1/probe/work", idempotency_key="k" * 256, json={"label": label()})

        assert response.status_code == 422
        assert response.json()["code"] == "VALIDATION_ERROR"
        assert response.json()["errors"][0]["pointer"] == "/headers/Idempotency-Key"

    def test_optional_route_runs_without_a_key(self, live, tenant):
        name = label()

        first = live.post("/v1/probe/optional", json={"label": name})
        second = live.post("/v1/probe/optional", json={"label": name})

        assert (first.status_code, second.status_code) == (201, 201)
        assert executions(tenant.live, name) == 2

    def test_optional_route_honours_a_key(self, live, tenant):
        name, key = label(), new_key()

        first = live.post("/v1/probe/optional", idempotency_key=key, json={"label": name})
        second = live.post("/v1/probe/optional", idempotency_key=key, json={"label": name})

        assert second.json() == first.json()
        assert second.headers["Idempotent-Replayed"] == "true"
        assert executions(tenant.live, name) == 1

    def test_openapi_marks_the_header_required(self, probe_client):
        operation = probe_client.get("/openapi.json").json()["paths"]["/v1/probe/work"]["post"]

        assert {"name": "Idempotency-Key", "in": "header"}.items() <= next(
            p for p in operation["parameters"] if p["name"] == "Idempotency-Key"
        ).items()


class TestReplay:
    def test_replay_returns_the_stored_response_without_running_again(self, live, tenant):
        name, key = label(), new_key()

        first = live.post("/v1/probe/work", idempotency_key=key, json={"label": name})
        replay = live.post("/v1/probe/work", idempotency_key=key, json={"label": name})

        assert first.status_code == 201
        assert "Idempotent-Replayed" not in first.headers
        assert first.json() == {"data": {"label": name, "executions": 1}}
        assert replay.status_code == 201
        assert replay.headers["Idempotent-Replayed"] == "true"
        assert replay.content == first.content
        assert replay.headers["content-type"] == first.headers["content-type"]
        assert replay.headers["Location"] == first.headers["Location"]
        assert replay.headers["X-Probe"] == "first"
        assert executions(tenant.live, name) == 1

    def test_key_order_of_the_json_body_does_not_matter(self, live, tenant):
        key = new_key()
        name = label()
        first = live.post(
            "/v1/probe/work",
            idempotency_key=key,
            content=f'{{"label": "{name}"}}',
            headers={"Content-Type": "application/json"},
        )
        replay = live.post(
            "/v1/probe/work",
            idempotency_key=key,
            content=f'{{ "label" :"{name}" }}',
            headers={"Content-Type": "application/json"},
        )

        assert replay.status_code == 201
        assert replay.headers["Idempotent-Replayed"] == "true"
        assert first.json() == replay.json()

    def test_a_new_key_runs_again(self, live, tenant):
        name = label()

        live.post("/v1/probe/work", idempotency_key=new_key(), json={"label": name})
        second = live.post("/v1/probe/work", idempotency_key=new_key(), json={"label": name})

        assert second.json()["data"]["executions"] == 2
        assert executions(tenant.live, name) == 2

    def test_domain_error_is_stored_and_replayed(self, live, tenant):
        name, key = label(), new_key()

        first = live.post("/v1/probe/conflict", idempotency_key=key, json={"label": name})
        replay = live.post("/v1/probe/conflict", idempotency_key=key, json={"label": name})

        assert first.status_code == 409
        assert first.json()["code"] == "CONFLICT"
        assert first.headers["content-type"] == "application/problem+json"
        assert first.headers["X-Probe"] == "conflict"
        assert replay.status_code == 409
        assert replay.headers["Idempotent-Replayed"] == "true"
        assert replay.json() == first.json()
        assert replay.headers["content-type"] == "application/problem+json"
        assert replay.headers["X-Probe"] == "conflict"
        assert executions(tenant.live, name) == 0

    def test_a_refusal_that_keeps_changes_commits_its_work_once_and_is_replayed(self, live, tenant):
        name, key = label(), new_key()

        first = live.post("/v1/probe/refusal", idempotency_key=key, json={"label": name})
        replay = live.post("/v1/probe/refusal", idempotency_key=key, json={"label": name})

        assert first.status_code == 409
        assert first.json()["code"] == "CONFLICT"
        assert first.headers["X-Probe"] == "refusal"
        assert replay.headers["Idempotent-Replayed"] == "true"
        assert replay.json() == first.json()
        assert executions(tenant.live, name) == 1

    def test_a_refusal_that_keeps_changes_commits_its_work_without_a_key(self, live, tenant):
        name = label()

        response = live.post("/v1/probe/refusal", json={"label": name})

        assert response.status_code == 409
        assert response.headers["content-type"] == "application/problem+json"
        assert response.json()["code"] == "CONFLICT"
        assert response.json()["instance"] == "/v1/probe/refusal"
        assert response.headers["X-Probe"] == "refusal"
        assert executions(tenant.live, name) == 1

    def test_server_error_is_stored_and_replayed_without_internals(self, live, tenant):
        name, key = label(), new_key()

        first = live.post("/v1/probe/crash", idempotency_key=key, json={"label": name})
        replay = live.post("/v1/probe/crash", idempotency_key=key, json={"label": name})

        assert first.status_code == 500
        body = first.json()
        assert body["code"] == "INTERNAL_ERROR"
        assert "secret-internal-detail" not in first.text
        assert "Traceback" not in first.text
        assert "RuntimeError" not in first.text
        assert replay.status_code == 500
        assert replay.headers["Idempotent-Replayed"] == "true"
        assert replay.json() == body
        assert executions(tenant.live, name) == 0


class TestNotStored:
    def test_validation_failure_is_not_stored(self, live, tenant):
        key, name = new_key(), label()

        rejected = live.post("/v1/probe/work", idempotency_key=key, json={"label": ""})
        corrected = live.post("/v1/probe/work", idempotency_key=key, json={"label": name})

        assert rejected.status_code == 422
        assert rejected.json()["code"] == "VALIDATION_ERROR"
        assert corrected.status_code == 201
        assert "Idempotent-Replayed" not in corrected.headers
        assert executions(tenant.live, name) == 1

    def test_malformed_json_is_not_stored(self, live, tenant):
        key, name = new_key(), label()

        rejected = live.post(
            "/v1/probe/work",
            idempotency_key=key,
            content=b'{"label": ',
            headers={"Content-Type": "application/json"},
        )
        corrected = live.post("/v1/probe/work", idempotency_key=key, json={"label": name})

        assert rejected.status_code == 422
        assert corrected.status_code == 201
        assert executions(tenant.live, name) == 1

    def test_refused_permission_is_not_stored(self, tenant, probe_client):
        reader = add_api_key(tenant, scopes=["events:read"])
        api = on_probe(reader, probe_client)
        key, name = new_key(), label()

        refused = api.post("/v1/probe/work", idempotency_key=key, json={"label": name})
        db: Database = probe_client.app.state.db

        async def grant() -> None:
            async with db.session() as session, session.begin():
                await session.execute(
                    update(ApiKey)
                    .where(ApiKey.key_hash == hash_token(reader.token))
                    .values(scopes=["events:read", "events:write"])
                )

        run_db(probe_client, grant)
        allowed = api.post("/v1/probe/work", idempotency_key=key, json={"label": name})

        assert refused.status_code == 403
        assert allowed.status_code == 201
        assert "Idempotent-Replayed" not in allowed.headers
        assert executions(tenant.live, name) == 1


class TestReuse:
    def test_same_key_with_another_body(self, live, tenant):
        key, name = new_key(), label()
        live.post("/v1/probe/work", idempotency_key=key, json={"label": name})

        response = live.post("/v1/probe/work", idempotency_key=key, json={"label": label()})

        assert response.status_code == 422
        assert response.json()["code"] == "IDEMPOTENCY_KEY_REUSED"
        assert response.headers["content-type"] == "application/problem+json"
        assert executions(tenant.live, name) == 1

    def test_same_key_on_another_path(self, live):
        key, name = new_key(), label()
        live.post("/v1/probe/work", idempotency_key=key, json={"label": name})

        response = live.post("/v1/probe/conflict", idempotency_key=key, json={"label": name})

        assert response.status_code == 422
        assert response.json()["code"] == "IDEMPOTENCY_KEY_REUSED"


class TestScope:
    def test_another_api_key_is_independent(self, tenant, live, probe_client):
        second = on_probe(add_api_key(tenant), probe_client)
        key, name = new_key(), label()

        first = live.post("/v1/probe/work", idempotency_key=key, json={"label": name})
        other = second.post("/v1/probe/work", idempotency_key=key, json={"label": name})
        other_body = second.post("/v1/probe/work", idempotency_key=key + "x", json={"label": "z"})

        assert first.status_code == other.status_code == 201
        assert "Idempotent-Replayed" not in other.headers
        assert other.json()["data"]["executions"] == 2
        assert other_body.status_code == 201
        assert executions(tenant.live, name) == 2

    def test_a_user_session_is_another_principal(self, tenant, live, probe_client):
        user = on_probe(tenant.login(), probe_client)
        key, name = new_key(), label()

        live.post("/v1/probe/work", idempotency_key=key, json={"label": name})
        response = user.post("/v1/probe/work", idempotency_key=key, json={"label": label()})

        assert response.status_code == 201
        assert "Idempotent-Replayed" not in response.headers

    def test_other_tenant_is_independent(self, tenant, other_tenant, live, probe_client):
        foreign = on_probe(other_tenant.live, probe_client)
        key = new_key()

        live.post("/v1/probe/work", idempotency_key=key, json={"label": label()})
        response = foreign.post("/v1/probe/work", idempotency_key=key, json={"label": label()})

        assert response.status_code == 201
        assert "Idempotent-Replayed" not in response.headers


class TestInFlight:
    def test_duplicate_while_the_first_runs(self, live, tenant):
        key, name = new_key(), label()
        probe.gate.reset()
        results: dict[str, object] = {}

        def first_request() -> None:
            results["first"] = live.post(
                "/v1/probe/slow", idempotency_key=key, json={"label": name}
            )

        thread = threading.Thread(target=first_request)
        thread.start()
        try:
            assert probe.gate.arrived.acquire(timeout=20), "the first request never ran"
            duplicate = live.post("/v1/probe/slow", idempotency_key=key, json={"label": name})
            reused = live.post("/v1/probe/slow", idempotency_key=key, json={"label": "other"})
        finally:
            probe.gate.opened.set()
            thread.join(30)
        first = results["first"]
        replay = live.post("/v1/probe/slow", idempotency_key=key, json={"label": name})

        assert duplicate.status_code == 409
        assert duplicate.json()["code"] == "IDEMPOTENCY_IN_PROGRESS"
        assert duplicate.headers["Retry-After"] == "1"
        assert "Idempotent-Replayed" not in duplicate.headers
        assert reused.status_code == 422
        assert reused.json()["code"] == "IDEMPOTENCY_KEY_REUSED"
        assert first.status_code == 201  # type: ignore[attr-defined]
        assert replay.status_code == 201
        assert replay.headers["Idempotent-Replayed"] == "true"
        assert replay.json() == first.json()  # type: ignore[attr-defined]
        assert executions(tenant.live, name) == 1

    def test_a_request_that_outlives_its_lease_is_rolled_back(self, live, tenant, probe_client):
        """Its key was taken over by a retry: only one of the two may commit its work."""
        key, name = new_key(), label()
        probe.gate.reset()
        results: dict[str, object] = {}

        def send(which: str) -> None:
            results[which] = live.post(
                "/v1/probe/slow-start", idempotency_key=key, json={"label": name}
            )

        first = threading.Thread(target=send, args=("first",))
        retry = threading.Thread(target=send, args=("retry",))
        first.start()
        try:
            assert probe.gate.arrived.acquire(timeout=20), "the first request never ran"
            end_leases(probe_client, tenant, key)
            retry.start()
            assert probe.gate.arrived.acquire(timeout=20), "the retry did not take over"
        finally:
            probe.gate.opened.set()
            first.join(30)
            retry.join(30)

        assert results["first"].status_code == 409  # type: ignore[attr-defined]
        assert results["first"].json()["code"] == "IDEMPOTENCY_IN_PROGRESS"  # type: ignore[attr-defined]
        assert results["retry"].status_code == 201  # type: ignore[attr-defined]
        assert executions(tenant.live, name) == 1
        replay = live.post("/v1/probe/slow-start", idempotency_key=key, json={"label": name})
        assert replay.json() == results["retry"].json()  # type: ignore[attr-defined]

    def test_concurrent_duplicates_execute_once(self, live, tenant):
        key, name = new_key(), label()
        workers = 10
        barrier = threading.Barrier(workers)
        responses: list[object] = [None] * workers

        def send(index: int) -> None:
            barrier.wait(10)
            responses[index] = live.post(
                "/v1/probe/work", idempotency_key=key, json={"label": name}
            )

        threads = [threading.Thread(target=send, args=(i,)) for i in range(workers)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(60)

        statuses = [r.status_code for r in responses]  # type: ignore[attr-defined]
        originals = [
            r
            for r in responses
            if r.status_code == 201 and "Idempotent-Replayed" not in r.headers  # type: ignore[attr-defined]
        ]
        assert len(originals) == 1, statuses
        assert set(statuses) <= {201, 409}, statuses
        for response in responses:
            if response.status_code == 201:  # type: ignore[attr-defined]
                assert response.json() == originals[0].json()  # type: ignore[attr-defined]
            else:
                assert response.json()["code"] == "IDEMPOTENCY_IN_PROGRESS"  # type: ignore[attr-defined]
        assert executions(tenant.live, name) == 1


def end_leases(probe_client, tenant, key: str) -> None:
    """As if the requests holding `key` had been running for longer than their lease."""
    db: Database = probe_client.app.state.db

    async def end() -> None:
        async with db.session() as session, session.begin():
            await session.execute(
                update(IdempotencyRecord)
                .where(
                    IdempotencyRecord.organization_id == tenant.org.organization_id,
                    IdempotencyRecord.key == key,
                )
                .values(locked_until=clock.utcnow() - timedelta(seconds=1))
            )

    run_db(probe_client, end)


class TestRetention:
    def _records(self, probe_client, tenant, key: str) -> list[IdempotencyRecord]:
        db: Database = probe_client.app.state.db

        async def load() -> list[IdempotencyRecord]:
            async with db.session() as session:
                result = await session.execute(
                    select(IdempotencyRecord).where(
                        IdempotencyRecord.organization_id == tenant.org.organization_id,
                        IdempotencyRecord.key == key,
                    )
                )
                return list(result.scalars())

        return run_db(probe_client, load)

    def test_records_expire_after_24_hours(self, live, tenant, probe_client):
        key = new_key()
        before = clock.utcnow()
        live.post("/v1/probe/work", idempotency_key=key, json={"label": label()})
        after = clock.utcnow()

        (record,) = self._records(probe_client, tenant, key)

        assert record.state == "completed"
        assert before + timedelta(hours=24) <= record.expires_at <= after + timedelta(hours=24)

    def test_an_expired_key_runs_again(self, live, tenant, probe_client):
        key, name = new_key(), label()
        live.post("/v1/probe/work", idempotency_key=key, json={"label": name})
        self._expire(probe_client, tenant, key)

        again = live.post("/v1/probe/work", idempotency_key=key, json={"label": name})
        other_body = live.post("/v1/probe/work", idempotency_key=key, json={"label": label()})

        assert again.status_code == 201
        assert "Idempotent-Replayed" not in again.headers
        assert again.json()["data"]["executions"] == 2
        assert other_body.json()["code"] == "IDEMPOTENCY_KEY_REUSED"

    def test_purge_deletes_only_expired_records(self, live, tenant, probe_client):
        kept, expired = new_key(), new_key()
        live.post("/v1/probe/work", idempotency_key=kept, json={"label": label()})
        live.post("/v1/probe/work", idempotency_key=expired, json={"label": label()})
        self._expire(probe_client, tenant, expired)
        db: Database = probe_client.app.state.db

        async def purge() -> int:
            async with db.session() as session, session.begin():
                return await idempotency.purge_expired(session)

        purged = run_db(probe_client, purge)

        assert purged >= 1
        assert self._records(probe_client, tenant, expired) == []
        assert len(self._records(probe_client, tenant, kept)) == 1

    def _expire(self, probe_client, tenant, key: str) -> None:
        db: Database = probe_client.app.state.db
        past = clock.utcnow() - timedelta(seconds=1)

        async def expire() -> None:
            async with db.session() as session, session.begin():
                await session.execute(
                    update(IdempotencyRecord)
                    .where(
                        IdempotencyRecord.organization_id == tenant.org.organization_id,
                        IdempotencyRecord.key == key,
                    )
                    .values(expires_at=past)
                )

        run_db(probe_client, expire)


class TestAbandonedClaim:
    """A request that died mid-way leaves its key in progress until its lease ends."""

    def _abandon_claim(self, probe_client, tenant, key: str, body: bytes, *, lease_ended: bool):
        db: Database = probe_client.app.state.db

        async def claim_and_abandon() -> None:
            async with db.session() as session:
                key_id = (
                    await session.execute(
                        select(ApiKey.id).where(ApiKey.key_hash == hash_token(tenant.live.token))
                    )
                ).scalar_one()
            ctx = replace(workspace_context(tenant), principal_id=key_id)
            print_ = idempotency.fingerprint("POST", "/v1/probe/work", body)
            claim = await idempotency.claim(db, ctx, key, print_)
            assert isinstance(claim, idempotency.Claim)

        run_db(probe_client, claim_and_abandon)
        if lease_ended:
            end_leases(probe_client, tenant, key)

    def _send(self, live, key: str, body: bytes):
        return live.post(
            "/v1/probe/work",
            idempotency_key=key,
            content=body,
            headers={"Content-Type": "application/json"},
        )

    def test_in_progress_while_the_lease_lasts(self, live, tenant, probe_client):
        key, name = new_key(), label()
        body = f'{{"label":"{name}"}}'.encode()
        self._abandon_claim(probe_client, tenant, key, body, lease_ended=False)

        response = self._send(live, key, body)

        assert response.status_code == 409
        assert response.json()["code"] == "IDEMPOTENCY_IN_PROGRESS"
        assert executions(tenant.live, name) == 0

    def test_taken_over_once_the_lease_ended(self, live, tenant, probe_client):
        key, name = new_key(), label()
        body = f'{{"label":"{name}"}}'.encode()
        self._abandon_claim(probe_client, tenant, key, body, lease_ended=True)

        response = self._send(live, key, body)
        replay = self._send(live, key, body)

        assert response.status_code == 201
        assert replay.headers["Idempotent-Replayed"] == "true"
        assert executions(tenant.live, name) == 1
