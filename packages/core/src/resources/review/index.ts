export {
  UNDO_WINDOW_MS,
  appendRows,
  committed,
  currentItem,
  decide,
  dueDecisions,
  emptyQueue,
  moveCursor,
  refused,
  sending,
  undo,
  waitingCount,
  type Decision,
  type PendingDecision,
  type QueueRow,
  type QueueState,
} from './review-queue';
export { loadReasons, rememberReason, RECENT_REASONS_KEPT, type ReasonStore } from './recent-reasons';
