"""The API over real HTTP, each path against its floor measured in the same run.

The benchmark starts every server itself on 127.0.0.1, one after the other, so that they never
share the machine, and drives each with the same load generator (`bench/load.py`, a process of
its own): `--clients` keep-alive connections, each sending its next request when the last is
answered, for `--warmup` seconds unmeasured and then `--duration` seconds measured.

- floor of the writes: `pgbench -N -c CLIENTS -j WORKERS` (the TPC-B-like script without the
  contended branch and teller updates) for `--duration` seconds on a scratch database of the same
  server (`pgbench -i` first, dropped afterwards);
- floor of the reads: a bare FastAPI app returning a constant, on uvicorn with `--workers`
  processes started the way `billing serve` starts its own (on Linux each worker with a socket
  of its own, `billing.platform.serving`), so that both spread their connections alike;
- `billing serve --workers WORKERS` on a scratch database (migrated, dropped afterwards) with an
  organization provisioned beforehand, its live API key and a customer, then analyzed as
  autovacuum would (`bench.finalize.analyze`): `POST /v1/invoices` (a draft of `--lines` lines
  for one German customer, each request with its own Idempotency-Key), then authenticated
  `GET /v1/workspaces`.

It prints requests per second, p50 and p99 latency and failures (any other status than 201 and
200, or no answer) of each, the share of a core that each server process and the load generator
used meanwhile (a generator far from a whole core is not what limits the rate), how many of the
connections each server process held (the generator spreads them evenly, see `bench/load.py`),
and the ratios of issue 16: POST req/s
over pgbench TPS, and GET req/s over the bare app's req/s. It fails (exit status 1) when a
request failed.

The database: `--database-url`, else `BILLING_BENCH_DATABASE_URL`, else the PostgreSQL server at
postgresql+psycopg://postgres@127.0.0.1:5432/test; when that default server does not answer the
benchmark is skipped. A SQLite URL runs the same measures on a new SQLite file, without pgbench.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from glob import glob
from pathlib import Path
from typing import Any

import httpx
import psycopg
from fastapi import FastAPI
from sqlalchemy.engine import URL, make_url

from bench.cpu import (
    children_cpu_seconds,
    cpu_seconds,
    postgres_cpu_seconds,
    postgres_cpu_seconds_once_closed,
)
from bench.finalize import (
    URL_VARIABLE,
    Api,
    analyze,
    create_customer,
    database,
    draft_body,
    scratch_database,
)
from bench.workspaces import provision
from billing.platform.db import Database
from billing.platform.serving import reuse_port_supported

DEFAULT_SERVER = "postgresql+psycopg://postgres@127.0.0.1:5432/test"
REPO_ROOT = Path(__file__).resolve().parents[1]
START_SECONDS = 60.0
STOP_SECONDS = 15.0

bare_app = FastAPI()


@bare_app.get("/v1/workspaces")
async def constant() -> dict[str, Any]:
    """The floor of the read path: FastAPI and uvicorn answering a constant."""
    return {"data": [], "pagination": {"cursor": None, "has_more": False}}


def create_bare_app() -> FastAPI:
    return bare_app


def bare_server(port: int, workers: int) -> list[str]:
    """The command that serves the bare app as `billing serve --workers` serves the API: on
    Linux a uvicorn process per worker, each with its own SO_REUSEPORT socket
    (`billing.platform.serving`), elsewhere uvicorn's own workers."""
    if not reuse_port_supported():
        command = [sys.executable, "-m", "uvicorn", "bench.http:bare_app", "--port", str(port)]
        return [*command, "--workers", str(workers), "--no-access-log", "--log-level", "warning"]
    options = {"host": "127.0.0.1", "port": port, "access_log": False, "log_level": "warning"}
    run = (
        "import sys; from billing.platform.serving import serve; "
        f"sys.exit(serve('bench.http:create_bare_app', workers={workers}, options={options!r}))"
    )
    return [sys.executable, "-c", run]


def child_environment(**variables: str) -> dict[str, str]:
    """This environment with the checkout's `src` and root first on the path, so that every
    process started here runs the code this benchmark imported."""
    path = [str(REPO_ROOT / "src"), str(REPO_ROOT), os.environ.get("PYTHONPATH", "")]
    return {**os.environ, "PYTHONPATH": os.pathsep.join(p for p in path if p), **variables}


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


@contextmanager
def serving(
    command: list[str], port: int, log: Path, listeners: int, **variables: str
) -> Iterator[int]:
    """`command` running (in a session of its own) until it answers HTTP on `port` with
    `listeners` listening sockets (one per worker when each has its own, else one), as its
    process id; stopped with SIGTERM afterwards, and killed with its children if it has not
    exited by then."""
    with log.open("wb") as output:
        server = subprocess.Popen(
            command,
            env=child_environment(**variables),
            stdout=output,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
    try:
        deadline = time.monotonic() + START_SECONDS
        while True:
            if server.poll() is not None:
                raise SystemExit(f"{command[2:]} exited: {log.read_text()[-2000:]}")
            try:
                httpx.get(f"http://127.0.0.1:{port}/healthz", timeout=1.0)
                if listening_sockets(port) >= listeners:
                    break
            except httpx.TransportError:
                pass
            if time.monotonic() > deadline:
                raise SystemExit(
                    f"{command[2:]} did not answer on {listeners} sockets in {START_SECONDS} s"
                )
            time.sleep(0.2)
        yield server.pid
    finally:
        server.terminate()
        try:
            server.wait(STOP_SECONDS)
        except subprocess.TimeoutExpired:
            os.killpg(server.pid, signal.SIGKILL)
            server.wait()


def listening_sockets(port: int) -> int:
    """How many sockets listen on `port` of 127.0.0.1, from /proc/net/tcp (Linux): the workers
    that have their own socket start one after the other, and a measure that began before the
    last one listens would hand all its connections to the others."""
    wanted = f"0100007F:{port:04X}"
    table = Path("/proc/net/tcp").read_text().splitlines()[1:]
    return sum(1 for line in table if line.split()[1] == wanted and line.split()[3] == "0A")


def listeners(workers: int) -> int:
    """The listening sockets of a server of `workers` processes once every one has started."""
    return workers if reuse_port_supported() else 1


def load(
    server: int,
    port: int,
    method: str,
    path: str,
    expected_status: int,
    *,
    on_postgres: bool = False,
    **plan: Any,
) -> dict[str, Any]:
    """The load generator's result (`bench.load.Result.summary`) of one measure, with the share
    of a core each process of the server used meanwhile (`server_cpu`), and with `on_postgres`
    that of the PostgreSQL server (`postgres_cpu`, else None)."""
    workers = server_processes(server)
    spec = {"port": port, "method": method, "path": path, "expected_status": expected_status}
    spec["workers"] = workers
    cpu_before = [cpu_seconds(pid) for pid in workers]
    postgres_before = postgres_cpu_seconds() if on_postgres else None
    started = time.monotonic()
    finished = subprocess.run(
        [sys.executable, "-m", "bench.load", json.dumps({**spec, **plan})],
        env=child_environment(),
        capture_output=True,
        text=True,
        check=True,
    )
    elapsed = time.monotonic() - started
    result: dict[str, Any] = json.loads(finished.stdout)
    result["server_cpu"] = [
        (cpu_seconds(pid) - before) / elapsed
        for pid, before in zip(workers, cpu_before, strict=True)
    ]
    postgres_after = postgres_cpu_seconds() if on_postgres else None
    result["postgres_cpu"] = share_of_a_core(postgres_before, postgres_after, elapsed)
    return result


def share_of_a_core(before: float | None, after: float | None, elapsed: float) -> float | None:
    """The share of a core used between two readings of CPU seconds (None when either is)."""
    if before is None or after is None:
        return None
    return (after - before) / elapsed


def server_processes(pid: int) -> list[int]:
    """The processes that answer requests: the workers uvicorn spawned, else `pid` itself."""
    workers = []
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            parent = int(stat.read_text().rsplit(")", 1)[1].split()[1])
            command = (stat.parent / "cmdline").read_bytes()
        except OSError:
            continue
        if parent == pid and b"spawn_main" in command:
            workers.append(int(stat.parent.name))
    return workers or [pid]


def pgbench_binary() -> str:
    found = shutil.which("pgbench") or max(
        glob("/usr/lib/postgresql/*/bin/pgbench"), key=lambda p: int(p.split("/")[4]), default=None
    )
    if found is None:
        raise SystemExit("pgbench is not installed (the PostgreSQL client tools)")
    return found


def pgbench_tps(server: URL, clients: int, threads: int, seconds: int) -> dict[str, Any]:
    """Transactions per second of `pgbench -N` on a scratch database of `server` (`rate`), with
    the share of a core PostgreSQL (`postgres_cpu`) and pgbench (`client_cpu`) used meanwhile."""
    with scratch_database(server, "billing_bench_pgbench") as scratch:
        variables = {
            "PGHOST": scratch.host or "127.0.0.1",
            "PGPORT": str(scratch.port or 5432),
            "PGUSER": scratch.username or "postgres",
            "PGPASSWORD": scratch.password or "",
            "PGDATABASE": scratch.database or "",
        }
        binary = pgbench_binary()
        environment = {**os.environ, **variables}
        subprocess.run([binary, "-i", "-q"], env=environment, capture_output=True, check=True)
        command = [binary, "-N", "-c", str(clients), "-j", str(threads), "-T", str(seconds)]
        postgres_before = postgres_cpu_seconds_once_closed(scratch.database or "")
        client_before = children_cpu_seconds()
        started = time.monotonic()
        output = subprocess.run(
            command, env=environment, capture_output=True, text=True, check=True
        ).stdout
        elapsed = time.monotonic() - started
        client_cpu = (children_cpu_seconds() - client_before) / elapsed
        postgres_after = postgres_cpu_seconds_once_closed(scratch.database or "")
        postgres_cpu = share_of_a_core(postgres_before, postgres_after, elapsed)
    found = re.search(r"tps = ([\d.]+)", output)
    if found is None:
        raise SystemExit(f"no tps in the output of pgbench: {output}")
    return {"rate": float(found.group(1)), "postgres_cpu": postgres_cpu, "client_cpu": client_cpu}


async def provision_tenant(database_url: str) -> str:
    """An organization provisioned directly in the database; its live API key."""
    db = Database(database_url, pool_size=1)
    try:
        key, _ = await provision(db)
    finally:
        await db.dispose()
    return key


async def create_draft_body(database_url: str, port: int, key: str, lines: int) -> dict[str, Any]:
    """The body of every draft the POST measure sends, for a customer created through the API;
    the database is analyzed afterwards (`bench.finalize.analyze`)."""
    async with httpx.AsyncClient(base_url=f"http://127.0.0.1:{port}") as client:
        customer_id = await create_customer(Api(client, key))
    db = Database(database_url, pool_size=1)
    try:
        await analyze(db)
    finally:
        await db.dispose()
    return draft_body(customer_id, lines)


def bench(args: argparse.Namespace, database_url: str, folder: Path) -> dict[str, dict[str, Any]]:
    """Every measure of the run by name, pgbench's as `{"rate": tps}`."""
    plan = {"clients": args.clients, "duration": args.duration, "warmup": args.warmup}
    results: dict[str, dict[str, Any]] = {}
    on_postgres = not database_url.startswith("sqlite")
    if on_postgres:
        results["pgbench"] = pgbench_tps(
            make_url(database_url), args.clients, args.workers, args.duration
        )
    port = free_port()
    bare = bare_server(port, args.workers)
    with serving(bare, port, folder / "bare.log", listeners(args.workers)) as server:
        results["bare"] = load(server, port, "GET", "/v1/workspaces", 200, **plan)
    key = asyncio.run(provision_tenant(database_url))
    port = free_port()
    serve = [sys.executable, "-m", "billing.cli", "serve", "--workers", str(args.workers)]
    serve += ["--port", str(port)]
    with serving(
        serve,
        port,
        folder / "serve.log",
        listeners(args.workers),
        BILLING_DATABASE_URL=database_url,
        BILLING_LOG_LEVEL="WARNING",
    ) as server:
        body = asyncio.run(create_draft_body(database_url, port, key, args.lines))
        headers = {"Authorization": f"Bearer {key}"}
        results["post"] = load(
            server,
            port,
            "POST",
            "/v1/invoices",
            201,
            headers=headers,
            body=json.dumps(body),
            idempotent=True,
            on_postgres=on_postgres,
            **plan,
        )
        results["get"] = load(
            server,
            port,
            "GET",
            "/v1/workspaces",
            200,
            headers=headers,
            on_postgres=on_postgres,
            **plan,
        )
    return results


def server_answers(database_url: str) -> bool:
    server = make_url(database_url).set(drivername="postgresql")
    try:
        psycopg.connect(server.render_as_string(hide_password=False), connect_timeout=3).close()
    except psycopg.OperationalError:
        return False
    return True


ISSUE_16_AIMS = {
    "post": ("pgbench", 0.15, "POST / pgbench"),
    "get": ("bare", 0.3, "GET / bare FastAPI"),
}
"""The ratios issue 16 asks for, each with its floor and its name: the report shows what they
leave of the machine's CPU per request."""


def report(args: argparse.Namespace, kind: str, results: dict[str, dict[str, Any]]) -> int:
    print(
        f"HTTP on 127.0.0.1, {args.workers} server worker(s), {args.clients} clients, "
        f"{args.duration:g} s per measure after {args.warmup:g} s of warm-up, database {kind}"
    )
    rates: dict[str, float] = {}
    per_request: dict[str, dict[str, float]] = {}
    if "pgbench" in results:
        pgbench = results["pgbench"]
        rates["pgbench"] = pgbench["rate"]
        command = f"pgbench -N -c {args.clients} -j {args.workers}"
        print(f"  {command:<32} {pgbench['rate']:9.1f} TPS")
        shares = {"PostgreSQL": pgbench["postgres_cpu"], "pgbench": pgbench["client_cpu"]}
        per_request["pgbench"] = print_cpu_per_request("transaction", shares, pgbench["rate"])
    names = {
        "bare": "bare FastAPI (constant)",
        "post": f"POST /v1/invoices ({args.lines} lines)",
        "get": "GET /v1/workspaces",
    }
    failed = 0
    for name, label in names.items():
        result = results[name]
        rates[name] = result["requests"] / result["seconds"]
        generator = result["cpu_seconds"] / result["seconds"]
        print(
            f"  {label:<32} {rates[name]:9.1f} req/s  p50 {result['p50_ms'] or 0:7.1f} ms  "
            f"p99 {result['p99_ms'] or 0:7.1f} ms  failures {result['failures']}"
        )
        server_cpu = " + ".join(f"{share:.0%}" for share in result["server_cpu"])
        spread = " + ".join(str(held) for held in result["connections_per_worker"])
        connections = f", connections {spread}" if spread else ""
        print(
            f"    CPU: server {server_cpu} of a core, load generator {generator:.0%}{connections}"
        )
        shares = {
            "server": sum(result["server_cpu"]),
            "PostgreSQL": result["postgres_cpu"],
            "load generator": generator,
        }
        per_request[name] = print_cpu_per_request("request", shares, rates[name])
        if result["failures"]:
            print(f"    first failure: {result['first_failure']}")
        failed += result["failures"]
    if "pgbench" in rates:
        print(f"  ratio POST /v1/invoices / pgbench TPS:   {rates['post'] / rates['pgbench']:.3f}")
    else:
        print(f"  (SQLite: no pgbench floor; set {URL_VARIABLE} to a PostgreSQL server for it)")
    print(f"  ratio GET /v1/workspaces / bare FastAPI: {rates['get'] / rates['bare']:.3f}")
    print_budgets(rates, per_request)
    if failed:
        print(f"  FAILED: {failed} requests failed")
        return 1
    return 0


def print_cpu_per_request(
    unit: str, shares: dict[str, float | None], rate: float
) -> dict[str, float]:
    """Print and return the milliseconds of CPU per `unit` of each process by name, from the
    share of a core each used (PostgreSQL's is None when it runs elsewhere: left out)."""
    spent = {name: share * 1000 / rate for name, share in shares.items() if share is not None}
    parts = ", ".join(f"{name} {ms:.2f} ms" for name, ms in spent.items())
    print(f"    CPU per {unit}: {parts}")
    return spent


def print_budgets(rates: dict[str, float], per_request: dict[str, dict[str, float]]) -> None:
    """For each of issue 16's aims: the rate it asks for in this run and the CPU per request
    that rate leaves on this machine's cores, for the server, PostgreSQL and the generator."""
    cores = os.cpu_count() or 1
    for name, (floor, aim, ratio) in ISSUE_16_AIMS.items():
        if floor not in rates or not rates[name]:
            continue
        wanted = aim * rates[floor]
        budget = cores * 1000 / wanted
        now = per_request[name]
        spent = ", ".join(f"{process} {ms:.2f} ms" for process, ms in now.items())
        print(
            f"  at {aim:g} ({ratio}): {wanted:,.0f} req/s, at most {budget:.2f} ms "
            f"of CPU per request on {cores} cores; now {sum(now.values()):.2f} ms ({spent})"
        )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench http", description=__doc__)
    parser.add_argument("--workers", type=int, default=2, help="server processes, pgbench -j")
    parser.add_argument("--clients", type=int, default=4, help="connections, pgbench -c")
    parser.add_argument("--duration", type=int, default=10, help="seconds per measure")
    parser.add_argument("--warmup", type=float, default=2.0, help="unmeasured seconds first")
    parser.add_argument("--lines", type=int, default=3, help="lines per draft invoice")
    parser.add_argument(
        "--database-url",
        default=os.environ.get(URL_VARIABLE) or None,
        help=f"default: ${URL_VARIABLE}, else {DEFAULT_SERVER}",
    )
    args = parser.parse_args(argv)
    if min(args.workers, args.clients, args.lines) < 1 or args.duration <= 0 or args.warmup < 0:
        parser.error("--workers, --clients and --lines must be at least 1, --duration above 0")
    requested = args.database_url or DEFAULT_SERVER
    if not requested.startswith("sqlite") and not server_answers(requested):
        if args.database_url:
            print(f"python -m bench http: no PostgreSQL server answers at {requested}")
            return 1
        print(f"HTTP: skipped, no PostgreSQL server at {DEFAULT_SERVER} (set {URL_VARIABLE})")
        return 0
    with tempfile.TemporaryDirectory() as folder, database(requested) as url:
        results = bench(args, url, Path(folder))
    return report(args, url.split(":", 1)[0], results)
