"""Every table of the service; importing this package registers them all on `Base.metadata`."""

from billing.models.access import ApiKey, Member, MemberRole, User, UserSession
from billing.models.catalog import Plan, PlanItem, Price, PriceVersion, Product
from billing.models.customer import Customer, PaymentMethod
from billing.models.platform import Event, IdempotencyRecord, Job
from billing.models.sandbox import PaymentSimulation, SandboxGatewayOperation, TestClock
from billing.models.segment import Segment
from billing.models.settings import OrganizationSetting
from billing.models.subscription import Subscription, SubscriptionAddOn, SubscriptionChange
from billing.models.tags import Tag, Tagging
from billing.models.tenancy import Organization, Workspace

__all__ = [
    "ApiKey",
    "Customer",
    "Event",
    "IdempotencyRecord",
    "Job",
    "Member",
    "MemberRole",
    "Organization",
    "OrganizationSetting",
    "PaymentMethod",
    "PaymentSimulation",
    "Plan",
    "PlanItem",
    "Price",
    "PriceVersion",
    "Product",
    "SandboxGatewayOperation",
    "Segment",
    "Subscription",
    "SubscriptionAddOn",
    "SubscriptionChange",
    "Tag",
    "Tagging",
    "TestClock",
    "User",
    "UserSession",
    "Workspace",
]
