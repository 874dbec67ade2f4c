"""The README's quickstart, run as written against a served instance.

`billing serve` runs in a subprocess on a free port with an empty database (SQLite; a fresh
PostgreSQL database when BILLING_TEST_DATABASE_URL is set, with the worker in-process as
`make run` has it), so its first start prints the keys as a new user sees them. The curl blocks
between `<!-- quickstart:curl -->` markers run in bash, and the Python block between
`<!-- quickstart:python -->` markers with the typed client, each with the printed keys and the
instance's URL put where the README shows `sk_live_…`, `sk_test_…` and `http://127.0.0.1:8000`.
When the README drifts from the service, these fail.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import threading
import time
import uuid
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import httpx
import pytest
from sqlalchemy.engine import make_url

from tests.conftest import _postgres_database
from tests.service.test_cli import free_port

ROOT = Path(__file__).resolve().parents[2]
README = ROOT / "README.md"
CLIENT = ROOT / "clients" / "python"
README_URL = "http://127.0.0.1:8000"
LIVE_PLACEHOLDER = "sk_live_…"
TEST_PLACEHOLDER = "sk_test_…"
START_SECONDS = 120.0
JOURNEY_SECONDS = 180.0


@dataclass
class Served:
    url: str
    live_key: str
    test_key: str


def _wait_until_serving(url: str, process: subprocess.Popen[str], printed: list[str]) -> None:
    deadline = time.monotonic() + START_SECONDS
    while time.monotonic() < deadline:
        if process.poll() is not None:
            pytest.fail(f"billing serve exited {process.returncode}:\n{''.join(printed)}")
        try:
            if httpx.get(f"{url}/healthz", timeout=2).status_code == 200:
                return
        except httpx.TransportError:
            pass
        time.sleep(0.3)
    pytest.fail(f"billing serve did not answer within {START_SECONDS:g} s:\n{''.join(printed)}")


@pytest.fixture(scope="module")
def served(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Served]:
    folder = tmp_path_factory.mktemp("served")
    admin_url = os.environ.get("BILLING_TEST_DATABASE_URL", "").strip()
    env = {
        **os.environ,
        "PYTHONPATH": str(ROOT / "src"),
        "BILLING_PASSWORD_HASH_TIME_COST": "1",
        "BILLING_PASSWORD_HASH_MEMORY_KIB": "64",
        "BILLING_WEBHOOK_SECRET_KEY_FILE": str(folder / "webhook.key"),
        "BILLING_LOG_LEVEL": "WARNING",
        "BILLING_WORKER_POLL_SECONDS": "0.2",
    }
    database = f"billing_quickstart_{uuid.uuid4().hex[:12]}"
    if admin_url:
        _postgres_database(admin_url, database, create=True)
        env["BILLING_DATABASE_URL"] = (
            make_url(admin_url).set(database=database).render_as_string(hide_password=False)
        )
        env["BILLING_RUN_WORKER_IN_PROCESS"] = "true"
    else:
        env["BILLING_DATABASE_URL"] = f"sqlite:///{folder / 'billing.db'}"
    port = free_port()
    url = f"http://127.0.0.1:{port}"
    process = subprocess.Popen(
        [sys.executable, "-m", "billing.cli", "serve", "--port", str(port)],
        cwd=folder,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    printed: list[str] = []
    assert process.stdout is not None
    reader = threading.Thread(target=lambda: printed.extend(process.stdout or []), daemon=True)
    reader.start()
    try:
        _wait_until_serving(url, process, printed)
        text = "".join(printed)
        live = re.search(r"sk_live_[0-9a-f]{64}", text)
        test = re.search(r"sk_test_[0-9a-f]{64}", text)
        assert live and test, f"the first start printed no keys:\n{text}"
        yield Served(url, live.group(0), test.group(0))
    finally:
        process.terminate()
        try:
            process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
        if admin_url:
            _postgres_database(admin_url, database, create=False)


def _between_markers(name: str, language: str) -> list[str]:
    """The fenced `language` blocks of README between `<!-- name -->` and `<!-- /name -->`."""
    text = README.read_text()
    section = re.search(rf"<!-- {name} -->(.*?)<!-- /{name} -->", text, re.S)
    assert section, f"README has no <!-- {name} --> ... <!-- /{name} --> section"
    blocks = re.findall(rf"```{language}\n(.*?)```", section.group(1), re.S)
    assert blocks, f"README's {name} section has no {language} block"
    return list(blocks)


def _with_instance(code: str, served: Served) -> str:
    for placeholder in (README_URL, LIVE_PLACEHOLDER):
        assert placeholder in code, f"the README's quickstart no longer shows {placeholder}"
    return (
        code.replace(README_URL, served.url)
        .replace(LIVE_PLACEHOLDER, served.live_key)
        .replace(TEST_PLACEHOLDER, served.test_key)
    )


def _run(command: list[str], cwd: Path | None = None, client: bool = False) -> tuple[str, str]:
    """Run a quickstart's code; its output and, for assertion messages, everything it said."""
    env = {**os.environ, "PYTHONPATH": str(CLIENT)} if client else None
    result = subprocess.run(
        command,
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        timeout=JOURNEY_SECONDS,
        check=False,
    )
    shown = f"exit {result.returncode}\nstdout:\n{result.stdout}\nstderr:\n{result.stderr}"
    assert result.returncode == 0, shown
    return result.stdout, shown


def test_the_curl_quickstart_reaches_a_paid_invoice_and_a_second_one_on_a_test_clock(
    served: Served, tmp_path: Path
) -> None:
    script = "set -euo pipefail\n" + "\n".join(_between_markers("quickstart:curl", "sh"))
    assert TEST_PLACEHOLDER in script, "the sandbox walk no longer shows sk_test_…"
    stdout, shown = _run(["bash", "-c", _with_instance(script, served)], cwd=tmp_path)
    lines = stdout.split()
    assert "116.62" in lines and "succeeded" in lines and "paid" in lines, shown
    assert (tmp_path / "invoice.pdf").read_bytes().startswith(b"%PDF"), shown
    assert b"CrossIndustryInvoice" in (tmp_path / "invoice.xml").read_bytes(), shown
    clock_invoices = [line for line in stdout.splitlines() if line.startswith("INV-")]
    assert len(clock_invoices) == 2, shown
    assert clock_invoices[-1].endswith("overdue"), shown


def test_the_python_quickstart_runs_with_the_typed_client(served: Served, tmp_path: Path) -> None:
    (code,) = _between_markers("quickstart:python", "python")
    stdout, shown = _run(
        [sys.executable, "-c", _with_instance(code, served)], tmp_path, client=True
    )
    assert stdout.split()[-1] == "113.05", shown
    assert (tmp_path / "invoice.pdf").read_bytes().startswith(b"%PDF"), shown
    assert b"CrossIndustryInvoice" in (tmp_path / "invoice.xml").read_bytes(), shown


def test_the_async_client_pages_and_raises_problems_with_their_code(served: Served) -> None:
    code = f"""
import asyncio, uuid
from billing_client import AsyncBillingClient, NotFound, ValidationFailed

async def main():
    async with AsyncBillingClient({served.url!r}, api_key={served.test_key!r}) as client:
        for n in range(3):
            await client.customers.create_customer(body={{"name": f"Paged {{n}}"}})
        names = [c.name async for c in client.customers.list_all(limit=2)]
        assert {{"Paged 0", "Paged 1", "Paged 2"}} <= set(names), names
        try:
            await client.invoices.finalize_invoice(invoice_id=uuid.uuid4())
        except NotFound as problem:
            print(problem.status, problem.code)
        try:
            await client.customers.create_customer(body={{"name": ""}})
        except ValidationFailed as problem:
            print(problem.code, problem.errors[0]["pointer"])

asyncio.run(main())
"""
    stdout, shown = _run([sys.executable, "-c", code], client=True)
    assert stdout.split("\n")[:2] == ["404 NOT_FOUND", "VALIDATION_ERROR /name"], shown
