"""Request and response models of the access domain."""

from __future__ import annotations

import uuid
from datetime import datetime

from pydantic import BaseModel, ConfigDict


class Strict(BaseModel):
    """Request bodies: unknown fields are a validation error (no mass assignment)."""

    model_config = ConfigDict(extra="forbid")


class WorkspaceOut(BaseModel):
    id: uuid.UUID
    organization_id: uuid.UUID
    name: str
    slug: str
    mode: str
    is_default: bool
    created_at: datetime
