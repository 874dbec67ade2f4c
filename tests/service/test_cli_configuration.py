"""The `billing` command reports a bad configuration or an unusable database in one line that
names the variable, and accepts the plain database URL forms (issue 14, item 7)."""

from __future__ import annotations

import json
import os
import subprocess

import pytest
from sqlalchemy.engine import make_url

from billing.cli import main
from billing.config import Settings
from tests.service.test_cli import BILLING, free_port


def plain_form(url: str) -> str:
    """`sqlite+aiosqlite:///…` → `sqlite:///…`, `postgresql+psycopg://…` → `postgresql://…`."""
    parsed = make_url(url)
    return parsed.set(drivername=parsed.get_backend_name()).render_as_string(hide_password=False)


def one_line(err: str) -> str:
    lines = err.splitlines()
    assert len(lines) == 1, err
    return lines[0]


def test_the_plain_url_of_the_backend_under_test_works(
    cli_env, empty_database_url, monkeypatch, capsys
):
    monkeypatch.setenv("BILLING_DATABASE_URL", plain_form(empty_database_url))

    migrated = main(["migrate"])
    bootstrapped = main(["bootstrap", "--json"])

    out, err = capsys.readouterr()
    assert (migrated, bootstrapped) == (0, 0), err
    assert json.loads(out.splitlines()[-1])["organization_id"]


@pytest.mark.parametrize(
    ("given", "used"),
    [
        ("sqlite:///./var/billing.db", "sqlite+aiosqlite:///./var/billing.db"),
        ("sqlite:////srv/billing/billing.db", "sqlite+aiosqlite:////srv/billing/billing.db"),
        ("postgresql://app:pw@db:5432/billing", "postgresql+psycopg://app:pw@db:5432/billing"),
        ("postgres://app@db/billing?sslmode=require", "postgresql+psycopg://app@db/billing?sslmode=require"),
        ("postgresql+psycopg://app@db/billing", "postgresql+psycopg://app@db/billing"),
    ],
)  # fmt: skip
def test_plain_url_forms_choose_the_async_driver(given: str, used: str):
    assert Settings(database_url=given).database_url == used


@pytest.mark.parametrize(
    "url",
    [
        "mysql://app:hunter2@db/billing",
        "postgresql+asyncpg://app:hunter2@db/billing",
        "sqlite+pysqlite:///billing.db",
        "not a database url",
    ],
)
def test_an_unsupported_database_url_is_one_line(url: str, monkeypatch, capsys):
    monkeypatch.setenv("BILLING_DATABASE_URL", url)

    status = main(["migrate"])

    line = one_line(capsys.readouterr().err)
    assert status == 2
    assert line.startswith("billing: BILLING_DATABASE_URL: ")
    assert "hunter2" not in line


def test_an_invalid_port_names_its_variable(monkeypatch, capsys):
    monkeypatch.setenv("BILLING_PORT", "abc")

    status = main(["serve"])

    line = one_line(capsys.readouterr().err)
    assert status == 2
    assert line.startswith("billing: BILLING_PORT: ")


@pytest.mark.parametrize("command", [["migrate"], ["bootstrap"], ["serve"], ["worker"]])
def test_an_unreachable_postgresql_is_one_line_without_traceback(command: list[str]):
    url = f"postgresql://billing:hunter2@127.0.0.1:{free_port()}/billing"
    env = {**os.environ, "BILLING_DATABASE_URL": url}

    result = subprocess.run(
        [BILLING, *command], env=env, capture_output=True, text=True, timeout=60, check=False
    )

    line = one_line(result.stderr)
    assert result.returncode == 1
    assert line.startswith("billing: BILLING_DATABASE_URL: cannot use the database ")
    assert "hunter2" not in line
    assert result.stdout == ""


def test_an_unusable_sqlite_path_is_one_line(monkeypatch, capsys):
    monkeypatch.setenv("BILLING_DATABASE_URL", "sqlite:////proc/billing/billing.db")

    status = main(["migrate"])

    line = one_line(capsys.readouterr().err)
    assert status == 1
    assert line.startswith("billing: BILLING_DATABASE_URL: cannot use the database ")
