import { nextActivationStatus } from '@careops/core/machines';
import { CompiledQuery } from 'kysely';
import { writeAudit } from '../audit/audit-log';
import { forDialect } from '../list/sql-list';
import { repeatJob } from '../jobs/repeat-job';
import type { Services } from '../services';
import { forUpdate, num } from './people-access';

/**
 * The people scheduler: activated assistive cards whose validity has ended become expired (3).
 * Each card is its own transaction, decided by the activation machine from the stored status
 * and validity (`expire` at now), with an audit row on the 'system' channel.
 */

/** Cards handled per run; the rest wait for the next one. */
const BATCH = 1000;

/** Expires what is due at `now`; answers the ids it expired. */
export async function expireDueCards(services: Pick<Services, 'db' | 'dialect'>, now = Date.now()): Promise<number[]> {
  const { db, dialect } = services;
  const due = await db.selectFrom('assistive_cards').select('id').where('status', '=', 1).where('valid_until', '<=', now).orderBy('valid_until').orderBy('id').limit(BATCH).execute();
  const read = forDialect(`select status, version, valid_until from assistive_cards where id = ?${forUpdate(dialect)}`, dialect);
  const expired: number[] = [];
  for (const { id } of due) {
    const done = await db.transaction().execute(async (trx) => {
      const row = (await trx.executeQuery<{ status: number; version: number; valid_until: number }>(CompiledQuery.raw(read, [id]))).rows[0];
      if (!row) return false;
      const next = nextActivationStatus(num(row.status), { type: 'expire', at: now }, { validUntil: num(row.valid_until) });
      if (next === null) return false;
      const version = num(row.version) + 1;
      await trx.updateTable('assistive_cards').set({ status: next, version, updated_at: now }).where('id', '=', id).where('status', '=', num(row.status)).execute();
      await writeAudit(trx, { actorId: null, channel: 'system', address: '' }, { action: 'assistiveCard.expire', entity: 'assistive_card', entityId: id, before: { status: num(row.status), version: num(row.version) }, after: { status: next, validUntil: num(row.valid_until), version } }, now);
      return true;
    });
    if (done) expired.push(id);
  }
  return expired;
}

/** Runs the job every CAREOPS_PEOPLE_JOB_SECONDS (never two runs at once); answers a stop function. */
export function scheduleCardExpiry(services: Services): () => void {
  return repeatJob(services, 'card expiry job', services.config.peopleJobIntervalMs, () => expireDueCards(services));
}
