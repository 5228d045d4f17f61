import type { PermissionTreeNode } from '@careops/core/contract';
import type { Handler } from '../http/handler-types';
import { listWindow } from '../list/list-query';
import { containsText } from '../list/text-match';
import { loadRoleDetail, loadRoleSummaries } from './role-queries';

const roleSortColumns = { id: 'roles.id', code: 'roles.code', name: 'roles.name', createdAt: 'roles.created_at', updatedAt: 'roles.updated_at' };

/** getRoleList: roles by name (part) and built-in flag, with user and node counts. */
export const getRoleList: Handler<'getRoleList'> = async (ctx) => {
  const { name, builtIn } = ctx.body;
  let from = ctx.db.selectFrom('roles');
  if (name) from = from.where(containsText('roles.name', name, ctx.services.dialect));
  if (builtIn !== undefined) from = from.where('roles.built_in', '=', builtIn ? 1 : 0);
  const { ids, ...page } = await listWindow({ from, idColumn: 'roles.id', sortColumns: roleSortColumns, ...ctx.body });
  return { ...page, list: await loadRoleSummaries(ctx.db, ids) };
};

/** getRole: one role with the ids and codes of its permission nodes. */
export const getRole: Handler<'getRole'> = async (ctx) => loadRoleDetail(ctx.db, ctx.body.roleId);

/** getPermissionTree: every stored permission node as a tree (siblings by `num`, then id). */
export const getPermissionTree: Handler<'getPermissionTree'> = async (ctx) => {
  const rows = await ctx.db.selectFrom('permission_nodes').select(['id', 'parent_id', 'code', 'name', 'icon', 'num', 'ismenu']).orderBy('num').orderBy('id').execute();
  const nodes = new Map<number, PermissionTreeNode>(rows.map((r) => [r.id, { id: r.id, code: r.code, name: r.name, icon: r.icon, num: r.num, ismenu: r.ismenu, children: [] }]));
  const tree: PermissionTreeNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id);
    if (!node) continue;
    const parent = row.parent_id === 0 ? undefined : nodes.get(row.parent_id);
    (parent ? parent.children : tree).push(node);
  }
  return { tree };
};
