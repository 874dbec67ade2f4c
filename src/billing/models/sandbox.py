"""Sandbox tools: test clocks that pin the time of the customers bound to them, payment
simulations that pin the sandbox gateway's outcome for a payment method, and the sandbox
gateway's ledger of charges and refunds."""

from __future__ import annotations

import uuid
from datetime import datetime
from typing import Any, Literal, get_args

from sqlalchemy import BigInteger, ForeignKey, String, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from billing.platform.db import (
    Base,
    IdMixin,
    JsonDoc,
    TimestampMixin,
    WorkspaceIndexed,
    WorkspaceScoped,
)

Outcome = Literal[
    "success",
    "decline",
    "insufficient_funds",
    "expired_card",
    "fraud",
    "processing_error",
    "network_error",
]
"""The outcomes a payment gateway answers with: stored on payment attempts and the sandbox
gateway's operations, pinned by payment simulations. They stand with the tables because the
sandbox, which simulates them, sits below the payments domain, whose gateway returns them."""

OUTCOMES: tuple[Outcome, ...] = get_args(Outcome)


class TestClock(IdMixin, TimestampMixin, WorkspaceIndexed, Base):
    __tablename__ = "test_clocks"
    __noun__ = "test clock"
    __test__ = False  # not a pytest test class, despite its name

    name: Mapped[str] = mapped_column(String(200))
    frozen_at: Mapped[datetime]
    status: Mapped[str] = mapped_column(String(16), default="active")
    advancing_to: Mapped[datetime | None] = mapped_column(default=None)
    """The instant an advance in progress moves the clock to (null unless `advancing`)."""


class PaymentSimulation(IdMixin, TimestampMixin, WorkspaceIndexed, Base):
    __tablename__ = "payment_simulations"
    __noun__ = "payment simulation"

    payment_method_id: Mapped[uuid.UUID] = mapped_column(
        ForeignKey("payment_methods.id", ondelete="CASCADE"), unique=True
    )
    outcome: Mapped[str] = mapped_column(String(32))


class SandboxGatewayOperation(IdMixin, TimestampMixin, WorkspaceScoped, Base):
    """A charge or refund the sandbox gateway answered: what a real gateway would remember.

    The dedup token is unique per workspace and kind, so a repeated request finds the first
    answer instead of charging twice. `outcome` is decided when the request arrives; a pending
    (SEPA) operation reveals it once `settles_at` has passed and someone retrieves it.
    """

    __tablename__ = "sandbox_gateway_operations"
    __noun__ = "sandbox gateway operation"
    __table_args__ = (UniqueConstraint("workspace_id", "kind", "dedup_token"),)

    kind: Mapped[str] = mapped_column(String(8))
    reference: Mapped[str] = mapped_column(String(64), unique=True)
    dedup_token: Mapped[str] = mapped_column(String(255))
    payment_method_id: Mapped[uuid.UUID] = mapped_column(
        ForeignKey("payment_methods.id"), index=True
    )
    charge_id: Mapped[uuid.UUID | None] = mapped_column(
        ForeignKey("sandbox_gateway_operations.id"), default=None, index=True
    )
    amount: Mapped[int] = mapped_column(BigInteger)
    currency: Mapped[str] = mapped_column(String(3))
    status: Mapped[str] = mapped_column(String(16))
    outcome: Mapped[str] = mapped_column(String(32))
    failure_message: Mapped[str | None] = mapped_column(String(500), default=None)
    description: Mapped[str | None] = mapped_column(String(500), default=None)
    metadata_: Mapped[dict[str, Any]] = mapped_column("metadata", JsonDoc, default=dict)
    settles_at: Mapped[datetime | None] = mapped_column(default=None)
    settled_at: Mapped[datetime | None] = mapped_column(default=None)
