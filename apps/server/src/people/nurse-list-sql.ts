import type { NurseSummary } from '@careops/core/contract';
import type { DialectName } from '../db/connect';
import type { BodyOf } from '../http/handler-types';
import { maskPhone } from '../list/masking';
import { inIdsSql, type SqlFragment } from '../list/sql-list';
import { containsIndexedSql } from '../list/substring-search';
import type { HotListPlan } from './hot-list';
import { num } from './people-access';

/** getNurseList as plain SQL: station-scoped by studio; the certificate filter reads the expiry index. */
export type NurseFilter = BodyOf<'getNurseList'>;

export interface NurseRow {
  id: number;
  sort_value: number | string;
  name: string;
  phone: string;
  gender: string;
  studio_id: number;
  studio_name: string;
  title: string;
  years_of_practice: number;
  status: number;
  rating_x10: number;
  orders_completed: number;
  certificate_no: string;
  certificate_expires_at: number;
  created_at: number;
  updated_at: number;
  version: number;
}

const DAY = 86_400_000;

export function nurseListPlan(filter: NurseFilter, stations: number[] | null, dialect: DialectName, now = Date.now()): HotListPlan {
  const where: SqlFragment[] = [];
  if (stations) where.push(inIdsSql('n.studio_id', stations));
  if (filter.name) where.push(containsIndexedSql('n', 'nurses.name', filter.name, dialect));
  if (filter.phone) where.push(containsIndexedSql('n', 'nurses.phone', filter.phone, dialect));
  if (filter.studioId !== undefined) where.push({ text: 'n.studio_id = ?', params: [filter.studioId] });
  if (filter.title) where.push({ text: 'n.title = ?', params: [filter.title] });
  if (filter.status !== undefined) where.push({ text: 'n.status = ?', params: [filter.status] });
  if (filter.expiringWithinDays !== undefined) where.push({ text: 'n.certificate_expires_at <= ?', params: [now + filter.expiringWithinDays * DAY] });
  return {
    from: 'nurses n',
    where,
    idColumn: 'n.id',
    sortColumns: {
      id: 'n.id',
      createdAt: 'n.created_at',
      name: 'n.name',
      rating: 'n.rating_x10',
      certificateExpiresAt: 'n.certificate_expires_at',
      ordersCompleted: 'n.orders_completed',
    },
    select: `n.name, n.phone, n.gender, n.studio_id, s.name as studio_name, n.title, n.years_of_practice, n.status, n.rating_x10,
 n.orders_completed, n.certificate_no, n.certificate_expires_at, n.created_at, n.updated_at, n.version`,
    rows: 'nurses n on n.id = p.id join studios s on s.id = n.studio_id',
  };
}

export function nurseSummaryOf(r: NurseRow, now = Date.now()): NurseSummary {
  const expiresAt = num(r.certificate_expires_at);
  return {
    id: num(r.id),
    name: r.name,
    phone: maskPhone(r.phone),
    gender: r.gender,
    studio: { id: num(r.studio_id), name: r.studio_name },
    title: r.title,
    yearsOfPractice: num(r.years_of_practice),
    status: num(r.status),
    rating: num(r.rating_x10) / 10,
    ordersCompleted: num(r.orders_completed),
    certificateNo: r.certificate_no,
    certificateExpiresAt: expiresAt,
    certificateExpired: expiresAt <= now,
    createdAt: num(r.created_at),
    updatedAt: num(r.updated_at),
    version: num(r.version),
  };
}
