"""`billing status`: is the service able to do its work, in one screen (or one JSON document).

Unhealthy (exit status 1) when the database does not answer, when its schema is not at the
newest migration, or when no worker loop has been seen in the last minute (then nothing is
billed and no PDF is rendered). Due jobs, their oldest's age and the jobs that gave up in the
last day are reported, but do not by themselves make the service unhealthy: a backlog at a
period's end is normal, and a failed job stays failed for a day after it was dealt with.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from sqlalchemy.exc import DBAPIError

from billing.operations.repository import OperatorQueries
from billing.platform import queue_health
from billing.platform.db import Database
from billing.platform.queue_health import QueueSnapshot


@dataclass(frozen=True)
class StatusReport:
    database: str
    """The database URL without its password."""
    unreachable: str | None
    """Why the database cannot be used; None when it answers."""
    revisions: tuple[str, ...] = ()
    newest: tuple[str, ...] = ()
    queue: QueueSnapshot | None = None

    @property
    def schema_current(self) -> bool:
        return bool(self.revisions) and set(self.revisions) == set(self.newest)

    @property
    def problems(self) -> list[str]:
        if self.unreachable is not None:
            return [f"the database does not answer: {self.unreachable}"]
        found = []
        if not self.schema_current:
            at = ", ".join(self.revisions) or "no migration"
            found.append(
                f"the schema is at {at}, the newest migration is {', '.join(self.newest)}: "
                "run `billing migrate`"
            )
        if self.queue is not None and not self.queue.running_workers:
            found.append(
                "no worker is running (none seen in the last minute): start `billing worker` "
                "(on SQLite, `billing serve` runs one)"
            )
        return found

    @property
    def healthy(self) -> bool:
        return not self.problems

    def as_json(self) -> dict[str, Any]:
        queue = self.queue
        return {
            "healthy": self.healthy,
            "problems": self.problems,
            "database": {"url": self.database, "reachable": self.unreachable is None},
            "schema": {
                "revisions": list(self.revisions),
                "newest": list(self.newest),
                "current": self.schema_current,
            },
            "jobs": None if queue is None else _jobs_json(queue),
            "workers": None if queue is None else _workers_json(queue),
        }

    def lines(self) -> list[str]:
        lines = [
            f"Database  {self.database}: "
            + ("reachable" if self.unreachable is None else "unreachable")
        ]
        if self.unreachable is None:
            state = (
                "at the newest migration" if self.schema_current else "NOT at the newest migration"
            )
            at = ", ".join(self.revisions) or "none"
            lines.append(f"Schema    {state} (at {at}, newest {', '.join(self.newest)})")
        if self.queue is not None:
            lines += _queue_lines(self.queue)
        lines.append("")
        if self.healthy:
            lines.append("Healthy.")
        else:
            lines.append("Unhealthy:")
            lines += [f"  - {problem}" for problem in self.problems]
        return lines


async def gather(database_url: str, safe_url: str, newest: tuple[str, ...]) -> StatusReport:
    """Read the schema revision, the queue and the heartbeats (the database answers)."""
    db = Database(database_url, pool_size=1)
    try:
        async with db.session(readonly=True) as session, session.begin():
            revisions = await OperatorQueries(session).schema_revisions()
        queue = None
        if set(revisions) == set(newest):
            queue = await queue_health.snapshot(db)
        return StatusReport(safe_url, None, revisions, newest, queue)
    except DBAPIError as exc:
        reason = " ".join(str(exc.orig).split()) or type(exc.orig).__name__
        return StatusReport(safe_url, reason)
    finally:
        await db.dispose()


def readable_age(age: timedelta) -> str:
    """`4 s`, `2 min 5 s`, `3 h 4 min`, `2 d 1 h`."""
    seconds = int(age.total_seconds())
    if seconds < 60:
        return f"{seconds} s"
    minutes, seconds = divmod(seconds, 60)
    if minutes < 60:
        return f"{minutes} min {seconds} s"
    hours, minutes = divmod(minutes, 60)
    if hours < 24:
        return f"{hours} h {minutes} min"
    days, hours = divmod(hours, 24)
    return f"{days} d {hours} h"


def _stamp(moment: datetime) -> str:
    return moment.strftime("%Y-%m-%d %H:%M:%S UTC")


def _queue_lines(queue: QueueSnapshot) -> list[str]:
    lines = []
    age = queue.oldest_due_age
    if age is None:
        lines.append("Jobs      none due")
    else:
        kinds = ", ".join(f"{kind.kind} {kind.count}" for kind in queue.due)
        lines.append(
            f"Jobs      {queue.due_count} due, the oldest waiting {readable_age(age)} ({kinds})"
        )
    failed = sum(queue.failed.values())
    if failed:
        kinds = ", ".join(f"{kind} {count}" for kind, count in queue.failed.items())
        lines.append(f"Failed    {failed} jobs gave up in the last day ({kinds})")
    else:
        lines.append("Failed    no job gave up in the last day")
    running = len(queue.running_workers)
    lines.append(f"Workers   {running} running" + (":" if queue.workers else ""))
    for worker in queue.workers:
        where = f"{worker.name} on {worker.hostname} (pid {worker.pid})"
        lines.append(f"  {where}: {_worker_state(worker, queue.now)}")
    return lines


def _worker_state(worker: queue_health.WorkerSeen, now: datetime) -> str:
    state = worker.state(now)
    if state == "running":
        return f"running, last seen {readable_age(now - worker.last_seen_at)} ago"
    if state == "stopped" and worker.stopped_at is not None:
        return f"stopped at {_stamp(worker.stopped_at)}"
    return (
        f"not seen since {_stamp(worker.last_seen_at)} "
        f"({readable_age(now - worker.last_seen_at)} ago): killed or crashed"
    )


def _jobs_json(queue: QueueSnapshot) -> dict[str, Any]:
    age = queue.oldest_due_age
    return {
        "due": queue.due_count,
        "due_by_kind": {kind.kind: kind.count for kind in queue.due},
        "oldest_due_age_seconds": None if age is None else round(age.total_seconds(), 3),
        "failed_last_day": sum(queue.failed.values()),
        "failed_last_day_by_kind": dict(queue.failed),
    }


def _workers_json(queue: QueueSnapshot) -> list[dict[str, Any]]:
    return [
        {
            "name": w.name,
            "hostname": w.hostname,
            "pid": w.pid,
            "state": w.state(queue.now),
            "started_at": w.started_at.isoformat(),
            "last_seen_at": w.last_seen_at.isoformat(),
            "stopped_at": None if w.stopped_at is None else w.stopped_at.isoformat(),
        }
        for w in queue.workers
    ]
