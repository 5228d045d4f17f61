import { t } from '@careops/core/i18n';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { Handler } from '../http/handler-types';
import { claimVersion } from '../list/optimistic';
import { entityWord, invalidField, notFoundOf, num, withUniqueName } from './catalogue-access';
import { loadPackageDetail } from './package-rows';

/** Adding and editing packages (services × visits), and the shelf. */

const what = () => entityWord('package');

async function answer(trx: Transaction<Database>, id: number) {
  const detail = await loadPackageDetail(trx, id);
  if (!detail) throw notFoundOf('package');
  return detail;
}

async function assertServicesExist(trx: Transaction<Database>, items: Array<{ serviceId: number }>): Promise<void> {
  const ids = items.map((i) => i.serviceId);
  const found = new Set((await trx.selectFrom('services').select('id').where('id', 'in', ids).execute()).map((r) => num(r.id)));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length) throw invalidField('items', t('catalogue.server.servicesMissing', { ids: missing.join(', ') }));
}

async function assertPackageNameFree(trx: Transaction<Database>, name: string, selfId?: number): Promise<void> {
  let query = trx.selectFrom('packages').select('id').where((w) => w(w.fn('lower', ['name']), '=', name.toLowerCase()));
  if (selfId !== undefined) query = query.where('id', '<>', selfId);
  if (await query.executeTakeFirst()) throw invalidField('name', t('catalogue.server.nameTaken', { name }));
}

const itemsText = (items: Array<{ serviceId: number; times: number }>) => items.map((i) => `${i.serviceId}×${i.times}`).join(', ');

export const addPackage: Handler<'addPackage'> = async (ctx) => {
  const b = ctx.body;
  const now = Date.now();
  return ctx.mutate(async (trx, audit) => {
    await assertPackageNameFree(trx, b.name);
    await assertServicesExist(trx, b.items);
    const row = await withUniqueName(b.name, () =>
      trx
        .insertInto('packages')
        .values({ name: b.name, price_cents: b.price, validity_days: b.validityDays, on_shelf: b.onShelf ? 1 : 0, description: b.description, cover_upload_id: null, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow(),
    );
    await trx.insertInto('package_items').values(b.items.map((i) => ({ package_id: row.id, service_id: i.serviceId, times: i.times }))).execute();
    await audit({ action: 'package.add', entity: 'package', entityId: row.id, after: { name: b.name, priceCents: b.price, validityDays: b.validityDays, items: itemsText(b.items), onShelf: b.onShelf, version: 1 } });
    return answer(trx, row.id);
  });
};

/** editPackage: the fields sent; new items replace the old ones (orders already placed keep their amounts). */
export const editPackage: Handler<'editPackage'> = async (ctx) => {
  const b = ctx.body;
  const now = Date.now();
  return ctx.mutate(async (trx, audit) => {
    const version = await claimVersion(trx, 'packages', b.packageId, b.version, what(), now);
    const current = await answer(trx, b.packageId);
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    const changes: { name?: string; price_cents?: number; validity_days?: number; description?: string } = {};
    if (b.name !== undefined && b.name !== current.name) {
      await assertPackageNameFree(trx, b.name, b.packageId);
      changes.name = b.name;
      [before.name, after.name] = [current.name, b.name];
    }
    if (b.price !== undefined && b.price !== current.priceCents) {
      changes.price_cents = b.price;
      [before.priceCents, after.priceCents] = [current.priceCents, b.price];
    }
    if (b.validityDays !== undefined && b.validityDays !== current.validityDays) {
      changes.validity_days = b.validityDays;
      [before.validityDays, after.validityDays] = [current.validityDays, b.validityDays];
    }
    if (b.description !== undefined && b.description !== current.description) {
      changes.description = b.description;
      [before.description, after.description] = [current.description.length, b.description.length];
    }
    if (Object.keys(changes).length) await withUniqueName(b.name ?? current.name, () => trx.updateTable('packages').set(changes).where('id', '=', b.packageId).execute());
    if (b.items !== undefined && itemsText(b.items) !== itemsText(current.items)) {
      await assertServicesExist(trx, b.items);
      await trx.deleteFrom('package_items').where('package_id', '=', b.packageId).execute();
      await trx.insertInto('package_items').values(b.items.map((i) => ({ package_id: b.packageId, service_id: i.serviceId, times: i.times }))).execute();
      [before.items, after.items] = [itemsText(current.items), itemsText(b.items)];
    }
    await audit({ action: 'package.edit', entity: 'package', entityId: b.packageId, before: { ...before, version: b.version }, after: { ...after, version } });
    return answer(trx, b.packageId);
  });
};

export const alterPackageShelf: Handler<'alterPackageShelf'> = async (ctx) => {
  const b = ctx.body;
  return ctx.mutate(async (trx, audit) => {
    const version = await claimVersion(trx, 'packages', b.packageId, b.version, what());
    const before = await trx.selectFrom('packages').select('on_shelf').where('id', '=', b.packageId).executeTakeFirstOrThrow();
    await trx.updateTable('packages').set({ on_shelf: b.onShelf ? 1 : 0 }).where('id', '=', b.packageId).execute();
    await audit({ action: 'package.shelf', entity: 'package', entityId: b.packageId, before: { onShelf: num(before.on_shelf) === 1, version: b.version }, after: { onShelf: b.onShelf, version } });
    return { id: b.packageId, onShelf: b.onShelf ? 1 : 0, version };
  });
};
