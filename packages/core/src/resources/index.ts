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
} from './types';
export type { CommandItemResult } from '../commands/types';
export { formatCell, formatValue, valueAt } from './format-value';
export { commandsFromResource, registerResourceCommands } from './verbs/commands-from-resource';
export { actionApplies, notApplicableItem } from './verbs/action-command';
export { loadOptions, resolveOption, type OptionItem } from './verbs/options';
export { parseIdList } from './verbs/id-input';
export { parseDateArg } from './verbs/arg-shapes';
export { rowOf, visibleColumns } from './verbs/rows';
export { resolveRecordId, readRecord, recordName } from './verbs/record-lookup';
export * from './system';
export * from './orders';
export * from './people';
