import type { SearchHit } from '@careops/core/contract';
import { t } from '@careops/core/i18n';
import { sql, type SqlBool } from 'kysely';
import type { Handler } from '../http/handler-types';
import { maskPhone } from '../list/masking';
import { userInStations } from '../list/station-scope';
import { containsText } from '../list/text-match';
import { phoneDigits, type RecordSearch } from './record-search';
import { orderRecordSearches } from './search-orders';
import { peopleRecordSearches } from './search-people';

const MAX_HITS = 20;

const systemUsers: RecordSearch = {
  permission: 'systemUser',
  async search(ctx, q, limit) {
    const dialect = ctx.services.dialect;
    const digits = phoneDigits(q);
    const byText = [containsText('system_users.username', q, dialect), containsText('system_users.name', q, dialect)];
    const matches = digits ? [...byText, containsText('system_users.phone', digits, dialect)] : byText;
    const rows = await ctx.db
      .selectFrom('system_users')
      .select(['id', 'username', 'name', 'phone'])
      .where(userInStations('system_users.id', await ctx.signedIn().stationIds()))
      .where(sql<SqlBool>`(${sql.join(matches, sql` or `)})`)
      .orderBy('username')
      .limit(limit)
      .execute();
    return rows.map((r) => ({ kind: 'systemUser', id: r.id, title: r.username, subtitle: t('system.search.userSubtitle', { name: r.name, phone: maskPhone(r.phone) }), path: `/system/user?id=${r.id}` }));
  },
};

const systemRoles: RecordSearch = {
  permission: 'systemRole',
  async search(ctx, q, limit) {
    const dialect = ctx.services.dialect;
    const rows = await ctx.db
      .selectFrom('roles')
      .select(['id', 'code', 'name', (eb) => eb.selectFrom('user_roles').select(sql<number>`count(*)`.as('n')).whereRef('user_roles.role_id', '=', 'roles.id').as('users')])
      .where(sql<SqlBool>`(${containsText('roles.name', q, dialect)} or ${containsText('roles.code', q, dialect)})`)
      .orderBy('name')
      .limit(limit)
      .execute();
    return rows.map((r) => ({ kind: 'systemRole', id: r.id, title: r.name, subtitle: t('system.search.roleSubtitle', { users: Number(r.users ?? 0) }), path: `/system/role?id=${r.id}` }));
  },
};

/** Every kind, in the order hits are listed. */
export const recordSearches: readonly RecordSearch[] = [systemUsers, systemRoles, ...orderRecordSearches, ...peopleRecordSearches];

/**
 * How many hits of each kind to show: turn by turn one more of each kind that has more, so a
 * query matching many orders (`1234`, digits of phones) still lists the members it matches.
 */
export function fairShares(found: readonly number[], max: number): number[] {
  const taken = found.map(() => 0);
  let left = max;
  while (left > 0) {
    let gave = false;
    for (const [index, count] of found.entries()) {
      if (left > 0 && taken[index]! < count) {
        taken[index]! += 1;
        left -= 1;
        gave = true;
      }
    }
    if (!gave) break;
  }
  return taken;
}

/**
 * searchRecords: the palette's `#` mode. Each kind is searched only when the caller holds its
 * page's permission, and within its stations; phones appear masked; at most MAX_HITS in all,
 * shared fairly between the kinds that match, listed kind by kind.
 */
export const searchRecords: Handler<'searchRecords'> = async (ctx) => {
  const q = ctx.body.q;
  const auth = ctx.signedIn();
  const allowed = await Promise.all(recordSearches.map((s) => ctx.services.queries.has(auth.userId, s.permission)));
  const found: SearchHit[][] = [];
  for (const [index, kind] of recordSearches.entries()) found.push(allowed[index] ? await kind.search(ctx, q, MAX_HITS) : []);
  const shares = fairShares(found.map((hits) => hits.length), MAX_HITS);
  return { hits: found.flatMap((hits, index) => hits.slice(0, shares[index])) };
};
