"""Every domain's router, in the order they appear in the OpenAPI document."""

from __future__ import annotations

from fastapi import APIRouter

from billing.access.routes import router as access_router
from billing.admin.routes import router as admin_router
from billing.approvals.routes import router as approvals_router
from billing.catalog import lookups as catalog
from billing.catalog.routes import router as catalog_router
from billing.collection.routes import router as collection_router
from billing.credit_notes import service as credit_notes
from billing.credit_notes.routes import router as credit_notes_router
from billing.customers import service as customers
from billing.customers.routes import router as customers_router
from billing.documents.routes import router as documents_router
from billing.events.routes import router as events_router
from billing.flows.routes import router as flows_router
from billing.invoices import service as invoices
from billing.invoices.generation_routes import router as invoice_generation_router
from billing.invoices.routes import router as invoices_router
from billing.ledger.routes import router as ledger_router
from billing.metering.routes import router as metering_router
from billing.payments.routes import router as payments_router
from billing.pricing.rate_table_routes import router as rate_tables_router
from billing.pricing.routes import router as pricing_router
from billing.pricing.usage_routes import router as usage_router
from billing.promotions.engine_routes import router as promotion_engine_router
from billing.promotions.redemption_routes import router as redemptions_router
from billing.promotions.routes import router as promotions_router
from billing.sandbox.routes import router as sandbox_router
from billing.segments.routes import router as segments_router
from billing.subscriptions import service as subscriptions
from billing.subscriptions.routes import router as subscriptions_router
from billing.tags.routes import FindResource, tagging_router
from billing.tags.routes import router as tags_router
from billing.tags.schemas import EntityType
from billing.tax.routes import router as tax_router
from billing.wallet.routes import router as wallet_router
from billing.webhooks.routes import event_catalog
from billing.webhooks.routes import router as webhooks_router

TAGGABLE: list[tuple[str, str, EntityType, str, FindResource]] = [
    ("customers", "customer_id", "CUSTOMER", "customers", customers.get_customer),
    (
        "subscriptions",
        "subscription_id",
        "SUBSCRIPTION",
        "subscriptions",
        subscriptions.get_subscription,
    ),
    ("products", "product_id", "PRODUCT", "products", catalog.get_product),
    ("plans", "plan_id", "PLAN", "plans", catalog.get_plan_with_items),
    ("invoices", "invoice_id", "INVOICE", "invoices", invoices.get_invoice),
    ("credit-notes", "credit_note_id", "CREDIT_NOTE", "credit_notes", credit_notes.get_note),
]
"""Each taggable kind: path segment, id parameter, tag entity type, permission family and how
to find one of the workspace's. Adding and removing tags needs the resource's write
permission: it changes what the resource shows."""

TAGGING_ROUTERS = [
    tagging_router(
        kind=kind, id_name=id_name, entity_type=entity_type, permission=f"{family}:write", find=find
    )
    for kind, id_name, entity_type, family, find in TAGGABLE
]

ROUTERS: list[APIRouter] = [
    access_router,
    admin_router,
    tax_router,
    customers_router,
    payments_router,
    catalog_router,
    subscriptions_router,
    segments_router,
    promotion_engine_router,
    promotions_router,
    redemptions_router,
    flows_router,
    pricing_router,
    rate_tables_router,
    usage_router,
    metering_router,
    invoice_generation_router,
    invoices_router,
    collection_router,
    credit_notes_router,
    documents_router,
    ledger_router,
    wallet_router,
    approvals_router,
    sandbox_router,
    events_router,
    tags_router,
    *TAGGING_ROUTERS,
    webhooks_router,
]

WEBHOOK_CATALOG = event_catalog()
"""The OpenAPI document's `webhooks`: every event type and the body sent for it."""
