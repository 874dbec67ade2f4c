"""Billing runs: what time does to subscriptions (period ends, trials, cancellations)."""
