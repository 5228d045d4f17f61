import type { ApplicationSummary } from '@careops/core/contract';
import { allowedReviewEvents } from '@careops/core/machines';
import type { DialectName } from '../db/connect';
import type { BodyOf } from '../http/handler-types';
import { maskPhone } from '../list/masking';
import { inIdsSql, type SqlFragment } from '../list/sql-list';
import { containsIndexedSql } from '../list/substring-search';
import { rangeSql, refOf, type HotListPlan } from './hot-list';
import { num } from './people-access';

/**
 * getNurseExamineList as plain SQL (the review queue must stay fast at 10k+ applications):
 * the nurse table is joined into the filtered set only when a nurse filter asks for it, so
 * the usual queue (status, studio) is counted from the application indexes alone.
 */
export type ApplicationFilter = BodyOf<'getNurseExamineList'>;

export interface ApplicationRow {
  id: number;
  sort_value: number | string;
  status: number;
  attempt: number;
  submitted_at: number;
  decided_at: number | null;
  reason: string;
  version: number;
  studio_id: number;
  studio_name: string;
  nurse_id: number;
  nurse_name: string;
  nurse_phone: string;
  nurse_title: string;
  nurse_status: number;
  decided_by_id: number | null;
  decided_by_name: string | null;
  document_count: number | string;
}

export function applicationListPlan(filter: ApplicationFilter, stations: number[] | null, dialect: DialectName): HotListPlan {
  const where: SqlFragment[] = [];
  if (stations) where.push(inIdsSql('a.studio_id', stations));
  if (filter.status !== undefined) where.push({ text: 'a.status = ?', params: [filter.status] });
  if (filter.studioId !== undefined) where.push({ text: 'a.studio_id = ?', params: [filter.studioId] });
  const byNurse = filter.name !== undefined || filter.phone !== undefined || filter.title !== undefined;
  if (filter.name) where.push(containsIndexedSql('n', 'nurses.name', filter.name, dialect));
  if (filter.phone) where.push(containsIndexedSql('n', 'nurses.phone', filter.phone, dialect));
  if (filter.title) where.push({ text: 'n.title = ?', params: [filter.title] });
  where.push(...rangeSql('a.submitted_at', filter.submittedFrom, filter.submittedTo));
  return {
    from: byNurse ? 'nurse_applications a join nurses n on n.id = a.nurse_id' : 'nurse_applications a',
    where,
    idColumn: 'a.id',
    sortColumns: { id: 'a.id', submittedAt: 'a.submitted_at' },
    select: `a.status, a.attempt, a.submitted_at, a.decided_at, a.reason, a.version, a.studio_id, s.name as studio_name,
 n.id as nurse_id, n.name as nurse_name, n.phone as nurse_phone, n.title as nurse_title, n.status as nurse_status,
 u.id as decided_by_id, u.name as decided_by_name,
 (select count(*) from nurse_documents d where d.application_id = a.id) as document_count`,
    rows: `nurse_applications a on a.id = p.id join nurses n on n.id = a.nurse_id join studios s on s.id = a.studio_id left join system_users u on u.id = a.decided_by`,
  };
}

const STAFF_EVENTS = new Set(['approve', 'reject']);
const eventsByStatus = new Map<number, string[]>();

/** The decisions a reviewer may take from a stored status, from the machine (memoised per status). */
export function applicationEvents(status: number): string[] {
  let events = eventsByStatus.get(status);
  if (!events) {
    events = allowedReviewEvents(status).filter((e) => STAFF_EVENTS.has(e));
    eventsByStatus.set(status, events);
  }
  return events;
}

export function applicationSummaryOf(r: ApplicationRow): ApplicationSummary {
  const status = num(r.status);
  return {
    id: num(r.id),
    nurse: { id: num(r.nurse_id), name: r.nurse_name, phone: maskPhone(r.nurse_phone), title: r.nurse_title, status: num(r.nurse_status) },
    studio: { id: num(r.studio_id), name: r.studio_name },
    status,
    attempt: num(r.attempt),
    submittedAt: num(r.submitted_at),
    decidedAt: r.decided_at === null ? null : num(r.decided_at),
    decidedBy: refOf(r.decided_by_id, r.decided_by_name),
    reason: r.reason,
    documentCount: num(r.document_count),
    version: num(r.version),
    allowedEvents: applicationEvents(status),
  };
}
