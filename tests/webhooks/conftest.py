"""A loopback receiver per test, stopped afterwards."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.webhooks.receiver import Receiver


@pytest.fixture
def receiver() -> Iterator[Receiver]:
    found = Receiver().start()
    yield found
    found.stop()
