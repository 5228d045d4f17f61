import { messageOf } from '../../client/api-transport-error';
import { CareOpsError } from '../../contract/careops-error';
import type { CommandContext, CommandItemResult } from '../../commands/types';
import { t } from '../../i18n/translate';
import type { ResourceAction, ResourceBatch, ResourceDescriptor } from '../types';
import { callEndpoint, isRecord } from './call-endpoint';
import { resolveRecordId } from './record-lookup';

// About the caller: no item could succeed.
const callerCodes = new Set(['sessionExpired', 'accountDisabled', 'permissionDenied']);
// About the caller or the request itself (an invalid reason): every chunk would fail the same way.
const stopCodes = new Set([...callerCodes, 'invalidInput']);

const wholeNumber = /^\d+$/;

/** The items of a batch answer by id: `{ items: [{ id, ok, message }] }`. */
function answeredItems(answer: unknown): Map<number, { ok: boolean; message: string }> {
  const byId = new Map<number, { ok: boolean; message: string }>();
  const items = isRecord(answer) && Array.isArray(answer.items) ? answer.items : [];
  for (const item of items) {
    if (isRecord(item) && typeof item.id === 'number') {
      byId.set(item.id, { ok: item.ok === true, message: typeof item.message === 'string' ? item.message : '' });
    }
  }
  return byId;
}

/**
 * A bulk action through the server's batch endpoint: the ids go in chunks of `batch.size`, one
 * call per chunk (the server decides each item in its own transaction), with progress after each
 * chunk; a dry run is the server's own (`dryRun: true`, nothing written). Inputs that are not
 * ids are looked up by name one by one (a bad one fails that item only). Items come back in the
 * order given. An error about the caller or the request (signed out, no permission, an invalid
 * reason) stops the run and is thrown; any other failure of a call fails that chunk's items.
 */
export async function runBatch(
  ctx: CommandContext,
  d: ResourceDescriptor,
  action: ResourceAction,
  batch: ResourceBatch,
  inputs: readonly string[],
  values: Record<string, unknown>,
  dryRun: boolean,
): Promise<CommandItemResult[]> {
  const results: Array<CommandItemResult | undefined> = new Array(inputs.length);
  const positions = new Map<number, number[]>();
  for (const [index, input] of inputs.entries()) {
    let id: number;
    try {
      id = wholeNumber.test(input) ? Number(input) : await resolveRecordId(ctx.api, d, input);
    } catch (error) {
      if (error instanceof CareOpsError && callerCodes.has(error.code)) throw error;
      results[index] = { id: input, ok: false, message: messageOf(error) };
      continue;
    }
    if (!Number.isSafeInteger(id) || id < 1) {
      results[index] = { id: input, ok: false, message: t('resources.error.badId', { what: t(d.recordTitle), value: input }) };
      continue;
    }
    positions.set(id, [...(positions.get(id) ?? []), index]);
  }

  const ids = [...positions.keys()];
  let done = inputs.length - ids.reduce((n, id) => n + (positions.get(id)?.length ?? 0), 0);
  ctx.progress?.(done, inputs.length);
  const settle = (id: number, ok: boolean, message: string) => {
    for (const index of positions.get(id) ?? []) {
      results[index] = { id: inputs[index] ?? String(id), ok, message };
      done += 1;
    }
  };
  const idsKey = batch.idsKey ?? 'ids';
  for (let start = 0; start < ids.length; start += batch.size) {
    const chunk = ids.slice(start, start + batch.size);
    try {
      const answer = await callEndpoint(ctx.api, batch.endpoint, { [idsKey]: chunk, ...action.body, ...values, ...(dryRun ? { dryRun: true } : {}) });
      const items = answeredItems(answer);
      for (const id of chunk) {
        const item = items.get(id);
        settle(id, item?.ok ?? false, item?.message ?? t('resources.items.noAnswer'));
      }
    } catch (error) {
      if (error instanceof CareOpsError && stopCodes.has(error.code)) throw error;
      const message = messageOf(error);
      for (const id of chunk) settle(id, false, message);
    }
    ctx.progress?.(done, inputs.length);
  }
  return results.map((item, index) => item ?? { id: inputs[index] ?? '', ok: false, message: t('resources.items.noAnswer') });
}
