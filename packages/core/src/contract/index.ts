export { CareOpsError, codeNameOf, isCallerError } from './careops-error';
export type { EndpointDef } from './endpoint-def';
export * from './catalogue-public';
export { type EndpointRoute, endpointRoutes } from './endpoint-routes';
export { EXPORT_FORMATS, EXPORT_ROWS_HEADER, type ExportFormat } from './export-formats';
export { type EndpointName, endpoints, type Endpoints, type RequestOf, type ResponseOf } from './endpoints';
export { type Envelope, isSuccessCode, ResultCode, type ResultCodeName, type ResultCodeValue } from './result-codes';
export type { AuditEntryView } from './schemas/audit';
export {
  type LoginResult,
  passwordLoginRequest,
  type SessionUser,
  sessionUserSchema,
  smsLoginRequest,
  smsVerifyCodeRequest,
  type SystemUserInfo,
  type UserPermission,
} from './schemas/auth';
export type { SortSpec } from './schemas/list';
export {
  exportOrdersRequest,
  type ExportOrdersRequest,
  type OrderExportRow,
  orderExportRowSchema,
} from './schemas/order-export';
export type { StreamedFile } from './schemas/streamed-export';
export type { PlatformNote, ServiceStaff } from './schemas/orders-actions';
export type { OrderCoupon, OrderDetail, OrderServiceStep, PriceChange, WasteTask } from './schemas/orders-detail';
export { type OrderListFilter, orderListFilters, type OrderQueueCounts, type OrderSummary } from './schemas/orders-list';
export type { OrderPlaceOptions, OrderQuote } from './schemas/orders-place';
export type { ReleaseDetail, ReleaseSummary } from './schemas/catalogue-release';
export type { AgreementDetail, AgreementSummary } from './schemas/catalogue-agreement';
export type { QuestionDetail, QuestionnaireDetail, QuestionnaireSummary } from './schemas/catalogue-questionnaire';
export type { SurveyDetail, SurveySummary } from './schemas/catalogue-survey';
export { formatQuestionLines, parseQuestionLines, type QuestionInput } from './schemas/catalogue-questionnaire-lines';
export { QUESTION_KINDS, RELEASE_ITEM_KINDS, SURVEY_DURATION_HOURS, type QuestionKind, type ReleaseItemKind } from './schemas/catalogue-release-values';
export { ORDER_TEXT_MAX, type OrderSortField } from './schemas/orders-values';
export type { AssistiveCardSummary } from './schemas/people-cards';
export type { BatchReviewItem } from './schemas/people-common';
export type { CustomerDetail, CustomerSummary } from './schemas/people-customers';
export type { MemberSummary } from './schemas/people-members';
export type { SavedView } from './schemas/saved-views';
export type { ApplicationSummary } from './schemas/people-applications';
export type { NurseDocument, NurseSummary } from './schemas/people-nurses';
export { businessDayOf, type StudioDetail, type StudioSummary } from './schemas/studios-studios';
export { CERTIFICATE_BANDS_DAYS, DAY_MS, ORDER_CHART_DAYS, QUEUE_AGE_BANDS_DAYS, REVIEW_QUEUES, type ReviewQueueId } from './home-values';
export type { CertificateExpiry, OrderDayCounts, PermissionHolders, ReviewQueueAges } from './schemas/home';
export { ALARM_STATUSES, type AlarmDetail, type AlarmStatus, type AlarmStep, type AlarmSummary } from './schemas/security-alarms';
export { fieldLocationRequest, fieldLocationResult, fieldRaiseRequest, fieldRaiseResult } from './schemas/security-alarms';
export { idNumberProblem, type PatientDetail, type PatientSummary } from './schemas/people-patients';
export {
  CUSTOMER_SOURCES,
  FOLLOW_UP_CHANNELS,
  NURSE_DOCUMENT_KINDS,
  NURSE_TITLES,
  type PersonKind,
  type RevealablePersonField,
  REVIEW_REASON_MAX,
  type ReviewDecision,
} from './schemas/people-values';
export type { StaffMessage } from './schemas/staff-messages';
export {
  type AnnouncementTarget,
  type MessageRecipient,
  type MessageRecordSummary,
  type PermissionTreeNode,
  RECIPIENT_STATUSES,
  type RoleDetail,
  type RoleSummary,
  type SearchHit,
  type SessionInfo,
  type SystemUserDetail,
  type SystemUserSummary,
  type UserSortField,
} from './schemas/system';
export { EXPIRING_BATCHES_MAX, EXPIRING_DAYS_DEFAULT, MOVEMENT_KINDS, STOCK_QUANTITY_MAX, type ExportStockMovementsRequest, type MovementKind, type StockMovement } from './schemas/inventory-stock';
export { INVOICE_NUMBER_PATTERN, type InvoiceApplication, type InvoiceTitle } from './schemas/finance-invoices';
export { ECOIN_KINDS, type EcoinKind, type EcoinRecord } from './schemas/finance-ecoin';
export type { AdvancePayment } from './schemas/finance-advance-payments';
export { STOCKTAKE_STATUSES, type StocktakeCount, type StocktakeStatus } from './schemas/inventory-stocktake';
export { TRANSFER_STATUSES, type TransferStatus } from './schemas/inventory-transfers';
export {
  ACCOUNT_VERIFICATIONS,
  PAYOUT_OUTCOMES,
  PAYOUT_PARTY_KINDS,
  PAYOUT_STATES,
  WITHDRAWAL_MAX_CENTS,
  type AccountVerification,
  type PayoutPartyKind,
  type PayoutSettings,
  type PayoutState,
  type WithdrawAccount,
  type Withdrawal,
} from './schemas/finance-withdrawals';
export { REWARD_KINDS, REWARD_STATUSES, type RewardKind, type RewardPenalty, type RewardStatus } from './schemas/finance-rewards';
export * from './schemas/marketing-coupon-values';
export { percentHundredths, dayInput, type CouponDetail, type CouponSummary } from './schemas/marketing-coupons';
export type { GrantDetail, GrantSummary } from './schemas/marketing-coupon-grants';
export {
  CAROUSEL_LINK_KINDS,
  type CarouselLinkKind,
  CAROUSEL_POSITIONS,
  CAROUSEL_URL_HOSTS,
  carouselHostAllowed,
  type CarouselDetail,
  type CarouselPreview,
  type CarouselSummary,
} from './schemas/marketing-carousels';
export { PROMOTER_KINDS, promotionLink, SIGNUP_ATTRIBUTION_HOURS, type PromotionDetail, type PromotionSummary } from './schemas/marketing-promotions';
export { FEEDBACK_CATEGORIES, FEEDBACK_STATUSES, fieldFeedbackRequest, fieldFeedbackResult, type FeedbackDetail, type FeedbackStatus, type FeedbackSummary } from './schemas/marketing-feedback';
export {
  ACCOUNT_FLOOR_CENTS,
  ACCOUNT_KINDS,
  ACCOUNT_OWNER_KINDS,
  ACCOUNT_OWNER_OF,
  accountKey,
  type AccountKind,
  type AccountOwnerKind,
  type AccountRef,
  balanceAllowed,
  isAccountKind,
  JOURNAL_CHART_SERIES,
  JOURNAL_KINDS,
  type JournalKind,
  type JournalProblem,
  journalProblem,
  MONEY_CENTS_MAX,
  PLATFORM_OWNER_ID,
  platformAccount,
  type PostingInput,
} from './schemas/finance-ledger-values';
export type { ExportJournalRequest, JournalRow, LedgerAccountRow, ReconcileReport } from './schemas/finance-ledger';
