// Review mode's queue is core's, shared with the terminal console's review mode.
export {
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
} from '@careops/core/resources';
