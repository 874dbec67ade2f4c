"""Helpers of the tax tests (and of other domains' tests that need a seller)."""

from __future__ import annotations

from typing import Any

from tests.support import Api

GERMAN_SELLER: dict[str, Any] = {
    "legal_name": "Beispiel GmbH",
    "tax_number": "21/815/08150",
    "vat_id": "DE136695976",
    "tax_regime": "standard",
    "legal_address": {
        "line1": "Hauptstraße 1",
        "line2": None,
        "city": "Berlin",
        "postal_code": "10115",
        "country": "DE",
    },
}


def set_profile(api: Api, **fields: Any) -> dict[str, Any]:
    """PATCH the tax profile (a German seller unless `fields` say otherwise); returns it."""
    response = api.patch("/v1/tax/profile", json={**GERMAN_SELLER, **fields})
    assert response.status_code == 200, response.text
    data: dict[str, Any] = response.json()["data"]
    return data
