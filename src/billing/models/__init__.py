"""Every table of the service; importing this package registers them all on `Base.metadata`."""

from billing.models.access import ApiKey, Member, MemberRole, User, UserSession
from billing.models.approval import ApprovalRequest
from billing.models.catalog import Plan, PlanItem, Price, PriceVersion, Product
from billing.models.credit_note import CreditNote, CreditNoteApplication, CreditNoteLine
from billing.models.customer import Customer, PaymentMethod
from billing.models.document import DocumentArtifact
from billing.models.flows import (
    ScheduleFlow,
    ScheduleFlowStep,
    ScheduleFlowStepTransition,
    ScheduleFlowTarget,
)
from billing.models.invoice import DocumentSequence, Invoice, InvoiceLine, InvoicePayment
from billing.models.ledger import LedgerEntry
from billing.models.platform import Event, IdempotencyRecord, Job, WorkerHeartbeat
from billing.models.pricing import Meter, PriceFormula, PriceFormulaVersion, UsageEvent
from billing.models.promotion_benefits import InvoicePromotionBenefit
from billing.models.promotions import (
    CouponToken,
    Promotion,
    PromotionCustomer,
    PromotionRedemption,
    PromotionVersion,
)
from billing.models.rate_tables import RateTable, RateTableFormulaRef, RateTableVersion
from billing.models.sandbox import PaymentSimulation, SandboxGatewayOperation, TestClock
from billing.models.segment import Segment
from billing.models.settings import OrganizationSetting
from billing.models.subscription import Subscription, SubscriptionAddOn, SubscriptionChange
from billing.models.tags import Tag, Tagging
from billing.models.tax import EuVatRate, TaxProfile
from billing.models.tenancy import Organization, Workspace
from billing.models.wallet import WalletTransaction
from billing.models.webhooks import WebhookCursor, WebhookDelivery, WebhookEndpoint

__all__ = [
    "ApiKey",
    "ApprovalRequest",
    "CouponToken",
    "CreditNote",
    "CreditNoteApplication",
    "CreditNoteLine",
    "Customer",
    "DocumentArtifact",
    "DocumentSequence",
    "EuVatRate",
    "Event",
    "IdempotencyRecord",
    "Invoice",
    "InvoiceLine",
    "InvoicePayment",
    "InvoicePromotionBenefit",
    "Job",
    "LedgerEntry",
    "Member",
    "MemberRole",
    "Meter",
    "Organization",
    "OrganizationSetting",
    "PaymentMethod",
    "PaymentSimulation",
    "Plan",
    "PlanItem",
    "Price",
    "PriceFormula",
    "PriceFormulaVersion",
    "PriceVersion",
    "Product",
    "Promotion",
    "PromotionCustomer",
    "PromotionRedemption",
    "PromotionVersion",
    "RateTable",
    "RateTableFormulaRef",
    "RateTableVersion",
    "SandboxGatewayOperation",
    "ScheduleFlow",
    "ScheduleFlowStep",
    "ScheduleFlowStepTransition",
    "ScheduleFlowTarget",
    "Segment",
    "Subscription",
    "SubscriptionAddOn",
    "SubscriptionChange",
    "Tag",
    "Tagging",
    "TaxProfile",
    "TestClock",
    "UsageEvent",
    "User",
    "UserSession",
    "WalletTransaction",
    "WebhookCursor",
    "WebhookDelivery",
    "WebhookEndpoint",
    "WorkerHeartbeat",
    "Workspace",
]
