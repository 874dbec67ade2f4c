"""Response models of the events domain."""

from __future__ import annotations

import uuid
from datetime import datetime
from typing import Any

from pydantic import BaseModel, ConfigDict


class EventOut(BaseModel):
    """An outbox event: what changed (`type`), on which resource, and its payload."""

    model_config = ConfigDict(from_attributes=True)

    id: uuid.UUID
    type: str
    resource_type: str | None
    resource_id: str | None
    data: dict[str, Any]
    created_at: datetime
