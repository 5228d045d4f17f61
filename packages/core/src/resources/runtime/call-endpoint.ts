import type { ApiClient, CallOptions } from '../../client/types';
import type { EndpointName } from '../../contract/endpoints';
import type { Row } from '../types';

type LooseCall = (name: EndpointName, body?: unknown, options?: CallOptions) => Promise<unknown>;

export type { Row };

/**
 * Calls an endpoint a descriptor names. The descriptor is data, so the body is assembled at run
 * time and the answer read as plain JSON; the server validates the body against the contract.
 */
export function callEndpoint(api: ApiClient, name: EndpointName, body: Row, options?: CallOptions): Promise<unknown> {
  const call = api.call.bind(api) as LooseCall;
  return options ? call(name, body, options) : call(name, body);
}

export const isRecord = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The answer of a list endpoint: `{ list, total }`. */
export function pageFrom(answer: unknown): { list: Row[]; total: number } {
  if (!isRecord(answer) || !Array.isArray(answer.list)) return { list: [], total: 0 };
  const list = answer.list.filter(isRecord);
  const total = typeof answer.total === 'number' ? answer.total : list.length;
  return { list, total };
}
