import type { CategoryDetail, CategorySummary } from '@careops/core/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { num } from './catalogue-access';

export interface CategoryRow {
  id: number;
  name: string;
  parentId: number | null;
  sort: number;
  status: number;
  description: string;
  createdAt: number;
  updatedAt: number;
  version: number;
}

/** Every category, with its direct services counted. Categories are few (a menu's worth). */
export async function loadCategories(db: Kysely<Database>): Promise<{ rows: CategoryRow[]; serviceCounts: Map<number, number> }> {
  const [rows, counts] = await Promise.all([
    db.selectFrom('service_categories').select(['id', 'name', 'parent_id', 'sort', 'status', 'description', 'created_at', 'updated_at', 'version']).execute(),
    db.selectFrom('services').select(['category_id', sql<number>`count(*)`.as('n')]).groupBy('category_id').execute(),
  ]);
  return {
    rows: rows.map((r) => ({
      id: num(r.id),
      name: r.name,
      parentId: r.parent_id === null ? null : num(r.parent_id),
      sort: num(r.sort),
      status: num(r.status),
      description: r.description,
      createdAt: num(r.created_at),
      updatedAt: num(r.updated_at),
      version: num(r.version),
    })),
    serviceCounts: new Map(counts.map((c) => [num(c.category_id), num(c.n)])),
  };
}

const bySort = (a: CategoryRow, b: CategoryRow) => a.sort - b.sort || a.id - b.id;

/** Tree order: each top-level category (by its sort) followed by its children (by theirs). */
export function treeOrder(rows: CategoryRow[]): CategoryRow[] {
  const tops = rows.filter((r) => r.parentId === null).sort(bySort);
  const out: CategoryRow[] = [];
  for (const top of tops) {
    out.push(top);
    out.push(...rows.filter((r) => r.parentId === top.id).sort(bySort));
  }
  return out;
}

/** The siblings of a category (same parent), in order. */
export const siblingsOf = (rows: CategoryRow[], parentId: number | null) => rows.filter((r) => r.parentId === parentId).sort(bySort);

export const categoryPath = (row: CategoryRow, byId: Map<number, CategoryRow>) => {
  const parent = row.parentId === null ? undefined : byId.get(row.parentId);
  return parent ? `${parent.name} / ${row.name}` : row.name;
};

export function categorySummary(row: CategoryRow, rows: CategoryRow[], serviceCounts: Map<number, number>): CategorySummary {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const parent = row.parentId === null ? undefined : byId.get(row.parentId);
  return {
    id: row.id,
    name: row.name,
    fullName: categoryPath(row, byId),
    parentId: row.parentId,
    parentName: parent?.name ?? null,
    level: row.parentId === null ? 1 : 2,
    sort: row.sort,
    status: row.status,
    serviceCount: serviceCounts.get(row.id) ?? 0,
    childCount: rows.filter((r) => r.parentId === row.id).length,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    version: row.version,
  };
}

/** One category as its detail answers it, or undefined. */
export async function loadCategoryDetail(db: Kysely<Database>, id: number): Promise<CategoryDetail | undefined> {
  const { rows, serviceCounts } = await loadCategories(db);
  const row = rows.find((r) => r.id === id);
  if (!row) return undefined;
  return {
    ...categorySummary(row, rows, serviceCounts),
    description: row.description,
    children: siblingsOf(rows, row.id).map((c) => ({ id: c.id, name: c.name, status: c.status, serviceCount: serviceCounts.get(c.id) ?? 0 })),
  };
}
