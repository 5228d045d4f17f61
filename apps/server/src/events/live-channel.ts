import type { FastifyInstance } from 'fastify';
import { withDefaultUser } from '../db/connect';
import type { Services } from '../services';
import { EventHub } from './event-hub';
import { pruneEventLog, watchOnce } from './queue-watch';
import { watchRecordsOnce } from './record-watch';
import { registerLiveRoute } from './sse-route';

/** How often the hub reads the log without being woken: SQLite has no NOTIFY. */
const pollMs = (dialect: string) => (dialect === 'postgres' ? 500 : 50);
/** How often queues and notifications are looked at: CAREOPS_WATCH_MS (default 2000). */
const watchMs = () => Number(process.env.CAREOPS_WATCH_MS) || 2000;

/**
 * The live channel: the hub, its wake-ups (PostgreSQL LISTEN on `careops_events`, else a short
 * poll), the queue and record watchers and the log's pruning, and the SSE route. Answers the hub and a stop.
 */
export async function installLiveChannel(app: FastifyInstance, services: Services): Promise<{ hub: EventHub; stop: () => Promise<void> }> {
  const hub = new EventHub(services.db);
  await hub.start();
  const fail = (what: string) => (error: unknown) => services.log.error({ err: error }, what);
  const timers: Array<ReturnType<typeof setInterval>> = [];
  let listener: { end(): Promise<void> } | null = null;
  if (services.dialect === 'postgres' && services.config.databaseUrl) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: withDefaultUser(services.config.databaseUrl) });
    client.on('error', fail('event listener failed'));
    await client.connect();
    client.on('notification', () => void hub.wake().catch(fail('event delivery failed')));
    await client.query('LISTEN careops_events');
    listener = client;
  }
  const every = (ms: number, run: () => Promise<void>) => {
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      run().finally(() => {
        running = false;
      });
    }, ms);
    timer.unref();
    timers.push(timer);
  };
  // One look before the server answers anyone: a watcher's first look starts from now, so what is
  // changed by the first requests is already after it and announced.
  await watchOnce(services).catch(fail('queue watch failed'));
  await watchRecordsOnce(services).catch(fail('record watch failed'));
  every(pollMs(services.dialect), () => hub.wake().catch(fail('event delivery failed')));
  every(watchMs(), () => watchOnce(services).catch(fail('queue watch failed')));
  every(watchMs(), () => watchRecordsOnce(services).catch(fail('record watch failed')));
  every(600_000, () => pruneEventLog(services).catch(fail('event log pruning failed')));
  registerLiveRoute(app, services, hub);
  return {
    hub,
    stop: async () => {
      timers.forEach((timer) => clearInterval(timer));
      hub.closeAll();
      await listener?.end().catch(() => undefined);
    },
  };
}
