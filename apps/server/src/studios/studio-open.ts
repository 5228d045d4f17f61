import { t } from '@careops/core/i18n';
import { sql, type Transaction } from 'kysely';
import type { DialectName } from '../db/connect';
import type { Database } from '../db/schema';
import { invalidField } from './studio-access';

/**
 * Inside the transaction that places an order: the studio still takes orders. On PostgreSQL the
 * row is read `for share`, so a disable committing meanwhile waits for the order (and counts it
 * among what it affects) or is seen here (101 naming `studioId`); SQLite runs one writer at a time.
 */
export async function assertStudioTakesOrders(trx: Transaction<Database>, dialect: DialectName, studioId: number): Promise<void> {
  const lock = sql.raw(dialect === 'postgres' ? ' for share' : '');
  const row = (await sql<{ name: string; status: number }>`select name, status from studios where id = ${studioId}${lock}`.execute(trx)).rows[0];
  if (!row || Number(row.status) !== 1) throw invalidField('studioId', t('orders.server.studioDisabled', { name: row?.name ?? String(studioId) }));
}
