"""Response models of the tags domain."""

from __future__ import annotations

import uuid

from pydantic import BaseModel, ConfigDict


class TagRef(BaseModel):
    """A tag as it rides on a tagged resource's `tags` field."""

    model_config = ConfigDict(from_attributes=True)

    id: uuid.UUID
    name: str
    color: str | None
