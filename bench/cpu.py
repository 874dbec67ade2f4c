"""CPU time of processes on this machine, read from /proc (Linux), for the benchmarks' figures
of where a request's CPU goes."""

from __future__ import annotations

import os
import resource
import time
from pathlib import Path

SETTLE_SECONDS = 5.0
READ_ATTEMPTS = 20
"""Readings of the PostgreSQL processes before giving up on one that no process ended during."""


def cpu_seconds(pid: int) -> float:
    """User and system CPU time of a process so far, from /proc (Linux)."""
    fields = process_stat(pid)
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def process_stat(pid: int) -> list[str]:
    """The fields of `/proc/PID/stat` after the command's name, from the state on."""
    return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()


def postgres_cpu_seconds() -> float | None:
    """CPU time of the PostgreSQL server on this machine so far: that of its postmaster and
    live processes, and what the postmaster collected of those that exited (a connection's
    process ends with it, during a measure for pgbench's). The difference of two readings is
    the server's CPU in between. None when no postmaster is found (a server elsewhere)."""
    processes = postgres_processes()
    postmasters = [pid for pid, fields in processes.items() if int(fields[1]) not in processes]
    if len(postmasters) != 1:
        return None
    (postmaster,) = postmasters
    for _ in range(READ_ATTEMPTS):
        collected = children_collected(postmaster)
        family = [f for f in postgres_processes().values() if int(f[1]) == postmaster]
        if children_collected(postmaster) == collected:
            ticks = sum(int(f[11]) + int(f[12]) for f in [*family, process_stat(postmaster)])
            return (ticks + collected) / os.sysconf("SC_CLK_TCK")
    return None


def postgres_processes() -> dict[int, list[str]]:
    """The `/proc/PID/stat` fields of every process named postgres, by id."""
    processes = {}
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            if (stat.parent / "comm").read_text().strip() == "postgres":
                processes[int(stat.parent.name)] = process_stat(int(stat.parent.name))
        except OSError:
            continue
    return processes


def children_collected(pid: int) -> int:
    """Clock ticks of the children `pid` has waited for: a child that ended between two
    readings of it changed it, and was either counted live or missed."""
    fields = process_stat(pid)
    return int(fields[13]) + int(fields[14])


def children_cpu_seconds() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def postgres_cpu_seconds_once_closed(database: str) -> float | None:
    """`postgres_cpu_seconds` once no connection to `database` is left (at most
    `SETTLE_SECONDS`): a connection's process that ends while the processes are read, after its
    postmaster was, would count in neither of them."""
    deadline = time.monotonic() + SETTLE_SECONDS
    while time.monotonic() < deadline and connected_to(database):
        time.sleep(0.05)
    return postgres_cpu_seconds()


def connected_to(database: str) -> bool:
    """Whether a PostgreSQL process serves a connection to `database` (by its command line,
    "postgres: VERSION/CLUSTER: USER DATABASE HOST(PORT) STATE")."""
    wanted = f" {database} ".encode()
    for cmdline in Path("/proc").glob("[0-9]*/cmdline"):
        try:
            if wanted in cmdline.read_bytes():
                return True
        except OSError:
            continue
    return False
