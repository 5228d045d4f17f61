import type { Handler } from '../../http/handler-types';
import { listWindow } from '../../list/list-query';

/** getAdvancePaymentList: prepaid orders' advance payments, scoped to the caller's studios. */

const sortColumns = { id: 'advance_payments.id', createdAt: 'advance_payments.created_at', amountCents: 'advance_payments.amount_cents' };

export const getAdvancePaymentList: Handler<'getAdvancePaymentList'> = async (ctx) => {
  const b = ctx.body;
  const stations = await ctx.signedIn().stationIds();
  let from = ctx.db.selectFrom('advance_payments');
  if (stations !== null) from = from.where('advance_payments.studio_id', 'in', stations.length ? stations : [0]);
  if (b.status !== undefined) from = from.where('advance_payments.status', '=', b.status);
  if (b.orderId !== undefined) from = from.where('advance_payments.order_id', '=', b.orderId);
  if (b.memberId !== undefined) from = from.where('advance_payments.member_id', '=', b.memberId);
  if (b.studioId !== undefined) from = from.where('advance_payments.studio_id', '=', b.studioId);
  const { ids, ...page } = await listWindow({ from, idColumn: 'advance_payments.id', sortColumns, sort: b.sort, page: b.page, limit: b.limit, cursor: b.cursor });
  if (!ids.length) return { ...page, list: [] };
  const rows = await ctx.db
    .selectFrom('advance_payments as ap')
    .innerJoin('orders as o', 'o.id', 'ap.order_id')
    .innerJoin('members as m', 'm.id', 'ap.member_id')
    .innerJoin('studios as s', 's.id', 'ap.studio_id')
    .select(['ap.id', 'ap.order_id', 'o.order_no', 'ap.member_id', 'm.nickname', 'm.real_name', 'ap.studio_id', 's.name as studio_name', 'ap.amount_cents', 'ap.status', 'ap.created_at', 'ap.ended_at'])
    .where('ap.id', 'in', ids)
    .execute();
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  const list = ids.flatMap((id) => {
    const r = byId.get(id);
    return r
      ? [{
          id, orderId: Number(r.order_id), orderNo: r.order_no, memberId: Number(r.member_id), memberName: r.real_name || r.nickname, studioId: Number(r.studio_id),
          studioName: r.studio_name, amountCents: Number(r.amount_cents), status: Number(r.status), createdAt: Number(r.created_at), endedAt: r.ended_at === null ? null : Number(r.ended_at),
        }]
      : [];
  });
  return { ...page, list };
};
