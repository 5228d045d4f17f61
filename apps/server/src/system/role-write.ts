import { CareOpsError } from '@careops/core/contract';
import { t } from '@careops/core/i18n';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Handler } from '../http/handler-types';
import { claimVersion, notFound } from '../list/optimistic';
import { uniqueViolation } from '../list/unique-violation';
import { loadRoleDetail } from './role-queries';
import { callerCodes, codesByRole, covers, invalidField } from './user-access';
import { changedFields } from './user-records';

const SUPER_ADMIN = 'superAdmin';

/** The node ids of `codes`: 101 naming `nodeCodes` for unknown codes or codes the caller lacks. */
async function resolveNodeCodes(db: Kysely<Database>, codes: string[], mine: ReadonlySet<string>): Promise<number[]> {
  if (!codes.length) return [];
  const rows = await db.selectFrom('permission_nodes').select(['id', 'code']).where('code', 'in', codes).execute();
  const unknown = codes.filter((c) => !rows.some((r) => r.code === c));
  if (unknown.length) throw invalidField('nodeCodes', t('system.validate.unknownNodes', { codes: unknown.join(', ') }));
  const notHeld = codes.filter((c) => !mine.has(c));
  if (notHeld.length) throw invalidField('nodeCodes', t('system.validate.nodesNotHeld', { codes: notHeld.join(', ') }));
  return rows.map((r) => r.id);
}

async function assertNameFree(db: Kysely<Database>, name: string, exceptId?: number): Promise<void> {
  let query = db.selectFrom('roles').select('id').where(sql`lower(name)`, '=', name.toLowerCase());
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  if (await query.executeTakeFirst()) throw invalidField('name', t('system.validate.roleNameTaken', { name }));
}

/** A code from the name ("Night shift" → nightShift), made unique with a number. */
async function codeFor(db: Kysely<Database>, name: string): Promise<string> {
  const words = name.normalize('NFKD').replace(/[^A-Za-z0-9]+/g, ' ').trim().split(' ').filter(Boolean);
  const camel = words.map((w, i) => (i === 0 ? w.toLowerCase() : w[0]?.toUpperCase() + w.slice(1).toLowerCase())).join('');
  const base = /^[A-Za-z][A-Za-z0-9_]{1,29}$/.test(camel) ? camel : 'role';
  const taken = new Set((await db.selectFrom('roles').select('code').where('code', 'like', `${base}%`).execute()).map((r) => r.code));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}${n}`)) return `${base}${n}`;
}

async function setRoleNodes(db: Kysely<Database>, roleId: number, nodeIds: number[], now: number): Promise<void> {
  await db.deleteFrom('role_permissions').where('role_id', '=', roleId).execute();
  if (nodeIds.length) await db.insertInto('role_permissions').values(nodeIds.map((node_id) => ({ role_id: roleId, node_id, created_at: now }))).execute();
}

async function roleRow(db: Kysely<Database>, roleId: number) {
  const row = await db.selectFrom('roles').select(['id', 'code', 'name', 'built_in']).where('id', '=', roleId).executeTakeFirst();
  if (!row) throw notFound(t('system.entity.role'));
  return row;
}

/** 106 when the role holds a permission the caller lacks (it may not change what it cannot grant). */
async function assertCanChangeRole(db: Kysely<Database>, mine: ReadonlySet<string>, roleId: number): Promise<Set<string>> {
  const codes = (await codesByRole(db, [roleId])).get(roleId) ?? new Set<string>();
  if (!covers(mine, codes)) throw new CareOpsError('permissionDenied', t('system.error.cannotManageRole'));
  return codes;
}

const codeTaken = (code: string) => invalidField('code', t('system.validate.roleCodeTaken', { code }));

/** addRole: a role with exactly the node codes sent (each must exist and be held by the caller). */
export const addRole: Handler<'addRole'> = async (ctx) => {
  const body = ctx.body;
  const mine = await callerCodes(ctx);
  try {
    const id = await ctx.mutate(async (trx, audit) => {
      await assertNameFree(trx, body.name);
      if (body.code && (await trx.selectFrom('roles').select('id').where('code', '=', body.code).executeTakeFirst())) throw codeTaken(body.code);
      const nodeIds = await resolveNodeCodes(trx, body.nodeCodes, mine);
      const code = body.code ?? (await codeFor(trx, body.name));
      const now = Date.now();
      const row = await trx.insertInto('roles').values({ code, name: body.name, built_in: 0, created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow();
      await setRoleNodes(trx, row.id, nodeIds, now);
      await audit({ action: 'systemRole.add', entity: 'role', entityId: row.id, after: { code, name: body.name, nodeCodes: [...body.nodeCodes].sort(), version: 1 } });
      return row.id;
    });
    return loadRoleDetail(ctx.db, id);
  } catch (error) {
    if (uniqueViolation(error)?.includes('code')) throw codeTaken(body.code ?? '');
    throw error;
  }
};

/** editRole: renames and/or replaces the node codes, at the version read; applies at once. */
export const editRole: Handler<'editRole'> = async (ctx) => {
  const body = ctx.body;
  const mine = await callerCodes(ctx);
  await ctx.mutate(async (trx, audit) => {
    const role = await roleRow(trx, body.roleId);
    if (role.code === SUPER_ADMIN) throw invalidField('roleId', t('system.validate.superAdminRole'));
    const codes = await assertCanChangeRole(trx, mine, role.id);
    const now = Date.now();
    const version = await claimVersion(trx, 'roles', role.id, body.version, t('system.entity.role'), now);
    if (body.name !== undefined) {
      await assertNameFree(trx, body.name, role.id);
      await trx.updateTable('roles').set({ name: body.name }).where('id', '=', role.id).execute();
    }
    if (body.nodeCodes) await setRoleNodes(trx, role.id, await resolveNodeCodes(trx, body.nodeCodes, mine), now);
    const diff = changedFields(
      { name: role.name, nodeCodes: [...codes].sort() },
      { name: body.name ?? role.name, nodeCodes: body.nodeCodes ? [...body.nodeCodes].sort() : [...codes].sort() },
    );
    await audit({ action: 'systemRole.edit', entity: 'role', entityId: role.id, before: { ...diff.before, version: body.version }, after: { ...diff.after, version } });
  });
  return loadRoleDetail(ctx.db, body.roleId);
};

/** deleteRole: only a role no account holds (101 naming how many do); never a built-in one. */
export const deleteRole: Handler<'deleteRole'> = async (ctx) => {
  const body = ctx.body;
  const mine = await callerCodes(ctx);
  return ctx.mutate(async (trx, audit) => {
    const role = await roleRow(trx, body.roleId);
    if (role.built_in === 1) throw invalidField('roleId', t('system.validate.builtInRole'));
    const codes = await assertCanChangeRole(trx, mine, role.id);
    await claimVersion(trx, 'roles', role.id, body.version, t('system.entity.role'));
    const held = await trx.selectFrom('user_roles').select(sql<number>`count(*)`.as('n')).where('role_id', '=', role.id).executeTakeFirst();
    const count = Number(held?.n ?? 0);
    if (count > 0) throw invalidField('roleId', t('system.validate.roleInUse', { count }));
    await trx.deleteFrom('roles').where('id', '=', role.id).execute();
    await audit({ action: 'systemRole.delete', entity: 'role', entityId: role.id, before: { code: role.code, name: role.name, nodeCodes: [...codes].sort(), version: body.version } });
    return { id: role.id, deleted: true as const };
  });
};
