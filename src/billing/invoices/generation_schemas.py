"""Request and response models of generate, preview and regenerate-preview."""

from __future__ import annotations

import uuid
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from billing.invoices.schemas import InvoiceLineOut, InvoiceOut
from billing.platform.money import DecimalString
from billing.platform.schemas import Instant, Locale, Strict


class InvoiceGenerate(Strict):
    """The body of generate and preview. The period defaults to the subscription's current
    one; give both bounds or neither."""

    model_config = ConfigDict(
        json_schema_extra={
            "examples": [{"subscription_id": "9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b05"}]
        }
    )

    subscription_id: uuid.UUID
    billing_period_start: Instant | None = None
    billing_period_end: Instant | None = None
    locale: Locale | None = None


class FieldChange(BaseModel):
    """A line field's value on the original and on the proforma, as the API writes them."""

    before: str | None
    after: str | None


class LineDiff(BaseModel):
    """One line that differs between the original and the proforma.

    Lines are matched by `key`: `<line_type>/<price_id>` for product and add-on lines,
    `PRORATION/<price_id>/<change_id>/<credit|charge>` for proration lines, `line/<id>` for
    manual lines (carried over unchanged). Identical lines are not listed.
    """

    change: Literal["added", "removed", "changed"]
    key: str
    line_id: uuid.UUID | None
    """The original line (removed, changed); null for an added line."""
    description: str
    fields: dict[str, FieldChange] = Field(default_factory=dict)
    """What changed (changed only), by field name."""
    line: InvoiceLineOut | None = None
    """The whole line: the proforma's (added) or the original's (removed)."""


class RegenerateSummary(BaseModel):
    original_total: DecimalString
    regenerated_total: DecimalString
    difference: DecimalString
    """regenerated_total - original_total."""


class RegeneratePreviewOut(BaseModel):
    proforma: InvoiceOut
    diff: list[LineDiff]
    summary: RegenerateSummary
