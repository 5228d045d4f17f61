import { t } from '@careops/core/i18n';
import { sql, type Transaction } from 'kysely';
import type { DialectName } from '../db/connect';
import type { Database } from '../db/schema';
import type { Handler } from '../http/handler-types';
import { claimVersion } from '../list/optimistic';
import { invalidField } from '../orders/order-access';
import { assertReleaseVisible } from './release-read';
import { loadReleaseDetail, windowText } from './release-rows';

/**
 * Releasing an item at a studio and changing a release. Two releases of the same item at the
 * same studio that are both on sale may not overlap in time: the check runs after locking the
 * studio's row (PostgreSQL; SQLite runs one writer at a time), so two concurrent creates cannot
 * both pass it. The refusal names the other release.
 */

interface Window {
  id?: number;
  studioId: number;
  serviceId: number | null;
  packageId: number | null;
  startsAt: number;
  endsAt: number | null;
}

/** Takes the studio's row lock (PostgreSQL), the point where release writes of a studio queue. */
async function lockStudio(trx: Transaction<Database>, dialect: DialectName, studioId: number): Promise<void> {
  if (dialect === 'postgres') await sql`select id from studios where id = ${studioId} for update`.execute(trx);
}

/** 101 naming `field` when another on-sale release of the item at the studio overlaps the window. */
async function assertNoOverlap(trx: Transaction<Database>, w: Window, field: string): Promise<void> {
  let query = trx
    .selectFrom('product_releases as r')
    .innerJoin('studios as st', 'st.id', 'r.studio_id')
    .select(['r.id', 'r.starts_at', 'r.ends_at', 'st.name as studio'])
    .where('r.studio_id', '=', w.studioId)
    .where('r.status', '=', 1)
    .where((eb) => eb.or([eb('r.ends_at', 'is', null), eb('r.ends_at', '>', w.startsAt)]));
  query = w.serviceId !== null ? query.where('r.service_id', '=', w.serviceId) : query.where('r.package_id', '=', w.packageId ?? 0);
  if (w.endsAt !== null) query = query.where('r.starts_at', '<', w.endsAt);
  if (w.id !== undefined) query = query.where('r.id', '<>', w.id);
  const other = await query.orderBy('r.starts_at').limit(1).executeTakeFirst();
  if (!other) return;
  const item = await itemName(trx, w);
  throw invalidField(field, t('catalogue.release.overlap', { id: other.id, item, studio: other.studio, window: windowText(Number(other.starts_at), other.ends_at === null ? null : Number(other.ends_at)) }));
}

async function itemName(trx: Transaction<Database>, w: Pick<Window, 'serviceId' | 'packageId'>): Promise<string> {
  const row = w.serviceId !== null
    ? await trx.selectFrom('services').select('name').where('id', '=', w.serviceId).executeTakeFirst()
    : await trx.selectFrom('packages').select('name').where('id', '=', w.packageId ?? 0).executeTakeFirst();
  return row?.name ?? '';
}

/** The studio must exist, be enabled and be one of the caller's (101 naming `studioId`). */
async function assertStudio(trx: Transaction<Database>, studioId: number, stations: number[] | null): Promise<void> {
  const studio = await trx.selectFrom('studios').select(['id', 'name', 'status']).where('id', '=', studioId).executeTakeFirst();
  if (!studio) throw invalidField('studioId', t('system.validate.unknownIds', { what: t('system.entity.station'), ids: studioId }));
  if (stations !== null && !stations.includes(studioId)) throw invalidField('studioId', t('system.validate.stationOutOfScope'));
  if (studio.status !== 1) throw invalidField('studioId', t('catalogue.release.studioDisabled', { name: studio.name }));
}

/** The service or package must exist (101 naming its field). */
async function assertItem(trx: Transaction<Database>, serviceId: number | undefined, packageId: number | undefined): Promise<void> {
  if (serviceId !== undefined) {
    const found = await trx.selectFrom('services').select('id').where('id', '=', serviceId).executeTakeFirst();
    if (!found) throw invalidField('serviceId', t('catalogue.release.itemGone', { what: t('catalogue.release.service') }));
    return;
  }
  const found = await trx.selectFrom('packages').select('id').where('id', '=', packageId ?? 0).executeTakeFirst();
  if (!found) throw invalidField('packageId', t('catalogue.release.itemGone', { what: t('catalogue.release.package') }));
}

export const addProductRelease: Handler<'addProductRelease'> = async (ctx) => {
  const b = ctx.body;
  const auth = ctx.signedIn();
  const stations = await auth.stationIds();
  const id = await ctx.mutate(async (trx, audit) => {
    await assertStudio(trx, b.studioId, stations);
    await assertItem(trx, b.serviceId, b.packageId);
    await lockStudio(trx, ctx.services.dialect, b.studioId);
    const window: Window = { studioId: b.studioId, serviceId: b.serviceId ?? null, packageId: b.packageId ?? null, startsAt: b.startsAt, endsAt: b.endsAt ?? null };
    await assertNoOverlap(trx, window, 'startsAt');
    const now = Date.now();
    const row = await trx
      .insertInto('product_releases')
      .values({ studio_id: b.studioId, service_id: window.serviceId, package_id: window.packageId, price_cents: b.price, starts_at: b.startsAt, ends_at: window.endsAt, note: b.note ?? '', created_by: auth.userId, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await audit({ action: 'productRelease.add', entity: 'product_release', entityId: row.id, after: { studioId: b.studioId, serviceId: window.serviceId, packageId: window.packageId, priceCents: b.price, startsAt: b.startsAt, endsAt: window.endsAt, version: 1 } });
    return row.id;
  });
  return loadReleaseDetail(ctx.db, id);
};

export const editProductRelease: Handler<'editProductRelease'> = async (ctx) => {
  const { releaseId, version: expected, ...fields } = ctx.body;
  await assertReleaseVisible(ctx, releaseId);
  await ctx.mutate(async (trx, audit) => {
    const current = await trx.selectFrom('product_releases').selectAll().where('id', '=', releaseId).executeTakeFirstOrThrow();
    await lockStudio(trx, ctx.services.dialect, current.studio_id);
    const version = await claimVersion(trx, 'product_releases', releaseId, expected, t('catalogue.release.entity'));
    const next = {
      priceCents: fields.price ?? Number(current.price_cents),
      startsAt: fields.startsAt ?? Number(current.starts_at),
      endsAt: fields.endsAt === undefined ? (current.ends_at === null ? null : Number(current.ends_at)) : fields.endsAt,
      status: fields.status ?? Number(current.status),
      note: fields.note ?? current.note,
    };
    if (next.endsAt !== null && next.endsAt <= next.startsAt) throw invalidField('endsAt', t('catalogue.release.contract.endAfterStart'));
    if (next.status === 1) {
      await assertNoOverlap(trx, { id: releaseId, studioId: current.studio_id, serviceId: current.service_id, packageId: current.package_id, startsAt: next.startsAt, endsAt: next.endsAt }, fields.startsAt !== undefined || fields.endsAt === undefined ? 'startsAt' : 'endsAt');
    }
    await trx
      .updateTable('product_releases')
      .set({ price_cents: next.priceCents, starts_at: next.startsAt, ends_at: next.endsAt, status: next.status, note: next.note })
      .where('id', '=', releaseId)
      .execute();
    const before = { priceCents: Number(current.price_cents), startsAt: Number(current.starts_at), endsAt: current.ends_at === null ? null : Number(current.ends_at), status: Number(current.status), note: current.note, version: expected };
    await audit({ action: 'productRelease.edit', entity: 'product_release', entityId: releaseId, before, after: { ...next, version } });
  });
  return loadReleaseDetail(ctx.db, releaseId);
};
