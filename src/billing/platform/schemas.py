"""Base models shared by every domain's request and response schemas."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict


class Strict(BaseModel):
    """Request bodies: unknown fields are a validation error (no mass assignment)."""

    model_config = ConfigDict(extra="forbid")
