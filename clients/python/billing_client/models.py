"""The typed request and response models (attrs classes generated from the OpenAPI document)."""

from billing_client.generated.models import *  # noqa: F403
