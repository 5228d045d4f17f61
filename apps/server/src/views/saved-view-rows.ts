import type { SavedView } from '@careops/core/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** The columns a view is read with, its owner's name beside it. */
export function savedViewsQuery(db: Kysely<Database>) {
  return db
    .selectFrom('saved_views as v')
    .innerJoin('system_users as u', 'u.id', 'v.owner_id')
    .select(['v.id', 'v.owner_id', 'u.name as owner_name', 'u.username as owner_username', 'v.resource', 'v.name', 'v.path', 'v.shared', 'v.filters', 'v.sort', 'v.columns', 'v.updated_at', 'v.version']);
}

type Row = Awaited<ReturnType<ReturnType<typeof savedViewsQuery>['execute']>>[number];

/** A stored view as the wire has it (`mine` for the caller). */
export function savedViewOf(row: Row, callerId: number): SavedView {
  return {
    id: Number(row.id),
    resource: row.resource,
    name: row.name,
    path: row.path,
    shared: Number(row.shared) === 1,
    mine: Number(row.owner_id) === callerId,
    owner: { id: Number(row.owner_id), name: row.owner_name || row.owner_username },
    filters: JSON.parse(row.filters) as Record<string, string>,
    sort: JSON.parse(row.sort) as SavedView['sort'],
    columns: JSON.parse(row.columns) as string[] | null,
    updatedAt: Number(row.updated_at),
    version: Number(row.version),
  };
}
