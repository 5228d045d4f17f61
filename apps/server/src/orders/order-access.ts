import { CareOpsError } from '@careops/core/contract';
import { labelOf, orderStatusEnum } from '@careops/core/enums';
import { t } from '@careops/core/i18n';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { HandlerContext } from '../http/handler-types';
import { notFound } from '../list/optimistic';
import { inStations } from '../list/station-scope';

/** Who may see which order, and the small errors every orders handler shares. */

export const invalidField = (field: string, problem: string) => new CareOpsError('invalidInput', t('error.invalidField', { field, problem }), { field });
export const refusal = (message: string) => new CareOpsError('invalidInput', message);

export const orderNotFound = () => notFound(t('orders.server.entity.order'));

/** The status's label ('finished'), for messages. */
export const statusLabel = (status: number) => labelOf(orderStatusEnum, status);

/** The permission codes the caller holds now (read per request, like the permission check). */
export function callerPermissions(ctx: HandlerContext<unknown>): Promise<ReadonlySet<string>> {
  return ctx.services.queries.codes(ctx.signedIn().userId);
}

/** The caller's display name (timeline rows keep it, so a renamed account still reads right). */
export async function callerName(db: Kysely<Database>, userId: number): Promise<string> {
  const row = await db.selectFrom('system_users').select(['name', 'username']).where('id', '=', userId).executeTakeFirst();
  return row ? row.name || row.username : String(userId);
}

/** 102 unless the order exists and its studio is one of the caller's stations (null: all). */
export async function assertOrderVisible(db: Kysely<Database>, orderId: number, stations: number[] | null) {
  const row = await db
    .selectFrom('orders')
    .select(['id', 'order_no', 'status', 'studio_id', 'version'])
    .where('id', '=', orderId)
    .where(inStations('orders.studio_id', stations))
    .executeTakeFirst();
  if (!row) throw orderNotFound();
  return row;
}

/** 101 naming `field` (the range's end) when a time range ends before it starts. */
export function assertRange(from: number | undefined, to: number | undefined, field: string): void {
  if (from !== undefined && to !== undefined && to < from) throw invalidField(field, t('system.list.rangeReversed'));
}
