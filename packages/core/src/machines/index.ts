export { dayCode } from './day-code';
export {
  sessionMachine,
  type LoadPermissionsInput,
  type LoginCredentials,
  type LoginQuery,
  type SessionContext,
  type SessionEvent,
  type SessionMachine,
} from './session-machine';
export {
  orderMachine,
  ORDER_EVENTS,
  ORDER_EFFECTS,
  stateOfStatus,
  type OrderMachine,
  type OrderEvent,
  type OrderEventType,
  type OrderFacts,
  type OrderEffect,
  type OrderStateName,
} from './order-machine';
export {
  allowedOrderEvents,
  nextOrderStatus,
  nextOrderStep,
  staffOrderEvents,
  staffOrderEventPermissions,
  isOrderEvent,
  isOrderStatus,
  type OrderStep,
} from './order-machine-steps';
export {
  priceChangeMachine,
  nextPriceChangeStatus,
  allowedPriceChangeEvents,
  PriceChangeStatus,
  PRICE_CHANGE_EVENTS,
  type PriceChangeStatusValue,
  type PriceChangeEventType,
} from './price-change-machine';
export {
  activationMachine,
  activationSnapshotOf,
  allowedActivationEvents,
  nextActivationStatus,
  isActivationStatus,
  ACTIVATION_EVENT_TYPES,
  type ActivationMachine,
  type ActivationSnapshot,
  type ActivationContext,
  type ActivationEvent,
  type ActivationEventType,
  type ActivationStateName,
} from './activation-machine';
export {
  qualificationReviewMachine,
  reviewSnapshotOf,
  allowedReviewEvents,
  nextReviewStatus,
  isReviewStatus,
  REVIEW_EVENT_TYPES,
  type QualificationReviewMachine,
  type ReviewEvent,
  type ReviewEventType,
  type ReviewStatusValue,
  type ReviewStateName,
} from './qualification-review-machine';
