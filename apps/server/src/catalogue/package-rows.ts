import type { PackageDetail, PackageSummary } from '@careops/core/contract';
import { centsToDecimalText } from '@careops/core/format';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { inWindowOrder } from '../list/list-query';
import { num } from './catalogue-access';

/** Packages as lists and details answer them. */

export async function loadPackageSummaries(db: Kysely<Database>, ids: number[]): Promise<PackageSummary[]> {
  if (!ids.length) return [];
  const [rows, items] = await Promise.all([
    db.selectFrom('packages').select(['id', 'name', 'price_cents', 'validity_days', 'on_shelf', 'created_at', 'updated_at', 'version']).where('id', 'in', ids).execute(),
    db
      .selectFrom('package_items')
      .innerJoin('services', 'services.id', 'package_items.service_id')
      .select(['package_items.package_id', 'package_items.service_id', 'package_items.times', 'services.name', 'services.on_shelf'])
      .where('package_items.package_id', 'in', ids)
      .orderBy('package_items.package_id')
      .orderBy('package_items.service_id')
      .execute(),
  ]);
  const list = rows.map((r) => {
    const own = items
      .filter((i) => num(i.package_id) === num(r.id))
      .map((i) => ({ serviceId: num(i.service_id), serviceName: i.name, times: num(i.times), onShelf: num(i.on_shelf) === 1 ? 1 : 0 }));
    const priceCents = num(r.price_cents);
    return {
      id: num(r.id),
      name: r.name,
      priceCents,
      price: centsToDecimalText(priceCents),
      validityDays: num(r.validity_days),
      onShelf: num(r.on_shelf) === 1 ? 1 : 0,
      items: own,
      visits: own.reduce((sum, i) => sum + i.times, 0),
      createdAt: num(r.created_at),
      updatedAt: num(r.updated_at),
      version: num(r.version),
    };
  });
  return inWindowOrder(ids, list);
}

/** A package's orders that count as purchases: paid and not cancelled (docs/catalogue.md). */
export const purchasesOf = (db: Kysely<Database>, packageId: number) =>
  db.selectFrom('orders').where('orders.package_id', '=', packageId).where('orders.paid_at', 'is not', null).where('orders.status', '<>', 6);

export async function loadPackageDetail(db: Kysely<Database>, id: number): Promise<PackageDetail | undefined> {
  const [summary] = await loadPackageSummaries(db, [id]);
  if (!summary) return undefined;
  const [row, buyers] = await Promise.all([
    db.selectFrom('packages').select('description').where('id', '=', id).executeTakeFirstOrThrow(),
    purchasesOf(db, id).select(sql<number>`count(distinct orders.member_id)`.as('n')).executeTakeFirst(),
  ]);
  return { ...summary, description: row.description, buyerCount: num(buyers?.n ?? 0), serviceIds: summary.items.map((i) => i.serviceId), itemsText: summary.items.map((i) => `${i.serviceId}x${i.times}`).join(', ') };
}
