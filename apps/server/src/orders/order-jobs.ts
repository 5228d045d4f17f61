import { t } from '@careops/core/i18n';
import type { OrderEventType } from '@careops/core/machines';
import { sql, type SqlBool } from 'kysely';
import { writeAudit, type AuditOrigin } from '../audit/audit-log';
import { repeatJob } from '../jobs/repeat-job';
import type { Services } from '../services';
import { transitionOrder } from './transition-order';

/**
 * The orders scheduler: payment timeout (0 → 8 at deadline_at), acceptance timeout (1 → 8 at
 * deadline_at, refunding) and auto-finish (4 → 5 once the service ended
 * CAREOPS_ORDER_AUTO_FINISH_DAYS ago). Each order in its own transaction, re-checked after it
 * is claimed at the version just read (an order paid or finished meanwhile is left alone),
 * with a timeline event by 'system' and an audit row on channel 'system'.
 */

const DAY = 86_400_000;
const BATCH = 200;
const MAX_BATCHES = 20;

export interface OrderJobResult {
  expiredPayment: number;
  expiredAcceptance: number;
  autoFinished: number;
  failed: number;
}

const systemOrigin: AuditOrigin = { actorId: null, channel: 'system', address: '' };

interface Job {
  key: keyof Omit<OrderJobResult, 'failed'>;
  status: number;
  event: OrderEventType;
  /** Due orders of `status` at `now` (a condition on alias `orders`). */
  due(now: number, autoFinishMs: number): ReturnType<typeof sql<SqlBool>>;
}

const jobs: Job[] = [
  { key: 'expiredPayment', status: 0, event: 'order.expire', due: (now) => sql<SqlBool>`orders.deadline_at is not null and orders.deadline_at <= ${now}` },
  { key: 'expiredAcceptance', status: 1, event: 'order.expire', due: (now) => sql<SqlBool>`orders.deadline_at is not null and orders.deadline_at <= ${now}` },
  { key: 'autoFinished', status: 4, event: 'order.finish', due: (now, ms) => sql<SqlBool>`coalesce(orders.service_ended_at, orders.updated_at) <= ${now - ms}` },
];

const runs = new WeakMap<Services, Promise<unknown>>();

/**
 * Runs every job once over everything due at `now`; answers what it did. Runs of one server
 * queue behind each other (the timer and the test hook never race each other).
 */
export function runOrderJobs(services: Services, now = Date.now()): Promise<OrderJobResult> {
  const previous = runs.get(services) ?? Promise.resolve();
  const run = previous.catch(() => undefined).then(() => runOnce(services, now));
  runs.set(services, run);
  return run;
}

async function runOnce(services: Services, now: number): Promise<OrderJobResult> {
  const result: OrderJobResult = { expiredPayment: 0, expiredAcceptance: 0, autoFinished: 0, failed: 0 };
  const autoFinishMs = services.config.orderAutoFinishDays * DAY;
  const env = { dialect: services.dialect, config: services.config };
  const actor = { kind: 'system' as const, id: null, name: t('orders.server.systemActor') };
  for (const job of jobs) {
    const skipped = new Set<number>();
    for (let batch = 0; batch < MAX_BATCHES; batch++) {
      const query = services.db.selectFrom('orders').select('id').where('status', '=', job.status).where(job.due(now, autoFinishMs)).orderBy('id').limit(BATCH + skipped.size);
      const ids = (await query.execute()).map((r) => r.id).filter((id) => !skipped.has(id));
      if (!ids.length) break;
      for (const orderId of ids) {
        try {
          const done = await services.db.transaction().execute(async (trx) => {
            const order = await trx.selectFrom('orders').select(['version']).where('id', '=', orderId).where('status', '=', job.status).where(job.due(now, autoFinishMs)).executeTakeFirst();
            if (!order) return false;
            await transitionOrder(trx, env, { orderId, version: order.version, event: job.event, actor, now }, (entry) => writeAudit(trx, systemOrigin, entry, now));
            return true;
          });
          if (done) result[job.key]++;
          else skipped.add(orderId);
        } catch (error) {
          // A staff change won the race (104) or something broke: leave it for the next run.
          skipped.add(orderId);
          result.failed++;
          services.log.warn({ err: error, orderId, job: job.key }, 'order job skipped an order');
        }
      }
    }
  }
  return result;
}

/** Runs the jobs every CAREOPS_ORDER_JOB_SECONDS (never two runs at once); answers a stop function. */
export function startOrderJobs(services: Services): () => void {
  return repeatJob(services, 'order jobs', services.config.orderJobIntervalMs, async () => {
    const r = await runOrderJobs(services, Date.now());
    if (r.expiredPayment || r.expiredAcceptance || r.autoFinished || r.failed) services.log.info({ ...r }, 'order jobs ran');
  });
}
