import { t } from '@careops/core/i18n';
import { buildPermissionCatalogue, type PermissionNode } from '@careops/core/permissions';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { builtInRoles, grantedCodes } from './built-in-roles';

interface StoredNode {
  id: number;
  code: string;
  parent_id: number;
  name: string;
  icon: string;
  num: number;
  ismenu: number;
}

export interface CatalogueDiff {
  /** Catalogue nodes not in the database yet, in catalogue order (parents first). */
  missing: PermissionNode[];
  /** Stored nodes whose name, icon, order, menu flag or parent changed. */
  changed: PermissionNode[];
}

const readNodes = (db: Kysely<Database>): Promise<StoredNode[]> =>
  db.selectFrom('permission_nodes').select(['id', 'code', 'parent_id', 'name', 'icon', 'num', 'ismenu']).execute();

/** Compares the core catalogue with the stored nodes (by code; database ids are its own). */
export function diffCatalogue(catalogue: PermissionNode[], stored: StoredNode[]): CatalogueDiff {
  const storedByCode = new Map(stored.map((n) => [n.code, n]));
  const catalogueCode = new Map(catalogue.map((n) => [n.id, n.code]));
  const missing: PermissionNode[] = [];
  const changed: PermissionNode[] = [];
  for (const node of catalogue) {
    const row = storedByCode.get(node.code);
    if (!row) {
      missing.push(node);
      continue;
    }
    const parentCode = catalogueCode.get(node.parentId);
    const storedParent = stored.find((n) => n.id === row.parent_id)?.code;
    if (row.name !== node.name || row.icon !== node.icon || row.num !== node.num || row.ismenu !== node.ismenu || parentCode !== storedParent) {
      changed.push(node);
    }
  }
  return { missing, changed };
}

/**
 * Brings the stored permission nodes in line with the core catalogue: inserts new codes,
 * updates changed ones (never deletes: roles may still hold a retired code) and grants new
 * codes to the built-in roles whose rule covers them. Answers the inserted codes.
 */
export async function applyCatalogue(trx: Kysely<Database>, now = Date.now()): Promise<string[]> {
  const catalogue = buildPermissionCatalogue();
  const stored = await readNodes(trx);
  const { missing, changed } = diffCatalogue(catalogue, stored);
  const idOf = new Map(stored.map((n) => [n.code, n.id]));
  const codeOfCatalogueId = new Map(catalogue.map((n) => [n.id, n.code]));
  const parentIdOf = (node: PermissionNode) => {
    const parentCode = codeOfCatalogueId.get(node.parentId);
    return parentCode === undefined ? 0 : (idOf.get(parentCode) ?? 0);
  };
  for (const node of missing) {
    const row = await trx
      .insertInto('permission_nodes')
      .values({ parent_id: parentIdOf(node), code: node.code, name: node.name, icon: node.icon, num: node.num, ismenu: node.ismenu, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    idOf.set(node.code, row.id);
  }
  for (const node of changed) {
    await trx
      .updateTable('permission_nodes')
      .set((eb) => ({ parent_id: parentIdOf(node), name: node.name, icon: node.icon, num: node.num, ismenu: node.ismenu, updated_at: now, version: eb('version', '+', 1) }))
      .where('code', '=', node.code)
      .execute();
  }
  const inserted = new Set(missing.map((n) => n.code));
  if (inserted.size) {
    const roles = await trx.selectFrom('roles').select(['id', 'code']).where('built_in', '=', 1).execute();
    for (const role of roles) {
      const rule = builtInRoles.find((r) => r.code === role.code);
      if (!rule) continue;
      const grants = [...grantedCodes(rule, catalogue)].filter((c) => inserted.has(c));
      if (!grants.length) continue;
      await trx
        .insertInto('role_permissions')
        .values(grants.map((code) => ({ role_id: role.id, node_id: idOf.get(code) ?? 0, created_at: now })))
        .onConflict((oc) => oc.columns(['role_id', 'node_id']).doNothing())
        .execute();
    }
  }
  return [...inserted];
}

/** Creates the built-in roles (no grants yet: applyCatalogue grants new nodes to them). */
export async function createBuiltInRoles(trx: Kysely<Database>, now = Date.now()): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const rule of builtInRoles) {
    const row = await trx
      .insertInto('roles')
      .values({ code: rule.code, name: t(rule.nameKey), built_in: 1, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.set(rule.code, row.id);
  }
  return ids;
}

/**
 * The start-up check on a seeded database: one read of the nodes; a transaction only when
 * the catalogue changed (a new version of core added routes or action codes).
 */
export async function resyncCatalogue(db: Kysely<Database>): Promise<string[]> {
  const { missing, changed } = diffCatalogue(buildPermissionCatalogue(), await readNodes(db));
  if (!missing.length && !changed.length) return [];
  return db.transaction().execute((trx) => applyCatalogue(trx));
}
