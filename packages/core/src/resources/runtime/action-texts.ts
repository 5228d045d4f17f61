import { endpointRoutes } from '../../contract/endpoint-routes';
import { t } from '../../i18n/translate';
import { PUBLIC, SIGNED_IN } from '../../permissions/permission-catalogue';
import { formatCell } from '../format-value';
import type { ResourceAction, ResourceDescriptor } from '../types';
import type { Row } from './call-endpoint';
import { recordName } from './records';

/** Names a confirmation lists before "…". */
const PREVIEW_NAMES = 5;

/** The names a confirmation shows: the first few, then "…". */
export function previewNames(names: readonly string[]): string {
  return names.length > PREVIEW_NAMES ? `${names.slice(0, PREVIEW_NAMES).join(', ')}, …` : names.join(', ');
}

/**
 * The question asked once before an action runs on these records (named as the person named
 * them: the names shown on screen, the ids or names typed), `{count}` and `{names}` filled;
 * null when the action asks nothing. A dry run asks nothing either (the face leaves it out).
 */
export function confirmQuestion(action: ResourceAction, names: readonly string[]): string | null {
  return action.confirm ? t(action.confirm, { count: names.length, names: previewNames(names) }) : null;
}

/** What a dry run says of a record the action would change. */
export const dryRunText = (action: ResourceAction, name: string): string => t('resources.dryRun.would', { action: t(action.title), name });

/** The summary line of a run's items: "3 succeeded, 1 failed". */
export function itemsSummary(items: ReadonlyArray<{ ok: boolean }>): string {
  const failed = items.filter((i) => !i.ok).length;
  return t('resources.items.summary', { ok: items.length - failed, failed });
}

/** The permission an action needs: its own, else its endpoint's. */
export const actionPermission = (action: ResourceAction): string => action.permission ?? endpointRoutes[action.endpoint].permission;

/** Whether a user holding `permissions` may run the action (the server still decides). */
export function mayRunAction(permissions: ReadonlySet<string>, action: ResourceAction): boolean {
  const needed = actionPermission(action);
  return needed === PUBLIC || needed === SIGNED_IN || permissions.has(needed);
}

/** Whether the action applies to a record in its current state (`appliesWhen`). */
export function actionApplies(action: ResourceAction, record: Row): boolean {
  if (!action.appliesWhen) return true;
  const value = record[action.appliesWhen.key];
  return action.appliesWhen.values.some((v) => v === value || String(v) === String(value));
}

/**
 * Whether a bulk action is offered for selected records: it applies to at least one of them,
 * or, for an action that `appliesStrictly` (a lifecycle transition), to every one.
 */
export function appliesToSelection(action: ResourceAction, records: readonly Row[]): boolean {
  return action.appliesStrictly ? records.length > 0 && records.every((r) => actionApplies(action, r)) : records.some((r) => actionApplies(action, r));
}

/**
 * What an action says of a record it does not apply to: unchanged (an ok item), or, for an
 * action that `appliesStrictly`, refused (a failed item) without asking the server. `{state}`
 * is the record's `appliesWhen` value as its list column shows it ('finished').
 */
export function notApplicableItem(d: ResourceDescriptor, action: ResourceAction, record: Row): { ok: boolean; message: string } {
  const name = recordName(d, record);
  const key = action.appliesWhen?.key ?? '';
  const column = d.list.columns.find((c) => c.key === key);
  const state = column ? formatCell(column, record) : String(record[key] ?? '');
  const message = action.notApplicable ? t(action.notApplicable, { name, state }) : t('resources.item.unchanged', { name });
  return { ok: action.appliesStrictly !== true, message };
}
