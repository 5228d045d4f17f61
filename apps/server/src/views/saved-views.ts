import { CareOpsError } from '@careops/core/contract';
import { t } from '@careops/core/i18n';
import type { Handler } from '../http/handler-types';
import { claimVersion, notFound } from '../list/optimistic';
import { uniqueViolation } from '../list/unique-violation';
import { savedViewOf, savedViewsQuery } from './saved-view-rows';

const nameProblem = (message: string) => new CareOpsError('invalidInput', t('error.invalidField', { field: 'name', problem: message }), { field: 'name' });
const what = () => t('daily.server.viewEntity');

/** getSavedViews: the caller's views and those the team shares, of one list or all, by name. */
export const getSavedViews: Handler<'getSavedViews'> = async (ctx) => {
  const me = ctx.signedIn().userId;
  let query = savedViewsQuery(ctx.db).where((eb) => eb.or([eb('v.owner_id', '=', me), eb('v.shared', '=', 1)]));
  if (ctx.body.resource) query = query.where('v.resource', '=', ctx.body.resource);
  const rows = await query.orderBy('v.resource').orderBy('v.name').orderBy('v.id').execute();
  return { list: rows.map((row) => savedViewOf(row, me)) };
};

/**
 * getSavedView: one view of a list by name, as `careops … list --view NAME` asks: the caller's
 * own, else the one the team shares under that name; several shared under it is an error
 * naming their owners.
 */
export const getSavedView: Handler<'getSavedView'> = async (ctx) => {
  const me = ctx.signedIn().userId;
  const { resource, name } = ctx.body;
  const rows = await savedViewsQuery(ctx.db)
    .where('v.resource', '=', resource)
    .where('v.name', '=', name)
    .where((eb) => eb.or([eb('v.owner_id', '=', me), eb('v.shared', '=', 1)]))
    .execute();
  const own = rows.find((r) => Number(r.owner_id) === me);
  if (own) return savedViewOf(own, me);
  if (rows.length === 0) throw nameProblem(t('daily.server.noView', { name }));
  if (rows.length > 1) throw nameProblem(t('daily.server.viewAmbiguous', { name, owners: rows.map((r) => r.owner_name || r.owner_username).join(', ') }));
  return savedViewOf(rows[0]!, me);
};

/**
 * saveView: a new name adds a view; the caller's existing name is replaced only at the version
 * the caller read (104 when stale), so two tabs cannot silently overwrite each other. Audited.
 */
export const saveView: Handler<'saveView'> = async (ctx) => {
  const me = ctx.signedIn().userId;
  const { resource, name, path, shared, filters, sort, columns, version } = ctx.body;
  const now = Date.now();
  const fields = { path, shared: shared ? 1 : 0, filters: JSON.stringify(filters), sort: JSON.stringify(sort), columns: JSON.stringify(columns) };
  try {
    const id = await ctx.mutate(async (trx, audit) => {
      const existing = await trx.selectFrom('saved_views').select(['id', 'shared', 'filters', 'sort', 'columns']).where('owner_id', '=', me).where('resource', '=', resource).where('name', '=', name).executeTakeFirst();
      if (existing) {
        if (version === undefined) throw nameProblem(t('daily.server.viewExists', { name }));
        const next = await claimVersion(trx, 'saved_views', existing.id, version, what(), now);
        await trx.updateTable('saved_views').set(fields).where('id', '=', existing.id).execute();
        await audit({ action: 'savedView.update', entity: 'saved_view', entityId: existing.id, before: { shared: existing.shared, filters: existing.filters, sort: existing.sort, columns: existing.columns, version }, after: { ...fields, version: next } });
        return existing.id;
      }
      const row = await trx
        .insertInto('saved_views')
        .values({ owner_id: me, resource, name, ...fields, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      await audit({ action: 'savedView.add', entity: 'saved_view', entityId: row.id, after: { resource, name, ...fields } });
      return row.id;
    });
    const saved = await savedViewsQuery(ctx.db).where('v.id', '=', id).executeTakeFirstOrThrow();
    return savedViewOf(saved, me);
  } catch (error) {
    // Two saves of a new name at once: the second finds the name taken.
    if (uniqueViolation(error) !== undefined) throw nameProblem(t('daily.server.viewExists', { name }));
    throw error;
  }
};

/** deleteSavedView: the owner deletes a view at the version read. Audited. */
export const deleteSavedView: Handler<'deleteSavedView'> = async (ctx) => {
  const me = ctx.signedIn().userId;
  const { viewId, version } = ctx.body;
  return ctx.mutate(async (trx, audit) => {
    const view = await trx.selectFrom('saved_views').select(['id', 'owner_id', 'resource', 'name']).where('id', '=', viewId).executeTakeFirst();
    if (!view) throw notFound(what());
    if (Number(view.owner_id) !== me) throw new CareOpsError('permissionDenied', t('daily.server.notYourView'));
    await claimVersion(trx, 'saved_views', viewId, version, what());
    await trx.deleteFrom('saved_views').where('id', '=', viewId).execute();
    await audit({ action: 'savedView.delete', entity: 'saved_view', entityId: viewId, before: { resource: view.resource, name: view.name, version } });
    return { id: viewId };
  });
};
