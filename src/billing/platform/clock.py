"""The one source of "now".

Every rule reads time through this module so that sandbox test clocks can later pin the time of
the objects bound to them; nothing else calls `datetime.now`.
"""

from __future__ import annotations

from datetime import UTC, datetime


def utcnow() -> datetime:
    return datetime.now(UTC)
