import type { ImageRef } from '@careops/core/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Where the files of an upload are served (GET, public; see serve-uploads.ts). */
export const UPLOADS_PATH = '/uploads';
export const uploadUrl = (key: string) => `${UPLOADS_PATH}/${key}`;

/** The image references of `ids`, by id (missing ids are left out). */
export async function imageRefs(db: Kysely<Database>, ids: number[]): Promise<Map<number, ImageRef>> {
  if (!ids.length) return new Map();
  const rows = await db.selectFrom('uploads').select(['id', 'storage_key', 'thumbnail_key', 'width', 'height']).where('id', 'in', [...new Set(ids)]).execute();
  return new Map(rows.map((r) => [Number(r.id), { id: Number(r.id), url: uploadUrl(r.storage_key), thumbnailUrl: uploadUrl(r.thumbnail_key), width: Number(r.width), height: Number(r.height) }]));
}

/** Those of `ids` that are not uploads. */
export async function missingUploads(db: Kysely<Database>, ids: number[]): Promise<number[]> {
  const found = await imageRefs(db, ids);
  return ids.filter((id) => !found.has(id));
}
