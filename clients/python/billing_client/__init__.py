"""billing-client: a typed Python client of the billing API.

    from billing_client import BillingClient

    client = BillingClient("http://127.0.0.1:8000", api_key="sk_test_...")
    customer = client.customers.create_customer(body={"name": "Acme"}).data
    for invoice in client.invoices.list_all(status="draft"):
        print(invoice.id, invoice.total)

The typed models are in `billing_client.models`; every operation's own module (with
`sync_detailed` and `asyncio_detailed`) is in `billing_client.generated.api`.
"""

from billing_client._client import AsyncBillingClient, BillingClient
from billing_client.errors import (
    BadRequest,
    Conflict,
    Forbidden,
    NotFound,
    PayloadTooLarge,
    PaymentDeclined,
    ProblemError,
    RateLimited,
    ServerError,
    Unauthorized,
    UnsupportedMediaType,
    ValidationFailed,
)

__version__ = "0.1.0"

__all__ = [
    "AsyncBillingClient",
    "BadRequest",
    "BillingClient",
    "Conflict",
    "Forbidden",
    "NotFound",
    "PayloadTooLarge",
    "PaymentDeclined",
    "ProblemError",
    "RateLimited",
    "ServerError",
    "Unauthorized",
    "UnsupportedMediaType",
    "ValidationFailed",
]
