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
export { commandsFromResource, registerResourceCommands } from './commands/commands-from-resource';
export { actionApplies, notApplicableItem } from './commands/action-command';
export { loadOptions, resolveOption, type OptionItem } from './commands/options';
export { parseIdList } from './commands/id-input';
export { parseDateArg } from './commands/arg-shapes';
export { rowOf, visibleColumns } from './commands/rows';
export { resolveRecordId, readRecord, recordName } from './commands/record-lookup';
export * from './system';
export * from './orders';
export * from './people';
