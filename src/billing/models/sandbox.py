"""Sandbox tools: test clocks that pin the time of the customers bound to them, and payment
simulations that pin the sandbox gateway's outcome for a payment method."""

from __future__ import annotations

import uuid
from datetime import datetime

from sqlalchemy import ForeignKey, String
from sqlalchemy.orm import Mapped, mapped_column

from billing.platform.db import Base, IdMixin, TimestampMixin, WorkspaceScoped


class TestClock(IdMixin, TimestampMixin, WorkspaceScoped, Base):
    __tablename__ = "test_clocks"
    __noun__ = "test clock"
    __test__ = False  # not a pytest test class, despite its name

    name: Mapped[str] = mapped_column(String(200))
    frozen_at: Mapped[datetime]
    status: Mapped[str] = mapped_column(String(16), default="active")


class PaymentSimulation(IdMixin, TimestampMixin, WorkspaceScoped, Base):
    __tablename__ = "payment_simulations"
    __noun__ = "payment simulation"

    payment_method_id: Mapped[uuid.UUID] = mapped_column(
        ForeignKey("payment_methods.id", ondelete="CASCADE"), unique=True
    )
    outcome: Mapped[str] = mapped_column(String(32))
