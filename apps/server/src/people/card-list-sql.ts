import type { AssistiveCardSummary } from '@careops/core/contract';
import { allowedActivationEvents } from '@careops/core/machines';
import type { DialectName } from '../db/connect';
import type { BodyOf } from '../http/handler-types';
import { maskIdNumber, maskPhone } from '../list/masking';
import { containsTextSql, type SqlFragment } from '../list/sql-list';
import { containsIndexedSql } from '../list/substring-search';
import { refOf, type HotListPlan } from './hot-list';
import { num } from './people-access';

/**
 * getAssistiveCardList as plain SQL (fast at 10k+ cards): members are joined into the filtered
 * set only for the member-phone filter. Cards are platform-wide (no station scoping).
 */
export type CardFilter = BodyOf<'getAssistiveCardList'>;

export interface CardRow {
  id: number;
  sort_value: number | string;
  card_no: string;
  holder_name: string;
  id_number: string;
  member_id: number;
  member_nickname: string;
  member_phone: string;
  patient_id: number | null;
  patient_name: string | null;
  disability_kind: string;
  disability_level: number;
  status: number;
  attempt: number;
  valid_from: number;
  valid_until: number;
  submitted_at: number;
  decided_at: number | null;
  decided_by_id: number | null;
  decided_by_name: string | null;
  reason: string;
  version: number;
}

const DAY = 86_400_000;

export function cardListPlan(filter: CardFilter, dialect: DialectName, now = Date.now()): HotListPlan {
  const where: SqlFragment[] = [];
  if (filter.status !== undefined) where.push({ text: 'c.status = ?', params: [filter.status] });
  if (filter.holderName) where.push(containsTextSql('c.holder_name', filter.holderName, dialect));
  if (filter.cardNo) where.push(containsTextSql('c.card_no', filter.cardNo, dialect));
  if (filter.memberPhone) where.push(containsIndexedSql('m', 'members.phone', filter.memberPhone, dialect));
  if (filter.expiringWithinDays !== undefined) where.push({ text: 'c.status = 1 and c.valid_until <= ?', params: [now + filter.expiringWithinDays * DAY] });
  return {
    from: filter.memberPhone ? 'assistive_cards c join members m on m.id = c.member_id' : 'assistive_cards c',
    where,
    idColumn: 'c.id',
    sortColumns: { id: 'c.id', submittedAt: 'c.submitted_at', validUntil: 'c.valid_until' },
    select: `c.card_no, c.holder_name, c.id_number, m.id as member_id, m.nickname as member_nickname, m.phone as member_phone,
 pt.id as patient_id, pt.name as patient_name, c.disability_kind, c.disability_level, c.status, c.attempt, c.valid_from, c.valid_until,
 c.submitted_at, c.decided_at, u.id as decided_by_id, u.name as decided_by_name, c.reason, c.version`,
    rows: `assistive_cards c on c.id = p.id join members m on m.id = c.member_id left join patients pt on pt.id = c.patient_id left join system_users u on u.id = c.decided_by`,
  };
}

const STAFF_EVENTS = new Set(['approve', 'reject']);
const eventsByStatus = new Map<number, string[]>();

/** The decisions a reviewer may take from a stored card status, from the machine (memoised). */
export function cardEvents(status: number): string[] {
  let events = eventsByStatus.get(status);
  if (!events) {
    events = allowedActivationEvents(status).filter((e) => STAFF_EVENTS.has(e));
    eventsByStatus.set(status, events);
  }
  return events;
}

export function cardSummaryOf(r: CardRow): AssistiveCardSummary {
  const status = num(r.status);
  return {
    id: num(r.id),
    cardNo: r.card_no,
    holderName: r.holder_name,
    idNumber: maskIdNumber(r.id_number),
    member: { id: num(r.member_id), nickname: r.member_nickname, phone: maskPhone(r.member_phone) },
    patient: refOf(r.patient_id, r.patient_name),
    disabilityKind: r.disability_kind,
    disabilityLevel: num(r.disability_level),
    status,
    attempt: num(r.attempt),
    validFrom: num(r.valid_from),
    validUntil: num(r.valid_until),
    submittedAt: num(r.submitted_at),
    decidedAt: r.decided_at === null ? null : num(r.decided_at),
    decidedBy: refOf(r.decided_by_id, r.decided_by_name),
    reason: r.reason,
    version: num(r.version),
    allowedEvents: cardEvents(status),
  };
}
