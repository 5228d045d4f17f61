import type { ApiClient, CallOptions } from '../../client/types';
import type { EndpointName } from '../../contract/endpoints';
import { isRecord } from '../commands/call-endpoint';

type LooseCall = (name: EndpointName, body: unknown, options?: CallOptions) => Promise<unknown>;

/** Rows per page while looking (the list's largest page). */
const PAGE = 1000;

/**
 * One price-change request by id, read from `getPriceChangeList` (the contract has no record
 * endpoint for a request): pages in descending id order along the cursor, pending requests
 * first (the only ones a decision reads, and few), then all, stopping once past the id.
 * TODO(orders server): `getPriceChange {requestId}` (requested) replaces this.
 */
export async function readPriceChange(api: ApiClient, id: number, options?: CallOptions): Promise<Record<string, unknown> | null> {
  const call = api.call.bind(api) as LooseCall;
  for (const filter of [{ status: 2 }, {}]) {
    let cursor: string | undefined;
    for (;;) {
      const answer = await call('getPriceChangeList', { ...filter, sort: '-id', page: 1, limit: PAGE, ...(cursor ? { cursor } : {}) }, options);
      const list = isRecord(answer) && Array.isArray(answer.list) ? answer.list.filter(isRecord) : [];
      const found = list.find((row) => row.id === id);
      if (found) return found;
      const last = list.at(-1)?.id;
      cursor = isRecord(answer) && typeof answer.nextCursor === 'string' && answer.nextCursor !== '' ? answer.nextCursor : undefined;
      if (!cursor || typeof last !== 'number' || last < id) break;
    }
  }
  return null;
}
