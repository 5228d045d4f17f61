import type { Handler } from '../http/handler-types';
import { pageOfRows, type WindowRow } from '../list/sql-list';
import { assertRange, callerPermissions } from './order-access';
import { bucketCountsSql, pageStartFromCounts } from './order-list-counts';
import { orderListSql, walksPatientName } from './order-list-sql';
import { allowedEventsFor, orderSummaryOf, type OrderRow } from './order-rows';

/**
 * getOrderList: filtered, sorted, paged; station-scoped; member phones masked; each row with
 * the staff events the machine allows and the caller may send. Prepared statements on the hot
 * path: for a deep page newest (or oldest) first, the order counts per bucket (where the page
 * starts); the total; the page (read from the far end when past the middle otherwise).
 */
export const getOrderList: Handler<'getOrderList'> = async (ctx) => {
  const b = ctx.body;
  assertRange(b.appointmentFrom, b.appointmentTo, 'appointmentTo');
  assertRange(b.createdFrom, b.createdTo, 'createdTo');
  const [stations, permissions] = await Promise.all([ctx.signedIn().stationIds(), callerPermissions(ctx)]);
  const queries = ctx.services.queries;
  const dialect = ctx.services.dialect;
  const countsSql = bucketCountsSql(b, stations, dialect);
  const buckets = countsSql ? ((await queries.hot(countsSql.text, countsSql.params)) as Array<{ bucket: number; n: number }>) : null;
  const start = buckets ? (pageStartFromCounts(b, buckets) ?? undefined) : undefined;
  const counting = orderListSql(b, stations, dialect, start);
  // The total first: it decides whether a deep page is read from the far end, and how a short name is tested.
  const counted = (await queries.hot(counting.total.text, counting.total.params)) as Array<{ total: number | string }>;
  const total = Number(counted[0]?.total ?? 0);
  const statements = walksPatientName(b, total) ? orderListSql(b, stations, dialect, start, true) : counting;
  const page = statements.pageFromEnd(total) ?? statements.page;
  const rows = (await queries.hot(page.text, page.params)) as Array<OrderRow & WindowRow>;
  const { shown, nextCursor } = pageOfRows(rows, b.sort, b.limit);
  const events = allowedEventsFor(permissions);
  return {
    list: shown.map((row) => orderSummaryOf(row, events)),
    total,
    page: b.page,
    limit: b.limit,
    nextCursor,
  };
};
