"""Metered billing (issue 21): a subscription's meter aggregates rated by rate tables."""
