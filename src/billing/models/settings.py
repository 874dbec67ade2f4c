"""Organization-level settings; defaults live in the settings catalog, not in rows."""

from __future__ import annotations

import uuid
from datetime import datetime
from typing import Any

from sqlalchemy import String
from sqlalchemy.orm import Mapped, mapped_column

from billing.platform import clock
from billing.platform.db import Base, JsonDoc


class OrganizationSetting(Base):
    __tablename__ = "organization_settings"

    organization_id: Mapped[uuid.UUID] = mapped_column(primary_key=True)
    key: Mapped[str] = mapped_column(String(100), primary_key=True)
    value: Mapped[Any] = mapped_column(JsonDoc)
    updated_at: Mapped[datetime] = mapped_column(default=clock.wall_now, onupdate=clock.wall_now)
