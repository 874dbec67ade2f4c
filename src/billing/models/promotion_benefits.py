"""The ledger of applied promotions: one row per benefit an issued invoice received.

Written when an invoice is finalized (one bulk insert per finalization), from the invoice's
`applied_promotions` trace. Clawback previews, version referrers ("invoice") and budget audits
read it by promotion, version and redemption, without parsing invoice JSON.
"""

from __future__ import annotations

import uuid

from sqlalchemy import BigInteger, ForeignKey, Index, String
from sqlalchemy.orm import Mapped, mapped_column

from billing.platform.db import Base, IdMixin, TimestampMixin, WorkspaceIndexed


class InvoicePromotionBenefit(IdMixin, TimestampMixin, WorkspaceIndexed, Base):
    """Money in minor units of `currency` (the invoice's)."""

    __tablename__ = "invoice_promotion_benefits"
    __table_args__ = (
        Index("ix_invoice_promotion_benefits_version", "promotion_id", "version", "created_at"),
        Index("ix_invoice_promotion_benefits_redemption", "redemption_id"),
    )

    invoice_id: Mapped[uuid.UUID] = mapped_column(ForeignKey("invoices.id"))
    customer_id: Mapped[uuid.UUID] = mapped_column(ForeignKey("customers.id"))
    promotion_id: Mapped[uuid.UUID] = mapped_column(ForeignKey("promotions.id"))
    version: Mapped[int]
    redemption_id: Mapped[uuid.UUID | None] = mapped_column(default=None)
    currency: Mapped[str] = mapped_column(String(3))
    discount: Mapped[int] = mapped_column(BigInteger, default=0)
    credit_granted: Mapped[int] = mapped_column(BigInteger, default=0)
    budget_consumed: Mapped[int] = mapped_column(BigInteger, default=0)
