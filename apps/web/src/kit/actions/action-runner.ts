import { actionApplies, messageOf, notApplicableItem, t, type ApiClient, type ResourceAction, type ResourceBatch, type ResourceDescriptor } from '@careops/core';
import { callEndpoint, fetchRecord, inBatches, isCallerError, isRecord, nameOf, recordId, type Row } from '../resource-api';

/** The outcome of an action on one record, as the results panel lists it. */
export interface ItemResult {
  id: number;
  name: string;
  ok: boolean;
  message: string;
  /** The value the action reveals once (a generated password, a full phone number). */
  revealed?: string;
}

/** How many records an action runs on at the same time (as the CLI does). */
const WIDTH = 4;

async function runOne(api: ApiClient, d: ResourceDescriptor, action: ResourceAction, record: Row, values: Row): Promise<ItemResult> {
  const id = recordId(d, record) ?? 0;
  const name = nameOf(d, record);
  // Unchanged, or refused without a call when the action applies strictly (a lifecycle transition).
  if (!actionApplies(action, record)) return { id, name, ...notApplicableItem(d, action, record) };
  const body: Row = { [action.idKey]: id, ...action.body, ...values };
  if (action.versionKey) {
    // The version the person saw: a change since then is refused (104) rather than overwritten.
    body[action.versionKey] = typeof record.version === 'number' ? record.version : (await fetchRecord(api, d, id, { silent: true })).record.version;
  }
  const answer = await callEndpoint(api, action.endpoint, body, { silent: true });
  const revealed = action.reveals && isRecord(answer) ? answer[action.reveals.key] : undefined;
  return { id, name, ok: true, message: t(action.done, { name }), ...(typeof revealed === 'string' ? { revealed } : {}) };
}

/**
 * Runs an action on records (one, or a selection): once per record, four at a time, each with
 * its own result (a selection of an action with `batch` goes through its batch endpoint). Records the action does not apply to are reported unchanged without a call.
 * An error about the caller (signed out, disabled, no permission) stops the batch: the records
 * not yet started say so.
 */
export async function runAction(api: ApiClient, d: ResourceDescriptor, action: ResourceAction, records: readonly Row[], values: Row = {}): Promise<ItemResult[]> {
  if (action.batch && records.length > 1) return runBatchAction(api, d, action, action.batch, records, values);
  let stopped: string | null = null;
  return inBatches(records, WIDTH, async (record) => {
    const id = recordId(d, record) ?? 0;
    const name = nameOf(d, record);
    if (stopped !== null) return { id, name, ok: false, message: t('web.list.notRun', { reason: stopped }) };
    try {
      return await runOne(api, d, action, record, values);
    } catch (error) {
      const message = messageOf(error);
      if (isCallerError(error)) stopped = message;
      return { id, name, ok: false, message };
    }
  });
}

/**
 * A selection through the action's batch endpoint (review queues): one call per chunk of ids
 * instead of one per record; records the action does not apply to are reported unchanged
 * without a call. A failed call fails its chunk's records with its message; an error about the
 * caller stops the rest ("not run").
 */
async function runBatchAction(api: ApiClient, d: ResourceDescriptor, action: ResourceAction, batch: ResourceBatch, records: readonly Row[], values: Row): Promise<ItemResult[]> {
  const results = new Map<number, ItemResult>();
  const pending: Row[] = [];
  for (const record of records) {
    const id = recordId(d, record) ?? 0;
    const name = nameOf(d, record);
    if (actionApplies(action, record)) pending.push(record);
    else results.set(id, { id, name, ok: true, message: action.notApplicable ? t(action.notApplicable, { name }) : t('resources.item.unchanged', { name }) });
  }
  let stopped: string | null = null;
  for (let start = 0; start < pending.length; start += batch.size) {
    const chunk = pending.slice(start, start + batch.size);
    const ids = chunk.map((r) => recordId(d, r) ?? 0);
    let answered = new Map<number, { ok: boolean; message: string }>();
    let failure: string | null = stopped === null ? null : t('web.list.notRun', { reason: stopped });
    if (failure === null) {
      try {
        const answer = await callEndpoint(api, batch.endpoint, { [batch.idsKey ?? 'ids']: ids, ...action.body, ...values }, { silent: true });
        const items = isRecord(answer) && Array.isArray(answer.items) ? answer.items.filter(isRecord) : [];
        answered = new Map(items.map((i) => [Number(i.id), { ok: i.ok === true, message: typeof i.message === 'string' ? i.message : '' }]));
      } catch (error) {
        failure = messageOf(error);
        if (isCallerError(error)) stopped = failure;
      }
    }
    for (const record of chunk) {
      const id = recordId(d, record) ?? 0;
      const name = nameOf(d, record);
      const item = answered.get(id);
      results.set(id, item ? { id, name, ok: item.ok, message: `${name}: ${item.message}` } : { id, name, ok: false, message: failure ?? t('resources.items.noAnswer') });
    }
  }
  return records.map((r) => results.get(recordId(d, r) ?? 0) ?? { id: 0, name: nameOf(d, r), ok: false, message: t('resources.items.noAnswer') });
}
