import type { ApiClient, CallOptions } from '../../client/types';
import { CareOpsError } from '../../contract/careops-error';
import { t } from '../../i18n/translate';
import type { ResourceDescriptor } from '../types';
import { callEndpoint, isRecord, pageFrom, type Row } from './call-endpoint';

const wholeNumber = /^\d+$/;
/** Record ids are 32-bit: a longer whole number is a name (an order number: 2026112200000042). */
const MAX_ID_DIGITS = 10;

/** The id key of a descriptor's rows. */
export const idKeyOf = (d: ResourceDescriptor): string => d.idKey ?? 'id';

/** A record's id, when it has a usable one. */
export function recordIdOf(d: ResourceDescriptor, record: Row): number | undefined {
  const id = record[idKeyOf(d)];
  return typeof id === 'number' ? id : undefined;
}

/** How a record is named to people: its name, else its id. */
export function recordName(d: ResourceDescriptor, record: Row): string {
  const name = record[d.nameKey];
  return typeof name === 'string' && name !== '' ? name : String(record[idKeyOf(d)] ?? '');
}

function notFound(d: ResourceDescriptor, input: string): CareOpsError {
  return new CareOpsError('notFound', t('error.notFound', { what: `${t(d.recordTitle)} '${input}'` }));
}

/** The error for an input that is neither an id nor a name the descriptor can look up. */
export const badIdError = (d: ResourceDescriptor, input: string): CareOpsError =>
  new CareOpsError('invalidInput', t('resources.error.badId', { what: t(d.recordTitle), value: input }), { field: 'id' });

/** Whether an input is an id as it stands (a whole number of an id's length), with no lookup. */
function isIdInput(d: ResourceDescriptor, input: string): boolean {
  const text = input.trim();
  return wholeNumber.test(text) && (text.length <= MAX_ID_DIGITS || !d.lookupFilter);
}

/**
 * The id a person means: a whole number (of an id's length) is the id itself; otherwise, when
 * the descriptor has a lookup filter, the record whose name is exactly the input (`users view
 * cs`, `orders view 2026112200000042`).
 */
export async function resolveRecordId(api: ApiClient, d: ResourceDescriptor, input: string, options?: CallOptions): Promise<number> {
  const text = input.trim();
  if (isIdInput(d, text)) return Number(text);
  if (!d.lookupFilter) throw badIdError(d, input);
  const { list } = pageFrom(await callEndpoint(api, d.list.endpoint, { [d.lookupFilter]: text, page: 1, limit: 50 }, options));
  const exact = list.find((row) => row[d.nameKey] === text) ?? list.find((row) => String(row[d.nameKey]).toLowerCase() === text.toLowerCase());
  const id = exact?.[idKeyOf(d)];
  if (typeof id !== 'number') throw notFound(d, input);
  return id;
}

/** The record endpoint's answer and the record inside it (`recordKey` when the answer wraps it). */
export async function readRecordAnswer(api: ApiClient, d: ResourceDescriptor, id: number, options?: CallOptions): Promise<{ record: Row; answer: unknown }> {
  if (!d.record) throw new Error(`resource ${d.id} has no record endpoint`);
  const answer = await callEndpoint(api, d.record.endpoint, { [d.record.idKey]: id }, options);
  const record = d.record.recordKey && isRecord(answer) ? answer[d.record.recordKey] : answer;
  if (!isRecord(record)) throw notFound(d, String(id));
  return { record, answer };
}

/** Reads one record through the descriptor's record endpoint. */
export async function readRecord(api: ApiClient, d: ResourceDescriptor, id: number, options?: CallOptions): Promise<Row> {
  return (await readRecordAnswer(api, d, id, options)).record;
}
