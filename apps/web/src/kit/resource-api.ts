import {
  CareOpsError,
  endpointRoutes,
  PUBLIC,
  SIGNED_IN,
  t,
  type ApiClient,
  type CallOptions,
  type EndpointName,
  type ResourceAction,
  type ResourceDescriptor,
} from '@careops/core';

/**
 * The calls the resource pieces make. A descriptor is data, so bodies are assembled at run time
 * and answers read as plain JSON; the server validates every body against the contract.
 */
type LooseCall = (name: EndpointName, body?: unknown, options?: CallOptions) => Promise<unknown>;

export type Row = Record<string, unknown>;

export const isRecord = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Calls an endpoint a descriptor names. */
export function callEndpoint(api: ApiClient, name: EndpointName, body: Row, options?: CallOptions): Promise<unknown> {
  const call = api.call.bind(api) as LooseCall;
  return call(name, body, options);
}

/** A list answer: `{ list, total, nextCursor }`. */
export interface ListAnswer {
  list: Row[];
  total: number;
  nextCursor: string | null;
}

export function listAnswerOf(answer: unknown): ListAnswer {
  if (!isRecord(answer) || !Array.isArray(answer.list)) return { list: [], total: 0, nextCursor: null };
  const list = answer.list.filter(isRecord);
  return {
    list,
    total: typeof answer.total === 'number' ? answer.total : list.length,
    nextCursor: typeof answer.nextCursor === 'string' && answer.nextCursor !== '' ? answer.nextCursor : null,
  };
}

/** Whether the user may call an endpoint (the server still decides). */
export function mayCall(permissions: ReadonlySet<string>, endpoint: EndpointName): boolean {
  const needed: string = endpointRoutes[endpoint].permission;
  return needed === PUBLIC || needed === SIGNED_IN || permissions.has(needed);
}

/** Whether the user may run an action: its own permission, else its endpoint's. */
export function mayRun(permissions: ReadonlySet<string>, action: ResourceAction): boolean {
  return action.permission ? permissions.has(action.permission) : mayCall(permissions, action.endpoint);
}

/** The row key of a descriptor's record id. */
export const idKeyOf = (d: ResourceDescriptor): string => d.idKey ?? 'id';

/** A record's id, when it has a usable one. */
export function recordId(d: ResourceDescriptor, record: Row): number | undefined {
  const id = record[idKeyOf(d)];
  return typeof id === 'number' ? id : undefined;
}

/** How a record is named to people: its name, else its id. */
export function nameOf(d: ResourceDescriptor, record: Row): string {
  const name = record[d.nameKey];
  return typeof name === 'string' && name !== '' ? name : String(record[idKeyOf(d)] ?? '');
}

/** The record endpoint's answer and the record inside it (`recordKey` when the answer wraps it). */
export async function fetchRecord(api: ApiClient, d: ResourceDescriptor, id: number, options?: CallOptions): Promise<{ record: Row; answer: unknown }> {
  if (!d.record) throw new Error(`resource ${d.id} has no record endpoint`);
  const answer = await callEndpoint(api, d.record.endpoint, { [d.record.idKey]: id }, options);
  const record = d.record.recordKey && isRecord(answer) ? answer[d.record.recordKey] : answer;
  if (!isRecord(record)) throw new CareOpsError('notFound', t('error.notFound', { what: `${t(d.recordTitle)} ${id}` }));
  return { record, answer };
}

/** Errors about the caller, not the item: a batch stops at them. */
export const isCallerError = (error: unknown): boolean =>
  error instanceof CareOpsError && (error.code === 'sessionExpired' || error.code === 'accountDisabled' || error.code === 'permissionDenied');

/**
 * Silent calls (the page shows the error itself) do not toast; a 106 still does, since a
 * permission taken away while the page was open is news to the person, wherever it shows.
 */
export const isPermissionDenied = (error: unknown): error is CareOpsError => error instanceof CareOpsError && error.code === 'permissionDenied';

/** Runs `work` over items, `width` at a time, keeping their order in the answers. */
export async function inBatches<T, R>(items: readonly T[], width: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, lane));
  return results;
}
