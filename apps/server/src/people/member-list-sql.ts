import type { MemberSummary } from '@careops/core/contract';
import type { DialectName } from '../db/connect';
import type { BodyOf } from '../http/handler-types';
import { maskPhone } from '../list/masking';
import type { SqlFragment } from '../list/sql-list';
import { containsIndexedSql } from '../list/substring-search';
import { rangeSql, type HotListPlan } from './hot-list';
import { num } from './people-access';

/** getMemberList as plain SQL: members are platform-wide (no station scoping). */
export type MemberFilter = BodyOf<'getMemberList'>;

export interface MemberRow {
  id: number;
  sort_value: number | string;
  phone: string;
  nickname: string;
  real_name: string;
  gender: string;
  status: number;
  ecoin_cents: number;
  patient_count: number | string | null;
  last_login_at: number | null;
  created_at: number;
  updated_at: number;
  version: number;
}

export function memberListPlan(filter: MemberFilter, dialect: DialectName): HotListPlan {
  const where: SqlFragment[] = [];
  if (filter.phone) where.push(containsIndexedSql('m', 'members.phone', filter.phone, dialect));
  if (filter.nickname) where.push(containsIndexedSql('m', 'members.nickname', filter.nickname, dialect));
  if (filter.status !== undefined) where.push({ text: 'm.status = ?', params: [filter.status] });
  where.push(...rangeSql('m.created_at', filter.registeredFrom, filter.registeredTo));
  return {
    from: 'members m',
    where,
    idColumn: 'm.id',
    sortColumns: { id: 'm.id', createdAt: 'm.created_at', nickname: 'm.nickname', ecoinCents: 'm.ecoin_cents' },
    select: `m.phone, m.nickname, m.real_name, m.gender, m.status, m.ecoin_cents, m.last_login_at, m.created_at, m.updated_at, m.version,
 (select count(*) from patients pt where pt.member_id = m.id) as patient_count`,
    rows: 'members m on m.id = p.id',
  };
}

export function memberSummaryOf(r: MemberRow): MemberSummary {
  return {
    id: num(r.id),
    phone: maskPhone(r.phone),
    nickname: r.nickname,
    realName: r.real_name,
    gender: r.gender,
    status: num(r.status),
    ecoinCents: num(r.ecoin_cents),
    patientCount: num(r.patient_count),
    lastLoginAt: r.last_login_at === null ? null : num(r.last_login_at),
    createdAt: num(r.created_at),
    updatedAt: num(r.updated_at),
    version: num(r.version),
  };
}
