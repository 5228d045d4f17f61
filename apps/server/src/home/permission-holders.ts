import { CareOpsError } from '@careops/core/contract';
import { t } from '@careops/core/i18n';
import { sql } from 'kysely';
import type { Handler } from '../http/handler-types';

/** How many accounts to name: enough to find someone to ask. */
const USERS_NAMED = 5;
const ENABLED = 1;

/**
 * getPermissionHolders (any signed-in user): the palette's "why can't I". For a permission
 * code, its name, the roles granting it (with how many enabled accounts hold each) and a few
 * enabled accounts to ask. An unknown code is refused naming the field.
 */
export const getPermissionHolders: Handler<'getPermissionHolders'> = async (ctx) => {
  const code = ctx.body.code;
  const node = await ctx.db.selectFrom('permission_nodes').select(['id', 'name']).where('code', '=', code).executeTakeFirst();
  if (!node) throw new CareOpsError('invalidInput', t('error.invalidField', { field: 'code', problem: t('daily.server.unknownPermission', { code }) }), { field: 'code' });
  const granting = ctx.db.selectFrom('role_permissions').select('role_permissions.role_id').where('role_permissions.node_id', '=', node.id);
  const roles = await ctx.db
    .selectFrom('roles')
    .select([
      'roles.name as name',
      (eb) =>
        eb
          .selectFrom('user_roles')
          .innerJoin('system_users', 'system_users.id', 'user_roles.user_id')
          .select(sql<number>`count(*)`.as('n'))
          .whereRef('user_roles.role_id', '=', 'roles.id')
          .where('system_users.status', '=', ENABLED)
          .as('users'),
    ])
    .where('roles.id', 'in', granting)
    .orderBy('roles.name')
    .execute();
  const users = await ctx.db
    .selectFrom('system_users')
    .select(['system_users.name as name', 'system_users.username as username'])
    .where('system_users.status', '=', ENABLED)
    .where('system_users.id', 'in', ctx.db.selectFrom('user_roles').select('user_roles.user_id').where('user_roles.role_id', 'in', granting))
    .orderBy('system_users.username')
    .limit(USERS_NAMED)
    .execute();
  return { code, name: node.name, roles: roles.map((r) => ({ name: r.name, users: Number(r.users ?? 0) })), users };
};
