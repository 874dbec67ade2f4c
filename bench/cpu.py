"""CPU time of processes on this machine, read from /proc (Linux), for the benchmarks' figures
of where a request's CPU goes."""

from __future__ import annotations

import os
import resource
from pathlib import Path


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
    processes: dict[int, list[str]] = {}
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            if (stat.parent / "comm").read_text().strip() == "postgres":
                processes[int(stat.parent.name)] = process_stat(int(stat.parent.name))
        except OSError:
            continue
    postmasters = [pid for pid, fields in processes.items() if int(fields[1]) not in processes]
    if len(postmasters) != 1:
        return None
    (postmaster,) = postmasters
    family = [f for f in processes.values() if int(f[1]) == postmaster]
    family.append(processes[postmaster])
    ticks = sum(int(f[11]) + int(f[12]) for f in family)
    collected = int(processes[postmaster][13]) + int(processes[postmaster][14])
    return (ticks + collected) / os.sysconf("SC_CLK_TCK")


def children_cpu_seconds() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime
