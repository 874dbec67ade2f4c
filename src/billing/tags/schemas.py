"""Request and response models of the tags domain."""

from __future__ import annotations

import uuid
from datetime import datetime
from typing import Annotated, Literal

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, field_validator

from billing.platform.schemas import Strict, Text, not_null
from billing.tags.names import MAX_NAME_LENGTH, normalized_name

EntityType = Literal["CUSTOMER", "SUBSCRIPTION", "PRODUCT", "PLAN", "INVOICE", "CREDIT_NOTE"]
MAX_TAGS_PER_REQUEST = 100


def _name(raw: str) -> str:
    name = normalized_name(raw)
    if not name:
        raise ValueError("must not be blank")
    if len(name) > MAX_NAME_LENGTH:
        raise ValueError(f"must be at most {MAX_NAME_LENGTH} characters")
    return name


TagName = Annotated[
    Text,
    Field(
        max_length=4 * MAX_NAME_LENGTH,
        description="Normalized: NFKC, trimmed, "
        "inner whitespace collapsed; unique per entity type, ignoring case.",
    ),
    AfterValidator(_name),
]
Color = Annotated[Text, Field(pattern=r"^#[0-9A-Fa-f]{6}$", description="#RRGGBB")]
Description = Annotated[Text, Field(max_length=2000)]


class TagCreate(Strict):
    model_config = ConfigDict(
        json_schema_extra={
            "examples": [
                {
                    "name": "Enterprise",
                    "entity_type": "CUSTOMER",
                    "color": "#1E88E5",
                    "description": "Accounts on an enterprise contract",
                }
            ]
        }
    )

    name: TagName
    entity_type: EntityType
    color: Color | None = None
    description: Description | None = None


ClearableColor = Annotated[
    Text,
    Field(pattern=r"^(#[0-9A-Fa-f]{6})?$", description="#RRGGBB; an empty string clears it"),
]


class TagUpdate(Strict):
    """Omitted fields stay; an empty string (or null) clears `color` or `description`."""

    model_config = ConfigDict(json_schema_extra={"examples": [{"color": "#43A047"}]})

    name: TagName | None = None
    color: ClearableColor | None = None
    description: Annotated[Description, Field(description="An empty string clears it")] | None = (
        None
    )
    archived: bool | None = None

    _required = field_validator("name", "archived")(not_null)


class TagOut(BaseModel):
    model_config = ConfigDict(from_attributes=True)

    id: uuid.UUID
    name: str
    entity_type: str
    color: str | None
    description: str | None
    archived: bool
    created_at: datetime
    updated_at: datetime
    usage_count: int | None = Field(
        default=None,
        exclude_if=lambda count: count is None,
        description="Present with include=usage_count: how many resources of this workspace "
        "carry the tag.",
    )


class TagIds(Strict):
    model_config = ConfigDict(
        json_schema_extra={"examples": [{"tag_ids": ["6d7e8f90-a1b2-4c3d-8e4f-5a6b7c8d9e09"]}]}
    )

    tag_ids: list[uuid.UUID] = Field(min_length=1, max_length=MAX_TAGS_PER_REQUEST)


class TagRef(BaseModel):
    """A tag as it rides on a tagged resource's `tags` field."""

    model_config = ConfigDict(from_attributes=True)

    id: uuid.UUID
    name: str
    color: str | None
