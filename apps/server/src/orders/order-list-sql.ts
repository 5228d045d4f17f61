import type { OrderListFilter, OrderSortField, SortSpec } from '@careops/core/contract';
import type { DialectName } from '../db/connect';
import { inIdsSql, pagedStatements, sqlListStatements, type PagedStatements, type SqlFragment, type SqlListPlan } from '../list/sql-list';
import { containsIndexedSql, MIN_INDEXED_FRAGMENT } from '../list/substring-search';
import { ORDER_ROW_COLUMNS, ORDER_ROW_JOINS } from './order-rows';

/**
 * getOrderList as two plain statements (docs/list-pattern.md, Performance): the page — an
 * id-only window over the filtered orders (answered from the (filter, sort, id) indexes),
 * joined with the rows of just those ids — and the total. The export reuses `orderWhere`.
 */
export interface OrderListRequestLike extends OrderListFilter {
  sort: SortSpec<OrderSortField>;
  page: number;
  limit: number;
  cursor?: string | undefined;
}

/** The whitelist: request field → NOT NULL column on alias `o`. */
export const orderSortColumnsSql: Record<OrderSortField, string> = {
  id: 'o.id',
  createdAt: 'o.created_at',
  appointmentAt: 'o.appointment_at',
  amountCents: 'o.amount_cents',
};

/** GLOB (SQLite) and LIKE (PostgreSQL, text_pattern_ops index) prefix patterns use the order_no index. */
function orderNoPrefix(prefix: string, dialect: DialectName): SqlFragment {
  if (dialect === 'sqlite') return { text: 'o.order_no glob ?', params: [`${prefix.replace(/[*?[\]]/g, (c) => `[${c}]`)}*`] };
  return { text: `o.order_no like ? escape '\\'`, params: [`${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`] };
}

/**
 * A patient-name fragment shorter than a trigram has no index to look up, and a short one matches
 * many patients (`a`: 173,000 of 300,000). Asked as `patient_id in (matching patients)` the page
 * reads every order of every matching patient and sorts them (1 s at a million orders); asked
 * per order (`exists` on the patient's primary key) the page walks the orders in the list's
 * order and stops after a page of matches (0.2 ms). The walk is slow only when matches are
 * rare, so it is chosen from the total, which is counted first: at least this many matches.
 */
export const NAME_WALK_FROM_TOTAL = 2_000;

/** Whether the page of this request tests the patient's name per order (see NAME_WALK_FROM_TOTAL). */
export function walksPatientName(filter: Pick<OrderListFilter, 'patientName'>, total: number): boolean {
  return Boolean(filter.patientName) && [...(filter.patientName ?? '')].length < MIN_INDEXED_FRAGMENT && total >= NAME_WALK_FROM_TOTAL;
}

/** The conditions of the filters, for a caller bound to `stations` (null: sees all); `nameWalk`: the patient name per order. */
export function orderWhere(filter: OrderListFilter, stations: number[] | null, dialect: DialectName, nameWalk = false): SqlFragment[] {
  const where: SqlFragment[] = [];
  // No condition at all when unscoped and unfiltered: the count then reads the smallest index.
  if (stations) where.push(inIdsSql('o.studio_id', stations));
  if (filter.status?.length) where.push(filter.status.length === 1 ? { text: 'o.status = ?', params: [filter.status[0]] } : inIdsSql('o.status', filter.status));
  if (filter.orderNo) where.push(orderNoPrefix(filter.orderNo, dialect));
  if (filter.memberPhone) {
    // A whole mobile number (11 digits) is contained only in itself: the unique index answers it.
    const phone = /^\d{11}$/.test(filter.memberPhone) ? { text: 'mf.phone = ?', params: [filter.memberPhone] } : containsIndexedSql('mf', 'members.phone', filter.memberPhone, dialect);
    where.push({ text: `o.member_id in (select mf.id from members mf where ${phone.text})`, params: phone.params });
  }
  if (filter.patientName) {
    const name = containsIndexedSql('pf', 'patients.name', filter.patientName, dialect);
    where.push(
      nameWalk
        ? { text: `exists (select 1 from patients pf where pf.id = o.patient_id and ${name.text})`, params: name.params }
        : { text: `o.patient_id in (select pf.id from patients pf where ${name.text})`, params: name.params },
    );
  }
  if (filter.serviceId !== undefined) where.push({ text: 'o.service_id = ?', params: [filter.serviceId] });
  if (filter.packageId !== undefined) where.push({ text: 'o.package_id = ?', params: [filter.packageId] });
  if (filter.studioId !== undefined) where.push({ text: 'o.studio_id = ?', params: [filter.studioId] });
  if (filter.nurseId !== undefined) where.push({ text: 'o.nurse_id = ?', params: [filter.nurseId] });
  if (filter.booking !== undefined) where.push({ text: 'o.booking = ?', params: [filter.booking] });
  if (filter.appointmentFrom !== undefined) where.push({ text: 'o.appointment_at >= ?', params: [filter.appointmentFrom] });
  if (filter.appointmentTo !== undefined) where.push({ text: 'o.appointment_at <= ?', params: [filter.appointmentTo] });
  if (filter.createdFrom !== undefined) where.push({ text: 'o.created_at >= ?', params: [filter.createdFrom] });
  if (filter.createdTo !== undefined) where.push({ text: 'o.created_at <= ?', params: [filter.createdTo] });
  return where;
}

/** The page and total statements of one getOrderList request, in the dialect's placeholders. */
export function orderListSql(
  request: OrderListRequestLike,
  stations: number[] | null,
  dialect: DialectName,
  /** Where the window starts, when the order counts found it (order-list-counts.ts). */
  start?: SqlListPlan['start'],
  /** The page tests the patient's name per order (walksPatientName); the total is the same either way. */
  nameWalk = false,
): PagedStatements {
  const list = sqlListStatements({
    from: 'orders o',
    where: orderWhere(request, stations, dialect, nameWalk),
    idColumn: 'o.id',
    sortColumns: orderSortColumnsSql,
    sort: request.sort,
    page: request.page,
    limit: request.limit,
    cursor: request.cursor,
    start,
  });
  return pagedStatements(list, (window) => `select p.sort_value, ${ORDER_ROW_COLUMNS}
 from (${window}) p join orders o on o.id = p.id ${ORDER_ROW_JOINS}
 order by ${list.orderBy('p')}`, dialect);
}
