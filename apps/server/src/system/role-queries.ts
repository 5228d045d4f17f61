import type { RoleDetail, RoleSummary } from '@careops/core/contract';
import { t } from '@careops/core/i18n';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { notFound } from '../list/optimistic';

/** The summaries of `ids` (user and node counts), in the order of `ids`. */
export async function loadRoleSummaries(db: Kysely<Database>, ids: number[]): Promise<RoleSummary[]> {
  if (!ids.length) return [];
  const rows = await db
    .selectFrom('roles')
    .select([
      'id',
      'code',
      'name',
      'built_in',
      'created_at',
      'updated_at',
      'version',
      (eb) => eb.selectFrom('user_roles').select(sql<number>`count(*)`.as('n')).whereRef('user_roles.role_id', '=', 'roles.id').as('user_count'),
      (eb) => eb.selectFrom('role_permissions').select(sql<number>`count(*)`.as('n')).whereRef('role_permissions.role_id', '=', 'roles.id').as('node_count'),
    ])
    .where('id', 'in', ids)
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    return [
      {
        id: r.id,
        code: r.code,
        name: r.name,
        builtIn: r.built_in === 1,
        userCount: Number(r.user_count ?? 0),
        nodeCount: Number(r.node_count ?? 0),
        createdAt: r.created_at,
        updatedAt: r.updated_at,
        version: r.version,
      },
    ];
  });
}

/** One role with its permission nodes (ids and codes, by id); 102 when there is none. */
export async function loadRoleDetail(db: Kysely<Database>, roleId: number): Promise<RoleDetail> {
  const [summary] = await loadRoleSummaries(db, [roleId]);
  if (!summary) throw notFound(t('system.entity.role'));
  const nodes = await db
    .selectFrom('role_permissions')
    .innerJoin('permission_nodes', 'permission_nodes.id', 'role_permissions.node_id')
    .select(['permission_nodes.id', 'permission_nodes.code'])
    .where('role_permissions.role_id', '=', roleId)
    .orderBy('permission_nodes.id')
    .execute();
  return { ...summary, nodeIds: nodes.map((n) => n.id), nodeCodes: nodes.map((n) => n.code) };
}
