import { t, type SearchHit } from '@careops/core';
import { sql, type SqlBool } from 'kysely';
import type { Handler } from '../http/handler-types';
import { maskPhone } from '../list/masking';
import { userInStations } from '../list/station-scope';
import { containsText } from '../list/text-match';

const MAX_HITS = 20;

/**
 * searchRecords: the palette's `#` mode. Each kind is searched only when the caller holds its
 * page's permission, and within its stations; phones appear masked. Later areas add their
 * kinds here (orders by number, members by name or phone…).
 */
export const searchRecords: Handler<'searchRecords'> = async (ctx) => {
  const q = ctx.body.q;
  const auth = ctx.signedIn();
  const dialect = ctx.services.dialect;
  const { queries } = ctx.services;
  const [users, roles] = await Promise.all([queries.has(auth.userId, 'systemUser'), queries.has(auth.userId, 'systemRole')]);
  const hits: SearchHit[] = [];
  if (users) {
    const digits = q.replace(/\D/g, '');
    const byText = [containsText('system_users.username', q, dialect), containsText('system_users.name', q, dialect)];
    const matches = digits.length >= 3 && digits === q.replace(/[\s-]/g, '') ? [...byText, containsText('system_users.phone', digits, dialect)] : byText;
    const rows = await ctx.db
      .selectFrom('system_users')
      .select(['id', 'username', 'name', 'phone'])
      .where(userInStations('system_users.id', await auth.stationIds()))
      .where(sql<SqlBool>`(${sql.join(matches, sql` or `)})`)
      .orderBy('username')
      .limit(MAX_HITS)
      .execute();
    for (const r of rows) {
      hits.push({ kind: 'systemUser', id: r.id, title: r.username, subtitle: t('system.search.userSubtitle', { name: r.name, phone: maskPhone(r.phone) }), path: `/system/user?id=${r.id}` });
    }
  }
  if (roles && hits.length < MAX_HITS) {
    const rows = await ctx.db
      .selectFrom('roles')
      .select(['id', 'code', 'name', (eb) => eb.selectFrom('user_roles').select(sql<number>`count(*)`.as('n')).whereRef('user_roles.role_id', '=', 'roles.id').as('users')])
      .where(sql<SqlBool>`(${containsText('roles.name', q, dialect)} or ${containsText('roles.code', q, dialect)})`)
      .orderBy('name')
      .limit(MAX_HITS - hits.length)
      .execute();
    for (const r of rows) {
      hits.push({ kind: 'systemRole', id: r.id, title: r.name, subtitle: t('system.search.roleSubtitle', { users: Number(r.users ?? 0) }), path: `/system/role?id=${r.id}` });
    }
  }
  return { hits };
};
