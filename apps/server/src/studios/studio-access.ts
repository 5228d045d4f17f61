import { CareOpsError } from '@careops/core/contract';
import { t } from '@careops/core/i18n';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { notFound } from '../list/optimistic';

export const invalidField = (field: string, problem: string) => new CareOpsError('invalidInput', t('error.invalidField', { field, problem }), { field });
export const studioWord = () => t('studios.server.entity');
export const num = (value: unknown): number => Number(value ?? 0);

/** A studio the caller may see: 102 when missing or outside the caller's stations (the same answer). */
export async function assertStudioVisible(db: Kysely<Database>, studioId: number, stations: number[] | null): Promise<void> {
  const row = await db.selectFrom('studios').select('id').where('id', '=', studioId).executeTakeFirst();
  if (!row || (stations !== null && !stations.includes(studioId))) throw notFound(studioWord());
}

/** Order statuses still in progress: reviews, payment, acceptance, service, complaint. */
export const OPEN_ORDER_STATUSES = [-2, -1, 0, 1, 2, 3, 4, 7];
/** Alarm statuses not yet closed. */
export const OPEN_ALARM_STATUSES = ['active', 'escalated', 'acknowledged'];

/** What disabling a studio touches: orders still in progress, its nurses, open alarms, what it sells (releases on sale). */
export async function studioAffects(db: Kysely<Database>, studioId: number): Promise<{ openOrders: number; nurses: number; openAlarms: number; releases: number }> {
  const [orders, nurses, alarms, releases] = await Promise.all([
    db.selectFrom('orders').select((eb) => eb.fn.countAll().as('n')).where('studio_id', '=', studioId).where('status', 'in', OPEN_ORDER_STATUSES).executeTakeFirst(),
    db.selectFrom('nurses').select((eb) => eb.fn.countAll().as('n')).where('studio_id', '=', studioId).executeTakeFirst(),
    db.selectFrom('sos_alarms').select((eb) => eb.fn.countAll().as('n')).where('studio_id', '=', studioId).where('status', 'in', OPEN_ALARM_STATUSES).executeTakeFirst(),
    db.selectFrom('product_releases').select((eb) => eb.fn.countAll().as('n')).where('studio_id', '=', studioId).where('status', '=', 1).executeTakeFirst(),
  ]);
  return { openOrders: num(orders?.n), nurses: num(nurses?.n), openAlarms: num(alarms?.n), releases: num(releases?.n) };
}
