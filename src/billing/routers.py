"""Every domain's router, in the order they appear in the OpenAPI document."""

from __future__ import annotations

from fastapi import APIRouter

from billing.access.routes import router as access_router
from billing.admin.routes import router as admin_router
from billing.approvals.routes import router as approvals_router
from billing.catalog.routes import router as catalog_router
from billing.collection.routes import router as collection_router
from billing.credit_notes.routes import router as credit_notes_router
from billing.customers.routes import router as customers_router
from billing.documents.routes import router as documents_router
from billing.events.routes import router as events_router
from billing.invoices.generation_routes import router as invoice_generation_router
from billing.invoices.routes import router as invoices_router
from billing.ledger.routes import router as ledger_router
from billing.payments.routes import router as payments_router
from billing.pricing.routes import router as pricing_router
from billing.pricing.usage_routes import router as usage_router
from billing.promotions.routes import router as promotions_router
from billing.sandbox.routes import router as sandbox_router
from billing.segments.routes import router as segments_router
from billing.subscriptions.routes import router as subscriptions_router
from billing.tax.routes import router as tax_router

ROUTERS: list[APIRouter] = [
    access_router,
    admin_router,
    tax_router,
    customers_router,
    payments_router,
    catalog_router,
    subscriptions_router,
    segments_router,
    promotions_router,
    pricing_router,
    usage_router,
    invoice_generation_router,
    invoices_router,
    collection_router,
    credit_notes_router,
    documents_router,
    ledger_router,
    approvals_router,
    sandbox_router,
    events_router,
]
