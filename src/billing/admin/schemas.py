"""Request and response models of the admin domain (settings)."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from billing.platform.schemas import Strict, Text

MAX_SETTINGS_PER_REQUEST = 100


class SettingsUpdate(Strict):
    """`PUT /v1/settings`: values by key; null resets a key to its default."""

    model_config = ConfigDict(
        json_schema_extra={
            "examples": [
                {
                    "settings": {
                        "payment_terms_days": 30,
                        "default_locale": "de",
                        "timezone": "Europe/Berlin",
                    }
                }
            ]
        }
    )

    settings: dict[Text, Any] = Field(max_length=MAX_SETTINGS_PER_REQUEST)


class EffectiveSetting(BaseModel):
    key: str
    value: Any
    source: Literal["default", "organization"]


class CatalogEntry(BaseModel):
    key: str
    type: str
    default: Any
    nullable: bool
    description: str
    allowed_values: list[str] | None = None
    minimum: int | None = None
    maximum: int | None = None
    key_pattern: str | None = None
