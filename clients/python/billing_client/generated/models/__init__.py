"""Contains all the data models used in inputs/outputs"""

from .accept_invitation import AcceptInvitation
from .add_on_in import AddOnIn
from .add_on_out import AddOnOut
from .address import Address
from .address_out import AddressOut
from .api_key_create import ApiKeyCreate
from .api_key_create_key_type_type_0 import ApiKeyCreateKeyTypeType0
from .api_key_created import ApiKeyCreated
from .api_key_created_status import ApiKeyCreatedStatus
from .api_key_out import ApiKeyOut
from .api_key_out_status import ApiKeyOutStatus
from .api_key_rotate import ApiKeyRotate
from .api_key_rotated import ApiKeyRotated
from .api_key_rotated_status import ApiKeyRotatedStatus
from .application_out import ApplicationOut
from .applied_out import AppliedOut
from .applies_to import AppliesTo
from .approval_approved_data import ApprovalApprovedData
from .approval_approved_message import ApprovalApprovedMessage
from .approval_decision import ApprovalDecision
from .approval_out import ApprovalOut
from .approval_out_details import ApprovalOutDetails
from .approval_out_result_type_0 import ApprovalOutResultType0
from .approval_rejected_data import ApprovalRejectedData
from .approval_rejected_message import ApprovalRejectedMessage
from .approval_requested_data import ApprovalRequestedData
from .approval_requested_message import ApprovalRequestedMessage
from .attempt_out import AttemptOut
from .audience import Audience
from .audience_member_out import AudienceMemberOut
from .audience_member_out_enrollment_status import AudienceMemberOutEnrollmentStatus
from .audience_preview_out import AudiencePreviewOut
from .audience_preview_out_pagination import AudiencePreviewOutPagination
from .bank_account import BankAccount
from .bank_account_out import BankAccountOut
from .billing_cycle import BillingCycle
from .bulk_enroll_request import BulkEnrollRequest
from .card_in import CardIn
from .card_in_brand import CardInBrand
from .card_out import CardOut
from .catalog_entry import CatalogEntry
from .clawback_preview_out import ClawbackPreviewOut
from .clawback_total import ClawbackTotal
from .condition_set import ConditionSet
from .contact import Contact
from .contact_out import ContactOut
from .credit_application_out import CreditApplicationOut
from .credit_balance_item import CreditBalanceItem
from .credit_balance_out import CreditBalanceOut
from .credit_grant import CreditGrant
from .credit_note_apply import CreditNoteApply
from .credit_note_create import CreditNoteCreate
from .credit_note_create_locale_type_0 import CreditNoteCreateLocaleType0
from .credit_note_create_metadata import CreditNoteCreateMetadata
from .credit_note_create_reason_code_type_0 import CreditNoteCreateReasonCodeType0
from .credit_note_line_create import CreditNoteLineCreate
from .credit_note_line_create_tax_category_code_type_0 import (
    CreditNoteLineCreateTaxCategoryCodeType0,
)
from .credit_note_line_out import CreditNoteLineOut
from .credit_note_out import CreditNoteOut
from .credit_note_out_metadata import CreditNoteOutMetadata
from .credit_note_tax_out import CreditNoteTaxOut
from .credit_rollup_out import CreditRollupOut
from .credit_rollup_pagination import CreditRollupPagination
from .credit_rollup_summary import CreditRollupSummary
from .creditnotepkg_application_reversed_data import CreditnotepkgApplicationReversedData
from .creditnotepkg_application_reversed_message import CreditnotepkgApplicationReversedMessage
from .creditnotepkg_applied_data import CreditnotepkgAppliedData
from .creditnotepkg_applied_message import CreditnotepkgAppliedMessage
from .creditnotepkg_created_data import CreditnotepkgCreatedData
from .creditnotepkg_created_message import CreditnotepkgCreatedMessage
from .creditnotepkg_issued_data import CreditnotepkgIssuedData
from .creditnotepkg_issued_message import CreditnotepkgIssuedMessage
from .creditnotepkg_refund_failed_data import CreditnotepkgRefundFailedData
from .creditnotepkg_refund_failed_message import CreditnotepkgRefundFailedMessage
from .creditnotepkg_refund_succeeded_data import CreditnotepkgRefundSucceededData
from .creditnotepkg_refund_succeeded_message import CreditnotepkgRefundSucceededMessage
from .creditnotepkg_voided_data import CreditnotepkgVoidedData
from .creditnotepkg_voided_message import CreditnotepkgVoidedMessage
from .customer_create import CustomerCreate
from .customer_create_locale_type_0 import CustomerCreateLocaleType0
from .customer_create_metadata import CustomerCreateMetadata
from .customer_created_data import CustomerCreatedData
from .customer_created_message import CustomerCreatedMessage
from .customer_deleted_data import CustomerDeletedData
from .customer_deleted_message import CustomerDeletedMessage
from .customer_out import CustomerOut
from .customer_out_metadata import CustomerOutMetadata
from .customer_tags_condition import CustomerTagsCondition
from .customer_update import CustomerUpdate
from .customer_update_locale_type_0 import CustomerUpdateLocaleType0
from .customer_update_metadata_type_0 import CustomerUpdateMetadataType0
from .customer_updated_data import CustomerUpdatedData
from .customer_updated_message import CustomerUpdatedMessage
from .customers_electronic_address import CustomersElectronicAddress
from .date_range import DateRange
from .delivery_out import DeliveryOut
from .discount_out import DiscountOut
from .discount_out_source_type_0 import DiscountOutSourceType0
from .document_requested_data import DocumentRequestedData
from .document_requested_message import DocumentRequestedMessage
from .download_credit_note_xrechnung_format import DownloadCreditNoteXrechnungFormat
from .download_invoice_xrechnung_format import DownloadInvoiceXrechnungFormat
from .effective_setting import EffectiveSetting
from .effective_setting_source import EffectiveSettingSource
from .electronic_address_out import ElectronicAddressOut
from .endpoint_create import EndpointCreate
from .endpoint_out import EndpointOut
from .endpoint_update import EndpointUpdate
from .endpoint_with_secret import EndpointWithSecret
from .enrollment_list import EnrollmentList
from .enrollment_out import EnrollmentOut
from .enrollment_out_outcome import EnrollmentOutOutcome
from .envelope_api_key_created import EnvelopeApiKeyCreated
from .envelope_api_key_out import EnvelopeApiKeyOut
from .envelope_api_key_rotated import EnvelopeApiKeyRotated
from .envelope_applied_out import EnvelopeAppliedOut
from .envelope_approval_out import EnvelopeApprovalOut
from .envelope_clawback_preview_out import EnvelopeClawbackPreviewOut
from .envelope_credit_balance_out import EnvelopeCreditBalanceOut
from .envelope_credit_note_out import EnvelopeCreditNoteOut
from .envelope_customer_out import EnvelopeCustomerOut
from .envelope_delivery_out import EnvelopeDeliveryOut
from .envelope_endpoint_out import EnvelopeEndpointOut
from .envelope_endpoint_with_secret import EnvelopeEndpointWithSecret
from .envelope_evaluation_out import EnvelopeEvaluationOut
from .envelope_event_out import EnvelopeEventOut
from .envelope_invoice_line_out import EnvelopeInvoiceLineOut
from .envelope_invoice_out import EnvelopeInvoiceOut
from .envelope_member_invited import EnvelopeMemberInvited
from .envelope_member_joined import EnvelopeMemberJoined
from .envelope_meter_out import EnvelopeMeterOut
from .envelope_payment_attempt_out import EnvelopePaymentAttemptOut
from .envelope_payment_method_out import EnvelopePaymentMethodOut
from .envelope_payment_out import EnvelopePaymentOut
from .envelope_payment_simulation_out import EnvelopePaymentSimulationOut
from .envelope_permission_catalog import EnvelopePermissionCatalog
from .envelope_plan_out import EnvelopePlanOut
from .envelope_price_formula_out import EnvelopePriceFormulaOut
from .envelope_price_out import EnvelopePriceOut
from .envelope_price_version_out import EnvelopePriceVersionOut
from .envelope_pricing_version_out import EnvelopePricingVersionOut
from .envelope_pricing_version_usage_out import EnvelopePricingVersionUsageOut
from .envelope_product_out import EnvelopeProductOut
from .envelope_promotion_out import EnvelopePromotionOut
from .envelope_promotions_version_out import EnvelopePromotionsVersionOut
from .envelope_promotions_version_usage_out import EnvelopePromotionsVersionUsageOut
from .envelope_redemption_out import EnvelopeRedemptionOut
from .envelope_refund_out import EnvelopeRefundOut
from .envelope_regenerate_preview_out import EnvelopeRegeneratePreviewOut
from .envelope_segment_out import EnvelopeSegmentOut
from .envelope_segment_preview import EnvelopeSegmentPreview
from .envelope_subscription_out import EnvelopeSubscriptionOut
from .envelope_tag_out import EnvelopeTagOut
from .envelope_tax_profile_out import EnvelopeTaxProfileOut
from .envelope_test_clock_out import EnvelopeTestClockOut
from .envelope_token_pair import EnvelopeTokenPair
from .envelope_usage_batch_out import EnvelopeUsageBatchOut
from .envelope_version_rules_out import EnvelopeVersionRulesOut
from .envelope_void_out import EnvelopeVoidOut
from .envelopelist_application_out import EnvelopelistApplicationOut
from .envelopelist_tag_ref import EnvelopelistTagRef
from .evaluate_in import EvaluateIn
from .evaluate_in_variables import EvaluateInVariables
from .evaluation_out import EvaluationOut
from .evaluation_out_inputs import EvaluationOutInputs
from .event_out import EventOut
from .event_out_data import EventOutData
from .export_tax_data_format import ExportTaxDataFormat
from .field_change import FieldChange
from .first_purchase import FirstPurchase
from .fixed_discount import FixedDiscount
from .free_trial_extension import FreeTrialExtension
from .generated_token_out import GeneratedTokenOut
from .generated_token_out_status import GeneratedTokenOutStatus
from .generated_tokens import GeneratedTokens
from .healthz_response_healthz_healthz_get import HealthzResponseHealthzHealthzGet
from .invoice_collection_skipped_data import InvoiceCollectionSkippedData
from .invoice_collection_skipped_message import InvoiceCollectionSkippedMessage
from .invoice_create import InvoiceCreate
from .invoice_create_locale_type_0 import InvoiceCreateLocaleType0
from .invoice_create_metadata import InvoiceCreateMetadata
from .invoice_created_data import InvoiceCreatedData
from .invoice_created_message import InvoiceCreatedMessage
from .invoice_dunning_exhausted_data import InvoiceDunningExhaustedData
from .invoice_dunning_exhausted_message import InvoiceDunningExhaustedMessage
from .invoice_finalization_blocked_data import InvoiceFinalizationBlockedData
from .invoice_finalization_blocked_message import InvoiceFinalizationBlockedMessage
from .invoice_finalized_data import InvoiceFinalizedData
from .invoice_finalized_message import InvoiceFinalizedMessage
from .invoice_generate import InvoiceGenerate
from .invoice_generate_locale_type_0 import InvoiceGenerateLocaleType0
from .invoice_left_draft_data import InvoiceLeftDraftData
from .invoice_left_draft_message import InvoiceLeftDraftMessage
from .invoice_line_out import InvoiceLineOut
from .invoice_line_out_metadata import InvoiceLineOutMetadata
from .invoice_marked_uncollectible_data import InvoiceMarkedUncollectibleData
from .invoice_marked_uncollectible_message import InvoiceMarkedUncollectibleMessage
from .invoice_out import InvoiceOut
from .invoice_out_buyer_type_0 import InvoiceOutBuyerType0
from .invoice_out_dunning_status_type_0 import InvoiceOutDunningStatusType0
from .invoice_out_metadata import InvoiceOutMetadata
from .invoice_out_seller_type_0 import InvoiceOutSellerType0
from .invoice_overdue_data import InvoiceOverdueData
from .invoice_overdue_message import InvoiceOverdueMessage
from .invoice_paid_data import InvoicePaidData
from .invoice_paid_message import InvoicePaidMessage
from .invoice_payment_attempt_created_data import InvoicePaymentAttemptCreatedData
from .invoice_payment_attempt_created_message import InvoicePaymentAttemptCreatedMessage
from .invoice_payment_failed_data import InvoicePaymentFailedData
from .invoice_payment_failed_message import InvoicePaymentFailedMessage
from .invoice_payment_recorded_data import InvoicePaymentRecordedData
from .invoice_payment_recorded_message import InvoicePaymentRecordedMessage
from .invoice_payment_retry_scheduled_data import InvoicePaymentRetryScheduledData
from .invoice_payment_retry_scheduled_message import InvoicePaymentRetryScheduledMessage
from .invoice_payment_retry_skipped_data import InvoicePaymentRetrySkippedData
from .invoice_payment_retry_skipped_message import InvoicePaymentRetrySkippedMessage
from .invoice_refund_failed_data import InvoiceRefundFailedData
from .invoice_refund_failed_message import InvoiceRefundFailedMessage
from .invoice_refund_pending_data import InvoiceRefundPendingData
from .invoice_refund_pending_message import InvoiceRefundPendingMessage
from .invoice_refunded_data import InvoiceRefundedData
from .invoice_refunded_message import InvoiceRefundedMessage
from .invoice_update import InvoiceUpdate
from .invoice_update_locale_type_0 import InvoiceUpdateLocaleType0
from .invoice_update_metadata_type_0 import InvoiceUpdateMetadataType0
from .invoice_updated_data import InvoiceUpdatedData
from .invoice_updated_message import InvoiceUpdatedMessage
from .invoice_voided_data import InvoiceVoidedData
from .invoice_voided_message import InvoiceVoidedMessage
from .job_failed_data import JobFailedData
from .job_failed_data_payload import JobFailedDataPayload
from .job_failed_message import JobFailedMessage
from .ledger_envelope import LedgerEnvelope
from .ledger_summary import LedgerSummary
from .legal_address import LegalAddress
from .legal_address_out import LegalAddressOut
from .line_create import LineCreate
from .line_create_line_type_type_0 import LineCreateLineTypeType0
from .line_create_metadata import LineCreateMetadata
from .line_create_tax_category_code_type_0 import LineCreateTaxCategoryCodeType0
from .line_diff import LineDiff
from .line_diff_change import LineDiffChange
from .line_diff_fields import LineDiffFields
from .line_update import LineUpdate
from .line_update_metadata_type_0 import LineUpdateMetadataType0
from .list_envelope_api_key_out import ListEnvelopeApiKeyOut
from .list_envelope_catalog_entry import ListEnvelopeCatalogEntry
from .list_envelope_credit_note_out import ListEnvelopeCreditNoteOut
from .list_envelope_customer_out import ListEnvelopeCustomerOut
from .list_envelope_delivery_out import ListEnvelopeDeliveryOut
from .list_envelope_effective_setting import ListEnvelopeEffectiveSetting
from .list_envelope_endpoint_out import ListEnvelopeEndpointOut
from .list_envelope_event_out import ListEnvelopeEventOut
from .list_envelope_invoice_line_out import ListEnvelopeInvoiceLineOut
from .list_envelope_invoice_out import ListEnvelopeInvoiceOut
from .list_envelope_member_out import ListEnvelopeMemberOut
from .list_envelope_meter_out import ListEnvelopeMeterOut
from .list_envelope_payment_method_out import ListEnvelopePaymentMethodOut
from .list_envelope_payment_out import ListEnvelopePaymentOut
from .list_envelope_payment_simulation_out import ListEnvelopePaymentSimulationOut
from .list_envelope_plan_out import ListEnvelopePlanOut
from .list_envelope_price_formula_out import ListEnvelopePriceFormulaOut
from .list_envelope_price_out import ListEnvelopePriceOut
from .list_envelope_pricing_version_out import ListEnvelopePricingVersionOut
from .list_envelope_product_out import ListEnvelopeProductOut
from .list_envelope_promotion_out import ListEnvelopePromotionOut
from .list_envelope_promotions_version_out import ListEnvelopePromotionsVersionOut
from .list_envelope_redemption_out import ListEnvelopeRedemptionOut
from .list_envelope_segment_out import ListEnvelopeSegmentOut
from .list_envelope_subscription_change_out import ListEnvelopeSubscriptionChangeOut
from .list_envelope_subscription_out import ListEnvelopeSubscriptionOut
from .list_envelope_tag_out import ListEnvelopeTagOut
from .list_envelope_test_clock_out import ListEnvelopeTestClockOut
from .list_envelope_token_out import ListEnvelopeTokenOut
from .list_envelope_usage_event_out import ListEnvelopeUsageEventOut
from .list_envelope_workspace_out import ListEnvelopeWorkspaceOut
from .list_version_referrers_promotions_type_type_0 import ListVersionReferrersPromotionsTypeType0
from .localized_text import LocalizedText
from .login_in import LoginIn
from .member_invite import MemberInvite
from .member_invited import MemberInvited
from .member_invited_status import MemberInvitedStatus
from .member_joined import MemberJoined
from .member_joined_status import MemberJoinedStatus
from .member_out import MemberOut
from .member_out_status import MemberOutStatus
from .member_status_update import MemberStatusUpdate
from .member_status_update_status import MemberStatusUpdateStatus
from .meter_create import MeterCreate
from .meter_create_aggregation import MeterCreateAggregation
from .meter_out import MeterOut
from .min_spend import MinSpend
from .offset_pagination import OffsetPagination
from .pagination_info import PaginationInfo
from .pagination_info_counts_type_0 import PaginationInfoCountsType0
from .pagination_info_counts_type_0_additional_property import (
    PaginationInfoCountsType0AdditionalProperty,
)
from .payment_attempt_create import PaymentAttemptCreate
from .payment_attempt_out import PaymentAttemptOut
from .payment_attempt_out_status import PaymentAttemptOutStatus
from .payment_create import PaymentCreate
from .payment_create_source import PaymentCreateSource
from .payment_method_attached_data import PaymentMethodAttachedData
from .payment_method_attached_message import PaymentMethodAttachedMessage
from .payment_method_create import PaymentMethodCreate
from .payment_method_create_metadata import PaymentMethodCreateMetadata
from .payment_method_create_type import PaymentMethodCreateType
from .payment_method_detached_data import PaymentMethodDetachedData
from .payment_method_detached_message import PaymentMethodDetachedMessage
from .payment_method_out import PaymentMethodOut
from .payment_method_out_metadata import PaymentMethodOutMetadata
from .payment_method_out_status import PaymentMethodOutStatus
from .payment_method_out_type import PaymentMethodOutType
from .payment_out import PaymentOut
from .payment_simulation_create import PaymentSimulationCreate
from .payment_simulation_create_outcome import PaymentSimulationCreateOutcome
from .payment_simulation_created_data import PaymentSimulationCreatedData
from .payment_simulation_created_message import PaymentSimulationCreatedMessage
from .payment_simulation_deleted_data import PaymentSimulationDeletedData
from .payment_simulation_deleted_message import PaymentSimulationDeletedMessage
from .payment_simulation_out import PaymentSimulationOut
from .payment_simulation_out_outcome import PaymentSimulationOutOutcome
from .percentage_discount import PercentageDiscount
from .permission_catalog import PermissionCatalog
from .phase import Phase
from .plan_archived_data import PlanArchivedData
from .plan_archived_message import PlanArchivedMessage
from .plan_create import PlanCreate
from .plan_create_billing_timing import PlanCreateBillingTiming
from .plan_create_interval import PlanCreateInterval
from .plan_create_metadata import PlanCreateMetadata
from .plan_created_data import PlanCreatedData
from .plan_created_message import PlanCreatedMessage
from .plan_item_in import PlanItemIn
from .plan_item_out import PlanItemOut
from .plan_out import PlanOut
from .plan_out_metadata import PlanOutMetadata
from .plan_restored_data import PlanRestoredData
from .plan_restored_message import PlanRestoredMessage
from .plan_update import PlanUpdate
from .plan_update_billing_timing_type_0 import PlanUpdateBillingTimingType0
from .plan_update_interval_type_0 import PlanUpdateIntervalType0
from .plan_update_metadata_type_0 import PlanUpdateMetadataType0
from .plan_updated_data import PlanUpdatedData
from .plan_updated_message import PlanUpdatedMessage
from .plans_condition import PlansCondition
from .posting_out import PostingOut
from .price_archived_data import PriceArchivedData
from .price_archived_message import PriceArchivedMessage
from .price_create import PriceCreate
from .price_create_metadata import PriceCreateMetadata
from .price_create_pricing_model_type_0 import PriceCreatePricingModelType0
from .price_create_tiers_mode_type_0 import PriceCreateTiersModeType0
from .price_created_data import PriceCreatedData
from .price_created_message import PriceCreatedMessage
from .price_formula_create import PriceFormulaCreate
from .price_formula_out import PriceFormulaOut
from .price_formula_update import PriceFormulaUpdate
from .price_out import PriceOut
from .price_out_metadata import PriceOutMetadata
from .price_restored_data import PriceRestoredData
from .price_restored_message import PriceRestoredMessage
from .price_update import PriceUpdate
from .price_update_metadata_type_0 import PriceUpdateMetadataType0
from .price_updated_data import PriceUpdatedData
from .price_updated_message import PriceUpdatedMessage
from .price_version_activated_data import PriceVersionActivatedData
from .price_version_activated_message import PriceVersionActivatedMessage
from .price_version_archived_data import PriceVersionArchivedData
from .price_version_archived_message import PriceVersionArchivedMessage
from .price_version_created_data import PriceVersionCreatedData
from .price_version_created_message import PriceVersionCreatedMessage
from .price_version_out import PriceVersionOut
from .price_version_reconfirmed_data import PriceVersionReconfirmedData
from .price_version_reconfirmed_message import PriceVersionReconfirmedMessage
from .price_version_scheduled_data import PriceVersionScheduledData
from .price_version_scheduled_message import PriceVersionScheduledMessage
from .price_version_updated_data import PriceVersionUpdatedData
from .price_version_updated_message import PriceVersionUpdatedMessage
from .price_version_warning_added_data import PriceVersionWarningAddedData
from .price_version_warning_added_message import PriceVersionWarningAddedMessage
from .pricing_version_out import PricingVersionOut
from .pricing_version_usage_out import PricingVersionUsageOut
from .pricing_version_usage_out_by_type import PricingVersionUsageOutByType
from .problem import Problem
from .problem_errors_item import ProblemErrorsItem
from .product_archived_data import ProductArchivedData
from .product_archived_message import ProductArchivedMessage
from .product_create import ProductCreate
from .product_create_metadata import ProductCreateMetadata
from .product_create_tax_category_code import ProductCreateTaxCategoryCode
from .product_created_data import ProductCreatedData
from .product_created_message import ProductCreatedMessage
from .product_out import ProductOut
from .product_out_metadata import ProductOutMetadata
from .product_restored_data import ProductRestoredData
from .product_restored_message import ProductRestoredMessage
from .product_update import ProductUpdate
from .product_update_metadata_type_0 import ProductUpdateMetadataType0
from .product_update_tax_category_code_type_0 import ProductUpdateTaxCategoryCodeType0
from .product_updated_data import ProductUpdatedData
from .product_updated_message import ProductUpdatedMessage
from .promotion_archived_data import PromotionArchivedData
from .promotion_archived_message import PromotionArchivedMessage
from .promotion_audience_replaced_data import PromotionAudienceReplacedData
from .promotion_audience_replaced_message import PromotionAudienceReplacedMessage
from .promotion_copy import PromotionCopy
from .promotion_create import PromotionCreate
from .promotion_create_application_timing_type_0 import PromotionCreateApplicationTimingType0
from .promotion_create_archetype_type_0 import PromotionCreateArchetypeType0
from .promotion_create_budget_behavior_type_0 import PromotionCreateBudgetBehaviorType0
from .promotion_create_distribution import PromotionCreateDistribution
from .promotion_create_evaluation_scope_type_0 import PromotionCreateEvaluationScopeType0
from .promotion_create_localizations_type_0 import PromotionCreateLocalizationsType0
from .promotion_create_stacking_mode_type_0 import PromotionCreateStackingModeType0
from .promotion_created_data import PromotionCreatedData
from .promotion_created_message import PromotionCreatedMessage
from .promotion_deleted_data import PromotionDeletedData
from .promotion_deleted_message import PromotionDeletedMessage
from .promotion_out import PromotionOut
from .promotion_out_audience_type_0 import PromotionOutAudienceType0
from .promotion_out_effects_item import PromotionOutEffectsItem
from .promotion_out_eligibility_type_0 import PromotionOutEligibilityType0
from .promotion_out_localizations import PromotionOutLocalizations
from .promotion_out_phases_type_0_item import PromotionOutPhasesType0Item
from .promotion_published_data import PromotionPublishedData
from .promotion_published_message import PromotionPublishedMessage
from .promotion_unscheduled_data import PromotionUnscheduledData
from .promotion_unscheduled_message import PromotionUnscheduledMessage
from .promotion_update import PromotionUpdate
from .promotion_update_application_timing_type_0 import PromotionUpdateApplicationTimingType0
from .promotion_update_archetype_type_0 import PromotionUpdateArchetypeType0
from .promotion_update_budget_behavior_type_0 import PromotionUpdateBudgetBehaviorType0
from .promotion_update_distribution_type_0 import PromotionUpdateDistributionType0
from .promotion_update_evaluation_scope_type_0 import PromotionUpdateEvaluationScopeType0
from .promotion_update_localizations_type_0 import PromotionUpdateLocalizationsType0
from .promotion_update_stacking_mode_type_0 import PromotionUpdateStackingModeType0
from .promotion_updated_data import PromotionUpdatedData
from .promotion_updated_message import PromotionUpdatedMessage
from .promotion_version_drafted_data import PromotionVersionDraftedData
from .promotion_version_drafted_message import PromotionVersionDraftedMessage
from .promotion_version_errored_data import PromotionVersionErroredData
from .promotion_version_errored_message import PromotionVersionErroredMessage
from .promotion_version_scheduled_data import PromotionVersionScheduledData
from .promotion_version_scheduled_message import PromotionVersionScheduledMessage
from .promotions_version_out import PromotionsVersionOut
from .promotions_version_out_localizations import PromotionsVersionOutLocalizations
from .promotions_version_usage_out import PromotionsVersionUsageOut
from .promotions_version_usage_out_by_type import PromotionsVersionUsageOutByType
from .redeem_request import RedeemRequest
from .redemption_out import RedemptionOut
from .referrer_list import ReferrerList
from .referrer_out import ReferrerOut
from .refresh_in import RefreshIn
from .refund_create import RefundCreate
from .refund_create_reason_type_0 import RefundCreateReasonType0
from .refund_out import RefundOut
from .refund_out_status import RefundOutStatus
from .refund_target import RefundTarget
from .regenerate_preview_out import RegeneratePreviewOut
from .regenerate_summary import RegenerateSummary
from .rejected_out import RejectedOut
from .rejected_out_problem import RejectedOutProblem
from .revoke_request import RevokeRequest
from .role_permissions import RolePermissions
from .roles_change import RolesChange
from .rule import Rule
from .rule_out import RuleOut
from .segment_create import SegmentCreate
from .segment_create_match import SegmentCreateMatch
from .segment_create_metadata import SegmentCreateMetadata
from .segment_created_data import SegmentCreatedData
from .segment_created_message import SegmentCreatedMessage
from .segment_deleted_data import SegmentDeletedData
from .segment_deleted_message import SegmentDeletedMessage
from .segment_out import SegmentOut
from .segment_out_metadata import SegmentOutMetadata
from .segment_preview import SegmentPreview
from .segment_update import SegmentUpdate
from .segment_update_match_type_0 import SegmentUpdateMatchType0
from .segment_update_metadata_type_0 import SegmentUpdateMetadataType0
from .segment_updated_data import SegmentUpdatedData
from .segment_updated_message import SegmentUpdatedMessage
from .segments_condition import SegmentsCondition
from .selector import Selector
from .selector_match import SelectorMatch
from .sepa_debit_in import SepaDebitIn
from .sepa_debit_out import SepaDebitOut
from .settings_update import SettingsUpdate
from .settings_update_settings import SettingsUpdateSettings
from .settings_updated_data import SettingsUpdatedData
from .settings_updated_message import SettingsUpdatedMessage
from .special_price import SpecialPrice
from .step_out import StepOut
from .subscription_billing_blocked_data import SubscriptionBillingBlockedData
from .subscription_billing_blocked_message import SubscriptionBillingBlockedMessage
from .subscription_billing_resumed_data import SubscriptionBillingResumedData
from .subscription_billing_resumed_message import SubscriptionBillingResumedMessage
from .subscription_cancel import SubscriptionCancel
from .subscription_cancel_scheduled_data import SubscriptionCancelScheduledData
from .subscription_cancel_scheduled_message import SubscriptionCancelScheduledMessage
from .subscription_canceled_data import SubscriptionCanceledData
from .subscription_canceled_message import SubscriptionCanceledMessage
from .subscription_change_out import SubscriptionChangeOut
from .subscription_change_out_after import SubscriptionChangeOutAfter
from .subscription_change_out_before import SubscriptionChangeOutBefore
from .subscription_create import SubscriptionCreate
from .subscription_create_metadata import SubscriptionCreateMetadata
from .subscription_created_data import SubscriptionCreatedData
from .subscription_created_message import SubscriptionCreatedMessage
from .subscription_out import SubscriptionOut
from .subscription_out_metadata import SubscriptionOutMetadata
from .subscription_past_due_data import SubscriptionPastDueData
from .subscription_past_due_message import SubscriptionPastDueMessage
from .subscription_period_advanced_data import SubscriptionPeriodAdvancedData
from .subscription_period_advanced_message import SubscriptionPeriodAdvancedMessage
from .subscription_recovered_data import SubscriptionRecoveredData
from .subscription_recovered_message import SubscriptionRecoveredMessage
from .subscription_trial_ended_data import SubscriptionTrialEndedData
from .subscription_trial_ended_message import SubscriptionTrialEndedMessage
from .subscription_update import SubscriptionUpdate
from .subscription_update_metadata_type_0 import SubscriptionUpdateMetadataType0
from .subscription_updated_data import SubscriptionUpdatedData
from .subscription_updated_message import SubscriptionUpdatedMessage
from .tag_create import TagCreate
from .tag_create_entity_type import TagCreateEntityType
from .tag_created_data import TagCreatedData
from .tag_created_message import TagCreatedMessage
from .tag_deleted_data import TagDeletedData
from .tag_deleted_message import TagDeletedMessage
from .tag_ids import TagIds
from .tag_out import TagOut
from .tag_ref import TagRef
from .tag_update import TagUpdate
from .tag_updated_data import TagUpdatedData
from .tag_updated_message import TagUpdatedMessage
from .tax_breakdown_out import TaxBreakdownOut
from .tax_electronic_address import TaxElectronicAddress
from .tax_export_list import TaxExportList
from .tax_export_row import TaxExportRow
from .tax_profile_out import TaxProfileOut
from .tax_profile_out_tax_regime import TaxProfileOutTaxRegime
from .tax_profile_update import TaxProfileUpdate
from .tax_profile_update_tax_regime_type_0 import TaxProfileUpdateTaxRegimeType0
from .tax_profile_updated_data import TaxProfileUpdatedData
from .tax_profile_updated_message import TaxProfileUpdatedMessage
from .test_clock_advance import TestClockAdvance
from .test_clock_advanced_data import TestClockAdvancedData
from .test_clock_advanced_message import TestClockAdvancedMessage
from .test_clock_advancing_data import TestClockAdvancingData
from .test_clock_advancing_message import TestClockAdvancingMessage
from .test_clock_create import TestClockCreate
from .test_clock_created_data import TestClockCreatedData
from .test_clock_created_message import TestClockCreatedMessage
from .test_clock_deleted_data import TestClockDeletedData
from .test_clock_deleted_message import TestClockDeletedMessage
from .test_clock_out import TestClockOut
from .test_clock_out_status import TestClockOutStatus
from .tier_in import TierIn
from .tier_out import TierOut
from .timeline_out import TimelineOut
from .token_out import TokenOut
from .token_out_status import TokenOutStatus
from .token_pair import TokenPair
from .token_redeem_request import TokenRedeemRequest
from .tokens_create import TokensCreate
from .usage_batch_in import UsageBatchIn
from .usage_batch_in_events_item import UsageBatchInEventsItem
from .usage_batch_out import UsageBatchOut
from .usage_event_out import UsageEventOut
from .usage_event_out_properties import UsageEventOutProperties
from .variable_in import VariableIn
from .variable_in_type import VariableInType
from .variable_out import VariableOut
from .vat_rate_list import VatRateList
from .vat_rate_list_source import VatRateListSource
from .vat_rate_out import VatRateOut
from .vat_rate_pagination import VatRatePagination
from .version_create import VersionCreate
from .version_publish import VersionPublish
from .version_replace import VersionReplace
from .version_rules_out import VersionRulesOut
from .version_rules_out_effects_item import VersionRulesOutEffectsItem
from .version_rules_out_eligibility_type_0 import VersionRulesOutEligibilityType0
from .version_rules_out_phases_type_0_item import VersionRulesOutPhasesType0Item
from .version_warning import VersionWarning
from .void_out import VoidOut
from .webhook_endpoint_disabled_data import WebhookEndpointDisabledData
from .webhook_endpoint_disabled_message import WebhookEndpointDisabledMessage
from .workspace_out import WorkspaceOut

__all__ = (
    "AcceptInvitation",
    "AddOnIn",
    "AddOnOut",
    "Address",
    "AddressOut",
    "ApiKeyCreate",
    "ApiKeyCreated",
    "ApiKeyCreatedStatus",
    "ApiKeyCreateKeyTypeType0",
    "ApiKeyOut",
    "ApiKeyOutStatus",
    "ApiKeyRotate",
    "ApiKeyRotated",
    "ApiKeyRotatedStatus",
    "ApplicationOut",
    "AppliedOut",
    "AppliesTo",
    "ApprovalApprovedData",
    "ApprovalApprovedMessage",
    "ApprovalDecision",
    "ApprovalOut",
    "ApprovalOutDetails",
    "ApprovalOutResultType0",
    "ApprovalRejectedData",
    "ApprovalRejectedMessage",
    "ApprovalRequestedData",
    "ApprovalRequestedMessage",
    "AttemptOut",
    "Audience",
    "AudienceMemberOut",
    "AudienceMemberOutEnrollmentStatus",
    "AudiencePreviewOut",
    "AudiencePreviewOutPagination",
    "BankAccount",
    "BankAccountOut",
    "BillingCycle",
    "BulkEnrollRequest",
    "CardIn",
    "CardInBrand",
    "CardOut",
    "CatalogEntry",
    "ClawbackPreviewOut",
    "ClawbackTotal",
    "ConditionSet",
    "Contact",
    "ContactOut",
    "CreditApplicationOut",
    "CreditBalanceItem",
    "CreditBalanceOut",
    "CreditGrant",
    "CreditNoteApply",
    "CreditNoteCreate",
    "CreditNoteCreateLocaleType0",
    "CreditNoteCreateMetadata",
    "CreditNoteCreateReasonCodeType0",
    "CreditNoteLineCreate",
    "CreditNoteLineCreateTaxCategoryCodeType0",
    "CreditNoteLineOut",
    "CreditNoteOut",
    "CreditNoteOutMetadata",
    "CreditnotepkgApplicationReversedData",
    "CreditnotepkgApplicationReversedMessage",
    "CreditnotepkgAppliedData",
    "CreditnotepkgAppliedMessage",
    "CreditnotepkgCreatedData",
    "CreditnotepkgCreatedMessage",
    "CreditnotepkgIssuedData",
    "CreditnotepkgIssuedMessage",
    "CreditnotepkgRefundFailedData",
    "CreditnotepkgRefundFailedMessage",
    "CreditnotepkgRefundSucceededData",
    "CreditnotepkgRefundSucceededMessage",
    "CreditnotepkgVoidedData",
    "CreditnotepkgVoidedMessage",
    "CreditNoteTaxOut",
    "CreditRollupOut",
    "CreditRollupPagination",
    "CreditRollupSummary",
    "CustomerCreate",
    "CustomerCreatedData",
    "CustomerCreatedMessage",
    "CustomerCreateLocaleType0",
    "CustomerCreateMetadata",
    "CustomerDeletedData",
    "CustomerDeletedMessage",
    "CustomerOut",
    "CustomerOutMetadata",
    "CustomersElectronicAddress",
    "CustomerTagsCondition",
    "CustomerUpdate",
    "CustomerUpdatedData",
    "CustomerUpdatedMessage",
    "CustomerUpdateLocaleType0",
    "CustomerUpdateMetadataType0",
    "DateRange",
    "DeliveryOut",
    "DiscountOut",
    "DiscountOutSourceType0",
    "DocumentRequestedData",
    "DocumentRequestedMessage",
    "DownloadCreditNoteXrechnungFormat",
    "DownloadInvoiceXrechnungFormat",
    "EffectiveSetting",
    "EffectiveSettingSource",
    "ElectronicAddressOut",
    "EndpointCreate",
    "EndpointOut",
    "EndpointUpdate",
    "EndpointWithSecret",
    "EnrollmentList",
    "EnrollmentOut",
    "EnrollmentOutOutcome",
    "EnvelopeApiKeyCreated",
    "EnvelopeApiKeyOut",
    "EnvelopeApiKeyRotated",
    "EnvelopeAppliedOut",
    "EnvelopeApprovalOut",
    "EnvelopeClawbackPreviewOut",
    "EnvelopeCreditBalanceOut",
    "EnvelopeCreditNoteOut",
    "EnvelopeCustomerOut",
    "EnvelopeDeliveryOut",
    "EnvelopeEndpointOut",
    "EnvelopeEndpointWithSecret",
    "EnvelopeEvaluationOut",
    "EnvelopeEventOut",
    "EnvelopeInvoiceLineOut",
    "EnvelopeInvoiceOut",
    "EnvelopelistApplicationOut",
    "EnvelopelistTagRef",
    "EnvelopeMemberInvited",
    "EnvelopeMemberJoined",
    "EnvelopeMeterOut",
    "EnvelopePaymentAttemptOut",
    "EnvelopePaymentMethodOut",
    "EnvelopePaymentOut",
    "EnvelopePaymentSimulationOut",
    "EnvelopePermissionCatalog",
    "EnvelopePlanOut",
    "EnvelopePriceFormulaOut",
    "EnvelopePriceOut",
    "EnvelopePriceVersionOut",
    "EnvelopePricingVersionOut",
    "EnvelopePricingVersionUsageOut",
    "EnvelopeProductOut",
    "EnvelopePromotionOut",
    "EnvelopePromotionsVersionOut",
    "EnvelopePromotionsVersionUsageOut",
    "EnvelopeRedemptionOut",
    "EnvelopeRefundOut",
    "EnvelopeRegeneratePreviewOut",
    "EnvelopeSegmentOut",
    "EnvelopeSegmentPreview",
    "EnvelopeSubscriptionOut",
    "EnvelopeTagOut",
    "EnvelopeTaxProfileOut",
    "EnvelopeTestClockOut",
    "EnvelopeTokenPair",
    "EnvelopeUsageBatchOut",
    "EnvelopeVersionRulesOut",
    "EnvelopeVoidOut",
    "EvaluateIn",
    "EvaluateInVariables",
    "EvaluationOut",
    "EvaluationOutInputs",
    "EventOut",
    "EventOutData",
    "ExportTaxDataFormat",
    "FieldChange",
    "FirstPurchase",
    "FixedDiscount",
    "FreeTrialExtension",
    "GeneratedTokenOut",
    "GeneratedTokenOutStatus",
    "GeneratedTokens",
    "HealthzResponseHealthzHealthzGet",
    "InvoiceCollectionSkippedData",
    "InvoiceCollectionSkippedMessage",
    "InvoiceCreate",
    "InvoiceCreatedData",
    "InvoiceCreatedMessage",
    "InvoiceCreateLocaleType0",
    "InvoiceCreateMetadata",
    "InvoiceDunningExhaustedData",
    "InvoiceDunningExhaustedMessage",
    "InvoiceFinalizationBlockedData",
    "InvoiceFinalizationBlockedMessage",
    "InvoiceFinalizedData",
    "InvoiceFinalizedMessage",
    "InvoiceGenerate",
    "InvoiceGenerateLocaleType0",
    "InvoiceLeftDraftData",
    "InvoiceLeftDraftMessage",
    "InvoiceLineOut",
    "InvoiceLineOutMetadata",
    "InvoiceMarkedUncollectibleData",
    "InvoiceMarkedUncollectibleMessage",
    "InvoiceOut",
    "InvoiceOutBuyerType0",
    "InvoiceOutDunningStatusType0",
    "InvoiceOutMetadata",
    "InvoiceOutSellerType0",
    "InvoiceOverdueData",
    "InvoiceOverdueMessage",
    "InvoicePaidData",
    "InvoicePaidMessage",
    "InvoicePaymentAttemptCreatedData",
    "InvoicePaymentAttemptCreatedMessage",
    "InvoicePaymentFailedData",
    "InvoicePaymentFailedMessage",
    "InvoicePaymentRecordedData",
    "InvoicePaymentRecordedMessage",
    "InvoicePaymentRetryScheduledData",
    "InvoicePaymentRetryScheduledMessage",
    "InvoicePaymentRetrySkippedData",
    "InvoicePaymentRetrySkippedMessage",
    "InvoiceRefundedData",
    "InvoiceRefundedMessage",
    "InvoiceRefundFailedData",
    "InvoiceRefundFailedMessage",
    "InvoiceRefundPendingData",
    "InvoiceRefundPendingMessage",
    "InvoiceUpdate",
    "InvoiceUpdatedData",
    "InvoiceUpdatedMessage",
    "InvoiceUpdateLocaleType0",
    "InvoiceUpdateMetadataType0",
    "InvoiceVoidedData",
    "InvoiceVoidedMessage",
    "JobFailedData",
    "JobFailedDataPayload",
    "JobFailedMessage",
    "LedgerEnvelope",
    "LedgerSummary",
    "LegalAddress",
    "LegalAddressOut",
    "LineCreate",
    "LineCreateLineTypeType0",
    "LineCreateMetadata",
    "LineCreateTaxCategoryCodeType0",
    "LineDiff",
    "LineDiffChange",
    "LineDiffFields",
    "LineUpdate",
    "LineUpdateMetadataType0",
    "ListEnvelopeApiKeyOut",
    "ListEnvelopeCatalogEntry",
    "ListEnvelopeCreditNoteOut",
    "ListEnvelopeCustomerOut",
    "ListEnvelopeDeliveryOut",
    "ListEnvelopeEffectiveSetting",
    "ListEnvelopeEndpointOut",
    "ListEnvelopeEventOut",
    "ListEnvelopeInvoiceLineOut",
    "ListEnvelopeInvoiceOut",
    "ListEnvelopeMemberOut",
    "ListEnvelopeMeterOut",
    "ListEnvelopePaymentMethodOut",
    "ListEnvelopePaymentOut",
    "ListEnvelopePaymentSimulationOut",
    "ListEnvelopePlanOut",
    "ListEnvelopePriceFormulaOut",
    "ListEnvelopePriceOut",
    "ListEnvelopePricingVersionOut",
    "ListEnvelopeProductOut",
    "ListEnvelopePromotionOut",
    "ListEnvelopePromotionsVersionOut",
    "ListEnvelopeRedemptionOut",
    "ListEnvelopeSegmentOut",
    "ListEnvelopeSubscriptionChangeOut",
    "ListEnvelopeSubscriptionOut",
    "ListEnvelopeTagOut",
    "ListEnvelopeTestClockOut",
    "ListEnvelopeTokenOut",
    "ListEnvelopeUsageEventOut",
    "ListEnvelopeWorkspaceOut",
    "ListVersionReferrersPromotionsTypeType0",
    "LocalizedText",
    "LoginIn",
    "MemberInvite",
    "MemberInvited",
    "MemberInvitedStatus",
    "MemberJoined",
    "MemberJoinedStatus",
    "MemberOut",
    "MemberOutStatus",
    "MemberStatusUpdate",
    "MemberStatusUpdateStatus",
    "MeterCreate",
    "MeterCreateAggregation",
    "MeterOut",
    "MinSpend",
    "OffsetPagination",
    "PaginationInfo",
    "PaginationInfoCountsType0",
    "PaginationInfoCountsType0AdditionalProperty",
    "PaymentAttemptCreate",
    "PaymentAttemptOut",
    "PaymentAttemptOutStatus",
    "PaymentCreate",
    "PaymentCreateSource",
    "PaymentMethodAttachedData",
    "PaymentMethodAttachedMessage",
    "PaymentMethodCreate",
    "PaymentMethodCreateMetadata",
    "PaymentMethodCreateType",
    "PaymentMethodDetachedData",
    "PaymentMethodDetachedMessage",
    "PaymentMethodOut",
    "PaymentMethodOutMetadata",
    "PaymentMethodOutStatus",
    "PaymentMethodOutType",
    "PaymentOut",
    "PaymentSimulationCreate",
    "PaymentSimulationCreatedData",
    "PaymentSimulationCreatedMessage",
    "PaymentSimulationCreateOutcome",
    "PaymentSimulationDeletedData",
    "PaymentSimulationDeletedMessage",
    "PaymentSimulationOut",
    "PaymentSimulationOutOutcome",
    "PercentageDiscount",
    "PermissionCatalog",
    "Phase",
    "PlanArchivedData",
    "PlanArchivedMessage",
    "PlanCreate",
    "PlanCreateBillingTiming",
    "PlanCreatedData",
    "PlanCreatedMessage",
    "PlanCreateInterval",
    "PlanCreateMetadata",
    "PlanItemIn",
    "PlanItemOut",
    "PlanOut",
    "PlanOutMetadata",
    "PlanRestoredData",
    "PlanRestoredMessage",
    "PlansCondition",
    "PlanUpdate",
    "PlanUpdateBillingTimingType0",
    "PlanUpdatedData",
    "PlanUpdatedMessage",
    "PlanUpdateIntervalType0",
    "PlanUpdateMetadataType0",
    "PostingOut",
    "PriceArchivedData",
    "PriceArchivedMessage",
    "PriceCreate",
    "PriceCreatedData",
    "PriceCreatedMessage",
    "PriceCreateMetadata",
    "PriceCreatePricingModelType0",
    "PriceCreateTiersModeType0",
    "PriceFormulaCreate",
    "PriceFormulaOut",
    "PriceFormulaUpdate",
    "PriceOut",
    "PriceOutMetadata",
    "PriceRestoredData",
    "PriceRestoredMessage",
    "PriceUpdate",
    "PriceUpdatedData",
    "PriceUpdatedMessage",
    "PriceUpdateMetadataType0",
    "PriceVersionActivatedData",
    "PriceVersionActivatedMessage",
    "PriceVersionArchivedData",
    "PriceVersionArchivedMessage",
    "PriceVersionCreatedData",
    "PriceVersionCreatedMessage",
    "PriceVersionOut",
    "PriceVersionReconfirmedData",
    "PriceVersionReconfirmedMessage",
    "PriceVersionScheduledData",
    "PriceVersionScheduledMessage",
    "PriceVersionUpdatedData",
    "PriceVersionUpdatedMessage",
    "PriceVersionWarningAddedData",
    "PriceVersionWarningAddedMessage",
    "PricingVersionOut",
    "PricingVersionUsageOut",
    "PricingVersionUsageOutByType",
    "Problem",
    "ProblemErrorsItem",
    "ProductArchivedData",
    "ProductArchivedMessage",
    "ProductCreate",
    "ProductCreatedData",
    "ProductCreatedMessage",
    "ProductCreateMetadata",
    "ProductCreateTaxCategoryCode",
    "ProductOut",
    "ProductOutMetadata",
    "ProductRestoredData",
    "ProductRestoredMessage",
    "ProductUpdate",
    "ProductUpdatedData",
    "ProductUpdatedMessage",
    "ProductUpdateMetadataType0",
    "ProductUpdateTaxCategoryCodeType0",
    "PromotionArchivedData",
    "PromotionArchivedMessage",
    "PromotionAudienceReplacedData",
    "PromotionAudienceReplacedMessage",
    "PromotionCopy",
    "PromotionCreate",
    "PromotionCreateApplicationTimingType0",
    "PromotionCreateArchetypeType0",
    "PromotionCreateBudgetBehaviorType0",
    "PromotionCreatedData",
    "PromotionCreateDistribution",
    "PromotionCreatedMessage",
    "PromotionCreateEvaluationScopeType0",
    "PromotionCreateLocalizationsType0",
    "PromotionCreateStackingModeType0",
    "PromotionDeletedData",
    "PromotionDeletedMessage",
    "PromotionOut",
    "PromotionOutAudienceType0",
    "PromotionOutEffectsItem",
    "PromotionOutEligibilityType0",
    "PromotionOutLocalizations",
    "PromotionOutPhasesType0Item",
    "PromotionPublishedData",
    "PromotionPublishedMessage",
    "PromotionsVersionOut",
    "PromotionsVersionOutLocalizations",
    "PromotionsVersionUsageOut",
    "PromotionsVersionUsageOutByType",
    "PromotionUnscheduledData",
    "PromotionUnscheduledMessage",
    "PromotionUpdate",
    "PromotionUpdateApplicationTimingType0",
    "PromotionUpdateArchetypeType0",
    "PromotionUpdateBudgetBehaviorType0",
    "PromotionUpdatedData",
    "PromotionUpdateDistributionType0",
    "PromotionUpdatedMessage",
    "PromotionUpdateEvaluationScopeType0",
    "PromotionUpdateLocalizationsType0",
    "PromotionUpdateStackingModeType0",
    "PromotionVersionDraftedData",
    "PromotionVersionDraftedMessage",
    "PromotionVersionErroredData",
    "PromotionVersionErroredMessage",
    "PromotionVersionScheduledData",
    "PromotionVersionScheduledMessage",
    "RedeemRequest",
    "RedemptionOut",
    "ReferrerList",
    "ReferrerOut",
    "RefreshIn",
    "RefundCreate",
    "RefundCreateReasonType0",
    "RefundOut",
    "RefundOutStatus",
    "RefundTarget",
    "RegeneratePreviewOut",
    "RegenerateSummary",
    "RejectedOut",
    "RejectedOutProblem",
    "RevokeRequest",
    "RolePermissions",
    "RolesChange",
    "Rule",
    "RuleOut",
    "SegmentCreate",
    "SegmentCreatedData",
    "SegmentCreatedMessage",
    "SegmentCreateMatch",
    "SegmentCreateMetadata",
    "SegmentDeletedData",
    "SegmentDeletedMessage",
    "SegmentOut",
    "SegmentOutMetadata",
    "SegmentPreview",
    "SegmentsCondition",
    "SegmentUpdate",
    "SegmentUpdatedData",
    "SegmentUpdatedMessage",
    "SegmentUpdateMatchType0",
    "SegmentUpdateMetadataType0",
    "Selector",
    "SelectorMatch",
    "SepaDebitIn",
    "SepaDebitOut",
    "SettingsUpdate",
    "SettingsUpdatedData",
    "SettingsUpdatedMessage",
    "SettingsUpdateSettings",
    "SpecialPrice",
    "StepOut",
    "SubscriptionBillingBlockedData",
    "SubscriptionBillingBlockedMessage",
    "SubscriptionBillingResumedData",
    "SubscriptionBillingResumedMessage",
    "SubscriptionCancel",
    "SubscriptionCanceledData",
    "SubscriptionCanceledMessage",
    "SubscriptionCancelScheduledData",
    "SubscriptionCancelScheduledMessage",
    "SubscriptionChangeOut",
    "SubscriptionChangeOutAfter",
    "SubscriptionChangeOutBefore",
    "SubscriptionCreate",
    "SubscriptionCreatedData",
    "SubscriptionCreatedMessage",
    "SubscriptionCreateMetadata",
    "SubscriptionOut",
    "SubscriptionOutMetadata",
    "SubscriptionPastDueData",
    "SubscriptionPastDueMessage",
    "SubscriptionPeriodAdvancedData",
    "SubscriptionPeriodAdvancedMessage",
    "SubscriptionRecoveredData",
    "SubscriptionRecoveredMessage",
    "SubscriptionTrialEndedData",
    "SubscriptionTrialEndedMessage",
    "SubscriptionUpdate",
    "SubscriptionUpdatedData",
    "SubscriptionUpdatedMessage",
    "SubscriptionUpdateMetadataType0",
    "TagCreate",
    "TagCreatedData",
    "TagCreatedMessage",
    "TagCreateEntityType",
    "TagDeletedData",
    "TagDeletedMessage",
    "TagIds",
    "TagOut",
    "TagRef",
    "TagUpdate",
    "TagUpdatedData",
    "TagUpdatedMessage",
    "TaxBreakdownOut",
    "TaxElectronicAddress",
    "TaxExportList",
    "TaxExportRow",
    "TaxProfileOut",
    "TaxProfileOutTaxRegime",
    "TaxProfileUpdate",
    "TaxProfileUpdatedData",
    "TaxProfileUpdatedMessage",
    "TaxProfileUpdateTaxRegimeType0",
    "TestClockAdvance",
    "TestClockAdvancedData",
    "TestClockAdvancedMessage",
    "TestClockAdvancingData",
    "TestClockAdvancingMessage",
    "TestClockCreate",
    "TestClockCreatedData",
    "TestClockCreatedMessage",
    "TestClockDeletedData",
    "TestClockDeletedMessage",
    "TestClockOut",
    "TestClockOutStatus",
    "TierIn",
    "TierOut",
    "TimelineOut",
    "TokenOut",
    "TokenOutStatus",
    "TokenPair",
    "TokenRedeemRequest",
    "TokensCreate",
    "UsageBatchIn",
    "UsageBatchInEventsItem",
    "UsageBatchOut",
    "UsageEventOut",
    "UsageEventOutProperties",
    "VariableIn",
    "VariableInType",
    "VariableOut",
    "VatRateList",
    "VatRateListSource",
    "VatRateOut",
    "VatRatePagination",
    "VersionCreate",
    "VersionPublish",
    "VersionReplace",
    "VersionRulesOut",
    "VersionRulesOutEffectsItem",
    "VersionRulesOutEligibilityType0",
    "VersionRulesOutPhasesType0Item",
    "VersionWarning",
    "VoidOut",
    "WebhookEndpointDisabledData",
    "WebhookEndpointDisabledMessage",
    "WorkspaceOut",
)
