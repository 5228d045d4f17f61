import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { DemoBase } from './seed-demo-base';
import { demoMoreCategories, demoMorePackages, demoMoreServices } from './seed-demo-catalogue-data';

const DAY = 86_400_000;

/**
 * The managed catalogue around the base rows: categories up to a two-level tree of about a
 * dozen, 40 services, 10 packages (some off the shelf). The base services and packages — the
 * ones the demo orders were placed for — are left as they are; the new ones join `base` so the
 * seeds after this one (releases) see the whole catalogue.
 */
export async function seedDemoCatalogue(trx: Transaction<Database>, base: DemoBase): Promise<void> {
  const stamp = (ageDays: number) => ({ created_at: base.now - ageDays * DAY, updated_at: base.now - ageDays * DAY });
  const categoryIds = new Map((await trx.selectFrom('service_categories').select(['id', 'name']).execute()).map((r) => [r.name, Number(r.id)]));
  const nextSort = new Map<number | null, number>();
  for (const row of await trx.selectFrom('service_categories').select(['parent_id', 'sort']).execute()) {
    const key = row.parent_id === null ? null : Number(row.parent_id);
    nextSort.set(key, Math.max(nextSort.get(key) ?? 0, Number(row.sort)));
  }
  for (const [i, c] of demoMoreCategories.entries()) {
    const parentId = c.parent ? (categoryIds.get(c.parent) ?? null) : null;
    const sort = (nextSort.get(parentId) ?? 0) + 1;
    nextSort.set(parentId, sort);
    const row = await trx.insertInto('service_categories').values({ name: c.name, parent_id: parentId, sort, description: c.description, ...stamp(370 - i) }).returning('id').executeTakeFirstOrThrow();
    categoryIds.set(c.name, Number(row.id));
  }
  for (const [i, s] of demoMoreServices.entries()) {
    const row = await trx
      .insertInto('services')
      .values({
        category_id: categoryIds.get(s.category) ?? 0,
        name: s.name,
        price_cents: s.priceCents,
        duration_minutes: s.durationMinutes,
        required_title: s.requiredTitle,
        agreement_id: null,
        consumable_pack_id: null,
        produces_waste: s.producesWaste ? 1 : 0,
        on_shelf: s.onShelf ? 1 : 0,
        description: s.description,
        ...stamp(360 - i),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (s.onShelf) base.services.push({ id: Number(row.id), priceCents: s.priceCents, requiredTitle: s.requiredTitle, producesWaste: s.producesWaste });
  }
  const serviceIds = new Map((await trx.selectFrom('services').select(['id', 'name']).execute()).map((r) => [r.name, Number(r.id)]));
  for (const [i, p] of demoMorePackages.entries()) {
    const row = await trx
      .insertInto('packages')
      .values({ name: p.name, price_cents: p.priceCents, validity_days: p.validityDays, on_shelf: p.onShelf ? 1 : 0, description: p.description, cover_upload_id: null, ...stamp(340 - i) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.insertInto('package_items').values(p.items.map(([name, times]) => ({ package_id: row.id, service_id: serviceIds.get(name) ?? 0, times }))).execute();
    if (p.onShelf) base.packages.push({ id: Number(row.id), priceCents: p.priceCents });
  }
}
