import type { SearchHit } from '@careops/core/contract';
import { t } from '@careops/core/i18n';
import { sql, type SqlBool } from 'kysely';
import type { DialectName } from '../db/connect';
import { maskPhone } from '../list/masking';
import { inStations } from '../list/station-scope';
import { containsText } from '../list/text-match';
import { phoneDigits, type RecordSearch } from './record-search';
import { INITIALS_CANDIDATES, initialsCandidates, initialsOf, matchesInitials } from './search-name-initials';

/** Name matches, or the phone's digits (any part: the last four find a person) when the query looks like a phone number. */
function nameOrPhone(nameColumns: string[], phoneColumn: string, q: string, dialect: DialectName) {
  const digits = phoneDigits(q);
  const matches = nameColumns.map((c) => containsText(c, q, dialect));
  if (digits) matches.push(containsText(phoneColumn, digits, dialect));
  return sql<SqlBool>`(${sql.join(matches, sql` or `)})`;
}

/**
 * Rows whose phone ends with the query's digits (its last four) come first. Without digits an
 * expression that ties every row (PostgreSQL refuses a bare constant in ORDER BY).
 */
function phoneEndFirst(phoneColumn: string, q: string) {
  const digits = phoneDigits(q);
  return digits ? sql`case when ${sql.ref(phoneColumn)} like ${`%${digits}`} then 0 else 1 end` : sql`${sql.ref(phoneColumn)} is null`;
}

/**
 * The rows found by text, then (when the query reads as initials, `zs`) the newest candidates
 * whose names have those initials; each row once, at most `limit`.
 */
async function withInitials<R extends { id: number }>(
  q: string,
  limit: number,
  byText: () => Promise<R[]>,
  candidates: (initials: string, max: number) => Promise<R[]>,
  namesOf: (row: R) => Array<string | null>,
): Promise<R[]> {
  const rows = await byText();
  const initials = initialsOf(q);
  if (!initials || rows.length >= limit) return rows;
  const seen = new Set(rows.map((r) => r.id));
  for (const row of await candidates(initials, INITIALS_CANDIDATES)) {
    if (rows.length >= limit) break;
    if (seen.has(row.id)) continue;
    for (const name of namesOf(row)) {
      if (name && (await matchesInitials(name, initials))) {
        rows.push(row);
        seen.add(row.id);
        break;
      }
    }
  }
  return rows;
}

/** Members by nickname, real name (or their pinyin initials) or phone (platform-wide). */
const members: RecordSearch = {
  permission: 'memberManagement',
  async search(ctx, q, limit) {
    const dialect = ctx.services.dialect;
    const base = () => ctx.db.selectFrom('members').select(['id', 'nickname', 'real_name', 'phone']);
    const rows = await withInitials(
      q,
      limit,
      () => base().where(nameOrPhone(['members.nickname', 'members.real_name'], 'members.phone', q, dialect)).orderBy(phoneEndFirst('members.phone', q)).orderBy('nickname').orderBy('id').limit(limit).execute(),
      (initials, max) =>
        base()
          .where(sql<SqlBool>`(${initialsCandidates('members.real_name', initials, dialect)} or ${initialsCandidates('members.nickname', initials, dialect)})`)
          .orderBy('id', 'desc')
          .limit(max)
          .execute(),
      (r) => [r.real_name, r.nickname],
    );
    return rows.map((r) => ({
      kind: 'memberManagement',
      id: r.id,
      title: r.nickname,
      subtitle: t('people.ui.search.member', { name: r.real_name || r.nickname, phone: maskPhone(r.phone) }),
      path: `/member-detail/${r.id}`,
    }));
  },
};

/** Nurses by name (or its pinyin initials) or phone, within the caller's stations. */
const nurses: RecordSearch = {
  permission: 'serviceNurse',
  async search(ctx, q, limit) {
    const dialect = ctx.services.dialect;
    const stations = await ctx.signedIn().stationIds();
    const base = () =>
      ctx.db
        .selectFrom('nurses')
        .leftJoin('studios', 'studios.id', 'nurses.studio_id')
        .select(['nurses.id as id', 'nurses.name as name', 'nurses.phone as phone', 'studios.name as studio'])
        .where(inStations('nurses.studio_id', stations));
    const rows = await withInitials(
      q,
      limit,
      () => base().where(nameOrPhone(['nurses.name'], 'nurses.phone', q, dialect)).orderBy(phoneEndFirst('nurses.phone', q)).orderBy('nurses.name').orderBy('nurses.id').limit(limit).execute(),
      (initials, max) => base().where(initialsCandidates('nurses.name', initials, dialect)).orderBy('nurses.id', 'desc').limit(max).execute(),
      (r) => [r.name],
    );
    return rows.map((r) => ({
      kind: 'serviceNurse',
      id: r.id,
      title: r.name,
      subtitle: t('people.ui.search.nurse', { studio: r.studio ?? '', phone: maskPhone(r.phone) }),
      path: `/service-nurse-det/${r.id}`,
    }));
  },
};

/** Patients by name (or its pinyin initials) or phone (platform-wide). */
const patients: RecordSearch = {
  permission: 'coverService',
  async search(ctx, q, limit) {
    const dialect = ctx.services.dialect;
    const base = () =>
      ctx.db
        .selectFrom('patients')
        .innerJoin('members', 'members.id', 'patients.member_id')
        .select(['patients.id as id', 'patients.name as name', 'patients.phone as phone', 'members.nickname as member']);
    const rows = await withInitials(
      q,
      limit,
      () => base().where(nameOrPhone(['patients.name'], 'patients.phone', q, dialect)).orderBy(phoneEndFirst('patients.phone', q)).orderBy('patients.name').orderBy('patients.id').limit(limit).execute(),
      (initials, max) => base().where(initialsCandidates('patients.name', initials, dialect)).orderBy('patients.id', 'desc').limit(max).execute(),
      (r) => [r.name],
    );
    return rows.map(
      (r): SearchHit => ({
        kind: 'coverService',
        id: r.id,
        title: r.name,
        subtitle: t('people.ui.search.patient', { member: r.member, phone: maskPhone(r.phone) }),
        path: `/cover-service-detail/${r.id}`,
      }),
    );
  },
};

/** The people area's kinds of the palette's `#` search (see record-search.ts). */
export const peopleRecordSearches: readonly RecordSearch[] = [members, nurses, patients];
