"""Helpers of the customers tests (and of other domains' tests that need a customer)."""

from __future__ import annotations

import uuid
from typing import Any

from tests.support import Api


def create_customer(api: Api, **fields: Any) -> dict[str, Any]:
    body = {"name": f"Customer {uuid.uuid4().hex[:6]}", **fields}
    response = api.post("/v1/customers", json=body)
    assert response.status_code == 201, response.text
    data: dict[str, Any] = response.json()["data"]
    return data
