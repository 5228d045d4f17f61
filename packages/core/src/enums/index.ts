export {
  defineEnumeration,
  optionsOf,
  labelOf,
  isEnumValue,
  valueFromSlug,
  slugOf,
  parseEnumValue,
  type Enumeration,
  type EnumEntry,
  type EnumOption,
} from './enumeration';
export { OrderStatus, orderStatusEnum, orderStatusFromSlug, type OrderStatusValue } from './order-status';
export {
  SurveyStatus,
  surveyStatusEnum,
  AdvancePaymentStatus,
  advancePaymentStatusEnum,
  ActivationStatus,
  activationStatusEnum,
  Booking,
  bookingEnum,
  type SurveyStatusValue,
  type AdvancePaymentStatusValue,
  type ActivationStatusValue,
  type BookingValue,
} from './lifecycle-statuses';
export { Relationship, relationshipEnum, IdType, idTypeEnum, type RelationshipValue, type IdTypeValue } from './people';
