"""Upkeep of webhooks, run as recurring maintenance jobs (every worker schedules them):

- reviving stopped dispatcher chains: a chain's next link is queued by the link that ran, in
  its transaction, so a link that fails on every attempt (the worker gives a job 8) ends the
  chain, and nothing but a change to an endpoint started it again. Every `REVIVE_EVERY` the
  workspaces that have an enabled endpoint and no pending dispatch job get their chain
  started again (`dispatch.start`, which merges with a chain that is still alive);
- pruning: deliveries that are no longer pending, and the finished jobs of dispatch and
  delivery, older than `BILLING_WEBHOOK_RETENTION_DAYS`, are deleted every `PRUNE_EVERY`,
  `PRUNE_BATCH` rows of each at a time (a job that hits the limit queues the next at once).
"""

from __future__ import annotations

import logging
import uuid
from datetime import timedelta

from sqlalchemy.ext.asyncio import AsyncSession

from billing.config import get_settings
from billing.platform import clock
from billing.platform.maintenance import RecurringJob
from billing.platform.outbox import enqueue_job, workspace_context
from billing.webhooks import dispatch
from billing.webhooks.repository import UpkeepRepository

log = logging.getLogger("billing.webhooks")

REVIVE = RecurringJob("webhooks.revive_dispatch", timedelta(minutes=5))
PRUNE = RecurringJob("webhooks.prune", timedelta(hours=1))
PRUNE_BATCH = 5000
_WEBHOOK_JOBS = (dispatch.DISPATCH_JOB, dispatch.DELIVER_JOB)


def retention() -> timedelta:
    return timedelta(days=get_settings().webhook_retention_days)


async def revive_stopped_chains(db: AsyncSession) -> int:
    """Start the chain of every workspace that has an enabled endpoint and no pending
    dispatch job; returns how many were started."""
    stopped = await UpkeepRepository(db).workspaces_without_pending(dispatch.DISPATCH_JOB)
    for organization_id, workspace_id in stopped:
        await dispatch.start(db, await workspace_context(db, organization_id, workspace_id))
    if stopped:
        log.warning("restarted the webhook dispatcher of %d workspaces", len(stopped))
    return len(stopped)


async def prune(db: AsyncSession) -> tuple[int, int]:
    """Delete a batch of old finished deliveries and webhook jobs; returns how many of each."""
    before = clock.wall_now() - retention()
    upkeep = UpkeepRepository(db)
    deliveries = await upkeep.delete_finished_deliveries(before, PRUNE_BATCH)
    jobs = await upkeep.delete_finished_jobs(_WEBHOOK_JOBS, before, PRUNE_BATCH)
    if PRUNE_BATCH in (deliveries, jobs):
        await enqueue_job(db, PRUNE.kind, dedup_key=f"{PRUNE.kind}:more:{uuid.uuid4()}")
    return deliveries, jobs
