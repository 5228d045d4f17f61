import type { ApiClient } from '../../client/types';
import { CareOpsError } from '../../contract/careops-error';
import { t } from '../../i18n/translate';
import type { ResourceDescriptor } from '../types';
import { callEndpoint, isRecord, pageFrom } from './call-endpoint';

const wholeNumber = /^\d+$/;
/** Record ids are 32-bit: a longer whole number is a name (an order number: 2026112200000042). */
const MAX_ID_DIGITS = 10;

/** The command-line words of a descriptor's noun: 'reviews nurses' → ['reviews', 'nurses']. */
export const cliWordsOf = (d: ResourceDescriptor): string[] => d.cli.split(' ').filter((w) => w !== '');

/** The id key of a descriptor's rows. */
export const idKeyOf = (d: ResourceDescriptor): string => d.idKey ?? 'id';

function notFound(d: ResourceDescriptor, input: string): CareOpsError {
  return new CareOpsError('notFound', t('error.notFound', { what: `${t(d.recordTitle)} '${input}'` }));
}

/**
 * The id a person means: a whole number (of an id's length) is the id itself; otherwise, when
 * the descriptor has a lookup filter, the record whose name is exactly the input (`users view
 * cs`, `orders view 2026112200000042`).
 */
export async function resolveRecordId(api: ApiClient, d: ResourceDescriptor, input: string): Promise<number> {
  const text = input.trim();
  if (wholeNumber.test(text) && (text.length <= MAX_ID_DIGITS || !d.lookupFilter)) return Number(text);
  if (!d.lookupFilter) {
    throw new CareOpsError('invalidInput', t('resources.error.badId', { what: t(d.recordTitle), value: input }), { field: 'id' });
  }
  const { list } = pageFrom(await callEndpoint(api, d.list.endpoint, { [d.lookupFilter]: text, page: 1, limit: 50 }));
  const exact = list.find((row) => row[d.nameKey] === text) ?? list.find((row) => String(row[d.nameKey]).toLowerCase() === text.toLowerCase());
  const id = exact?.[idKeyOf(d)];
  if (typeof id !== 'number') throw notFound(d, input);
  return id;
}

/** Reads one record through the descriptor's record endpoint. */
export async function readRecord(api: ApiClient, d: ResourceDescriptor, id: number): Promise<Record<string, unknown>> {
  if (!d.record) throw new Error(`resource ${d.id} has no record endpoint`);
  const answer = await callEndpoint(api, d.record.endpoint, { [d.record.idKey]: id });
  const record = d.record.recordKey && isRecord(answer) ? answer[d.record.recordKey] : answer;
  if (!isRecord(record)) throw notFound(d, String(id));
  return record;
}

/** How a record is named to people: its name, else its id. */
export function recordName(d: ResourceDescriptor, record: Record<string, unknown>): string {
  const name = record[d.nameKey];
  return typeof name === 'string' && name !== '' ? name : String(record[idKeyOf(d)] ?? '');
}
