import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { HandlerContext } from '../../http/handler-types';
import { withIdempotency } from '../ledger';

/**
 * Runs a money-moving change under the caller's idempotency key, when given: the same key with
 * the same body answers the first result without running again (and writes no audit row); with
 * another body it is refused. Without a key the change just runs. A key is scoped by the endpoint
 * and the record it acts on (`target`), so one key may name a whole bulk run: each record's call
 * is its own request, and re-running the batch with the key replays each one.
 */
export async function idempotentChange<B extends { idempotencyKey?: string | undefined }, T>(
  ctx: HandlerContext<B>,
  trx: Transaction<Database>,
  endpoint: string,
  target: number | null,
  change: () => Promise<T>,
): Promise<T> {
  const key = ctx.body.idempotencyKey;
  const actorId = ctx.origin().actorId;
  if (key === undefined || actorId === null) return change();
  const answer = await withIdempotency(trx, ctx.services.dialect, { actorId, key: `${endpoint}:${target ?? ''}:${key}`, endpoint, body: ctx.body }, change);
  if (answer.replayed) ctx.unchanged();
  return answer.result;
}
