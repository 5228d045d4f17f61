import type { Handler } from '../http/handler-types';
import { listWindow } from '../list/list-query';
import { containsText } from '../list/text-match';
import { notFoundOf } from './catalogue-access';
import { loadServiceDetail, loadServiceSummaries } from './service-rows';

const serviceSortColumns = {
  id: 'services.id',
  createdAt: 'services.created_at',
  updatedAt: 'services.updated_at',
  name: 'services.name',
  priceCents: 'services.price_cents',
};

/** getServiceList: services filtered by name, category (a top-level one with its children), shelf, title. */
export const getServiceList: Handler<'getServiceList'> = async (ctx) => {
  const { name, categoryId, onShelf, requiredTitle } = ctx.body;
  let from = ctx.db.selectFrom('services');
  if (name) from = from.where(containsText('services.name', name, ctx.services.dialect));
  if (categoryId !== undefined) {
    from = from.where('services.category_id', 'in', ctx.db.selectFrom('service_categories').select('id').where((w) => w.or([w('id', '=', categoryId), w('parent_id', '=', categoryId)])));
  }
  if (onShelf !== undefined) from = from.where('services.on_shelf', '=', onShelf ? 1 : 0);
  if (requiredTitle) from = from.where('services.required_title', '=', requiredTitle);
  const { ids, ...page } = await listWindow({ from, idColumn: 'services.id', sortColumns: serviceSortColumns, ...ctx.body });
  return { ...page, list: await loadServiceSummaries(ctx.db, ids, ctx.body.withDescription === true) };
};

/** getService: one service with its description and images. */
export const getService: Handler<'getService'> = async (ctx) => {
  const detail = await loadServiceDetail(ctx.db, ctx.body.serviceId);
  if (!detail) throw notFoundOf('service');
  return detail;
};
