"""Idempotency keys: one table keyed by (principal, workspace, key), kept 24 hours.

A request claims its key in a short transaction of its own, so that a concurrent duplicate sees
`IDEMPOTENCY_IN_PROGRESS`; the response is stored in the same transaction as the work, so a
replay returns exactly what the first call committed. A failed request stores its problem
document (5xx included); a request rejected before it ran (validation, an unreadable body, a
refused credential) releases the key. The same key with another method, path or body answers
`IDEMPOTENCY_KEY_REUSED`.

No secret is stored: the fields a response model marks `ShownOnce` (an API key, an invitation
token) are stored null, and their replay names them in `Idempotent-Secret-Withheld`; the
secret was shown once, to the first response.
"""

from __future__ import annotations

import hashlib
import uuid
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any, cast

import orjson
from sqlalchemy import ColumnElement, Table, bindparam, delete, insert, select, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession
from starlette.requests import Request
from starlette.responses import Response

from billing.models.platform import IdempotencyRecord
from billing.platform import clock
from billing.platform.context import RequestContext
from billing.platform.db import Database, execute_core
from billing.platform.errors import (
    BillingError,
    FieldError,
    Forbidden,
    IdempotencyInProgress,
    IdempotencyKeyRequired,
    IdempotencyKeyReused,
    Unauthorized,
    UserSessionRequired,
    ValidationFailed,
)
from billing.platform.shown_once import Path, withhold

HEADER = "Idempotency-Key"
REPLAY_HEADER = "Idempotent-Replayed"
SECRET_WITHHELD_HEADER = "Idempotent-Secret-Withheld"  # noqa: S105  (a header name)
RETENTION = timedelta(hours=24)
IN_FLIGHT_LEASE = timedelta(seconds=60)
MAX_KEY_LENGTH = 255
_NOT_STORED_HEADERS = {"content-length", "x-request-id", "idempotent-replayed"}

OPENAPI_EXTRA: dict[str, Any] = {
    "x-idempotent": True,
    "parameters": [
        {
            "name": HEADER,
            "in": "header",
            "required": True,
            "description": "Client-generated unique key; a repeat replays the first response.",
            "schema": {"type": "string", "minLength": 1, "maxLength": MAX_KEY_LENGTH},
        }
    ],
}
"""Pass as `openapi_extra` on a POST route to make it require and honour Idempotency-Key."""


@dataclass(frozen=True, slots=True)
class Claim:
    """A request's hold on its key; `lease` tells this holder apart from a later one."""

    record_id: uuid.UUID
    lease: datetime


class ClaimLost(IdempotencyInProgress):
    """The request outlived its lease and another request with the key took over: this one's
    work is rolled back, so that the operation still runs once."""


NOT_STORED: tuple[type[BillingError], ...] = (Unauthorized, UserSessionRequired, Forbidden)
"""Refusals of the credential rather than outcomes of the operation: a retry after the
permission is granted must run, not replay the refusal."""


def request_key(request: Request) -> str:
    key = request.headers.get(HEADER)
    if key is None or not key.strip():
        raise IdempotencyKeyRequired(f"this operation requires the {HEADER} header")
    if len(key) > MAX_KEY_LENGTH:
        raise ValidationFailed(
            f"{HEADER} must be at most {MAX_KEY_LENGTH} characters",
            errors=[FieldError((HEADER,), "too long", "headers")],
        )
    return key


def fingerprint(method: str, path: str, body: bytes) -> str:
    """Method, path and body; JSON bodies are canonicalized so key order does not matter."""
    try:
        canonical = orjson.dumps(orjson.loads(body), option=orjson.OPT_SORT_KEYS) if body else b""
    except orjson.JSONDecodeError:
        canonical = body
    digest = hashlib.sha256()
    for part in (method.encode(), path.encode(), canonical):
        digest.update(part)
        digest.update(b"\x00")
    return digest.hexdigest()


async def claim(db: Database, ctx: RequestContext, key: str, print_: str) -> Claim | Response:
    """Claim the key, or return the stored response to replay.

    The look-up reads without taking SQLite's write lock, so a duplicate of a running request
    answers 409 at once instead of queueing behind it; taking a key over (after a crash left its
    lease to expire, or after retention) is a conditional UPDATE, so only one request wins.
    PostgreSQL takes no such lock, so there a new key (the common case) is claimed by its insert
    alone, and only a key already taken is looked up.
    """
    if not db.is_sqlite:
        claimed = await _insert(db, ctx, key, print_, clock.wall_now())
        if claimed is not None:
            return claimed
    for _ in range(3):
        now = clock.wall_now()
        async with db.session(readonly=True) as session, session.begin():
            record = await _find(session, ctx, key)
        if record is None:
            claimed = await _insert(db, ctx, key, print_, now)
        elif record.expires_at <= now:
            claimed = await _take_over(
                db, record.id, now, print_, IdempotencyRecord.expires_at <= now
            )
        elif record.fingerprint != print_:
            raise IdempotencyKeyReused(
                f"{HEADER} {key!r} was already used with another request body or path"
            )
        elif record.state == "completed":
            return _replay(record)
        elif record.locked_until > now:
            raise _in_progress(key)
        else:
            claimed = await _take_over(
                db,
                record.id,
                now,
                print_,
                (IdempotencyRecord.state == "in_progress")
                & (IdempotencyRecord.locked_until <= now),
            )
        if claimed is not None:
            return claimed
    raise _in_progress(key)


async def complete(
    session: AsyncSession, claim_: Claim, response: Response, secrets: tuple[Path, ...] = ()
) -> None:
    """Store the response, without the secrets at `secrets`; called inside the transaction
    that did the work.

    Raises ClaimLost (rolling the work back) when another request has taken the key over.
    """
    headers = {k: v for k, v in response.headers.items() if k.lower() not in _NOT_STORED_HEADERS}
    body, withheld = _without_secrets(bytes(response.body), secrets)
    if withheld:
        headers[SECRET_WITHHELD_HEADER] = ",".join(withheld)
    result = await execute_core(
        session,
        _COMPLETE,
        {
            **_held_params(claim_),
            "response_status": response.status_code,
            "response_headers": headers,
            "response_body": body,
        },
    )
    if result.rowcount != 1:
        raise ClaimLost("another request with the same Idempotency-Key took over this one")


async def store_failure(db: Database, claim_: Claim, response: Response) -> None:
    """Store the problem document of a request whose work failed (and was rolled back)."""
    try:
        async with db.session() as session, session.begin():
            await complete(session, claim_, response)
    except ClaimLost:
        return


async def release(db: Database, claim_: Claim) -> None:
    """Forget the claim of a request that was rejected before it ran."""
    async with db.session() as session, session.begin():
        await session.execute(_RELEASE, _held_params(claim_))


async def purge_expired(session: AsyncSession) -> int:
    """Delete the records past their retention; an expired key is free again either way."""
    result = await session.execute(
        delete(IdempotencyRecord).where(IdempotencyRecord.expires_at <= clock.wall_now())
    )
    return _rowcount(result)


def _without_secrets(body: bytes, secrets: tuple[Path, ...]) -> tuple[bytes, list[str]]:
    """The body to store, with each secret null, and the names of the withheld fields."""
    if not secrets or not body:
        return body, []
    try:
        document = orjson.loads(body)
    except orjson.JSONDecodeError:
        return body, []
    withheld = withhold(document, secrets)
    return (orjson.dumps(document) if withheld else body), withheld


def _in_progress(key: str) -> IdempotencyInProgress:
    return IdempotencyInProgress(
        f"a request with {HEADER} {key!r} is still being processed", headers={"Retry-After": "1"}
    )


_RECORDS = cast(Table, IdempotencyRecord.__table__)
"""The statements every idempotent request runs are built once, on the table (Core): a
reused statement skips SQLAlchemy's construction, and the claim and the completion run on the
driver (`execute_core`)."""

_HELD = (
    _RECORDS.c.id == bindparam("held_id"),
    _RECORDS.c.state == "in_progress",
    _RECORDS.c.locked_until == bindparam("held_lease"),
)
"""The record while this claim holds it (see `Claim`)."""

_CLAIM = insert(_RECORDS)
_COMPLETE = (
    update(_RECORDS)
    .where(*_HELD)
    .values(
        state="completed",
        response_status=bindparam("response_status"),
        response_headers=bindparam("response_headers", type_=_RECORDS.c.response_headers.type),
        response_body=bindparam("response_body", type_=_RECORDS.c.response_body.type),
    )
)
_RELEASE = delete(_RECORDS).where(*_HELD)


def _held_params(claim_: Claim) -> dict[str, Any]:
    return {"held_id": claim_.record_id, "held_lease": claim_.lease}


def _rowcount(result: Any) -> int:
    return int(result.rowcount or 0)


async def _insert(
    db: Database, ctx: RequestContext, key: str, print_: str, now: datetime
) -> Claim | None:
    """One INSERT committed on its own (see `Database.autocommit`)."""
    record_id, lease = uuid.uuid4(), now + IN_FLIGHT_LEASE
    try:
        async with db.autocommit() as connection:
            await execute_core(
                connection,
                _CLAIM,
                {
                    "id": record_id,
                    "organization_id": ctx.organization_id,
                    "workspace_id": ctx.workspace_id,
                    "principal_id": ctx.principal_id,
                    "key": key,
                    "fingerprint": print_,
                    "state": "in_progress",
                    "locked_until": lease,
                    "expires_at": now + RETENTION,
                },
            )
    except IntegrityError:
        return None  # a concurrent request inserted the key first: look again
    return Claim(record_id, lease)


async def _take_over(
    db: Database,
    record_id: uuid.UUID,
    now: datetime,
    print_: str,
    still_free: ColumnElement[bool],
) -> Claim | None:
    lease = now + IN_FLIGHT_LEASE
    async with db.session() as session, session.begin():
        result = await session.execute(
            update(IdempotencyRecord)
            .where(IdempotencyRecord.id == record_id, still_free)
            .values(
                fingerprint=print_,
                state="in_progress",
                locked_until=lease,
                expires_at=now + RETENTION,
                response_status=None,
                response_headers=None,
                response_body=None,
            )
        )
    return Claim(record_id, lease) if _rowcount(result) == 1 else None


async def _find(session: AsyncSession, ctx: RequestContext, key: str) -> IdempotencyRecord | None:
    result = await session.execute(
        select(IdempotencyRecord).where(
            IdempotencyRecord.principal_id == ctx.principal_id,
            IdempotencyRecord.workspace_id == ctx.workspace_id,
            IdempotencyRecord.key == key,
        )
    )
    return result.scalar_one_or_none()


def _replay(record: IdempotencyRecord) -> Response:
    headers = dict(record.response_headers or {})
    headers[REPLAY_HEADER] = "true"
    media_type = headers.pop("content-type", None)
    return Response(
        content=record.response_body or b"",
        status_code=record.response_status or 200,
        headers=headers,
        media_type=media_type,
    )
