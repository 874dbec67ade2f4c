"""The load generator of `python -m bench http`, run in a process of its own.

`python -m bench.load PLAN` where PLAN is a JSON object (see `Plan`); it prints one JSON object
(see `Result`). `clients` connections (HTTP/1.1 keep-alive) each send one request, wait for the
whole response, and send the next, for `warmup` seconds unmeasured and then `duration` seconds
measured.

The connections are spread evenly over the server's processes (`workers`, on Linux). Each
worker of `billing serve` has a listening socket of its own, and the kernel hands a new
connection to one of them by a hash of its addresses: four connections to two workers all go to
one of them in one run of eight and split three to one in half the runs, which measured the
hash rather than the server (GET and the bare app each moved by half between runs of the same
code). The generator opens its connections one at a time, sends each one request (not
measured), looks up in `/proc` which worker accepted it, and closes and reopens a connection
that went to a worker which already has its share, as a client pool spread by the server's
address would end up. `pgbench -c 4 -j 2`, the write floor, has no such lottery: PostgreSQL
gives every connection a process of its own.

It speaks HTTP/1.1 over asyncio streams on uvloop rather than through httpx: on this machine an
httpx (or httpcore) client spends about a millisecond of CPU per request, so it reached about 600
requests/s against a bare FastAPI app that answers 4,500/s, and would have measured itself. This
client spends about 40 µs; the benchmark prints the share of a core it used in each measure.
"""

from __future__ import annotations

import asyncio
import json
import os
import resource
import sys
import time
import uuid
from dataclasses import asdict, dataclass, field

import uvloop

CONNECT_TIMEOUT_SECONDS = 10.0
"""Also the longest wait for one response: a request slower than that counts as a failure."""
REDIALS_PER_CONNECTION = 40
"""How often a connection that went to a worker with its share already is opened anew before
it is kept where it went (each try is a coin toss's odds or better)."""

Connection = tuple[asyncio.StreamReader, asyncio.StreamWriter]


@dataclass(frozen=True)
class Plan:
    port: int
    method: str
    path: str
    expected_status: int
    clients: int
    duration: float
    warmup: float
    headers: dict[str, str] = field(default_factory=dict)
    body: str | None = None
    """A JSON document sent as the request body."""
    idempotent: bool = False
    """Whether each request carries an Idempotency-Key of its own."""
    workers: list[int] = field(default_factory=list)
    """The process ids of the server's workers, to spread the connections over; none: as the
    kernel hands them out."""

    def request(self) -> bytes:
        body = (self.body or "").encode()
        lines = [f"{self.method} {self.path} HTTP/1.1", f"Host: 127.0.0.1:{self.port}"]
        lines += [f"{name}: {value}" for name, value in self.headers.items()]
        if self.idempotent:
            lines.append(f"Idempotency-Key: {uuid.uuid4().hex}")
        if self.body is not None:
            lines += ["Content-Type: application/json", f"Content-Length: {len(body)}"]
        return ("\r\n".join(lines) + "\r\n\r\n").encode() + body


@dataclass
class Result:
    requests: int = 0
    """Measured requests answered with the expected status."""
    failures: int = 0
    """Measured requests answered otherwise, or not at all."""
    first_failure: str | None = None
    seconds: float = 0.0
    cpu_seconds: float = 0.0
    """CPU time of this process over the measured seconds."""
    connections_per_worker: list[int] = field(default_factory=list)
    """How many of the connections each of the plan's workers held, in the plan's order (empty
    when they were not spread)."""
    latencies_ms: list[float] = field(default_factory=list)

    def summary(self) -> dict[str, object]:
        ordered = sorted(self.latencies_ms)
        summary = asdict(self)
        del summary["latencies_ms"]
        summary["p50_ms"] = percentile(ordered, 0.50)
        summary["p99_ms"] = percentile(ordered, 0.99)
        return summary


def percentile(ordered: list[float], fraction: float) -> float | None:
    if not ordered:
        return None
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


async def read_response(reader: asyncio.StreamReader) -> tuple[int, bytes, bool]:
    """Status, body and whether the server closes the connection after it."""
    head = await reader.readuntil(b"\r\n\r\n")
    status_line, *header_lines = head[:-4].split(b"\r\n")
    status = int(status_line.split(b" ", 2)[1])
    headers = {}
    for line in header_lines:
        name, _, value = line.partition(b":")
        headers[name.strip().lower()] = value.strip().lower()
    if headers.get(b"transfer-encoding") == b"chunked":
        body = b""
        while size := int((await reader.readuntil(b"\r\n"))[:-2].split(b";")[0], 16):
            body += (await reader.readexactly(size + 2))[:-2]
        await reader.readuntil(b"\r\n")
    else:
        body = await reader.readexactly(int(headers.get(b"content-length", b"0")))
    return status, body, headers.get(b"connection") == b"close"


async def client(
    plan: Plan,
    result: Result,
    measure_from: float,
    measure_until: float,
    connection: Connection | None,
) -> None:
    """One connection, one request at a time, reconnecting after a failure or a close."""
    while (started := time.perf_counter()) < measure_until:
        measured = started >= measure_from
        try:
            async with asyncio.timeout(CONNECT_TIMEOUT_SECONDS):
                if connection is None:
                    connection = await asyncio.open_connection("127.0.0.1", plan.port)
                reader, writer = connection
                writer.write(plan.request())
                status, body, closes = await read_response(reader)
        except (OSError, TimeoutError, asyncio.IncompleteReadError, ValueError) as exc:
            if connection is not None:
                connection[1].close()
            connection = None
            if measured:
                result.failures += 1
                result.first_failure = result.first_failure or f"{type(exc).__name__}: {exc}"
            continue
        if measured:
            if status == plan.expected_status:
                result.requests += 1
                result.latencies_ms.append((time.perf_counter() - started) * 1000)
            else:
                result.failures += 1
                result.first_failure = result.first_failure or f"{status}: {body[:300]!r}"
        if closes:
            writer.close()
            connection = None
    if connection is not None:
        connection[1].close()


def cpu_seconds() -> float:
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


async def spread_connections(plan: Plan, result: Result) -> list[Connection | None]:
    """`plan.clients` open connections, as evenly over `plan.workers` as `REDIALS_PER_CONNECTION`
    tries allow; as many unopened ones (each client connects itself) when there is no worker to
    spread over or `/proc` cannot tell which one holds a connection."""
    if len(plan.workers) < 2:
        return [None] * plan.clients
    share = -(-plan.clients // len(plan.workers))
    held = dict.fromkeys(plan.workers, 0)
    connections: list[Connection | None] = []
    for _ in range(plan.clients):
        for attempt in range(REDIALS_PER_CONNECTION + 1):
            connection = await asyncio.open_connection("127.0.0.1", plan.port)
            worker = await answering_worker(plan, connection)
            if worker is None:
                connection[1].close()
                return [None] * plan.clients
            if held[worker] < share or attempt == REDIALS_PER_CONNECTION:
                held[worker] += 1
                connections.append(connection)
                break
            connection[1].close()
    result.connections_per_worker = list(held.values())
    return connections


async def answering_worker(plan: Plan, connection: Connection) -> int | None:
    """The worker that answered one request on `connection`."""
    reader, writer = connection
    async with asyncio.timeout(CONNECT_TIMEOUT_SECONDS):
        writer.write(plan.request())
        await read_response(reader)
    return worker_holding(plan.port, writer.get_extra_info("sockname")[1], plan.workers)


def worker_holding(server_port: int, client_port: int, workers: list[int]) -> int | None:
    """The one of `workers` whose open files hold the server's end of the connection from
    `client_port` (its socket found by the two ports in `/proc/net/tcp`); None when `/proc`
    does not tell."""
    server_end = f"0100007F:{server_port:04X} 0100007F:{client_port:04X}"
    try:
        with open("/proc/net/tcp") as table:
            inode = next((line.split()[9] for line in table if server_end in line), None)
    except OSError:
        return None
    socket_link = f"socket:[{inode}]"
    for worker in workers if inode is not None else []:
        folder = f"/proc/{worker}/fd"
        for descriptor in os.listdir(folder):
            try:
                if os.readlink(f"{folder}/{descriptor}") == socket_link:
                    return worker
            except OSError:
                continue
    return None


async def run(plan: Plan) -> Result:
    result = Result()
    connections = await spread_connections(plan, result)
    measure_from = time.perf_counter() + plan.warmup
    measure_until = measure_from + plan.duration
    cpu_at_start: list[float] = []
    asyncio.get_running_loop().call_later(plan.warmup, lambda: cpu_at_start.append(cpu_seconds()))
    await asyncio.gather(
        *(client(plan, result, measure_from, measure_until, opened) for opened in connections)
    )
    result.seconds = time.perf_counter() - measure_from
    result.cpu_seconds = cpu_seconds() - cpu_at_start[0]
    return result


def main() -> None:
    plan = Plan(**json.loads(sys.argv[1]))
    result = uvloop.run(run(plan))
    print(json.dumps(result.summary()))


if __name__ == "__main__":
    main()
