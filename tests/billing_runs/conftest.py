"""Fixtures of the billing-runs tests."""

from tests.billing_runs.helpers import operator_settings  # noqa: F401 (a fixture)
