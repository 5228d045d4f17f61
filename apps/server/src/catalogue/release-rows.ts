import type { ReleaseDetail } from '@careops/core/contract';
import { centsToDecimalText, formatDate } from '@careops/core/format';
import { t } from '@careops/core/i18n';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { inWindowOrder } from '../list/list-query';
import { notFound } from '../list/optimistic';

/** Reading releases: rows of given ids with their studio and item, and the words that name them. */

export const releaseNotFound = () => notFound(t('catalogue.release.entity'));

/** The window as people read it ("2026-01-01 00:00 to 2026-03-31 23:59", or open-ended). */
export function windowText(startsAt: number, endsAt: number | null): string {
  const start = formatDate(startsAt, 'YYYY-MM-DD HH:mm');
  return endsAt === null ? t('catalogue.release.openEnded', { start }) : t('catalogue.release.window', { start, end: formatDate(endsAt, 'YYYY-MM-DD HH:mm') });
}

/** On sale at `now`: status 1 and now inside [startsAt, endsAt). */
export const onSaleAt = (r: { status: number; starts_at: number; ends_at: number | null }, now: number) =>
  r.status === 1 && Number(r.starts_at) <= now && (r.ends_at === null || Number(r.ends_at) > now);

/** The releases of `ids` as the contract shows them, in the order of `ids`. */
export async function loadReleases(db: Kysely<Database>, ids: number[], now = Date.now()): Promise<Array<Omit<ReleaseDetail, 'createdBy' | 'orderCount'>>> {
  if (!ids.length) return [];
  const rows = await db
    .selectFrom('product_releases as r')
    .innerJoin('studios as st', 'st.id', 'r.studio_id')
    .leftJoin('services as s', 's.id', 'r.service_id')
    .leftJoin('packages as p', 'p.id', 'r.package_id')
    .select([
      'r.id', 'r.studio_id', 'st.name as studio_name', 'r.service_id', 'r.package_id', 's.name as service_name', 's.price_cents as service_price', 'p.name as package_name', 'p.price_cents as package_price',
      'r.price_cents', 'r.starts_at', 'r.ends_at', 'r.status', 'r.note', 'r.created_at', 'r.updated_at', 'r.version',
    ])
    .where('r.id', 'in', ids)
    .execute();
  const shaped = rows.map((r) => ({
    id: r.id,
    name: `${r.service_name ?? r.package_name ?? ''} @ ${r.studio_name}`,
    studio: { id: r.studio_id, name: r.studio_name },
    item:
      r.service_id !== null
        ? { kind: 'service' as const, id: r.service_id, name: r.service_name ?? '', listPriceCents: Number(r.service_price ?? 0) }
        : { kind: 'package' as const, id: r.package_id ?? 0, name: r.package_name ?? '', listPriceCents: Number(r.package_price ?? 0) },
    priceCents: Number(r.price_cents),
    price: centsToDecimalText(Number(r.price_cents)),
    startsAt: Number(r.starts_at),
    endsAt: r.ends_at === null ? null : Number(r.ends_at),
    status: Number(r.status),
    onSale: onSaleAt({ status: Number(r.status), starts_at: Number(r.starts_at), ends_at: r.ends_at === null ? null : Number(r.ends_at) }, now),
    note: r.note,
    createdAt: Number(r.created_at),
    updatedAt: Number(r.updated_at),
    version: Number(r.version),
  }));
  return inWindowOrder(ids, shaped);
}

/** One release with who created it and how many orders were priced from it. */
export async function loadReleaseDetail(db: Kysely<Database>, id: number): Promise<ReleaseDetail> {
  const [row] = await loadReleases(db, [id]);
  if (!row) throw releaseNotFound();
  const [creator, orders] = await Promise.all([
    db.selectFrom('product_releases as r').innerJoin('system_users as u', 'u.id', 'r.created_by').select(['u.id', 'u.name']).where('r.id', '=', id).executeTakeFirst(),
    db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).where('release_id', '=', id).executeTakeFirstOrThrow(),
  ]);
  return { ...row, createdBy: creator ?? null, orderCount: Number(orders.n) };
}
