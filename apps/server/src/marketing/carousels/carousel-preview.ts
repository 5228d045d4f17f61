import type { Handler } from '../../http/handler-types';
import { imageRefs } from '../../uploads/upload-refs';
import { num, numOrNull } from '../content-access';
import { loadLinkTargets } from './carousel-links';

/**
 * What the member app shows at a moment: enabled slides whose window holds it and whose link
 * target is available then (a service or package on the shelf, a coupon enabled, unexpired and
 * not used up), by position and then order (ties by id). The others are listed with why.
 */
export const getCarouselPreview: Handler<'getCarouselPreview'> = async (ctx) => {
  const at = ctx.body.at ?? Date.now();
  let q = ctx.db.selectFrom('carousels').select(['id', 'title', 'position', 'link_kind', 'link_id', 'link_url', 'sort_order', 'display_from', 'display_until', 'enabled', 'image_upload_id']);
  if (ctx.body.position) q = q.where('position', '=', ctx.body.position);
  const rows = await q.orderBy('position').orderBy('sort_order').orderBy('id').execute();
  const links = rows.map((r) => ({ kind: r.link_kind, id: numOrNull(r.link_id), url: r.link_url }));
  const targetOf = await loadLinkTargets(ctx.db, links);
  const images = await imageRefs(ctx.db, rows.map((r) => num(r.image_upload_id)));
  const list = [];
  const hidden = [];
  const ranks = new Map<string, number>();
  for (const [i, r] of rows.entries()) {
    const link = links[i] ?? { kind: 'none', id: null, url: '' };
    const target = targetOf(link);
    const from = numOrNull(r.display_from);
    const until = numOrNull(r.display_until);
    const reason = num(r.enabled) !== 1 ? 'disabled' : from !== null && at < from ? 'notYet' : until !== null && at >= until ? 'ended' : !target?.available(at) ? 'linkUnavailable' : null;
    if (reason) {
      hidden.push({ id: num(r.id), title: r.title, position: r.position, reason });
      continue;
    }
    const rank = (ranks.get(r.position) ?? 0) + 1;
    ranks.set(r.position, rank);
    list.push({ id: num(r.id), title: r.title, position: r.position, rank, sortOrder: num(r.sort_order), linkKind: r.link_kind, linkLabel: target?.name ?? '', image: images.get(num(r.image_upload_id)) ?? null });
  }
  return { at, list, hidden };
};
