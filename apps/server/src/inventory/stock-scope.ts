import { CareOpsError } from '@careops/core/contract';
import { t } from '@careops/core/i18n';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { unknownField } from './inventory-access';

/**
 * Station scoping of stock: a caller bound to studios sees and moves only their stock
 * (`stations` null: headquarters, every studio). A studio outside them is refused with 106
 * naming it, after checking it exists (101 on the field otherwise).
 */
export async function assertStudioInScope(db: Kysely<Database> | Transaction<Database>, field: string, studioId: number, stations: number[] | null): Promise<string> {
  const studio = await db.selectFrom('studios').select('name').where('id', '=', studioId).executeTakeFirst();
  if (!studio) throw unknownField(field, 'studio');
  if (stations !== null && !stations.includes(studioId)) throw new CareOpsError('permissionDenied', t('inventory.server.notYourStudio', { studio: studio.name }), { field });
  return studio.name;
}
