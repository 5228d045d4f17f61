import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { imageRefs } from '../../uploads/upload-refs';
import { num, numOrNull } from '../content-access';
import { loadLinkTargets } from './carousel-links';

/** Carousel slides as the contract answers them. */

const columns = [
  'id', 'title', 'image_upload_id', 'position', 'link_kind', 'link_id', 'link_url', 'sort_order', 'display_from', 'display_until', 'enabled', 'created_at', 'updated_at', 'version',
] as const;

export async function loadCarouselSummaries(db: Kysely<Database>, ids: number[]) {
  if (!ids.length) return [];
  const rows = await db.selectFrom('carousels').select(columns).where('id', 'in', ids).execute();
  const byId = new Map(rows.map((r) => [num(r.id), r]));
  const images = await imageRefs(db, rows.map((r) => num(r.image_upload_id)));
  const links = rows.map((r) => ({ kind: r.link_kind, id: numOrNull(r.link_id), url: r.link_url }));
  const targetOf = await loadLinkTargets(db, links);
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    const link = { kind: r.link_kind, id: numOrNull(r.link_id), url: r.link_url };
    return [{
      id,
      title: r.title,
      position: r.position,
      linkKind: r.link_kind,
      linkId: link.id,
      linkUrl: r.link_url,
      linkLabel: targetOf(link)?.name ?? '',
      sortOrder: num(r.sort_order),
      displayFrom: numOrNull(r.display_from),
      displayUntil: numOrNull(r.display_until),
      enabled: num(r.enabled),
      image: images.get(num(r.image_upload_id)) ?? null,
      createdAt: num(r.created_at),
      updatedAt: num(r.updated_at),
      version: num(r.version),
    }];
  });
}

export async function loadCarouselDetail(db: Kysely<Database>, id: number) {
  const [summary] = await loadCarouselSummaries(db, [id]);
  if (!summary) return undefined;
  const extra = await db
    .selectFrom('carousels')
    .leftJoin('audit_log', (j) => j.onRef('audit_log.entity_id', '=', 'carousels.id').on('audit_log.entity', '=', 'carousel').on('audit_log.action', '=', 'slideshow.add'))
    .leftJoin('system_users', 'system_users.id', 'audit_log.actor_id')
    .select(['carousels.image_upload_id', 'system_users.id as creatorId', 'system_users.name as creatorName'])
    .where('carousels.id', '=', id)
    .executeTakeFirstOrThrow();
  return {
    ...summary,
    imageUploadId: num(extra.image_upload_id),
    createdBy: extra.creatorId === null ? null : { id: num(extra.creatorId), name: extra.creatorName ?? '' },
  };
}
