// Recent reasons are core's, shared with the terminal console's reject prompt.
export { loadReasons, rememberReason, RECENT_REASONS_KEPT, type ReasonStore } from '@careops/core/resources';
