"""tenant tables lose the single-column indexes no query uses: `workspace_id` where an index
leads with it, `organization_id` where nothing reads by organization alone, `created_at` where
nothing filters or orders by it without a leading tenant or parent column

Revision ID: 0019
Revises: 0018
Create Date: 2026-11-27 00:00:00.000000+00:00
"""

from collections.abc import Sequence

from alembic import op

revision: str = "0019"
down_revision: str | None = "0018"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

DROPPED: dict[str, tuple[str, ...]] = {
    "api_keys": ("organization_id", "created_at"),
    "approval_requests": ("organization_id", "created_at"),
    "coupon_tokens": ("organization_id",),
    "credit_note_applications": ("organization_id",),
    "credit_note_lines": ("organization_id",),
    "credit_notes": ("workspace_id", "organization_id", "created_at"),
    "customers": ("workspace_id", "organization_id", "created_at"),
    "document_artifacts": ("workspace_id", "organization_id"),
    "events": ("workspace_id", "organization_id"),
    "idempotency_records": ("workspace_id", "organization_id", "created_at"),
    "invoice_lines": ("workspace_id", "organization_id"),
    "invoice_payments": ("organization_id", "created_at"),
    "invoice_promotion_benefits": ("organization_id", "created_at"),
    "invoices": ("workspace_id", "organization_id", "created_at"),
    "jobs": ("created_at",),
    "ledger_entries": ("workspace_id", "organization_id"),
    "members": ("organization_id", "created_at"),
    "meters": ("workspace_id", "organization_id", "created_at"),
    "payment_methods": ("organization_id", "created_at"),
    "payment_simulations": ("organization_id", "created_at"),
    "plan_items": ("organization_id",),
    "plans": ("workspace_id", "organization_id", "created_at"),
    "price_formula_versions": ("organization_id", "created_at"),
    "price_formulas": ("workspace_id", "organization_id", "created_at"),
    "price_versions": ("organization_id", "created_at"),
    "prices": ("workspace_id", "organization_id", "created_at"),
    "products": ("workspace_id", "organization_id", "created_at"),
    "promotion_customers": ("organization_id",),
    "promotion_redemptions": ("organization_id", "created_at"),
    "promotion_versions": ("created_at",),
    "promotions": ("workspace_id", "created_at"),
    "rate_table_formula_refs": ("organization_id",),
    "rate_table_versions": ("organization_id", "created_at"),
    "rate_tables": ("workspace_id", "organization_id", "created_at"),
    "sandbox_gateway_operations": ("workspace_id", "organization_id", "created_at"),
    "schedule_flow_step_transitions": ("organization_id",),
    "schedule_flow_steps": ("organization_id", "created_at"),
    "schedule_flow_targets": ("organization_id", "created_at"),
    "schedule_flows": ("workspace_id", "organization_id", "created_at"),
    "segments": ("workspace_id", "organization_id", "created_at"),
    "subscription_add_ons": ("organization_id",),
    "subscription_changes": ("organization_id",),
    "subscriptions": ("workspace_id", "organization_id", "created_at"),
    "taggings": ("organization_id",),
    "tags": ("created_at",),
    "test_clocks": ("organization_id", "created_at"),
    "usage_events": ("workspace_id", "organization_id", "created_at"),
    "user_sessions": ("organization_id", "created_at"),
    "users": ("created_at",),
    "wallet_transactions": ("organization_id",),
    "webhook_cursors": ("workspace_id", "organization_id"),
    "webhook_deliveries": ("organization_id",),
    "webhook_endpoints": ("organization_id", "created_at"),
    "workspaces": ("created_at",),
}
"""Table → the columns whose own index (`ix_<table>_<column>`) goes."""


def upgrade() -> None:
    for table, columns in DROPPED.items():
        for column in columns:
            op.drop_index(op.f(f"ix_{table}_{column}"), table_name=table)


def downgrade() -> None:
    for table, columns in DROPPED.items():
        for column in columns:
            op.create_index(op.f(f"ix_{table}_{column}"), table, [column], unique=False)
