import { t } from '@careops/core/i18n';
import { sql, type Kysely } from 'kysely';
import { revokeUserSessions } from '../auth/sessions';
import type { Database } from '../db/schema';
import { maskPhone } from '../list/masking';
import { uniqueViolation } from '../list/unique-violation';
import { invalidField } from './user-access';

/** What the audit trail keeps of an account: no password or hash, the phone masked. */
export interface UserSnapshot {
  username: string;
  name: string;
  phone: string;
  status: number;
  isConsult: boolean;
  roleIds: number[];
  stationIds: number[];
}

export async function userSnapshot(db: Kysely<Database>, userId: number): Promise<UserSnapshot> {
  const user = await db.selectFrom('system_users').select(['username', 'name', 'phone', 'status', 'is_consult']).where('id', '=', userId).executeTakeFirstOrThrow();
  const roles = await db.selectFrom('user_roles').select('role_id').where('user_id', '=', userId).orderBy('role_id').execute();
  const stations = await db.selectFrom('user_stations').select('studio_id').where('user_id', '=', userId).orderBy('studio_id').execute();
  return {
    username: user.username,
    name: user.name,
    phone: maskPhone(user.phone),
    status: user.status,
    isConsult: user.is_consult === 1,
    roleIds: roles.map((r) => r.role_id),
    stationIds: stations.map((s) => s.studio_id),
  };
}

/** The fields that differ, as the audit row's before and after. */
export function changedFields<T extends object>(before: T, after: T): { before: Partial<T>; after: Partial<T> } {
  const was: Partial<T> = {};
  const now: Partial<T> = {};
  for (const key of Object.keys(after) as Array<keyof T>) {
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    was[key] = before[key];
    now[key] = after[key];
  }
  return { before: was, after: now };
}

/** Replaces an account's roles and/or stations. */
export async function setUserLinks(db: Kysely<Database>, userId: number, links: { roleIds?: number[] | undefined; stationIds?: number[] | undefined }, now = Date.now()): Promise<void> {
  if (links.roleIds) {
    await db.deleteFrom('user_roles').where('user_id', '=', userId).execute();
    if (links.roleIds.length) await db.insertInto('user_roles').values(links.roleIds.map((role_id) => ({ user_id: userId, role_id, created_at: now }))).execute();
  }
  if (links.stationIds) {
    await db.deleteFrom('user_stations').where('user_id', '=', userId).execute();
    if (links.stationIds.length) await db.insertInto('user_stations').values(links.stationIds.map((studio_id) => ({ user_id: userId, studio_id, created_at: now }))).execute();
  }
}

const usernameTaken = (username: string) => invalidField('username', t('system.validate.usernameTaken', { username }));
const phoneTaken = () => invalidField('phone', t('system.validate.phoneTaken'));

/** 101 naming the field when another account has this username (any case) or phone. */
export async function assertUserFieldsFree(db: Kysely<Database>, fields: { username?: string | undefined; phone?: string | undefined }, exceptId?: number): Promise<void> {
  if (fields.username !== undefined) {
    let query = db.selectFrom('system_users').select('id').where(sql`lower(username)`, '=', fields.username.toLowerCase());
    if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
    if (await query.executeTakeFirst()) throw usernameTaken(fields.username);
  }
  if (fields.phone !== undefined) {
    let query = db.selectFrom('system_users').select('id').where('phone', '=', fields.phone);
    if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
    if (await query.executeTakeFirst()) throw phoneTaken();
  }
}

/** Runs a change; a unique-constraint failure (a race lost to another request) becomes a 101. */
export async function withUniqueUserFields<T>(change: () => Promise<T>, fields: { username?: string | undefined }): Promise<T> {
  try {
    return await change();
  } catch (error) {
    const words = uniqueViolation(error);
    if (words?.includes('username')) throw usernameTaken(fields.username ?? '');
    if (words?.includes('phone')) throw phoneTaken();
    throw error;
  }
}

/** 101 naming `field` when no enabled account would keep the super admin role. */
export async function assertSuperAdminRemains(db: Kysely<Database>, field: string): Promise<void> {
  const row = await db
    .selectFrom('user_roles')
    .innerJoin('roles', 'roles.id', 'user_roles.role_id')
    .innerJoin('system_users', 'system_users.id', 'user_roles.user_id')
    .select('system_users.id')
    .where('roles.code', '=', 'superAdmin')
    .where('system_users.status', '=', 1)
    .executeTakeFirst();
  if (!row) throw invalidField(field, t('system.validate.lastSuperAdmin'));
}

/**
 * What a status change does to sessions. Disabling: every call with the account's tokens
 * answers 105 at once (authentication reads the status on every request), so the sessions are
 * dead from this moment; answers how many were live. Enabling again revokes them all, so no
 * token issued before the disable comes back to life. (Revoking at disable time would make
 * those calls answer 103 instead of the spec's 105.)
 */
export async function applyStatusChange(db: Kysely<Database>, userId: number, from: number, to: number, now = Date.now()): Promise<number> {
  if (from === 1 && to === 0) {
    const live = await db
      .selectFrom('sessions')
      .select(sql<number>`count(*)`.as('n'))
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .where('absolute_expires_at', '>', now)
      .where('idle_expires_at', '>', now)
      .executeTakeFirst();
    return Number(live?.n ?? 0);
  }
  if (from === 0 && to === 1) await revokeUserSessions(db, userId, 'disabled', now);
  return 0;
}
