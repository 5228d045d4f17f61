import type { FastifyInstance } from 'fastify';
import { withDefaultUser } from '../db/connect';
import { repeatJob } from '../jobs/repeat-job';
import type { Services } from '../services';
import { EventHub } from './event-hub';
import { pruneEventLog, watchOnce } from './queue-watch';
import { watchRecordsOnce } from './record-watch';
import { registerLiveRoute } from './sse-route';

/** How often the hub reads the log without being woken: SQLite has no NOTIFY. */
const pollMs = (dialect: string) => (dialect === 'postgres' ? 500 : 50);

/**
 * The live channel: the hub, its wake-ups (PostgreSQL LISTEN on `careops_events`, else a short
 * poll), the queue and record watchers and the log's pruning, and the SSE route. Answers the hub and a stop.
 */
export async function installLiveChannel(app: FastifyInstance, services: Services): Promise<{ hub: EventHub; stop: () => Promise<void> }> {
  const hub = new EventHub(services.db);
  await hub.start();
  const fail = (what: string) => (error: unknown) => services.log.error({ err: error }, what);
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
  // One look before the server answers anyone: a watcher's first look starts from now, so what is
  // changed by the first requests is already after it and announced.
  await watchOnce(services).catch(fail('queue watch failed'));
  await watchRecordsOnce(services).catch(fail('record watch failed'));
  const { watchMs } = services.config;
  const stops = [
    repeatJob(services, 'event delivery', pollMs(services.dialect), () => hub.wake()),
    repeatJob(services, 'queue watch', watchMs, () => watchOnce(services)),
    repeatJob(services, 'record watch', watchMs, () => watchRecordsOnce(services)),
    repeatJob(services, 'event log pruning', 600_000, () => pruneEventLog(services)),
  ];
  registerLiveRoute(app, services, hub);
  return {
    hub,
    stop: async () => {
      stops.forEach((stop) => stop());
      hub.closeAll();
      await listener?.end().catch(() => undefined);
    },
  };
}
