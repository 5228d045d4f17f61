import type { Generated } from 'kysely';
import type { EntityColumns } from './schema';

/** A saved view of a list (migration 0015). */
export interface SavedViewsTable extends EntityColumns {
  owner_id: number;
  resource: string;
  name: string;
  path: Generated<string>;
  shared: Generated<number>;
  /** JSON texts: filters by request key, the sort or null, the columns shown or null. */
  filters: string;
  sort: string;
  columns: string;
}

export interface SavedViewTables {
  saved_views: SavedViewsTable;
}
