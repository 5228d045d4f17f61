import { CareOpsError, isCallerError } from '../../contract/careops-error';
import type { ApiClient } from '../../client/types';
import { t } from '../../i18n/translate';
import type { ResourceAction, ResourceBatch, ResourceDescriptor } from '../types';
import { actionApplies, notApplicableItem } from './action-texts';
import { callEndpoint, isRecord } from './call-endpoint';
import { badIdError, recordIdOf, recordName, resolveRecordId } from './records';
import { failedItem, notRunItem, type PreparedTarget } from './items';
import type { ActionItem, ActionRun, RunActionOptions } from './types';

/** The items of a batch answer by id: `{ items: [{ id, ok, message }] }`. */
function answeredItems(answer: unknown): Map<number, { ok: boolean; message: string }> {
  const byId = new Map<number, { ok: boolean; message: string }>();
  const items = isRecord(answer) && Array.isArray(answer.items) ? answer.items : [];
  for (const item of items) {
    if (isRecord(item) && typeof item.id === 'number') byId.set(item.id, { ok: item.ok === true, message: typeof item.message === 'string' ? item.message : '' });
  }
  return byId;
}

/**
 * A batch call refused as a whole stops the run: about the caller (103, 105, 106), or about
 * the body every chunk shares (101: a reason too long), so every other chunk would fail alike.
 */
const stopsBatch = (error: unknown): error is CareOpsError => isCallerError(error) || (error instanceof CareOpsError && error.code === 'invalidInput');

/**
 * A bulk action through the server's batch endpoint: the ids go in chunks of `batch.size`, one
 * call per chunk (the server decides each item in its own transaction and says what happened),
 * with progress after each chunk; a dry run is the server's own (`dryRun: true`, nothing
 * written). Typed names are looked up one by one (a bad one fails that item only); records on
 * screen the action does not apply to are answered without a call. Items come back in the order
 * given; an ok item's message names its record.
 */
export async function runBatch(api: ApiClient, d: ResourceDescriptor, action: ResourceAction, batch: ResourceBatch, targets: readonly PreparedTarget[], options: RunActionOptions): Promise<ActionRun> {
  const results: Array<ActionItem | undefined> = targets.map(() => undefined);
  const names = targets.map((target) => (target.shown ? recordName(d, target.shown) : target.input));
  const drafts = targets.map((target, index): ActionItem => ({ input: target.input, name: names[index] ?? target.input, ok: false, message: '' }));
  const positions = new Map<number, number[]>();
  let stopped: CareOpsError | undefined;
  for (const [index, target] of targets.entries()) {
    const draft = drafts[index] as ActionItem;
    if (target.shown && !actionApplies(action, target.shown)) {
      const item = notApplicableItem(d, action, target.shown);
      results[index] = { ...draft, ok: item.ok, message: item.message, ...(recordIdOf(d, target.shown) === undefined ? {} : { id: recordIdOf(d, target.shown) }) };
      continue;
    }
    let id: number | undefined;
    try {
      id = target.shown ? recordIdOf(d, target.shown) : await resolveRecordId(api, d, target.input, options.call);
      if (id === undefined || !Number.isSafeInteger(id) || id < 1) throw badIdError(d, target.input);
    } catch (error) {
      results[index] = failedItem(draft, error);
      if (isCallerError(error)) {
        stopped = error;
        break;
      }
      continue;
    }
    draft.id = id;
    positions.set(id, [...(positions.get(id) ?? []), index]);
  }

  const total = targets.length;
  let done = results.filter((item) => item !== undefined).length;
  options.progress?.(done, total);
  const settle = (id: number, item: (draft: ActionItem) => ActionItem) => {
    for (const index of positions.get(id) ?? []) {
      results[index] = item(drafts[index] as ActionItem);
      done += 1;
    }
  };
  const ids = [...positions.keys()];
  const idsKey = batch.idsKey ?? 'ids';
  for (let start = 0; start < ids.length && stopped === undefined; start += batch.size) {
    const chunk = ids.slice(start, start + batch.size);
    try {
      const body = { [idsKey]: chunk, ...action.body, ...options.values, ...(options.dryRun ? { dryRun: true } : {}) };
      const items = answeredItems(await callEndpoint(api, batch.endpoint, body, options.call));
      for (const id of chunk) {
        const answered = items.get(id);
        settle(id, (draft) =>
          answered
            ? { ...draft, ok: answered.ok, message: answered.ok ? t('resources.items.named', { name: draft.name, message: answered.message }) : answered.message }
            : { ...draft, ok: false, message: t('resources.items.noAnswer') },
        );
      }
    } catch (error) {
      if (stopsBatch(error)) stopped = error;
      for (const id of chunk) settle(id, (draft) => failedItem(draft, error));
    }
    options.progress?.(done, total);
  }
  const items = results.map(
    (item, index) => item ?? (stopped ? notRunItem(targets[index] as PreparedTarget, names[index] ?? '', stopped) : { ...(drafts[index] as ActionItem), message: t('resources.items.noAnswer') }),
  );
  return stopped ? { items, stopped } : { items };
}
