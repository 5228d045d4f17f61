import { t } from '@careops/core/i18n';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { Handler } from '../http/handler-types';
import { claimVersion } from '../list/optimistic';
import { entityWord, invalidField, notFoundOf, withUniqueName } from './catalogue-access';
import { loadCategories, loadCategoryDetail, siblingsOf, type CategoryRow } from './category-rows';

/**
 * Category changes: two levels (a parent must be a top-level category, and a category with
 * children stays top-level), siblings ordered by `sort`, and no deleting a category that still
 * has services or subcategories.
 */

const what = () => entityWord('category');

async function answer(trx: Transaction<Database>, id: number) {
  const detail = await loadCategoryDetail(trx, id);
  if (!detail) throw notFoundOf('category');
  return detail;
}

/** The parent a category may have: an existing top-level category other than itself. */
function checkParent(rows: CategoryRow[], parentId: number | null, self?: CategoryRow): void {
  if (parentId === null) return;
  const parent = rows.find((r) => r.id === parentId);
  if (!parent) throw invalidField('parentId', t('error.notFound', { what: what() }));
  if (self && parent.id === self.id) throw invalidField('parentId', t('catalogue.server.parentSelf'));
  if (parent.parentId !== null) throw invalidField('parentId', t('catalogue.server.parentNotTop', { name: parent.name }));
  if (self && rows.some((r) => r.parentId === self.id)) throw invalidField('parentId', t('catalogue.server.hasChildren', { name: self.name }));
}

function checkNameFree(rows: CategoryRow[], name: string, selfId?: number): void {
  if (rows.some((r) => r.id !== selfId && r.name.toLowerCase() === name.toLowerCase())) throw invalidField('name', t('catalogue.server.nameTaken', { name }));
}

/** addServiceCategory: a new category at the end of its siblings. */
export const addServiceCategory: Handler<'addServiceCategory'> = async (ctx) => {
  const b = ctx.body;
  const now = Date.now();
  return ctx.mutate(async (trx, audit) => {
    const { rows } = await loadCategories(trx);
    const parentId = b.parentId ?? null;
    checkParent(rows, parentId);
    checkNameFree(rows, b.name);
    const sort = Math.max(0, ...siblingsOf(rows, parentId).map((r) => r.sort)) + 1;
    const row = await withUniqueName(b.name, () =>
      trx
        .insertInto('service_categories')
        .values({ name: b.name, parent_id: parentId, sort, status: b.status, description: b.description, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow(),
    );
    await audit({ action: 'brand.add', entity: 'service_category', entityId: row.id, after: { name: b.name, parentId, sort, status: b.status, version: 1 } });
    return answer(trx, row.id);
  });
};

/** editServiceCategory: name, parent (moved to the end of its new siblings), description. */
export const editServiceCategory: Handler<'editServiceCategory'> = async (ctx) => {
  const b = ctx.body;
  const now = Date.now();
  return ctx.mutate(async (trx, audit) => {
    const version = await claimVersion(trx, 'service_categories', b.categoryId, b.version, what(), now);
    const { rows } = await loadCategories(trx);
    const self = rows.find((r) => r.id === b.categoryId);
    if (!self) throw notFoundOf('category');
    const changes: { name?: string; parent_id?: number | null; sort?: number; description?: string } = {};
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    if (b.name !== undefined && b.name !== self.name) {
      checkNameFree(rows, b.name, self.id);
      changes.name = b.name;
      before.name = self.name;
      after.name = b.name;
    }
    if (b.parentId !== undefined && b.parentId !== self.parentId) {
      checkParent(rows, b.parentId, self);
      changes.parent_id = b.parentId;
      changes.sort = Math.max(0, ...siblingsOf(rows, b.parentId).map((r) => r.sort)) + 1;
      before.parentId = self.parentId;
      after.parentId = b.parentId;
    }
    if (b.description !== undefined && b.description !== self.description) {
      changes.description = b.description;
      before.description = self.description;
      after.description = b.description;
    }
    if (Object.keys(changes).length) await withUniqueName(b.name ?? self.name, () => trx.updateTable('service_categories').set(changes).where('id', '=', self.id).execute());
    await audit({ action: 'brand.edit', entity: 'service_category', entityId: self.id, before: { ...before, version: b.version }, after: { ...after, version } });
    return answer(trx, self.id);
  });
};

/** alterServiceCategoryStatus: enable (1) or disable (0). */
export const alterServiceCategoryStatus: Handler<'alterServiceCategoryStatus'> = async (ctx) => {
  const b = ctx.body;
  return ctx.mutate(async (trx, audit) => {
    const before = await trx.selectFrom('service_categories').select('status').where('id', '=', b.categoryId).executeTakeFirst();
    const version = await claimVersion(trx, 'service_categories', b.categoryId, b.version, what());
    await trx.updateTable('service_categories').set({ status: b.status }).where('id', '=', b.categoryId).execute();
    await audit({ action: 'brand.status', entity: 'service_category', entityId: b.categoryId, before: { status: before?.status, version: b.version }, after: { status: b.status, version } });
    return answer(trx, b.categoryId);
  });
};

/** moveServiceCategory: one place up or down among its siblings (the siblings are renumbered 1…n). */
export const moveServiceCategory: Handler<'moveServiceCategory'> = async (ctx) => {
  const b = ctx.body;
  return ctx.mutate(async (trx, audit) => {
    const version = await claimVersion(trx, 'service_categories', b.categoryId, b.version, what());
    const { rows } = await loadCategories(trx);
    const self = rows.find((r) => r.id === b.categoryId);
    if (!self) throw notFoundOf('category');
    const siblings = siblingsOf(rows, self.parentId);
    const at = siblings.findIndex((r) => r.id === self.id);
    const to = b.direction === 'up' ? at - 1 : at + 1;
    if (to < 0 || to >= siblings.length) throw invalidField('direction', t(b.direction === 'up' ? 'catalogue.server.alreadyFirst' : 'catalogue.server.alreadyLast', { name: self.name }));
    const order = [...siblings];
    order[at] = siblings[to] as CategoryRow;
    order[to] = self;
    for (const [i, row] of order.entries()) {
      if (row.sort !== i + 1) await trx.updateTable('service_categories').set({ sort: i + 1 }).where('id', '=', row.id).execute();
    }
    await audit({ action: 'brand.move', entity: 'service_category', entityId: self.id, before: { position: at + 1, version: b.version }, after: { position: to + 1, version } });
    return answer(trx, self.id);
  });
};

/** deleteServiceCategory: only an empty category (no services, no subcategories). */
export const deleteServiceCategory: Handler<'deleteServiceCategory'> = async (ctx) => {
  const b = ctx.body;
  return ctx.mutate(async (trx, audit) => {
    await claimVersion(trx, 'service_categories', b.categoryId, b.version, what());
    const detail = await answer(trx, b.categoryId);
    if (detail.serviceCount > 0) throw invalidField('categoryId', t('catalogue.server.categoryHasServices', { name: detail.name, count: detail.serviceCount }));
    if (detail.children.length > 0) throw invalidField('categoryId', t('catalogue.server.categoryHasChildren', { name: detail.name, count: detail.children.length }));
    await trx.deleteFrom('service_categories').where('id', '=', b.categoryId).execute();
    await audit({ action: 'brand.delete', entity: 'service_category', entityId: b.categoryId, before: { name: detail.name, parentId: detail.parentId, version: b.version } });
    return { id: b.categoryId, deleted: true as const };
  });
};
