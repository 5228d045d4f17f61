import { actionApplies, messageOf, t, type ApiClient, type ResourceAction, type ResourceDescriptor } from '@careops/core';
import { callEndpoint, fetchRecord, inBatches, isCallerError, isRecord, nameOf, recordId, type Row } from './resource-api';

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
  if (!actionApplies(action, record)) {
    return { id, name, ok: true, message: action.notApplicable ? t(action.notApplicable, { name }) : t('resources.item.unchanged', { name }) };
  }
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
 * its own result. Records the action does not apply to are reported unchanged without a call.
 * An error about the caller (signed out, disabled, no permission) stops the batch: the records
 * not yet started say so.
 */
export async function runAction(api: ApiClient, d: ResourceDescriptor, action: ResourceAction, records: readonly Row[], values: Row = {}): Promise<ItemResult[]> {
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
