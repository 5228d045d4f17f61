import { getBusinessTimeZone } from '@careops/core/format';
import { sql } from 'kysely';
import type { Handler } from '../http/handler-types';

/** The caller's own account: identity, roles, stations, consult flag. */
export const getSystemUserInfo: Handler<'getSystemUserInfo'> = async (ctx) => {
  const auth = ctx.signedIn();
  const { db } = ctx;
  const user = await db.selectFrom('system_users').select(['id', 'username', 'phone', 'name', 'is_consult']).where('id', '=', auth.userId).executeTakeFirstOrThrow();
  const roles = await db
    .selectFrom('user_roles as ur')
    .innerJoin('roles as r', 'r.id', 'ur.role_id')
    .select(['r.id', 'r.code', 'r.name'])
    .where('ur.user_id', '=', auth.userId)
    .orderBy('r.id')
    .execute();
  const stations = await db
    .selectFrom('user_stations as us')
    .innerJoin('studios as s', 's.id', 'us.studio_id')
    .select(['s.id', 's.name'])
    .where('us.user_id', '=', auth.userId)
    .orderBy('s.id')
    .execute();
  return { id: user.id, username: user.username, phone: user.phone, name: user.name, roles, stations, isConsult: user.is_consult === 1 };
};

/** Liveness with a database round trip. */
export const healthz: Handler<'healthz'> = async (ctx) => {
  await sql`select 1`.execute(ctx.db);
  return { status: 'ok', database: ctx.services.dialect, timeZone: getBusinessTimeZone() };
};
