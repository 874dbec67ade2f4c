"""Request and response models of schedule flows.

A flow has `steps` (`key` unique in the flow, `kind`, `name`, `config` per kind) and `edges`
(`from` → `to`, dependency arcs between step keys). Rules across fields (the graph is a DAG,
the trigger fields come together, a bulk step's action fields) are checked by the service on
the merged state, since an update is judged with what it leaves.
"""

from __future__ import annotations

import uuid
from datetime import datetime, timedelta
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from billing.platform.schemas import Name, Strict, Text

FailurePolicy = Literal["continue_independent", "halt"]
TargetBinding = Literal["snapshot_at_activate", "live_at_fire"]
BulkAction = Literal["change_version", "apply_promotion", "cancel_subscription"]
SubscriptionStatus = Literal["trialing", "active", "past_due", "canceled"]

StepKey = Annotated[Text, Field(min_length=1, max_length=64, pattern=r"^[A-Za-z0-9_-]+$")]
Description = Annotated[Text, Field(max_length=5000)]
Priority = Annotated[int, Field(ge=-1_000_000, le=1_000_000)]
Version = Annotated[int, Field(ge=1, le=2**31 - 1)]
Ids = Annotated[list[uuid.UUID], Field(max_length=100)]
EventName = Annotated[Text, Field(min_length=1, max_length=100, pattern=r"^[a-z0-9_.-]+$")]
TriggerLocal = Annotated[
    Text,
    Field(
        max_length=32,
        description="Wall-clock local time without offset, YYYY-MM-DDTHH:MM[:SS], read in "
        "trigger_tz (a DST gap moves it forward by the gap, a repeated hour takes the first).",
        examples=["2026-12-01T09:00"],
    ),
]
TriggerTz = Annotated[
    Text, Field(max_length=64, description="IANA time zone.", examples=["Europe/Berlin"])
]

MAX_STEPS = 50
MAX_EDGES = 200


class TargetSelector(Strict):
    """Which subscriptions a bulk step fans out to: every filter given must hold (within a
    list, any id matches). `status` defaults to the open statuses (trialing, active,
    past_due)."""

    plan_ids: Ids = Field(default_factory=list)
    price_ids: Ids = Field(
        default_factory=list, description="Prices the subscription bills (plan item or add-on)."
    )
    segment_ids: Ids = Field(default_factory=list, description="Customer segments.")
    customer_tag_ids: Ids = Field(default_factory=list, description="CUSTOMER tags.")
    status: Annotated[list[SubscriptionStatus], Field(max_length=4)] | None = None


class BulkConfig(Strict):
    """A fan-out: the action applied once to each selected subscription.

    `change_version` pins the selector's `price_ids` to `target_version` (a version number)
    or to their latest published version (`target_latest: true`); without `force` a
    subscription pinned to a later version is left as it is. `apply_promotion` redeems
    `promotion_id` for the subscription's customer. `cancel_subscription` cancels now (or
    `at_period_end`)."""

    model_config = ConfigDict(
        extra="forbid",
        json_schema_extra={
            "examples": [
                {
                    "action": "change_version",
                    "target_latest": True,
                    "selector": {"price_ids": ["9f1c1c52-4a61-4d0e-9a55-0c2b1b0a5c11"]},
                }
            ]
        },
    )

    action: BulkAction
    selector: TargetSelector = Field(default_factory=TargetSelector)
    target_version: Version | None = None
    target_latest: bool | None = None
    force: bool | None = None
    promotion_id: uuid.UUID | None = None
    at_period_end: bool | None = None
    reason: Annotated[Text, Field(max_length=500)] | None = None


class GateConfig(Strict):
    instructions: Description | None = None


class WaitConfig(Strict):
    duration: timedelta = Field(description="ISO 8601 duration (PT30M) or seconds.")


class NotifyConfig(Strict):
    event: EventName = Field(description="Name carried by the `schedule_flow.notified` event.")


class GateStep(Strict):
    key: StepKey
    kind: Literal["approval_gate"]
    name: Name
    config: GateConfig = Field(default_factory=GateConfig)


class BulkStep(Strict):
    key: StepKey
    kind: Literal["bulk"]
    name: Name
    config: BulkConfig


class WaitStep(Strict):
    key: StepKey
    kind: Literal["wait"]
    name: Name
    config: WaitConfig


class NotifyStep(Strict):
    key: StepKey
    kind: Literal["notify"]
    name: Name
    config: NotifyConfig


StepIn = Annotated[GateStep | BulkStep | WaitStep | NotifyStep, Field(discriminator="kind")]


class EdgeIn(Strict):
    model_config = ConfigDict(extra="forbid", populate_by_name=False)

    source: StepKey = Field(alias="from")
    target: StepKey = Field(alias="to")


_EXAMPLE: dict[str, Any] = {
    "name": "Move EU customers to the 2027 price",
    "priority": 10,
    "trigger_local": "2026-12-01T09:00",
    "trigger_tz": "Europe/Berlin",
    "steps": [
        {"key": "approve", "kind": "approval_gate", "name": "Finance approves"},
        {
            "key": "move",
            "kind": "bulk",
            "name": "Pin the latest price",
            "config": {
                "action": "change_version",
                "target_latest": True,
                "selector": {"price_ids": ["9f1c1c52-4a61-4d0e-9a55-0c2b1b0a5c11"]},
            },
        },
    ],
    "edges": [{"from": "approve", "to": "move"}],
}


class FlowFields(Strict):
    name: Name | None = None
    description: Description | None = None
    priority: Priority | None = None
    failure_policy: FailurePolicy | None = None
    target_binding: TargetBinding | None = None
    trigger_local: TriggerLocal | None = None
    trigger_tz: TriggerTz | None = None
    steps: Annotated[list[StepIn], Field(max_length=MAX_STEPS)] | None = None
    edges: Annotated[list[EdgeIn], Field(max_length=MAX_EDGES)] | None = None


class FlowCreate(FlowFields):
    model_config = ConfigDict(extra="forbid", json_schema_extra={"examples": [_EXAMPLE]})

    name: Name


class FlowUpdate(FlowFields):
    """Merge-patch of a draft: omitted fields stay; `steps` and `edges` replace the graph
    (`edges` are checked against the steps the flow ends up with); null clears
    `description` and the trigger fields."""

    model_config = ConfigDict(
        extra="forbid",
        json_schema_extra={"examples": [{"expected_version": 1, "priority": 20}]},
    )

    expected_version: Version = Field(description="The lock_version last read.")


class EdgeOut(BaseModel):
    model_config = ConfigDict(populate_by_name=True, serialize_by_alias=True)

    source: str = Field(alias="from")
    target: str = Field(alias="to")


class ResultCounts(BaseModel):
    pending: int = 0
    succeeded: int = 0
    failed: int = 0
    skipped: int = 0
    cancelled: int = 0


class FlowStepOut(BaseModel):
    id: uuid.UUID
    key: str
    kind: str
    name: str
    config: dict[str, Any]
    status: str
    position: int
    depends_on: list[str]
    wait_until: datetime | None
    started_at: datetime | None
    finished_at: datetime | None
    results: ResultCounts | None = Field(description="Fan-out results by status (bulk steps).")


class FlowOut(BaseModel):
    id: uuid.UUID
    name: str
    description: str | None
    priority: int
    failure_policy: str
    target_binding: str
    trigger_local: str | None
    trigger_tz: str | None
    trigger_at: datetime | None
    status: str
    lock_version: int
    steps: list[FlowStepOut]
    edges: list[EdgeOut]
    created_by: uuid.UUID | None
    activated_by: uuid.UUID | None
    activated_at: datetime | None
    started_at: datetime | None
    finished_at: datetime | None
    created_at: datetime
    updated_at: datetime


class ResultOut(BaseModel):
    id: uuid.UUID
    step_id: uuid.UUID
    subscription_id: uuid.UUID
    customer_id: uuid.UUID
    status: str
    attempts: int
    detail: str | None
    outcome: dict[str, Any]
    applied_at: datetime | None
    created_at: datetime
    updated_at: datetime


class TransitionOut(BaseModel):
    id: uuid.UUID
    step_id: uuid.UUID
    from_status: str | None
    to_status: str
    reason: str | None
    actor_id: uuid.UUID | None
    created_at: datetime


class TargetSample(BaseModel):
    subscription_id: uuid.UUID
    customer_id: uuid.UUID
    plan_id: uuid.UUID
    status: str
    currency: str


class EstimateCoverage(BaseModel):
    subscriptions: int = Field(description="How many of the targets the estimate covers.")
    of: int = Field(description="How many targets there are.")
    complete: bool


class PreviewOut(BaseModel):
    count: int
    sample: list[TargetSample]
    money_impact_estimate: dict[str, str] | None = Field(
        description="Monthly recurring revenue delta by currency (MAJOR units), for a "
        "change_version with a concrete target_version; null otherwise."
    )
    estimated_over: EstimateCoverage | None
