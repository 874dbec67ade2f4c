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
    name: Name = DEFAULT_CLOCK_NAME
    frozen_at: Instant | None = None
    """The clock's initial pinned time (RFC 3339 with an offset); null or omitted means now."""


class TestClockAdvance(Strict):
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
    payment_method_id: uuid.UUID
    outcome: Outcome


class PaymentSimulationOut(BaseModel):
    model_config = ConfigDict(from_attributes=True)

    id: uuid.UUID
    workspace_id: uuid.UUID
    payment_method_id: uuid.UUID
    outcome: Outcome
    created_at: datetime
