"""Subscriptions."""
