export type { ActionItem, ActionRun, ActionTarget, RunActionOptions } from './types';
export { runAction } from './run-action';
export { BULK_CONCURRENCY } from './pool';
export {
  actionApplies,
  actionPermission,
  appliesToSelection,
  confirmQuestion,
  dryRunText,
  itemsSummary,
  mayRunAction,
  notApplicableItem,
  previewNames,
} from './action-texts';
export { callEndpoint, isRecord, pageFrom, type Row } from './call-endpoint';
export { idKeyOf, readRecord, readRecordAnswer, recordIdOf, recordName, resolveRecordId } from './records';
