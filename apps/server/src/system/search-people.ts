import { t } from '@careops/core/i18n';
import { sql, type SqlBool } from 'kysely';
import { maskPhone } from '../list/masking';
import { inStations } from '../list/station-scope';
import { containsText } from '../list/text-match';
import { phoneDigits, type RecordSearch } from './record-search';

/** Name matches, or the phone's digits when the query looks like a phone number. */
function nameOrPhone(nameColumns: string[], phoneColumn: string, q: string, dialect: Parameters<typeof containsText>[2]) {
  const digits = phoneDigits(q);
  const matches = nameColumns.map((c) => containsText(c, q, dialect));
  if (digits) matches.push(containsText(phoneColumn, digits, dialect));
  return sql<SqlBool>`(${sql.join(matches, sql` or `)})`;
}

/** Members by nickname, real name or phone (platform-wide). */
const members: RecordSearch = {
  permission: 'memberManagement',
  async search(ctx, q, limit) {
    const rows = await ctx.db
      .selectFrom('members')
      .select(['id', 'nickname', 'real_name', 'phone'])
      .where(nameOrPhone(['members.nickname', 'members.real_name'], 'members.phone', q, ctx.services.dialect))
      .orderBy('nickname')
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows.map((r) => ({
      kind: 'memberManagement',
      id: r.id,
      title: r.nickname,
      subtitle: t('people.ui.search.member', { name: r.real_name || r.nickname, phone: maskPhone(r.phone) }),
      path: `/member-detail/${r.id}`,
    }));
  },
};

/** Nurses by name or phone, within the caller's stations. */
const nurses: RecordSearch = {
  permission: 'serviceNurse',
  async search(ctx, q, limit) {
    const rows = await ctx.db
      .selectFrom('nurses')
      .leftJoin('studios', 'studios.id', 'nurses.studio_id')
      .select(['nurses.id as id', 'nurses.name as name', 'nurses.phone as phone', 'studios.name as studio'])
      .where(inStations('nurses.studio_id', await ctx.signedIn().stationIds()))
      .where(nameOrPhone(['nurses.name'], 'nurses.phone', q, ctx.services.dialect))
      .orderBy('nurses.name')
      .orderBy('nurses.id')
      .limit(limit)
      .execute();
    return rows.map((r) => ({
      kind: 'serviceNurse',
      id: r.id,
      title: r.name,
      subtitle: t('people.ui.search.nurse', { studio: r.studio ?? '', phone: maskPhone(r.phone) }),
      path: `/service-nurse-det/${r.id}`,
    }));
  },
};

/** Patients by name or phone (platform-wide). */
const patients: RecordSearch = {
  permission: 'coverService',
  async search(ctx, q, limit) {
    const rows = await ctx.db
      .selectFrom('patients')
      .innerJoin('members', 'members.id', 'patients.member_id')
      .select(['patients.id as id', 'patients.name as name', 'patients.phone as phone', 'members.nickname as member'])
      .where(nameOrPhone(['patients.name'], 'patients.phone', q, ctx.services.dialect))
      .orderBy('patients.name')
      .orderBy('patients.id')
      .limit(limit)
      .execute();
    return rows.map((r) => ({
      kind: 'coverService',
      id: r.id,
      title: r.name,
      subtitle: t('people.ui.search.patient', { member: r.member, phone: maskPhone(r.phone) }),
      path: `/cover-service-detail/${r.id}`,
    }));
  },
};

/** The people area's kinds of the palette's `#` search (see record-search.ts). */
export const peopleRecordSearches: readonly RecordSearch[] = [members, nurses, patients];
