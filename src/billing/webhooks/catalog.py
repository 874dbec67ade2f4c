"""The event catalog: every event type the service emits, with the schema of its `data`.

A webhook's body is `{id, type, created_at, workspace_id, data}`; `data` is the event's
payload. Payloads are objects whose named fields are listed where the service always writes
them; other fields may appear (a payload grows, it does not change meaning). An endpoint may
subscribe to any type here; `tests/webhooks/test_catalog.py` fails when code emits a type
that is not listed.
"""

from __future__ import annotations

from typing import Any

_NAME = {"name": {"type": "string"}}
_FIELDS = {"fields": {"type": "array", "items": {"type": "string"}}}
_PROMOTION = {"status": {"type": "string"}, "version": {"type": "integer"}}
_TAG = {**_NAME, "entity_type": {"type": "string"}}
_FLOW = {"status": {"type": "string"}, "lock_version": {"type": "integer"}}

EVENT_TYPES: dict[str, dict[str, Any]] = {
    "approval.approved": {},
    "approval.rejected": {},
    "approval.requested": {},
    "creditnotepkg.created": {},
    "creditnotepkg.issued": {},
    "creditnotepkg.applied": {},
    "creditnotepkg.application_reversed": {},
    "creditnotepkg.voided": {},
    "creditnotepkg.refund_succeeded": {},
    "creditnotepkg.refund_failed": {},
    "customer.created": _NAME,
    "customer.deleted": {},
    "customer.updated": _FIELDS,
    "document.requested": {
        "kind": {"type": "string"},
        "format": {"type": "string"},
        "reason": {"type": "string"},
    },
    "invoice.collection_skipped": {},
    "invoice.created": {},
    "invoice.dunning_exhausted": {},
    "invoice.finalization_blocked": {},
    "invoice.finalized": {},
    "invoice.left_draft": {},
    "invoice.marked_uncollectible": {},
    "invoice.overdue": {},
    "invoice.paid": {},
    "invoice.payment_attempt_created": {"dunning_step": {"type": ["integer", "null"]}},
    "invoice.payment_failed": {},
    "invoice.payment_recorded": {},
    "invoice.payment_retry_scheduled": {},
    "invoice.payment_retry_skipped": {},
    "invoice.refund_failed": {},
    "invoice.refund_pending": {},
    "invoice.refunded": {},
    "invoice.updated": {},
    "invoice.voided": {},
    "job.failed": {
        "kind": {"type": "string"},
        "payload": {"type": "object"},
        "attempts": {"type": "integer"},
        "error": {"type": "string"},
    },
    "payment_method.attached": {},
    "payment_method.detached": {},
    "payment_simulation.created": {},
    "payment_simulation.deleted": {},
    "plan.archived": {},
    "plan.created": {**_NAME, "currency": {"type": "string"}},
    "plan.restored": {},
    "plan.updated": {},
    "price.archived": {},
    "price.created": {},
    "price.restored": {},
    "price.updated": {},
    "price_version.activated": {},
    "price_version.archived": {},
    "price_version.created": {},
    "price_version.reconfirmed": {},
    "price_version.scheduled": {},
    "price_version.updated": {},
    "price_version.warning_added": {},
    "product.archived": {},
    "product.created": _NAME,
    "product.restored": {},
    "product.updated": {},
    **{
        f"promotion.{name}": _PROMOTION
        for name in (
            "archived",
            "audience_replaced",
            "created",
            "deleted",
            "published",
            "unscheduled",
            "updated",
            "version_drafted",
            "version_errored",
            "version_scheduled",
        )
    },
    **{
        f"schedule_flow.{name}": _FLOW
        for name in (
            "activated",
            "cancelled",
            "completed",
            "completed_with_failures",
            "created",
            "paused",
            "resumed",
            "started",
            "unscheduled",
            "updated",
        )
    },
    "schedule_flow.notified": {
        "flow_id": {"type": "string"},
        "step_key": {"type": "string"},
        "event": {"type": "string"},
    },
    "segment.created": _NAME,
    "segment.deleted": {},
    "segment.updated": _FIELDS,
    "settings.updated": {},
    "subscription.billing_blocked": {},
    "subscription.billing_resumed": {},
    "subscription.cancel_scheduled": {},
    "subscription.canceled": {"reason": {"type": "string"}},
    "subscription.created": {},
    "subscription.past_due": {},
    "subscription.price_versions_pinned": {
        "before": {"type": "object"},
        "after": {"type": "object"},
        "reason": {"type": "string"},
    },
    "subscription.period_advanced": {},
    "subscription.recovered": {},
    "subscription.trial_ended": {},
    "subscription.updated": {},
    "tag.created": _TAG,
    "tag.deleted": _TAG,
    "tag.updated": {**_TAG, **_FIELDS},
    "tax_profile.updated": {},
    "test_clock.advanced": {},
    "test_clock.advancing": {},
    "test_clock.created": {**_NAME, "frozen_at": {"type": "string", "format": "date-time"}},
    "test_clock.deleted": {},
    "wallet.transaction_created": {
        "customer_id": {"type": "string"},
        "currency": {"type": "string"},
        "type": {"type": "string"},
        "amount": {"type": "string"},
    },
    "webhook_endpoint.disabled": {
        "url": {"type": "string"},
        "reason": {"type": "string"},
    },
}
"""Event type → the named properties of its `data`."""


def data_schema(event_type: str) -> dict[str, Any]:
    return {"type": "object", "properties": EVENT_TYPES[event_type], "additionalProperties": True}
