// Transitions under load for the orders scale benchmark: 8 clients (one keep-alive connection
// each) send reviews and cancellations of orders waiting for review. Every order gets two
// requests at the same version, back to back, so two clients race for it: exactly one must
// win (the other gets 104). Afterwards the timeline is the judge: one new event per winning
// request, none for a losing one — no transition lost, none applied twice.
import { KeepAliveClient } from './support/keep-alive-client';
import Database from 'better-sqlite3';
import { endpoints } from '@careops/core/contract';
import { post } from './support/measure';

export interface TransitionFigures {
  orders: number;
  requests: number;
  succeeded: number;
  /** Refused as stale (104): the loser of each race. */
  stale: number;
  /** Any other answer (should be none). */
  failed: number;
  ms: number;
  perSecond: number;
  /** Successful answers without their timeline event. */
  lost: number;
  /** Orders with more than one new event, or more than one success. */
  doubled: number;
  /** Orders whose race nobody won. */
  unserved: number;
}

interface Attempt {
  orderId: number;
  version: number;
  kind: 'approve' | 'cancel';
}

export async function runTransitions(file: string, url: URL, headers: Record<string, string>, options: { clients: number; orders: number }): Promise<TransitionFigures> {
  const db = new Database(file, { readonly: true });
  const targets = db.prepare('select id, version from orders where status in (-2, -1) order by id desc limit ?').all(options.orders) as Array<{ id: number; version: number }>;
  const lastEvent = Number((db.prepare('select coalesce(max(id), 0) as id from order_events').get() as { id: number }).id);
  // Two attempts per order, next to each other in the queue (so two clients take them at once):
  // approve against approve, or (every third order) approve against cancel.
  const queue: Attempt[] = targets.flatMap((o, i) => [
    { orderId: o.id, version: o.version, kind: 'approve' as const },
    { orderId: o.id, version: o.version, kind: i % 3 === 0 ? ('cancel' as const) : ('approve' as const) },
  ]);
  const outcome = new Map<number, number>();
  let next = 0;
  let stale = 0;
  let failed = 0;
  const worker = async () => {
    const client = await KeepAliveClient.open(url);
    for (;;) {
      const attempt = queue[next++];
      if (!attempt) break;
      const body =
        attempt.kind === 'approve'
          ? { orderId: attempt.orderId, version: attempt.version, decision: 'approve' }
          : { orderId: attempt.orderId, version: attempt.version, reason: 'benchmark: the member asked to cancel' };
      const path = attempt.kind === 'approve' ? endpoints.auditOrder.path : endpoints.cancelOrder.path;
      const answer = JSON.parse(await post(client, path, JSON.stringify(body), headers)) as { resultcode: number };
      if (answer.resultcode === 1) outcome.set(attempt.orderId, (outcome.get(attempt.orderId) ?? 0) + 1);
      else if (answer.resultcode === 104) stale++;
      else failed++;
    }
    client.close();
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: options.clients }, worker));
  const ms = performance.now() - started;

  const events = new Map(
    (db.prepare('select order_id as id, count(*) as n from order_events where id > ? group by order_id').all(lastEvent) as Array<{ id: number; n: number }>).map((r) => [Number(r.id), Number(r.n)]),
  );
  db.close();
  const succeeded = [...outcome.values()].reduce((a, b) => a + b, 0);
  let lost = 0;
  let doubled = 0;
  let unserved = 0;
  for (const { id } of targets) {
    const wins = outcome.get(id) ?? 0;
    const recorded = events.get(id) ?? 0;
    if (wins > recorded) lost += wins - recorded;
    if (wins > 1 || recorded > 1) doubled++;
    if (wins === 0) unserved++;
  }
  return { orders: targets.length, requests: queue.length, succeeded, stale, failed, ms, perSecond: (succeeded / ms) * 1000, lost, doubled, unserved };
}
