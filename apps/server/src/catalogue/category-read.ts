import type { Handler } from '../http/handler-types';
import { notFoundOf } from './catalogue-access';
import { categoryPath, categorySummary, loadCategories, loadCategoryDetail, treeOrder, type CategoryRow } from './category-rows';

const compare: Record<string, (a: CategoryRow, b: CategoryRow) => number> = {
  id: (a, b) => a.id - b.id,
  name: (a, b) => a.name.localeCompare(b.name) || a.id - b.id,
  createdAt: (a, b) => a.createdAt - b.createdAt || a.id - b.id,
  updatedAt: (a, b) => a.updatedAt - b.updatedAt || a.id - b.id,
};

/** getServiceCategoryList: the tree in order (or sorted), filtered, a page of it. */
export const getServiceCategoryList: Handler<'getServiceCategoryList'> = async (ctx) => {
  const { name, status, parentId, sort, page, limit } = ctx.body;
  const { rows, serviceCounts } = await loadCategories(ctx.db);
  let chosen = treeOrder(rows);
  if (name) chosen = chosen.filter((r) => r.name.toLowerCase().includes(name.toLowerCase()));
  if (status !== undefined) chosen = chosen.filter((r) => r.status === status);
  if (parentId !== undefined) chosen = chosen.filter((r) => r.parentId === parentId);
  const by = compare[sort.field];
  if (by) chosen = [...chosen].sort(by);
  if (sort.direction === 'desc') chosen = [...chosen].reverse();
  const start = (page - 1) * limit;
  return {
    list: chosen.slice(start, start + limit).map((r) => categorySummary(r, rows, serviceCounts)),
    total: chosen.length,
    page,
    limit,
    nextCursor: null,
  };
};

/** getServiceCategory: one category with its children. */
export const getServiceCategory: Handler<'getServiceCategory'> = async (ctx) => {
  const detail = await loadCategoryDetail(ctx.db, ctx.body.categoryId);
  if (!detail) throw notFoundOf('category');
  return detail;
};

/** getServiceCategoryOptions: every category in tree order, labelled by its full name. */
export const getServiceCategoryOptions: Handler<'getServiceCategoryOptions'> = async (ctx) => {
  const { rows } = await loadCategories(ctx.db);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return { list: treeOrder(rows).map((r) => ({ id: r.id, name: r.name, fullName: categoryPath(r, byId), parentId: r.parentId, status: r.status })) };
};
