import { t } from '@careops/core/i18n';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { invalidField } from '../orders/order-access';

/** The release an order is priced from: the one on sale for the item at the studio at `now`. */
export async function releaseOnSale(
  db: Kysely<Database>,
  item: { kind: 'service' | 'package'; id: number; name: string },
  studioId: number,
  now: number,
): Promise<{ id: number; priceCents: number }> {
  let query = db
    .selectFrom('product_releases')
    .select(['id', 'price_cents'])
    .where('studio_id', '=', studioId)
    .where('status', '=', 1)
    .where('starts_at', '<=', now)
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]));
  query = item.kind === 'service' ? query.where('service_id', '=', item.id) : query.where('package_id', '=', item.id);
  const release = await query.orderBy('starts_at', 'desc').limit(1).executeTakeFirst();
  if (release) return { id: release.id, priceCents: Number(release.price_cents) };
  const studio = await db.selectFrom('studios').select('name').where('id', '=', studioId).executeTakeFirst();
  throw invalidField(item.kind === 'service' ? 'serviceId' : 'packageId', t('catalogue.release.notReleased', { item: item.name, studio: studio?.name ?? String(studioId) }));
}

/** The releases on sale now at `studioIds`, for the placement form. */
export async function releasesOnSale(db: Kysely<Database>, studioIds: number[], now: number) {
  if (!studioIds.length) return [];
  const rows = await db
    .selectFrom('product_releases')
    .select(['id', 'studio_id', 'service_id', 'package_id', 'price_cents', 'ends_at'])
    .where('studio_id', 'in', studioIds)
    .where('status', '=', 1)
    .where('starts_at', '<=', now)
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
    .orderBy('studio_id')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ id: r.id, studioId: r.studio_id, serviceId: r.service_id, packageId: r.package_id, priceCents: Number(r.price_cents), endsAt: r.ends_at === null ? null : Number(r.ends_at) }));
}
