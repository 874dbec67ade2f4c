"""Request and response models of the sandbox domain."""

from __future__ import annotations

import uuid
from datetime import datetime
from typing import Literal

from pydantic import BaseModel, ConfigDict

from billing.models.sandbox import Outcome
from billing.platform.schemas import Instant, Name, Strict

DEFAULT_CLOCK_NAME = "Default Clock"


class TestClockCreate(Strict):
    model_config = ConfigDict(
        json_schema_extra={
            "examples": [{"name": "Renewal rehearsal", "frozen_at": "2026-01-01T00:00:00Z"}]
        }
    )

    name: Name = DEFAULT_CLOCK_NAME
    frozen_at: Instant | None = None
    """The clock's initial pinned time (RFC 3339 with an offset); null or omitted means now."""


class TestClockAdvance(Strict):
    model_config = ConfigDict(
        json_schema_extra={"examples": [{"frozen_at": "2026-02-01T00:00:00Z"}]}
    )

    frozen_at: Instant
    """The instant to move the clock to (RFC 3339 with an offset); not before its frozen_at."""


class TestClockOut(BaseModel):
    model_config = ConfigDict(from_attributes=True)

    id: uuid.UUID
    workspace_id: uuid.UUID
    name: str
    frozen_at: datetime
    status: Literal["active", "advancing", "completed"]
    advancing_to: datetime | None
    """While `advancing`: the instant the clock is moving to; `frozen_at` shows how far it got."""
    created_at: datetime
    updated_at: datetime


class PaymentSimulationCreate(Strict):
    model_config = ConfigDict(
        json_schema_extra={
            "examples": [
                {
                    "payment_method_id": "7c6b5a49-3827-4165-a5f4-e3d2c1b0a907",
                    "outcome": "insufficient_funds",
                }
            ]
        }
    )

    payment_method_id: uuid.UUID
    outcome: Outcome


class PaymentSimulationOut(BaseModel):
    model_config = ConfigDict(from_attributes=True)

    id: uuid.UUID
    workspace_id: uuid.UUID
    payment_method_id: uuid.UUID
    outcome: Outcome
    created_at: datetime
