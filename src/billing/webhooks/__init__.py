"""Webhooks: endpoints that receive every outbox event, signed per Standard Webhooks."""
