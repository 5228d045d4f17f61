import type { CustomerSummary } from '@careops/core/contract';
import type { DialectName } from '../db/connect';
import type { BodyOf } from '../http/handler-types';
import { maskPhone } from '../list/masking';
import { containsTextSql, inIdsSql, type SqlFragment } from '../list/sql-list';
import { refOf, type HotListPlan } from './hot-list';
import { num } from './people-access';

/**
 * getCustomerList as plain SQL. Customers with a studio are station data; those without one
 * (headquarters leads) are seen by everyone who may open the page.
 */
export type CustomerFilter = BodyOf<'getCustomerList'>;

export interface CustomerRow {
  id: number;
  sort_value: number | string;
  name: string;
  phone: string;
  source: string;
  status: string;
  studio_id: number | null;
  studio_name: string | null;
  owner_id: number | null;
  owner_name: string | null;
  member_id: number | null;
  note: string;
  next_follow_up_at: number | null;
  last_follow_up_at: number | string | null;
  follow_up_count: number | string;
  created_at: number;
  updated_at: number;
  version: number;
}

/** The station condition on customers (alias `c`), or none for an unbound caller. */
export function customerStationSql(stations: number[] | null): SqlFragment | null {
  if (!stations) return null;
  const inStations = inIdsSql('c.studio_id', stations);
  return { text: `(c.studio_id is null or ${inStations.text})`, params: inStations.params };
}

export function customerListPlan(filter: CustomerFilter, stations: number[] | null, dialect: DialectName): HotListPlan {
  const where: SqlFragment[] = [];
  const scoped = customerStationSql(stations);
  if (scoped) where.push(scoped);
  if (filter.name) where.push(containsTextSql('c.name', filter.name, dialect));
  if (filter.phone) where.push(containsTextSql('c.phone', filter.phone, dialect));
  if (filter.source) where.push({ text: 'c.source = ?', params: [filter.source] });
  if (filter.status) where.push({ text: 'c.status = ?', params: [filter.status] });
  if (filter.studioId !== undefined) where.push({ text: 'c.studio_id = ?', params: [filter.studioId] });
  return {
    from: 'customers c',
    where,
    idColumn: 'c.id',
    sortColumns: { id: 'c.id', createdAt: 'c.created_at', updatedAt: 'c.updated_at', name: 'c.name' },
    select: CUSTOMER_COLUMNS,
    rows: `customers c on c.id = p.id ${CUSTOMER_JOINS}`,
  };
}

/** The columns of a customer row (alias `c`, with its studio `s` and owner `u`). */
export const CUSTOMER_COLUMNS = `c.name, c.phone, c.source, c.status, c.studio_id, s.name as studio_name, c.owner_id, u.name as owner_name, c.member_id, c.note,
 c.next_follow_up_at, c.created_at, c.updated_at, c.version,
 (select max(f.at) from customer_follow_ups f where f.customer_id = c.id) as last_follow_up_at,
 (select count(*) from customer_follow_ups f where f.customer_id = c.id) as follow_up_count`;
export const CUSTOMER_JOINS = 'left join studios s on s.id = c.studio_id left join system_users u on u.id = c.owner_id';

export function customerSummaryOf(r: CustomerRow): CustomerSummary {
  return {
    id: num(r.id),
    name: r.name,
    phone: maskPhone(r.phone),
    source: r.source,
    status: r.status,
    studio: refOf(r.studio_id, r.studio_name),
    owner: refOf(r.owner_id, r.owner_name),
    memberId: r.member_id === null ? null : num(r.member_id),
    note: r.note,
    nextFollowUpAt: r.next_follow_up_at === null ? null : num(r.next_follow_up_at),
    lastFollowUpAt: r.last_follow_up_at === null ? null : num(r.last_follow_up_at),
    followUpCount: num(r.follow_up_count),
    createdAt: num(r.created_at),
    updatedAt: num(r.updated_at),
    version: num(r.version),
  };
}
