import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { Services } from '../services';
import { JOB_LOCKS, runOnce } from './job-lock';
import { publishEvent } from './publish';

/**
 * Turns changes the other areas write into live events without those areas knowing: a review
 * queue whose size or newest item moved becomes a `queue` event (faces re-read its count), a
 * new message-center notification a `message` event for its addressee. Runs once across
 * instances (job-lock.ts); what it has seen is kept in app_meta so another instance carries on.
 */

interface Queue {
  id: string;
  permission: string;
  signature(trx: Transaction<Database>): Promise<string>;
}

const countAndNewest = async (trx: Transaction<Database>, table: 'orders' | 'nurse_applications' | 'assistive_cards', statuses: number[]): Promise<string> => {
  const row = await trx
    .selectFrom(table)
    .select((eb) => [eb.fn.countAll().as('n'), eb.fn.max('id').as('newest')])
    .where('status', 'in', statuses)
    .executeTakeFirst();
  return `${Number(row?.n ?? 0)}:${Number(row?.newest ?? 0)}`;
};

const QUEUES: readonly Queue[] = [
  { id: 'orders.review', permission: 'orderList', signature: (trx) => countAndNewest(trx, 'orders', [-2, -1]) },
  { id: 'people.nurseApplications', permission: 'nurseExamine', signature: (trx) => countAndNewest(trx, 'nurse_applications', [2]) },
  { id: 'people.assistiveCards', permission: 'assistiveCard', signature: (trx) => countAndNewest(trx, 'assistive_cards', [2]) },
  {
    id: 'security.alarms',
    permission: 'securityCenterList',
    signature: async (trx) => {
      const row = await trx.selectFrom('sos_alarms').select((eb) => [eb.fn.countAll().as('n')]).where('status', 'in', ['active', 'escalated', 'acknowledged']).executeTakeFirst();
      return String(Number(row?.n ?? 0));
    },
  },
];

const STATE_KEY = 'events.watch';
interface WatchState {
  queues: Record<string, string>;
  lastMessageId: number;
}

async function readState(trx: Transaction<Database>): Promise<WatchState | null> {
  const row = await trx.selectFrom('app_meta').select('value').where('key', '=', STATE_KEY).executeTakeFirst();
  if (!row) return null;
  try {
    return JSON.parse(row.value) as WatchState;
  } catch {
    return null;
  }
}

/** One look: publishes what changed since the last one. */
export async function watchOnce(services: Pick<Services, 'db' | 'dialect'>): Promise<void> {
  await runOnce(services, JOB_LOCKS.watch, async (trx) => {
    const previous = await readState(trx);
    const queues: Record<string, string> = {};
    for (const queue of QUEUES) {
      queues[queue.id] = await queue.signature(trx);
      if (previous && previous.queues[queue.id] !== queues[queue.id]) await publishEvent(trx, 'queue', { queue: queue.id }, { permission: queue.permission });
    }
    let lastMessageId = previous?.lastMessageId ?? 0;
    if (previous) {
      const rows = await trx.selectFrom('staff_messages').select(['id', 'user_id', 'kind', 'title', 'link']).where('id', '>', lastMessageId).orderBy('id').limit(500).execute();
      for (const m of rows) {
        await publishEvent(trx, 'message', { id: Number(m.id), kind: m.kind, title: m.title, link: m.link }, { userId: Number(m.user_id) });
        lastMessageId = Number(m.id);
      }
    } else {
      const row = await trx.selectFrom('staff_messages').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst();
      lastMessageId = Number(row?.id ?? 0);
    }
    const value = JSON.stringify({ queues, lastMessageId } satisfies WatchState);
    if (previous) await trx.updateTable('app_meta').set({ value }).where('key', '=', STATE_KEY).execute();
    else await sql`insert into app_meta (key, value) values (${STATE_KEY}, ${value}) on conflict (key) do update set value = excluded.value`.execute(trx);
  });
}

/** Keeps the event log bounded: events older than a day, and beyond the newest 20,000. */
export async function pruneEventLog(services: Pick<Services, 'db' | 'dialect'>, now = Date.now()): Promise<void> {
  await runOnce(services, JOB_LOCKS.prune, async (trx) => {
    await trx.deleteFrom('event_log').where('at', '<', now - 86_400_000).execute();
    const row = await trx.selectFrom('event_log').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst();
    const newest = Number(row?.id ?? 0);
    if (newest > 20_000) await trx.deleteFrom('event_log').where('id', '<=', newest - 20_000).execute();
  });
}
