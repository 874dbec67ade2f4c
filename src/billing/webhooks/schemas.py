"""Request and response models of webhook endpoints and their deliveries."""

from __future__ import annotations

import uuid
from datetime import datetime
from typing import Annotated, Any

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, field_validator

from billing.platform.schemas import Strict, Text, not_null
from billing.platform.shown_once import ShownOnce
from billing.webhooks.catalog import EVENT_TYPES
from billing.webhooks.urls import RefusedUrl, check_form

MAX_EVENT_TYPES = len(EVENT_TYPES)


def _url(value: str) -> str:
    try:
        check_form(value)
    except RefusedUrl as exc:
        raise ValueError(str(exc)) from None
    return value


def _event_types(value: list[str]) -> list[str]:
    unknown = sorted(set(value) - set(EVENT_TYPES))
    if unknown:
        raise ValueError(f"unknown event types {', '.join(unknown)} (see the event catalog)")
    return sorted(set(value))


EndpointUrl = Annotated[Text, Field(min_length=1, max_length=2048), AfterValidator(_url)]
EventTypes = Annotated[
    list[Text],
    Field(max_length=MAX_EVENT_TYPES, description="Empty: every event type."),
    AfterValidator(_event_types),
]
Description = Annotated[Text, Field(max_length=2000)]


class EndpointCreate(Strict):
    model_config = ConfigDict(
        json_schema_extra={
            "examples": [
                {
                    "url": "https://example.com/webhooks/billing",
                    "event_types": ["invoice.finalized", "invoice.paid"],
                    "description": "ERP sync",
                }
            ]
        }
    )

    url: EndpointUrl
    event_types: EventTypes = Field(default_factory=list)
    description: Description | None = None
    enabled: bool = True


class EndpointUpdate(Strict):
    """Omitted fields stay; `enabled: true` also revives an endpoint disabled for failing."""

    model_config = ConfigDict(json_schema_extra={"examples": [{"enabled": False}]})

    url: EndpointUrl | None = None
    event_types: EventTypes | None = None
    description: Description | None = None
    enabled: bool | None = None

    _required = field_validator("url", "event_types", "enabled")(not_null)


class EndpointOut(BaseModel):
    id: uuid.UUID
    url: str
    event_types: list[str]
    description: str | None
    enabled: bool
    disabled_reason: str | None = Field(
        description="Why the service disabled the endpoint (`failing`), or null."
    )
    secret_hint: str = Field(description="The secret's first characters.")
    created_at: datetime
    updated_at: datetime


class EndpointWithSecret(EndpointOut):
    secret: ShownOnce = Field(
        description="The signing secret (`whsec_` + base64), returned only once (null in a "
        "replay of the request)."
    )


class AttemptOut(BaseModel):
    at: datetime
    status_code: int | None
    latency_ms: int | None
    error: str | None


class DeliveryOut(BaseModel):
    id: uuid.UUID
    endpoint_id: uuid.UUID
    event_id: uuid.UUID
    event_type: str
    replay_of_id: uuid.UUID | None
    status: str = Field(description="pending, succeeded or failed (gave up after 3 days)")
    attempts: int
    next_attempt_at: datetime | None
    last_status_code: int | None
    last_latency_ms: int | None
    last_error: str | None
    attempt_log: list[AttemptOut]
    created_at: datetime


class WebhookMessage(BaseModel):
    """The body of every webhook request."""

    id: uuid.UUID = Field(description="The event id; also the `webhook-id` header.")
    type: str
    created_at: datetime
    workspace_id: uuid.UUID
    data: dict[str, Any]
