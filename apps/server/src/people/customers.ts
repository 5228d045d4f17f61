import type { CustomerDetail } from '@careops/core/contract';
import { CompiledQuery, type Kysely } from 'kysely';
import type { DialectName } from '../db/connect';
import type { Database } from '../db/schema';
import type { Handler } from '../http/handler-types';
import { forDialect } from '../list/sql-list';
import { refOf, runHotList } from './hot-list';
import { CUSTOMER_COLUMNS, CUSTOMER_JOINS, customerListPlan, customerSummaryOf, type CustomerRow } from './customer-list-sql';
import { assertCustomerVisible, notFoundOf, num } from './people-access';

/** getCustomerList: station-scoped where customers have a studio, phones masked. */
export const getCustomerList: Handler<'getCustomerList'> = async (ctx) => {
  const b = ctx.body;
  const stations = await ctx.signedIn().stationIds();
  const page = await runHotList<CustomerRow>(ctx, customerListPlan(b, stations, ctx.services.dialect), b);
  return { list: page.shown.map(customerSummaryOf), total: page.total, page: page.page, limit: page.limit, nextCursor: page.nextCursor };
};

/** One customer with its follow-ups, newest first (phone masked). */
export async function loadCustomerDetail(db: Kysely<Database>, dialect: DialectName, id: number): Promise<CustomerDetail> {
  const text = forDialect(`select c.id, 0 as sort_value, ${CUSTOMER_COLUMNS} from customers c ${CUSTOMER_JOINS} where c.id = ?`, dialect);
  const row = (await db.executeQuery<CustomerRow>(CompiledQuery.raw(text, [id]))).rows[0];
  if (!row) throw notFoundOf('customer');
  const followUps = await db
    .selectFrom('customer_follow_ups as f')
    .leftJoin('system_users as u', 'u.id', 'f.by_user_id')
    .select(['f.id', 'f.at', 'f.channel', 'f.content', 'u.id as by_id', 'u.name as by_name'])
    .where('f.customer_id', '=', id)
    .orderBy('f.at', 'desc')
    .orderBy('f.id', 'desc')
    .execute();
  return {
    ...customerSummaryOf(row),
    followUps: followUps.map((f) => ({ id: num(f.id), at: num(f.at), by: refOf(f.by_id, f.by_name), channel: f.channel, content: f.content })),
  };
}

/** getCustomer: 102 outside the caller's stations. */
export const getCustomer: Handler<'getCustomer'> = async (ctx) => {
  await assertCustomerVisible(ctx.db, ctx.body.customerId, await ctx.signedIn().stationIds());
  return loadCustomerDetail(ctx.db, ctx.services.dialect, ctx.body.customerId);
};
