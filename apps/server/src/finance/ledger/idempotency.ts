import { createHash } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import type { DialectName } from '../../db/connect';
import type { Database } from '../../db/schema';
import { idempotencyMismatch } from './ledger-errors';

/**
 * Idempotency of money-moving requests (Stripe's model): a key is the caller's, per actor. The
 * first request with a key runs and its answer is kept with the request's hash; the same key
 * with the same body answers that first result without running again; with another body it is
 * refused. Runs inside the caller's transaction, so a request that fails keeps no key.
 */

/** A stable hash of a request body (keys sorted, so field order does not matter). */
export function requestHashOf(endpoint: string, body: unknown): string {
  return createHash('sha256').update(endpoint).update('\0').update(stableJson(body)).digest('hex');
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export interface IdempotentRequest {
  actorId: number;
  key: string;
  endpoint: string;
  body: unknown;
}

export interface IdempotentAnswer<T> {
  result: T;
  replayed: boolean;
}

export async function withIdempotency<T>(trx: Transaction<Database>, dialect: DialectName, request: IdempotentRequest, run: () => Promise<T>, now = Date.now()): Promise<IdempotentAnswer<T>> {
  const hash = requestHashOf(request.endpoint, request.body);
  if (dialect === 'postgres') await sql`select pg_advisory_xact_lock(hashtextextended(${`request:${request.actorId}:${request.key}`}, 0))`.execute(trx);
  const earlier = await trx.selectFrom('idempotency_keys').select(['request_hash', 'response']).where('actor_id', '=', request.actorId).where('key', '=', request.key).executeTakeFirst();
  if (earlier) {
    if (earlier.request_hash !== hash) throw idempotencyMismatch(request.key);
    return { result: JSON.parse(earlier.response) as T, replayed: true };
  }
  const result = await run();
  await trx
    .insertInto('idempotency_keys')
    .values({ actor_id: request.actorId, key: request.key, endpoint: request.endpoint, request_hash: hash, response: JSON.stringify(result ?? null), created_at: now })
    .execute();
  return { result, replayed: false };
}
