import { t } from '@careops/core/i18n';
import type { Kysely, Transaction } from 'kysely';
import { writeAudit } from '../audit/audit-log';
import { generatePassword, hashPassword } from '../auth/passwords';
import type { Database } from '../db/schema';
import { adminAccount, demoStaff, demoStudios, emptyRoleCode } from './demo-data';
import { applyCatalogue, createBuiltInRoles } from './permission-sync';
import { seedDemoAreas } from './seed-demo-areas';
import { seedDemoBase } from './seed-demo-base';
import { seedDemoPeople } from './seed-demo-people';

interface Account {
  username: string;
  name: string;
  phone: string;
  role: string;
  status: number;
  isConsult: boolean;
  station?: number;
  hash: string;
}

async function insertAccount(trx: Transaction<Database>, account: Account, roleIds: Map<string, number>, studioIds: number[], now: number) {
  const user = await trx
    .insertInto('system_users')
    .values({
      username: account.username,
      name: account.name,
      phone: account.phone,
      password_hash: account.hash,
      status: account.status,
      is_consult: account.isConsult ? 1 : 0,
      avatar: '',
      introduction: '',
      password_changed_at: now,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const roleId = roleIds.get(account.role);
  if (roleId !== undefined) await trx.insertInto('user_roles').values({ user_id: user.id, role_id: roleId, created_at: now }).execute();
  const studioId = account.station === undefined ? undefined : studioIds[account.station];
  if (studioId !== undefined) await trx.insertInto('user_stations').values({ user_id: user.id, studio_id: studioId, created_at: now }).execute();
  const welcome = [
    { kind: 'system', title: t('server.message.welcomeTitle'), body: t('server.message.welcomeBody'), link: '/home' },
    { kind: 'security', title: t('server.message.passwordTitle'), body: t('server.message.passwordBody'), link: null },
  ];
  await trx
    .insertInto('staff_messages')
    .values(welcome.map((m) => ({ user_id: user.id, ...m, read_at: null, created_at: now, updated_at: now })))
    .execute();
  return user.id;
}

async function insertStudios(trx: Transaction<Database>, now: number): Promise<number[]> {
  const ids: number[] = [];
  for (const s of demoStudios) {
    const row = await trx
      .insertInto('studios')
      .values({
        name: s.name,
        practice_licence_no: s.practiceLicenceNo,
        business_licence_no: s.businessLicenceNo,
        contact_name: s.contactName,
        phone: s.phone,
        region: s.region,
        address: s.address,
        service_radius_km: s.serviceRadiusKm,
        status: s.status,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  return ids;
}

export interface FirstStartOptions {
  adminPassword: string | undefined;
  demo: boolean;
}

export interface FirstStartOutcome {
  /** False when another process seeded the database first. */
  seeded: boolean;
  /** The admin password, when it was generated here (print it once). */
  generatedPassword?: string;
}

/**
 * Seeds an empty database in one transaction: the app_meta marker (which makes it idempotent,
 * even against a concurrent start), permission catalogue, built-in roles, admin and — with
 * demo on — studios, staff (sharing the admin's initial password) and their messages.
 */
export async function seedFirstStart(db: Kysely<Database>, options: FirstStartOptions): Promise<FirstStartOutcome> {
  const password = options.adminPassword ?? generatePassword();
  const people = [{ ...adminAccount, status: 1, isConsult: false }, ...(options.demo ? demoStaff : [])];
  // argon2 runs on the thread pool: hash every account at once, before the transaction.
  // One more hash, shared by the extra demo staff (demo-people.ts).
  const hashes = await Promise.all([...people, ...(options.demo ? [null] : [])].map(() => hashPassword(password)));
  const now = Date.now();
  const seeded = await db.transaction().execute(async (trx) => {
    const marker = await trx
      .insertInto('app_meta')
      .values({ key: 'seeded_at', value: String(now) })
      .onConflict((oc) => oc.column('key').doNothing())
      .executeTakeFirst();
    if (Number(marker.numInsertedOrUpdatedRows ?? 0) === 0) return false;
    const roleIds = await createBuiltInRoles(trx, now);
    await applyCatalogue(trx, now);
    if (options.demo) {
      const empty = await trx
        .insertInto('roles')
        .values({ code: emptyRoleCode, name: t('server.role.noPermissions'), built_in: 0, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      roleIds.set(emptyRoleCode, empty.id);
    }
    const studioIds = options.demo ? await insertStudios(trx, now) : [];
    const ids: number[] = [];
    for (const [i, person] of people.entries()) {
      ids.push(await insertAccount(trx, { ...person, hash: hashes[i] ?? '' }, roleIds, studioIds, now));
    }
    if (options.demo) {
      await seedDemoPeople(trx, hashes[people.length] ?? '', roleIds, studioIds, ids[0] ?? 0, now);
      await seedDemoAreas(trx, await seedDemoBase(trx, studioIds, ids[0] ?? 0, now));
    }
    await writeAudit(trx, { actorId: null, channel: 'system', address: '' }, {
      action: 'system.seed',
      entity: 'app_meta',
      after: { accounts: people.map((p) => p.username), studios: studioIds.length, demo: options.demo },
    }, now);
    return true;
  });
  return seeded ? { seeded, ...(options.adminPassword === undefined ? { generatedPassword: password } : {}) } : { seeded };
}
