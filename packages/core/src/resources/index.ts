export type {
  FieldKind,
  FilterKind,
  OptionSource,
  ResourceAction,
  ResourceBatch,
  ResourceColumn,
  ResourceDescriptor,
  ResourceField,
  ResourceFilter,
  ResourceForm,
  ResourceList,
  ResourceRecord,
  ResourceSort,
  ResourceUpdate,
  ValueFormat,
  ColumnsOf,
  FieldKey,
  FieldPath,
  ListRowOf,
  RecordOf,
  RecordTypeOf,
  ResourceOf,
  RowOf,
  SharedColumn,
  SharedKey,
  TypedAction,
  TypedColumn,
  TypedResource,
  VersionKey,
} from './types';
export type { CommandItemResult } from '../commands/types';
export { formatCell, formatValue, valueAt } from './format-value';
export { commandsFromResource, registerResourceCommands } from './verbs/commands-from-resource';
export { loadOptions, resolveOption, type OptionItem } from './verbs/options';
export { parseIdList } from './verbs/id-input';
export { parseDateArg } from './verbs/arg-shapes';
export { listCommandArgs, type ListView } from './verbs/list-command-args';
export { actionCommandArgs, type ActionFieldValue } from './verbs/action-command-args';
export { rowOf, visibleColumns } from './verbs/rows';
export * from './runtime';
export * from './review';
export {
  auditResource,
  messagesResource,
  rolesResource,
  usersResource,
  userStatusEnum,
  auditChannelEnum,
  messageChannelEnum,
  announcementTargetEnum,
  LIST_PAGE_SIZES,
  LIST_DEFAULT_LIMIT,
} from './system';
export { ordersResource, priceChangesResource, wasteTasksResource, priceChangeStatusEnum, wasteTaskStatusEnum, moneyToCents } from './orders';
export {
  assistiveCardsResource,
  customersResource,
  membersResource,
  nurseApplicationsResource,
  nursesResource,
  patientsResource,
  applicationStatusEnum,
  customerSourceEnum,
  customerStatusEnum,
  followUpChannelEnum,
  genderEnum,
  memberStatusEnum,
  nurseStatusEnum,
  nurseTitleEnum,
} from './people';
export { studiosResource, studioStatusEnum } from './studios';
// From the modules, not the area's index: the console reads these before it loads any area's commands.
export { alarmsResource, alarmStatusEnum, alarmStatusFilterEnum, alarmLevelEnum } from './security/alarms';
export { alarmWatchTable, withAlarmEvent } from './security/alarm-watch';
export { voiceAnnouncementsResource, voiceStatusEnum } from './security/voice-announcements';
export { categoriesResource, categoryStatusEnum, packagesResource, servicesResource, shelfEnum } from './catalogue';
export { consumablesResource, EXPIRING_VIEW, expiringBatchesResource, inventoryEnabledEnum, movementKindEnum, packStockResource, packsResource, stockOutFields, stockResource, stocktakesResource, stocktakeStatusEnum, stockTransfersResource, transferStatusEnum } from './inventory';
export { accountKindEnum, accountOwnerEnum, accountsResource, journalKindEnum, journalResource } from './finance-ledger';
export { accountVerificationEnum, payoutPartyEnum, rewardKindEnum, rewardStatusEnum, rewardsResource, withdrawAccountsResource, withdrawalsResource, withdrawalStatusEnum } from './finance-payouts';
export { advancePaymentsResource, ecoinKindEnum, ecoinResource, invoiceStatusEnum, invoiceTitleKindEnum, invoiceTitlesResource, invoicesResource, invoiceTypeEnum } from './finance-invoices';
export { couponEnabledEnum, couponGrantsResource, couponKindEnum, couponsResource, grantKeyOf, grantSourceEnum, grantStatusEnum, memberCouponStateEnum, recipientStatusEnum } from './coupons';
export {
  carouselLinkKindEnum,
  carouselPositionEnum,
  carouselsResource,
  feedbackAuthorKindEnum,
  feedbackCategoryEnum,
  feedbackResource,
  feedbackStatusEnum,
  marketingEnabledEnum,
  promoterKindEnum,
  promotionsResource,
} from './marketing-content';
export {
  agreementsResource,
  followUpHoursEnum,
  followUpTypeEnum,
  inUseStatusEnum,
  questionnairesResource,
  releasesResource,
  releaseStatusEnum,
  surveysResource,
} from './catalogue';
