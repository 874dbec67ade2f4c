"""Promotions: authoring, validation, versions and lifecycle."""
