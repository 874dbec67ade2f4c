"""Idempotency keys: one table keyed by (principal, workspace, key).

A request claims its key in a short transaction of its own, so that a concurrent duplicate sees
`IDEMPOTENCY_IN_PROGRESS`; the response is stored in the same transaction as the work, so a
replay returns exactly what the first call committed. A failed request stores its problem
document (5xx included); a request rejected by validation before it ran releases the key.
"""

from __future__ import annotations

import hashlib
import uuid
from dataclasses import dataclass
from datetime import timedelta
from typing import Any

import orjson
from sqlalchemy import delete, select, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession
from starlette.requests import Request
from starlette.responses import Response

from billing.models.platform import IdempotencyRecord
from billing.platform import clock
from billing.platform.context import RequestContext
from billing.platform.db import Database
from billing.platform.errors import (
    IdempotencyInProgress,
    IdempotencyKeyRequired,
    IdempotencyKeyReused,
    ValidationFailed,
)

HEADER = "Idempotency-Key"
REPLAY_HEADER = "Idempotent-Replayed"
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
    record_id: uuid.UUID


def request_key(request: Request) -> str:
    key = request.headers.get(HEADER)
    if key is None or not key.strip():
        raise IdempotencyKeyRequired(f"this operation requires the {HEADER} header")
    if len(key) > MAX_KEY_LENGTH:
        raise ValidationFailed(
            f"{HEADER} must be at most {MAX_KEY_LENGTH} characters",
            errors=[{"pointer": f"/headers/{HEADER}", "detail": "too long"}],
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
    """Claim the key, or return the stored response to replay."""
    now = clock.utcnow()
    for _ in range(2):
        async with db.session() as session, session.begin():
            record = await _find(session, ctx, key)
            if record is None:
                record = IdempotencyRecord(
                    organization_id=ctx.organization_id,
                    workspace_id=ctx.workspace_id,
                    principal_id=ctx.principal_id,
                    key=key,
                    fingerprint=print_,
                    state="in_progress",
                    locked_until=now + IN_FLIGHT_LEASE,
                    expires_at=now + RETENTION,
                )
                session.add(record)
                try:
                    await session.flush()
                except IntegrityError:
                    await session.rollback()
                    continue
                return Claim(record.id)
            if record.fingerprint != print_:
                raise IdempotencyKeyReused(
                    f"{HEADER} {key!r} was used with another request body or path"
                )
            if record.state == "completed":
                return _replay(record)
            if record.locked_until > now:
                raise IdempotencyInProgress(
                    f"a request with {HEADER} {key!r} is still being processed",
                    headers={"Retry-After": "1"},
                )
            record.locked_until = now + IN_FLIGHT_LEASE
            return Claim(record.id)
    raise IdempotencyInProgress(
        f"a request with {HEADER} {key!r} is still being processed", headers={"Retry-After": "1"}
    )


async def complete(session: AsyncSession, claim_: Claim, response: Response) -> None:
    """Store the response; called inside the transaction that did the work."""
    headers = {k: v for k, v in response.headers.items() if k.lower() not in _NOT_STORED_HEADERS}
    await session.execute(
        update(IdempotencyRecord)
        .where(IdempotencyRecord.id == claim_.record_id)
        .values(
            state="completed",
            response_status=response.status_code,
            response_headers=headers,
            response_body=bytes(response.body),
            updated_at=clock.utcnow(),
        )
    )


async def store_failure(db: Database, claim_: Claim, response: Response) -> None:
    async with db.session() as session, session.begin():
        await complete(session, claim_, response)


async def release(db: Database, claim_: Claim) -> None:
    """Forget the claim of a request that was rejected before it ran."""
    async with db.session() as session, session.begin():
        await session.execute(
            delete(IdempotencyRecord).where(IdempotencyRecord.id == claim_.record_id)
        )


async def purge_expired(session: AsyncSession) -> int:
    result = await session.execute(
        delete(IdempotencyRecord).where(IdempotencyRecord.expires_at < clock.utcnow())
    )
    return int(result.rowcount or 0)  # type: ignore[attr-defined]


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
