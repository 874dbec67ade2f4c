"""Running `billing` in-process and reading what it printed."""

from __future__ import annotations

import json
from datetime import datetime
from typing import Any

import pytest

from billing.cli import main
from billing.models.platform import Job
from billing.platform.db import Database


def billing(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def billing_json(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, Any]:
    status, out, err = billing(capsys, *argv, "--json")
    assert out, err
    return status, json.loads(out)


async def add_job(
    db: Database,
    kind: str,
    *,
    run_at: datetime,
    status: str = "pending",
    finished_at: datetime | None = None,
) -> None:
    async with db.session() as session, session.begin():
        session.add(Job(kind=kind, run_at=run_at, status=status, finished_at=finished_at))
