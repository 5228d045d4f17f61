import type { PatientSummary } from '@careops/core/contract';
import type { DialectName } from '../db/connect';
import type { BodyOf } from '../http/handler-types';
import { maskIdNumber, maskPhone } from '../list/masking';
import type { SqlFragment } from '../list/sql-list';
import { containsIndexedSql } from '../list/substring-search';
import type { HotListPlan } from './hot-list';
import { num } from './people-access';

/** getPatientList as plain SQL: platform-wide; members joined into the filter only for the member phone. */
export type PatientFilter = BodyOf<'getPatientList'>;

export interface PatientRow {
  id: number;
  sort_value: number | string;
  name: string;
  member_id: number;
  member_nickname: string;
  member_phone: string;
  relationship: string;
  id_type: string;
  id_number: string;
  gender: string;
  birth_date: string;
  phone: string;
  region: string;
  address: string;
  created_at: number;
  updated_at: number;
  version: number;
}

export function patientListPlan(filter: PatientFilter, dialect: DialectName): HotListPlan {
  const where: SqlFragment[] = [];
  if (filter.name) where.push(containsIndexedSql('pt', 'patients.name', filter.name, dialect));
  if (filter.memberPhone) where.push(containsIndexedSql('m', 'members.phone', filter.memberPhone, dialect));
  if (filter.memberId !== undefined) where.push({ text: 'pt.member_id = ?', params: [filter.memberId] });
  if (filter.relationship) where.push({ text: 'pt.relationship = ?', params: [filter.relationship] });
  if (filter.idType) where.push({ text: 'pt.id_type = ?', params: [filter.idType] });
  return {
    from: filter.memberPhone ? 'patients pt join members m on m.id = pt.member_id' : 'patients pt',
    where,
    idColumn: 'pt.id',
    sortColumns: { id: 'pt.id', createdAt: 'pt.created_at', name: 'pt.name' },
    select: `pt.name, m.id as member_id, m.nickname as member_nickname, m.phone as member_phone, pt.relationship, pt.id_type, pt.id_number,
 pt.gender, pt.birth_date, pt.phone, pt.region, pt.address, pt.created_at, pt.updated_at, pt.version`,
    rows: 'patients pt on pt.id = p.id join members m on m.id = pt.member_id',
  };
}

export function patientSummaryOf(r: PatientRow): PatientSummary {
  return {
    id: num(r.id),
    name: r.name,
    member: { id: num(r.member_id), nickname: r.member_nickname, phone: maskPhone(r.member_phone) },
    relationship: r.relationship,
    idType: r.id_type,
    idNumber: maskIdNumber(r.id_number),
    gender: r.gender,
    birthDate: r.birth_date,
    phone: maskPhone(r.phone),
    region: r.region,
    address: r.address,
    createdAt: num(r.created_at),
    updatedAt: num(r.updated_at),
    version: num(r.version),
  };
}
