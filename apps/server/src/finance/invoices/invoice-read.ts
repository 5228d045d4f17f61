import type { Handler } from '../../http/handler-types';
import { listWindow } from '../../list/list-query';
import { notFoundOf } from './invoice-access';
import { loadApplicationDetail, loadApplications } from './invoice-rows';
import { assertOrderInScope } from './invoice-scope';

/** Invoicing (/finance/invoiceManage, /finance/invoiceApply/:id): the applications, scoped to the caller's studios. */

const sortColumns = {
  id: 'invoice_applications.id',
  createdAt: 'invoice_applications.created_at',
  amountCents: 'invoice_applications.amount_cents',
};

export const getInvoiceList: Handler<'getInvoiceList'> = async (ctx) => {
  const b = ctx.body;
  const stations = await ctx.signedIn().stationIds();
  let from = ctx.db.selectFrom('invoice_applications').innerJoin('orders', 'orders.id', 'invoice_applications.order_id');
  if (stations !== null) from = from.where('orders.studio_id', 'in', stations.length ? stations : [0]);
  if (b.status !== undefined) from = from.where('invoice_applications.status', '=', b.status);
  if (b.orderId !== undefined) from = from.where('invoice_applications.order_id', '=', b.orderId);
  if (b.memberId !== undefined) from = from.where('orders.member_id', '=', b.memberId);
  if (b.titleId !== undefined) from = from.where('invoice_applications.title_id', '=', b.titleId);
  if (b.studioId !== undefined) from = from.where('orders.studio_id', '=', b.studioId);
  if (b.invoiceNo) from = from.where((w) => w.or([w('invoice_applications.invoice_no', '=', b.invoiceNo ?? ''), w('invoice_applications.red_invoice_no', '=', b.invoiceNo ?? '')]));
  if (b.from !== undefined) from = from.where('invoice_applications.created_at', '>=', b.from);
  if (b.to !== undefined) from = from.where('invoice_applications.created_at', '<=', b.to);
  const { ids, ...page } = await listWindow({ from, idColumn: 'invoice_applications.id', sortColumns, sort: b.sort, page: b.page, limit: b.limit, cursor: b.cursor });
  return { ...page, list: await loadApplications(ctx.db, ids) };
};

export const getInvoice: Handler<'getInvoice'> = async (ctx) => {
  const detail = await loadApplicationDetail(ctx.db, ctx.body.invoiceId);
  if (!detail) throw notFoundOf('invoice');
  assertOrderInScope(detail.studioId, detail.orderNo, await ctx.signedIn().stationIds(), 'invoiceId');
  return detail;
};
