"""The event catalog: every event type the service emits, with the exact shape of its `data`.

A webhook's body is `{id, type, created_at, workspace_id, data}`; `data` is the event's
payload, described here by one TypedDict per event type, read off the code that emits it
(`emit_event` and the domains' emitting helpers). A key that every emitting site writes is
required; a key that only some sites write (an event emitted from two places) is optional;
a value that may be null says so. The published schemas leave `additionalProperties` open: a
payload may gain fields in a later version, it does not change the meaning of those it has.
`tests/webhooks/test_catalog.py` proves every type the code emits is listed, and
`tests/webhooks/test_payloads.py` validates real events against these schemas with no field
left undeclared.

Amounts are decimal strings in the currency's major unit ("12.50"), as on the resources, with
one exception kept as emitted: `invoice.created` of a billing run carries `total` as an
integer in minor units.
"""

from __future__ import annotations

from typing import Annotated, Any, NotRequired

from pydantic import ConfigDict, TypeAdapter, WithJsonSchema, with_config
from typing_extensions import TypedDict

Id = Annotated[str, WithJsonSchema({"type": "string", "format": "uuid"})]
Instant = Annotated[str, WithJsonSchema({"type": "string", "format": "date-time"})]
Day = Annotated[str, WithJsonSchema({"type": "string", "format": "date"})]
Amount = Annotated[
    str,
    WithJsonSchema(
        {
            "type": "string",
            "pattern": r"^-?[0-9]+(\.[0-9]+)?$",
            "description": "A decimal amount in the currency's major unit.",
        }
    ),
]
Currency = Annotated[str, WithJsonSchema({"type": "string", "pattern": "^[A-Z]{3}$"})]


class NoData(TypedDict):
    """No data: the event's resource (`GET /v1/events` shows its type and id) says it all."""


class NamedData(TypedDict):
    name: str


class ChangedFieldsData(TypedDict):
    fields: list[str]
    """The names of the fields the change set, sorted."""


# --- approvals ---------------------------------------------------------------------------


class ApprovalData(TypedDict):
    action: str
    resource_type: str
    resource_id: Id
    status: str


# --- credit notes ------------------------------------------------------------------------


class CreditNoteCreatedData(TypedDict):
    customer_id: Id
    invoice_id: Id | None


class CreditNoteIssuedData(TypedDict):
    credit_note_number: str | None
    invoice_id: Id | None
    customer_id: Id
    currency: Currency
    total: Amount
    reason_code: str | None


class CreditNoteAppliedData(TypedDict):
    application_id: Id
    kind: str
    """`invoice` (credit applied to an invoice) or `refund` (paid back)."""
    amount: Amount
    currency: Currency
    invoice_id: Id | None
    refund_payment_id: Id | None
    refund_method: str | None
    amount_remaining: Amount
    status: str


class CreditNoteApplicationReversedData(TypedDict):
    application_id: Id
    invoice_id: Id | None
    amount: Amount
    currency: Currency
    amount_remaining: Amount
    status: str


class CreditNoteVoidedData(TypedDict):
    credit_note_number: str | None
    invoice_id: Id | None
    customer_id: Id
    total: Amount
    currency: Currency


class CreditNoteRefundData(TypedDict):
    refund_payment_id: Id
    amount: Amount
    currency: Currency
    outcome: str | None
    failure_message: str | None
    amount_remaining: Amount


# --- customers, payment methods, documents ----------------------------------------------


class PaymentMethodAttachedData(TypedDict):
    customer_id: Id
    type: str
    is_default: bool


class PaymentMethodDetachedData(TypedDict):
    customer_id: Id
    default_payment_method_id: Id | None


class DocumentRequestedData(TypedDict):
    kind: str
    """The document's resource kind (`invoice`, `credit_note`)."""
    format: str
    reason: str


class JobFailedData(TypedDict):
    """A background job gave up after its last attempt."""

    kind: str
    payload: dict[str, Any]
    attempts: int
    error: str


# --- invoices ----------------------------------------------------------------------------


class InvoiceCreatedData(TypedDict):
    """A draft: written by a billing run (with the period and `total` in minor units) or
    by hand (with the number of `lines`)."""

    type: str
    customer_id: Id
    currency: Currency
    subscription_id: NotRequired[Id]
    billing_period_start: NotRequired[Instant]
    billing_period_end: NotRequired[Instant]
    total: NotRequired[int]
    lines: NotRequired[int]


class InvoiceUpdatedData(TypedDict):
    """A draft changed: its fields (`fields`), or one line (`change`, `line_id`)."""

    fields: NotRequired[list[str]]
    change: NotRequired[str]
    line_id: NotRequired[Id]


class InvoiceFinalizedData(TypedDict):
    invoice_number: str
    customer_id: Id
    currency: Currency
    total: Amount


class InvoicePaidData(TypedDict):
    """Paid at finalization (a zero total: `customer_id`, `total`) or by its payments, credits
    and wallet credit (`amount_paid`, `amount_credited`, `amount_wallet_applied`)."""

    invoice_number: str | None
    currency: Currency
    customer_id: NotRequired[Id]
    total: NotRequired[Amount]
    amount_paid: NotRequired[Amount]
    amount_credited: NotRequired[Amount]
    amount_wallet_applied: NotRequired[Amount]


@with_config(ConfigDict(extra="allow"))
class InvoiceFinalizationBlockedData(TypedDict):
    """A billing run's draft that cannot become a legal invoice stays a draft. `reason` is a
    machine code; the refusal's details and the run's own data (such as `subscription_id`)
    are added as further keys, which vary with the reason."""

    reason: str


class InvoiceLeftDraftData(TypedDict):
    reason: str
    subscription_id: Id


class InvoiceMoneyData(TypedDict):
    """A payment or refund of an invoice, with the invoice's totals after it."""

    payment_id: Id
    kind: str
    channel: str
    source: str
    amount: Amount
    currency: Currency
    amount_paid: Amount
    amount_refunded: Amount
    amount_due: Amount


class InvoicePaymentFailedData(InvoiceMoneyData):
    payment_method_id: Id
    outcome: str | None
    failure_message: str | None
    retryable: bool


class InvoiceRefundFailedData(InvoiceMoneyData):
    credit_note_id: Id
    replacement_credit_note_id: Id | None
    outcome: str | None
    failure_message: str | None
    retryable: bool


class InvoicePaymentAttemptCreatedData(TypedDict):
    payment_id: Id
    payment_method_id: Id
    amount: Amount
    currency: Currency
    dunning_step: int | None
    """The dunning retry this attempt is (1, 2 …), or null for the first collection."""


class InvoiceRefundData(TypedDict):
    credit_note_id: Id
    invoice_number: str | None
    amount_paid: Amount
    amount_refunded: Amount
    currency: Currency


class InvoiceVoidedData(TypedDict):
    invoice_number: str | None
    credit_note_id: Id | None
    amount_credited: Amount
    currency: Currency


class InvoiceOverdueData(TypedDict):
    invoice_number: str | None
    due_date: Day | None
    amount_due: Amount
    currency: Currency


class InvoiceCollectionSkippedData(TypedDict):
    invoice_number: str | None
    reason: str
    amount_due: Amount
    currency: Currency


class InvoiceRetryScheduledData(TypedDict):
    invoice_number: str | None
    retry: int
    of_retries: int
    next_payment_attempt_at: Instant
    attempt_count: int
    last_outcome: str | None


class InvoiceRetrySkippedData(TypedDict):
    invoice_number: str | None
    retry: int
    reason: str


class InvoiceDunningExhaustedData(TypedDict):
    invoice_number: str | None
    attempt_count: int
    last_outcome: str | None
    final_action: str
    marked_uncollectible: bool


class InvoiceMarkedUncollectibleData(TypedDict):
    invoice_number: str | None
    amount_due: Amount
    currency: Currency


# --- catalog -----------------------------------------------------------------------------


class PlanCreatedData(TypedDict):
    name: str
    currency: Currency


class PriceCreatedData(TypedDict):
    product_id: Id
    currency: Currency
    pricing_model: str


class PriceVersionWarning(TypedDict):
    code: str
    message: str
    detected_at: Instant


class PriceVersionData(TypedDict):
    price_id: Id
    version: int
    status: str
    effective_from: Instant | None


class PriceVersionActivatedData(PriceVersionData):
    warnings: list[PriceVersionWarning]


class PriceVersionArchivedData(PriceVersionData):
    archived_reason: str | None


class PriceVersionWarningAddedData(TypedDict):
    price_id: Id
    version: int
    warning: PriceVersionWarning


class PriceFormulaData(TypedDict):
    version: int
    live_version: int | None


# --- promotions --------------------------------------------------------------------------


class PromotionData(TypedDict):
    status: str
    version: int


class PromotionCreatedData(PromotionData):
    copied_from: NotRequired[Id]
    """The promotion this one is a copy of."""


class PromotionVersionDraftedData(PromotionData):
    draft_version: int


class PromotionVersionScheduledData(PromotionData):
    scheduled_version: int
    at: Instant


class PromotionPublishedData(PromotionData):
    live_version: int


class PromotionVersionErroredData(PromotionData):
    errored_version: int


class PromotionRedemptionData(TypedDict):
    promotion_id: Id
    customer_id: Id
    status: str


# --- sandbox -----------------------------------------------------------------------------


class PaymentSimulationCreatedData(TypedDict):
    payment_method_id: Id
    outcome: str
    replaced_id: Id | None


class PaymentSimulationDeletedData(TypedDict):
    payment_method_id: Id


class TestClockCreatedData(TypedDict):
    name: str
    frozen_at: Instant


TestClockAdvancingData = TypedDict("TestClockAdvancingData", {"from": Instant, "to": Instant})


class TestClockAdvancedData(TypedDict):
    frozen_at: Instant


# --- settings ----------------------------------------------------------------------------


class SettingsUpdatedData(TypedDict):
    changed: dict[str, Any]
    """Each changed setting's key with its effective value now."""


# --- subscriptions -----------------------------------------------------------------------


class SubscriptionCreatedData(TypedDict):
    customer_id: Id
    plan_id: Id
    status: str


class SubscriptionAddOnQuantity(TypedDict):
    price_id: Id
    quantity: int


class SubscriptionTerms(TypedDict):
    plan_id: Id
    quantity: int
    add_ons: list[SubscriptionAddOnQuantity]


class SubscriptionUpdatedData(TypedDict):
    fields: list[str]
    before: SubscriptionTerms
    after: SubscriptionTerms


class SubscriptionCancelScheduledData(TypedDict):
    reason: str | None
    at_period_end: bool


class SubscriptionCanceledData(TypedDict):
    """Canceled by request (`reason` as given, `at_period_end`), or by the service (`status`
    and a `reason` code: `trial_ended`, `period_end`, `dunning_exhausted` with the
    `invoice_id`)."""

    reason: str | None
    status: NotRequired[str]
    at_period_end: NotRequired[bool]
    invoice_id: NotRequired[Id]


class SubscriptionStatusData(TypedDict):
    status: str


class SubscriptionInvoiceData(SubscriptionStatusData):
    invoice_id: Id


class SubscriptionReasonData(SubscriptionStatusData):
    reason: str


class SubscriptionBillingResumedData(SubscriptionStatusData):
    reason: str | None
    """Why its billing was blocked."""


class SubscriptionPeriodData(TypedDict):
    start: Instant
    end: Instant


class SubscriptionPeriodAdvancedData(SubscriptionStatusData):
    ended_period: SubscriptionPeriodData
    current_period: SubscriptionPeriodData


class SubscriptionTrialEndedData(SubscriptionStatusData):
    trial_end: Instant
    has_payment_method: bool
    action: str
    """`activate` or `cancel`."""


# --- tags, webhooks ----------------------------------------------------------------------


class TagData(TypedDict):
    name: str
    entity_type: str


class TagUpdatedData(TagData):
    fields: list[str]


class RateTableVersionCreatedData(TypedDict):
    version: int
    effective_from: Instant


class ScheduleFlowData(TypedDict):
    status: str
    name: str
    lock_version: int


class ScheduleFlowActivatedData(ScheduleFlowData):
    trigger_at: Instant


class ScheduleFlowPausedData(ScheduleFlowData):
    reason: str


class ScheduleFlowUpdatedData(ScheduleFlowData):
    fields: list[str]


class ScheduleFlowNotifiedData(TypedDict):
    flow_id: Id
    step_key: str
    event: str
    """The event name the flow's `notify` step was authored with."""


class SubscriptionPriceVersionsPinnedData(TypedDict):
    before: dict[str, str]
    """Price id → pinned price version id, before the change."""
    after: dict[str, str]
    reason: str


class WalletTransactionCreatedData(TypedDict):
    customer_id: Id
    currency: Currency
    type: str
    """`grant`, `invoice_application`, `application_reversal`, `expiry` or `clawback`."""
    amount: Amount
    invoice_id: Id | None
    source_type: str | None
    source_id: Id | None


class WebhookEndpointDisabledData(TypedDict):
    url: str
    reason: str


_PROMOTIONS: dict[str, type] = {
    "archived": PromotionData,
    "audience_replaced": PromotionData,
    "created": PromotionCreatedData,
    "deleted": PromotionData,
    "published": PromotionPublishedData,
    "unscheduled": PromotionData,
    "updated": PromotionData,
    "version_drafted": PromotionVersionDraftedData,
    "version_errored": PromotionVersionErroredData,
    "version_scheduled": PromotionVersionScheduledData,
}
_PRICE_FORMULAS = ("created", "deleted", "published", "updated", "version_drafted")
_REDEMPTIONS = ("opted_out", "redeemed", "revoked", "unblocked")

EVENT_TYPES: dict[str, type] = {
    "approval.approved": ApprovalData,
    "approval.rejected": ApprovalData,
    "approval.requested": ApprovalData,
    "creditnotepkg.created": CreditNoteCreatedData,
    "creditnotepkg.issued": CreditNoteIssuedData,
    "creditnotepkg.applied": CreditNoteAppliedData,
    "creditnotepkg.application_reversed": CreditNoteApplicationReversedData,
    "creditnotepkg.voided": CreditNoteVoidedData,
    "creditnotepkg.refund_succeeded": CreditNoteRefundData,
    "creditnotepkg.refund_failed": CreditNoteRefundData,
    "customer.created": NamedData,
    "customer.deleted": NoData,
    "customer.updated": ChangedFieldsData,
    "document.requested": DocumentRequestedData,
    "invoice.collection_skipped": InvoiceCollectionSkippedData,
    "invoice.created": InvoiceCreatedData,
    "invoice.dunning_exhausted": InvoiceDunningExhaustedData,
    "invoice.finalization_blocked": InvoiceFinalizationBlockedData,
    "invoice.finalized": InvoiceFinalizedData,
    "invoice.left_draft": InvoiceLeftDraftData,
    "invoice.marked_uncollectible": InvoiceMarkedUncollectibleData,
    "invoice.overdue": InvoiceOverdueData,
    "invoice.paid": InvoicePaidData,
    "invoice.payment_attempt_created": InvoicePaymentAttemptCreatedData,
    "invoice.payment_failed": InvoicePaymentFailedData,
    "invoice.payment_recorded": InvoiceMoneyData,
    "invoice.payment_retry_scheduled": InvoiceRetryScheduledData,
    "invoice.payment_retry_skipped": InvoiceRetrySkippedData,
    "invoice.refund_failed": InvoiceRefundFailedData,
    "invoice.refund_pending": InvoiceRefundData,
    "invoice.refunded": InvoiceRefundData,
    "invoice.updated": InvoiceUpdatedData,
    "invoice.voided": InvoiceVoidedData,
    "job.failed": JobFailedData,
    "payment_method.attached": PaymentMethodAttachedData,
    "payment_method.detached": PaymentMethodDetachedData,
    "payment_simulation.created": PaymentSimulationCreatedData,
    "payment_simulation.deleted": PaymentSimulationDeletedData,
    "plan.archived": NoData,
    "plan.created": PlanCreatedData,
    "plan.restored": NoData,
    "plan.updated": ChangedFieldsData,
    "price.archived": NoData,
    "price.created": PriceCreatedData,
    "price.restored": NoData,
    "price.updated": ChangedFieldsData,
    **{f"price_formula.{name}": PriceFormulaData for name in _PRICE_FORMULAS},
    "price_version.activated": PriceVersionActivatedData,
    "price_version.archived": PriceVersionArchivedData,
    "price_version.created": PriceVersionData,
    "price_version.reconfirmed": PriceVersionData,
    "price_version.scheduled": PriceVersionData,
    "price_version.updated": PriceVersionData,
    "price_version.warning_added": PriceVersionWarningAddedData,
    "product.archived": NoData,
    "product.created": NamedData,
    "product.restored": NoData,
    "product.updated": ChangedFieldsData,
    **{f"promotion.{name}": payload for name, payload in _PROMOTIONS.items()},
    **{f"promotion_redemption.{name}": PromotionRedemptionData for name in _REDEMPTIONS},
    "rate_table.version_created": RateTableVersionCreatedData,
    "schedule_flow.activated": ScheduleFlowActivatedData,
    "schedule_flow.cancelled": ScheduleFlowData,
    "schedule_flow.completed": ScheduleFlowData,
    "schedule_flow.completed_with_failures": ScheduleFlowData,
    "schedule_flow.created": ScheduleFlowData,
    "schedule_flow.notified": ScheduleFlowNotifiedData,
    "schedule_flow.paused": ScheduleFlowPausedData,
    "schedule_flow.resumed": ScheduleFlowData,
    "schedule_flow.started": ScheduleFlowData,
    "schedule_flow.unscheduled": ScheduleFlowData,
    "schedule_flow.updated": ScheduleFlowUpdatedData,
    "segment.created": NamedData,
    "segment.deleted": NoData,
    "segment.updated": ChangedFieldsData,
    "settings.updated": SettingsUpdatedData,
    "subscription.billing_blocked": SubscriptionReasonData,
    "subscription.billing_resumed": SubscriptionBillingResumedData,
    "subscription.cancel_scheduled": SubscriptionCancelScheduledData,
    "subscription.canceled": SubscriptionCanceledData,
    "subscription.created": SubscriptionCreatedData,
    "subscription.past_due": SubscriptionInvoiceData,
    "subscription.period_advanced": SubscriptionPeriodAdvancedData,
    "subscription.price_versions_pinned": SubscriptionPriceVersionsPinnedData,
    "subscription.recovered": SubscriptionInvoiceData,
    "subscription.trial_ended": SubscriptionTrialEndedData,
    "subscription.updated": SubscriptionUpdatedData,
    "tag.created": TagData,
    "tag.deleted": TagData,
    "tag.updated": TagUpdatedData,
    "tax_profile.updated": ChangedFieldsData,
    "test_clock.advanced": TestClockAdvancedData,
    "test_clock.advancing": TestClockAdvancingData,
    "test_clock.created": TestClockCreatedData,
    "test_clock.deleted": NoData,
    "wallet.transaction_created": WalletTransactionCreatedData,
    "webhook_endpoint.disabled": WebhookEndpointDisabledData,
}
"""Event type → the TypedDict of its `data`."""


def data_schema(event_type: str, *, exact: bool = False) -> dict[str, Any]:
    """The JSON Schema of an event type's `data` (its nested shapes under `$defs`). `exact`
    closes every object that does not say it is open (`additionalProperties: false`): what
    the tests hold each emitted payload to."""
    schema = TypeAdapter(EVENT_TYPES[event_type]).json_schema()
    if exact:
        close_objects(schema)
    return schema


def close_objects(schema: Any) -> None:
    """Set `additionalProperties: false` on every object schema that leaves it unsaid."""
    if isinstance(schema, dict):
        if schema.get("type") == "object" and "additionalProperties" not in schema:
            schema["additionalProperties"] = False
        for value in schema.values():
            close_objects(value)
    elif isinstance(schema, list):
        for item in schema:
            close_objects(item)
