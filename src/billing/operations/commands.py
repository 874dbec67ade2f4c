"""What the operator commands print: readable lines by default, one JSON document with
`--json`. Secrets (a new key, a new password) appear once, in this output only."""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Sequence
from typing import Any, TextIO, TypeVar

import orjson
from sqlalchemy.ext.asyncio import AsyncSession

from billing.access.api_keys import CreatedKey, view
from billing.operations.keys import WorkspaceFound
from billing.operations.users import PasswordReset
from billing.platform.db import Database

T = TypeVar("T")


async def in_transaction(database_url: str, work: Callable[[AsyncSession], Awaitable[T]]) -> T:
    """Run `work` in one write transaction: committed when it returns, rolled back when it
    raises (a refused command changes nothing)."""
    db = Database(database_url, pool_size=1)
    try:
        async with db.session() as session, session.begin():
            return await work(session)
    finally:
        await db.dispose()


def write_json(document: Any, out: TextIO) -> None:
    out.write(orjson.dumps(document, option=orjson.OPT_INDENT_2).decode() + "\n")
    out.flush()


def print_created_key(found: WorkspaceFound, created: CreatedKey, out: TextIO) -> None:
    ws, org = found.workspace, found.organization
    out.write(
        f'Created the API key "{created.key.name}" ({created.key.id}) of the workspace '
        f"{ws.slug} ({ws.mode}) of {org.name!r}:\n"
        f"  {created.plaintext}\n"
        "Shown once: only its SHA-256 hash is stored. Use it as "
        '"Authorization: Bearer <key>".\n'
    )
    out.flush()


def created_key_json(found: WorkspaceFound, created: CreatedKey) -> dict[str, Any]:
    return {**view(created.key), "api_key": created.plaintext, "workspace": found.describe()}


def print_keys(found: WorkspaceFound, keys: Sequence[dict[str, Any]], out: TextIO) -> None:
    ws = found.workspace
    owner = found.organization.name
    lines = [f"API keys of the workspace {ws.slug} ({ws.mode}, {ws.id}) of {owner!r}:"]
    if not keys:
        lines.append("  none")
    for key in keys:
        created = key["created_at"].strftime("%Y-%m-%d %H:%M")
        lines.append(
            f"  {key['id']}  {key['prefix']}…  {key['status']:<8} created {created}  {key['name']}"
        )
    out.write("\n".join(lines) + "\n")
    out.flush()


def print_revoked_key(key: dict[str, Any], out: TextIO) -> None:
    out.write(f'Revoked the API key {key["id"]} ({key["prefix"]}…, "{key["name"]}").\n')
    out.flush()


def print_password_reset(reset: PasswordReset, out: TextIO) -> None:
    ended = reset.sessions_ended
    sessions = "no session was open" if ended == 0 else f"{ended} open session(s) ended"
    out.write(
        f"New password of {reset.email} (shown once; only its hash is stored):\n"
        f"  {reset.password}\n"
        f"The old password no longer works; {sessions}.\n"
    )
    out.flush()
