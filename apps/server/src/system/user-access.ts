import { CareOpsError } from '@careops/core/contract';
import { t } from '@careops/core/i18n';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { HandlerContext } from '../http/handler-types';

/**
 * Who may manage whom. A caller may grant a role, or manage an account, only when it holds
 * every permission code the role (the account) holds: no one hands out, or takes over, more
 * than they have. The super admin holds every code, so it covers everyone.
 */

export const invalidField = (field: string, problem: string) => new CareOpsError('invalidInput', t('error.invalidField', { field, problem }), { field });

/** The permission codes the caller holds now (read per request, like the permission check). */
export function callerCodes(ctx: HandlerContext<unknown>): Promise<ReadonlySet<string>> {
  return ctx.services.queries.codes(ctx.signedIn().userId);
}

/** The codes each role holds, for the given roles (all roles when `roleIds` is omitted). */
export async function codesByRole(db: Kysely<Database>, roleIds?: number[]): Promise<Map<number, Set<string>>> {
  let query = db.selectFrom('role_permissions').innerJoin('permission_nodes', 'permission_nodes.id', 'role_permissions.node_id').select(['role_permissions.role_id', 'permission_nodes.code']);
  if (roleIds) query = query.where('role_permissions.role_id', 'in', roleIds.length ? roleIds : [-1]);
  const map = new Map<number, Set<string>>();
  for (const row of await query.execute()) {
    const set = map.get(row.role_id) ?? new Set<string>();
    set.add(row.code);
    map.set(row.role_id, set);
  }
  return map;
}

/** The codes an account holds through its roles. */
export async function codesOfUser(db: Kysely<Database>, userId: number): Promise<Set<string>> {
  const rows = await db
    .selectFrom('user_roles')
    .innerJoin('role_permissions', 'role_permissions.role_id', 'user_roles.role_id')
    .innerJoin('permission_nodes', 'permission_nodes.id', 'role_permissions.node_id')
    .select('permission_nodes.code')
    .where('user_roles.user_id', '=', userId)
    .execute();
  return new Set(rows.map((r) => r.code));
}

export const covers = (mine: ReadonlySet<string>, theirs: Iterable<string>) => [...theirs].every((code) => mine.has(code));

/** 106 when the account holds a permission the caller lacks. */
export async function assertCanManage(db: Kysely<Database>, mine: ReadonlySet<string>, userId: number): Promise<void> {
  if (!covers(mine, await codesOfUser(db, userId))) throw new CareOpsError('permissionDenied', t('system.error.cannotManage'));
}

/** 101 naming `roleIds` for an unknown role or one the caller may not grant. */
export async function checkRoleIds(db: Kysely<Database>, roleIds: number[], mine: ReadonlySet<string>): Promise<void> {
  if (!roleIds.length) return;
  const roles = await db.selectFrom('roles').select(['id', 'name']).where('id', 'in', roleIds).execute();
  const unknown = roleIds.filter((id) => !roles.some((r) => r.id === id));
  if (unknown.length) throw invalidField('roleIds', t('system.validate.unknownIds', { what: t('system.entity.role'), ids: unknown.join(', ') }));
  const codes = await codesByRole(db, roleIds);
  const refused = roles.find((r) => !covers(mine, codes.get(r.id) ?? []));
  if (refused) throw invalidField('roleIds', t('system.validate.roleNotAssignable', { role: refused.name }));
}

/**
 * 101 naming `stationIds` for an unknown station, or — for a station-bound caller — one not
 * theirs or none at all (an account without stations would be headquarters staff).
 */
export async function checkStationIds(db: Kysely<Database>, stationIds: number[], stations: number[] | null, required: boolean): Promise<void> {
  if (stationIds.length) {
    const found = await db.selectFrom('studios').select('id').where('id', 'in', stationIds).execute();
    const unknown = stationIds.filter((id) => !found.some((s) => s.id === id));
    if (unknown.length) throw invalidField('stationIds', t('system.validate.unknownIds', { what: t('system.entity.station'), ids: unknown.join(', ') }));
  }
  if (stations === null) return;
  if (stationIds.some((id) => !stations.includes(id))) throw invalidField('stationIds', t('system.validate.stationOutOfScope'));
  if (required && !stationIds.length) throw invalidField('stationIds', t('system.validate.stationRequired'));
}
