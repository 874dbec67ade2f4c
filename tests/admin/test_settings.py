"""Organization settings: effective values with their source, catalog-validated updates."""

from __future__ import annotations

import pytest

from tests.support import Api

DEFAULTS = {
    "default_currency": "EUR",
    "timezone": "UTC",
    "default_locale": "en",
    "invoice_number_format": "INV-{YYYY}-{SEQ:06}",
    "credit_note_number_format": "CN-{YYYY}-{SEQ:06}",
    "payment_terms_days": 14,
    "invoice_approval_threshold": None,
    "auto_finalize": True,
    "dunning_retry_days": [1, 3, 7],
    "dunning_final_action": "past_due",
    "dunning_mark_uncollectible": False,
    "trial_end_without_payment_method": "invoice",
    "usage.grace_hours": 24,
    "flows.require_distinct_activator": False,
    "webhooks.allow_private_urls": False,
}


def settings_of(api: Api) -> dict[str, dict]:
    response = api.get("/v1/settings")
    assert response.status_code == 200, response.text
    return {item["key"]: item for item in response.json()["data"]}


def put(api: Api, values: dict):
    return api.put("/v1/settings", json={"settings": values})


def assert_invalid(response, *pointers: str) -> None:
    assert response.status_code == 422, response.text
    assert response.headers["content-type"] == "application/problem+json"
    body = response.json()
    assert body["code"] == "VALIDATION_ERROR"
    assert sorted(e["pointer"] for e in body["errors"]) == sorted(pointers)


def settings_events(api: Api) -> list[dict]:
    response = api.get("/v1/events", params={"type": "settings.updated"})
    assert response.status_code == 200, response.text
    return response.json()["data"]


class TestListSettings:
    def test_defaults_with_their_source(self, tenant):
        settings = settings_of(tenant.live)
        assert {key: item["value"] for key, item in settings.items()} == DEFAULTS
        assert {item["source"] for item in settings.values()} == {"default"}

    def test_anonymous(self, client):
        response = client.get("/v1/settings")
        assert response.status_code == 401
        assert response.json()["code"] == "UNAUTHORIZED"

    def test_user_session(self, tenant):
        assert settings_of(tenant.login())["timezone"]["value"] == "UTC"


class TestUpdateSettings:
    def test_upsert_answers_the_effective_settings(self, tenant):
        response = put(
            tenant.live,
            {"default_currency": "usd", "payment_terms_days": 30, "timezone": "Europe/Berlin"},
        )
        assert response.status_code == 200, response.text
        answered = {item["key"]: item for item in response.json()["data"]}
        assert answered["default_currency"] == {
            "key": "default_currency",
            "value": "USD",
            "source": "organization",
        }
        assert answered["payment_terms_days"]["value"] == 30
        assert answered["auto_finalize"] == {
            "key": "auto_finalize",
            "value": True,
            "source": "default",
        }
        assert settings_of(tenant.live) == answered

        response = put(tenant.live, {"payment_terms_days": 0})
        assert response.status_code == 200, response.text
        settings = settings_of(tenant.live)
        assert settings["payment_terms_days"]["value"] == 0
        assert settings["default_currency"]["value"] == "USD", "keys not in the body are kept"

    def test_settings_belong_to_the_organization_not_the_workspace(self, tenant):
        assert put(tenant.sandbox, {"default_locale": "de"}).status_code == 200
        assert settings_of(tenant.live)["default_locale"]["value"] == "de"

    def test_null_resets_to_the_default(self, tenant):
        assert put(tenant.live, {"dunning_final_action": "cancel"}).status_code == 200
        response = put(tenant.live, {"dunning_final_action": None})
        assert response.status_code == 200, response.text
        assert settings_of(tenant.live)["dunning_final_action"] == {
            "key": "dunning_final_action",
            "value": "past_due",
            "source": "default",
        }

    def test_unknown_key(self, tenant):
        assert_invalid(put(tenant.live, {"default_colour": "blue"}), "/settings/default_colour")
        assert_invalid(put(tenant.live, {"tax/rate": None}), "/settings/tax~1rate")

    def test_every_invalid_value_is_reported_and_nothing_is_written(self, tenant):
        response = put(
            tenant.live,
            {
                "timezone": "Europe/Berlin",
                "payment_terms_days": "30",
                "auto_finalize": "yes",
                "no_such_setting": 1,
            },
        )
        assert_invalid(
            response,
            "/settings/payment_terms_days",
            "/settings/auto_finalize",
            "/settings/no_such_setting",
        )
        assert settings_of(tenant.live)["timezone"]["source"] == "default"
        assert settings_events(tenant.live) == []

    @pytest.mark.parametrize(
        ("key", "value"),
        [
            ("default_currency", "EURO"),
            ("default_currency", 978),
            ("timezone", "Mars/Olympus_Mons"),
            ("timezone", "../../etc/passwd"),
            ("timezone", ""),
            ("default_locale", "sv"),
            ("payment_terms_days", -1),
            ("payment_terms_days", 14.5),
            ("payment_terms_days", True),
            ("payment_terms_days", 10_000),
            ("auto_finalize", 1),
            ("dunning_retry_days", [3, 1]),
            ("dunning_retry_days", [1, 1]),
            ("dunning_retry_days", [0, 2]),
            ("dunning_retry_days", [1, "3"]),
            ("dunning_retry_days", [True]),
            ("dunning_retry_days", 3),
            ("dunning_final_action", "suspend"),
            ("dunning_mark_uncollectible", "yes"),
            ("trial_end_without_payment_method", "pause"),
            ("trial_end_without_payment_method", 1),
            ("flows.require_distinct_activator", "false"),
            ("webhooks.allow_private_urls", 0),
            ("invoice_approval_threshold", 1000),
            ("invoice_approval_threshold", "-5"),
            ("invoice_approval_threshold", "12.345"),
            ("invoice_approval_threshold", "1e3"),
            ("invoice_approval_threshold", "NaN"),
            ("invoice_number_format", "INV-{YYYY}"),
            ("invoice_number_format", "INV-{YEAR}-{SEQ}"),
            ("invoice_number_format", "INV-{SEQ}-{SEQ}"),
            ("invoice_number_format", "INV-{SEQ"),
            ("invoice_number_format", "INV}-{SEQ}"),
            ("invoice_number_format", "INV-{SEQ:6}"),
            ("invoice_number_format", "INV-{SEQ:020}"),
            ("invoice_number_format", ""),
            ("invoice_number_format", "X" * 80 + "{SEQ}"),
            ("invoice_number_format", "X" * 55 + "{SEQ:012}"),
            ("invoice_number_format", "X" * 50 + "{YYYY}{SEQ}"),
            ("credit_note_number_format", "CN-{YYYY}-\n{SEQ}"),
            ("credit_note_number_format", ["CN-{SEQ}"]),
        ],
    )
    def test_invalid_value(self, tenant, key, value):
        assert_invalid(put(tenant.live, {key: value}), f"/settings/{key}")

    @pytest.mark.parametrize(
        ("key", "value"),
        [
            ("invoice_number_format", "{YY}{MM}{DD}/{SEQ}"),
            ("invoice_number_format", "R {YYYY}-{SEQ:012}"),
            ("credit_note_number_format", "GS-{SEQ:04}"),
            ("dunning_retry_days", []),
            ("dunning_retry_days", [2, 5, 10, 30]),
            ("timezone", "America/Argentina/Buenos_Aires"),
            ("default_locale", "ja"),
            ("webhooks.allow_private_urls", True),
        ],
    )
    def test_valid_value(self, tenant, key, value):
        response = put(tenant.live, {key: value})
        assert response.status_code == 200, response.text
        assert settings_of(tenant.live)[key] == {
            "key": key,
            "value": value,
            "source": "organization",
        }

    @pytest.mark.parametrize(
        "body",
        [
            {},
            {"settings": ["timezone"]},
            {"settings": "timezone=UTC"},
            {"settings": {}, "organization_id": "x"},
        ],
    )
    def test_malformed_body(self, tenant, body):
        response = tenant.live.put("/v1/settings", json=body)
        assert response.status_code == 422, response.text
        assert response.json()["code"] == "VALIDATION_ERROR"

    def test_empty_update_changes_nothing(self, tenant):
        response = put(tenant.live, {})
        assert response.status_code == 200, response.text
        assert {item["source"] for item in response.json()["data"]} == {"default"}
        assert settings_events(tenant.live) == []


class TestApprovalThreshold:
    def test_decimal_string_at_the_scale_of_the_default_currency(self, tenant):
        response = put(tenant.live, {"invoice_approval_threshold": "1000.5"})
        assert response.status_code == 200, response.text
        threshold = settings_of(tenant.live)["invoice_approval_threshold"]
        assert threshold == {
            "key": "invoice_approval_threshold",
            "value": "1000.50",
            "source": "organization",
        }

    def test_null_turns_approvals_off(self, tenant):
        assert put(tenant.live, {"invoice_approval_threshold": "250"}).status_code == 200
        assert put(tenant.live, {"invoice_approval_threshold": None}).status_code == 200
        threshold = settings_of(tenant.live)["invoice_approval_threshold"]
        assert (threshold["value"], threshold["source"]) == (None, "default")

    def test_follows_a_change_of_the_default_currency(self, tenant):
        assert put(tenant.live, {"invoice_approval_threshold": "5000"}).status_code == 200
        response = put(tenant.live, {"default_currency": "KWD"})
        assert response.status_code == 200, response.text
        assert settings_of(tenant.live)["invoice_approval_threshold"]["value"] == "5000.000"

    def test_a_currency_too_coarse_for_the_threshold_is_refused(self, tenant):
        assert put(tenant.live, {"invoice_approval_threshold": "99.99"}).status_code == 200
        assert_invalid(put(tenant.live, {"default_currency": "JPY"}), "/settings/default_currency")
        assert_invalid(
            put(tenant.live, {"default_currency": "JPY", "invoice_approval_threshold": "99.5"}),
            "/settings/invoice_approval_threshold",
        )
        response = put(tenant.live, {"default_currency": "JPY", "invoice_approval_threshold": "99"})
        assert response.status_code == 200, response.text
        settings = settings_of(tenant.live)
        assert settings["default_currency"]["value"] == "JPY"
        assert settings["invoice_approval_threshold"]["value"] == "99"


class TestFeatureFlags:
    def test_flags_the_organization_sets_are_listed(self, tenant):
        response = put(tenant.live, {"features.usage_alerts": True, "features.beta_ui": False})
        assert response.status_code == 200, response.text
        settings = settings_of(tenant.live)
        assert settings["features.usage_alerts"] == {
            "key": "features.usage_alerts",
            "value": True,
            "source": "organization",
        }
        assert settings["features.beta_ui"]["value"] is False

        assert put(tenant.live, {"features.usage_alerts": None}).status_code == 200
        assert "features.usage_alerts" not in settings_of(tenant.live)

    @pytest.mark.parametrize("key", ["features.", "features.Beta", "features.beta-ui", "feature.x"])
    def test_invalid_flag_names(self, tenant, key):
        assert_invalid(put(tenant.live, {key: True}), f"/settings/{key}")

    def test_flags_are_booleans(self, tenant):
        assert_invalid(put(tenant.live, {"features.beta": "on"}), "/settings/features.beta")


class TestSettingsEvents:
    def test_a_change_emits_settings_updated(self, tenant):
        assert (
            put(tenant.live, {"timezone": "Asia/Tokyo", "auto_finalize": True}).status_code == 200
        )
        [event] = settings_events(tenant.live)
        assert event["resource_type"] == "settings"
        assert event["resource_id"] == tenant.organization_id
        assert event["data"] == {"changed": {"timezone": "Asia/Tokyo", "auto_finalize": True}}

        assert put(tenant.live, {"timezone": "Asia/Tokyo"}).status_code == 200
        assert len(settings_events(tenant.live)) == 1, "no event when nothing changed"

        assert put(tenant.live, {"timezone": None}).status_code == 200
        latest = settings_events(tenant.live)[0]
        assert latest["data"] == {"changed": {"timezone": "UTC"}}


class TestCatalog:
    def test_every_key_with_type_default_and_description(self, tenant):
        response = tenant.live.get("/v1/settings/catalog")
        assert response.status_code == 200, response.text
        entries = {entry["key"]: entry for entry in response.json()["data"]}
        assert {key: entries[key]["default"] for key in DEFAULTS} == DEFAULTS
        assert all(entry["description"] for entry in entries.values())
        assert entries["payment_terms_days"]["type"] == "integer"
        assert entries["payment_terms_days"]["minimum"] == 0
        assert entries["invoice_approval_threshold"]["nullable"] is True
        assert entries["default_locale"]["allowed_values"] == [
            "en", "de", "fr", "es", "it", "pt", "nl", "ja",
        ]  # fmt: skip
        assert entries["dunning_final_action"]["allowed_values"] == ["cancel", "past_due"]
        flag = entries["features.<name>"]
        assert (flag["type"], flag["default"]) == ("boolean", False)
        assert "key_pattern" in flag


class TestPermissions:
    def _key(self, tenant, scopes: list[str]) -> Api:
        response = tenant.live.post("/v1/api-keys", json={"name": "scoped", "scopes": scopes})
        assert response.status_code == 201, response.text
        return Api(tenant.client, response.json()["data"]["key"])

    def test_read_scope_cannot_write(self, tenant):
        reader = self._key(tenant, ["settings:read"])
        assert reader.get("/v1/settings").status_code == 200
        assert reader.get("/v1/settings/catalog").status_code == 200
        response = put(reader, {"timezone": "Europe/Paris"})
        assert response.status_code == 403
        assert response.json()["code"] == "FORBIDDEN"
        assert settings_of(tenant.live)["timezone"]["value"] == "UTC"

    def test_other_scopes_cannot_read(self, tenant):
        stranger = self._key(tenant, ["customers:read"])
        for path in ("/v1/settings", "/v1/settings/catalog"):
            response = stranger.get(path)
            assert response.status_code == 403
            assert response.json()["code"] == "FORBIDDEN"


class TestTenancy:
    def test_another_organization_never_sees_or_changes_them(self, tenant, other_tenant):
        assert put(tenant.live, {"default_currency": "CHF"}).status_code == 200
        assert settings_of(other_tenant.live)["default_currency"]["source"] == "default"
        assert settings_events(other_tenant.live) == []

        assert put(other_tenant.live, {"default_currency": "GBP"}).status_code == 200
        assert settings_of(tenant.live)["default_currency"]["value"] == "CHF"
        assert settings_of(other_tenant.live)["default_currency"]["value"] == "GBP"
