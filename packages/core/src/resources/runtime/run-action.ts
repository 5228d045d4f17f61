import type { ApiClient, CallOptions } from '../../client/types';
import { CareOpsError, isCallerError } from '../../contract/careops-error';
import { t } from '../../i18n/translate';
import type { ResourceAction, ResourceDescriptor } from '../types';
import { actionApplies, dryRunText, notApplicableItem } from './action-texts';
import { callEndpoint, isRecord, type Row } from './call-endpoint';
import { failedItem, notRunItem, prepareTarget, type PreparedTarget } from './items';
import { BULK_CONCURRENCY, runPool } from './pool';
import { badIdError, readRecord, recordIdOf, recordName, resolveRecordId } from './records';
import { runBatch } from './run-batch';
import type { ActionItem, ActionRun, ActionTarget, RunActionOptions } from './types';

/** Whether the record at hand lacks what the action reads from it (the version, the state). */
function lacksFacts(action: ResourceAction, record: Row): boolean {
  return (action.versionKey !== undefined && typeof record.version !== 'number') || (action.appliesWhen !== undefined && !(action.appliesWhen.key in record));
}

/**
 * One record, one call: the id (a name looked up), the record (the one shown, else read when the
 * action needs its version or state, or for a dry run), whether the action applies, the version,
 * then the call. `draft` learns the id and the name as they become known, so a failure names them.
 */
async function runOne(api: ApiClient, d: ResourceDescriptor, action: ResourceAction, target: PreparedTarget, draft: ActionItem, values: Row, dryRun: boolean, call: CallOptions | undefined): Promise<ActionItem> {
  const id = target.shown ? recordIdOf(d, target.shown) : await resolveRecordId(api, d, target.input, call);
  if (id === undefined) throw badIdError(d, target.input);
  draft.id = id;
  let record = target.shown;
  const wantsRecord = dryRun || action.versionKey !== undefined || action.appliesWhen !== undefined;
  if (wantsRecord && d.record && (!record || lacksFacts(action, record))) record = await readRecord(api, d, id, call);
  if (record) draft.name = recordName(d, record);
  const name = draft.name;
  if (record && !actionApplies(action, record)) {
    const item = notApplicableItem(d, action, record);
    return item.ok ? { ...draft, ok: true, message: item.message } : { ...draft, ok: false, message: item.message, error: new CareOpsError('invalidInput', item.message) };
  }
  if (dryRun) return { ...draft, ok: true, message: dryRunText(action, name) };
  const body: Row = { [action.idKey]: id, ...action.body, ...values };
  // The version of the record acted on: the one the person saw, else the one just read.
  if (action.versionKey && record) body[action.versionKey] = record.version;
  const answer = await callEndpoint(api, action.endpoint, body, call);
  const revealed = action.reveals && isRecord(answer) ? answer[action.reveals.key] : undefined;
  return { ...draft, ok: true, message: t(action.done, { name }), ...(typeof revealed === 'string' ? { revealed } : {}) };
}

/**
 * Runs a descriptor's action on its targets, for every face (the CLI and terminal verbs, the
 * web's list and detail pages, review mode), one item per target in the order given:
 *
 * - an action with `batch` on typed ids, or on more than one record, goes to the batch endpoint
 *   in chunks (`runBatch`); otherwise the action's endpoint is called once per record,
 *   `concurrency` at a time;
 * - a record on screen is acted on as shown (its version: a change since is refused, 104); a
 *   typed id or name is looked up and read when the action needs the version or the state;
 * - a record the action does not apply to is answered without a call (unchanged, or refused
 *   when the action `appliesStrictly`);
 * - an error about the caller (103, 105, 106) stops the run: items in flight finish, the rest
 *   are "not run", and `stopped` carries the error; any other error fails its item only.
 */
export async function runAction(api: ApiClient, d: ResourceDescriptor, action: ResourceAction, targets: readonly ActionTarget[], options: RunActionOptions = {}): Promise<ActionRun> {
  const prepared = targets.map((target) => prepareTarget(d, target));
  if (action.batch && (prepared.length > 1 || prepared.some((target) => !target.shown))) return runBatch(api, d, action, action.batch, prepared, options);
  const values = options.values ?? {};
  const dryRun = options.dryRun === true;
  const run: { stopped?: CareOpsError } = {};
  let done = 0;
  options.progress?.(0, prepared.length);
  const items = await runPool(
    prepared,
    options.concurrency ?? BULK_CONCURRENCY,
    async (target) => {
      const draft: ActionItem = { input: target.input, name: target.shown ? recordName(d, target.shown) : target.input, ok: false, message: '' };
      let item: ActionItem;
      try {
        item = await runOne(api, d, action, target, draft, values, dryRun, options.call);
      } catch (error) {
        if (isCallerError(error)) run.stopped ??= error;
        item = failedItem(draft, error);
      }
      done += 1;
      options.progress?.(done, prepared.length);
      return item;
    },
    () => run.stopped !== undefined,
    (target) => notRunItem(target, target.shown ? recordName(d, target.shown) : target.input, run.stopped),
  );
  return run.stopped ? { items, stopped: run.stopped } : { items };
}
