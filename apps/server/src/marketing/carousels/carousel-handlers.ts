import type { CarouselLinkKind } from '@careops/core/contract';
import { t } from '@careops/core/i18n';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { Handler } from '../../http/handler-types';
import { listWindow } from '../../list/list-query';
import { claimVersion } from '../../list/optimistic';
import { containsText } from '../../list/text-match';
import { missingUploads } from '../../uploads/upload-refs';
import { changedFields, entityWord, invalidField, notFoundOf, numOrNull, unknownField } from '../content-access';
import { assertLinkTarget } from './carousel-links';
import { loadCarouselDetail, loadCarouselSummaries } from './carousel-rows';

/** Carousels (/operation-tools/slideshow): a slide's image, position, link, order, window and switch. */

const sortColumns = {
  id: 'carousels.id',
  createdAt: 'carousels.created_at',
  updatedAt: 'carousels.updated_at',
  sortOrder: 'carousels.sort_order',
  displayFrom: 'carousels.display_from',
};

export const getCarouselList: Handler<'getCarouselList'> = async (ctx) => {
  const { title, position, linkKind, enabled } = ctx.body;
  let from = ctx.db.selectFrom('carousels');
  if (title) from = from.where(containsText('carousels.title', title, ctx.services.dialect));
  if (position) from = from.where('carousels.position', '=', position);
  if (linkKind) from = from.where('carousels.link_kind', '=', linkKind);
  if (enabled !== undefined) from = from.where('carousels.enabled', '=', enabled ? 1 : 0);
  const { ids, ...page } = await listWindow({ from, idColumn: 'carousels.id', sortColumns, ...ctx.body });
  return { ...page, list: await loadCarouselSummaries(ctx.db, ids) };
};

export const getCarousel: Handler<'getCarousel'> = async (ctx) => {
  const detail = await loadCarouselDetail(ctx.db, ctx.body.carouselId);
  if (!detail) throw notFoundOf('carousel');
  return detail;
};

async function assertImage(trx: Transaction<Database>, uploadId: number) {
  if ((await missingUploads(trx, [uploadId])).length) throw unknownField('imageUploadId', 'upload');
}

async function answer(trx: Transaction<Database>, id: number) {
  const detail = await loadCarouselDetail(trx, id);
  if (!detail) throw notFoundOf('carousel');
  return detail;
}

/** A slide's link as stored: only the field its kind uses is kept. */
function linkColumns(kind: CarouselLinkKind, id: number | null | undefined, url: string | undefined) {
  return { link_kind: kind, link_id: kind === 'service' || kind === 'package' || kind === 'coupon' ? (id ?? null) : null, link_url: kind === 'url' ? (url ?? '') : '' };
}

export const addCarousel: Handler<'addCarousel'> = async (ctx) => {
  const b = ctx.body;
  const now = Date.now();
  return ctx.mutate(async (trx, audit) => {
    await assertImage(trx, b.imageUploadId);
    const link = linkColumns(b.linkKind, b.linkId, b.linkUrl);
    await assertLinkTarget(trx, b.linkKind, link.link_id);
    const values = {
      title: b.title, image_upload_id: b.imageUploadId, position: b.position, ...link, sort_order: b.sortOrder,
      display_from: b.displayFrom, display_until: b.displayUntil, enabled: b.enabled ? 1 : 0,
    };
    const row = await trx.insertInto('carousels').values({ ...values, created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow();
    await audit({ action: 'slideshow.add', entity: 'carousel', entityId: row.id, after: { ...values, version: 1 } });
    return answer(trx, row.id);
  });
};

export const editCarousel: Handler<'editCarousel'> = async (ctx) => {
  const b = ctx.body;
  const now = Date.now();
  return ctx.mutate(async (trx, audit) => {
    const before = await trx.selectFrom('carousels').selectAll().where('id', '=', b.carouselId).executeTakeFirst();
    const version = await claimVersion(trx, 'carousels', b.carouselId, b.version, entityWord('carousel'), now);
    if (!before) throw notFoundOf('carousel');
    if (b.imageUploadId !== undefined) await assertImage(trx, b.imageUploadId);
    const kind = (b.linkKind ?? before.link_kind) as CarouselLinkKind;
    const linkTouched = b.linkKind !== undefined || b.linkId !== undefined || b.linkUrl !== undefined;
    const link = linkTouched ? linkColumns(kind, b.linkId ?? numOrNull(before.link_id), b.linkUrl ?? before.link_url) : undefined;
    if (link) await assertLinkTarget(trx, kind, link.link_id);
    if (link && kind === 'url' && !link.link_url) throw invalidField('linkUrl', t('marketing.carousel.linkUrlRequired'));
    const from = b.displayFrom === undefined ? numOrNull(before.display_from) : b.displayFrom;
    const until = b.displayUntil === undefined ? numOrNull(before.display_until) : b.displayUntil;
    if (from !== null && until !== null && until <= from) throw invalidField('displayUntil', t('marketing.content.endAfterStart'));
    const wanted = {
      title: b.title, image_upload_id: b.imageUploadId, position: b.position, ...link, sort_order: b.sortOrder,
      display_from: b.displayFrom, display_until: b.displayUntil, enabled: b.enabled === undefined ? undefined : b.enabled ? 1 : 0,
    };
    const { changes, was } = changedFields(before, wanted);
    if (Object.keys(changes).length) await trx.updateTable('carousels').set(changes).where('id', '=', b.carouselId).execute();
    await audit({ action: 'slideshow.edit', entity: 'carousel', entityId: b.carouselId, before: { ...was, version: b.version }, after: { ...changes, version } });
    return answer(trx, b.carouselId);
  });
};
