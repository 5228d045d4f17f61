import { t } from '@careops/core/i18n';
import { hashPassword } from '../auth';
import type { Handler } from '../http/handler-types';
import { claimVersion } from '../list/optimistic';
import { assertCanManage, callerCodes, checkRoleIds, checkStationIds, invalidField } from './user-access';
import { assertUserVisible, loadUserDetail } from './user-queries';
import { applyStatusChange, assertSuperAdminRemains, assertUserFieldsFree, changedFields, setUserLinks, userSnapshot, withUniqueUserFields } from './user-records';

const what = () => t('system.entity.user');

/** addUser (spec): a new account with its roles and stations; audited without the password. */
export const addUser: Handler<'addUser'> = async (ctx) => {
  const body = ctx.body;
  const stations = await ctx.signedIn().stationIds();
  const mine = await callerCodes(ctx);
  const hash = await hashPassword(body.password);
  const id = await withUniqueUserFields(
    () =>
      ctx.mutate(async (trx, audit) => {
        await checkRoleIds(trx, body.roleIds, mine);
        await checkStationIds(trx, body.stationIds, stations, true);
        await assertUserFieldsFree(trx, body);
        const now = Date.now();
        const row = await trx
          .insertInto('system_users')
          .values({
            username: body.username,
            name: body.name,
            phone: body.phone,
            password_hash: hash,
            status: body.status,
            is_consult: body.isConsult ? 1 : 0,
            avatar: '',
            introduction: '',
            password_changed_at: now,
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await setUserLinks(trx, row.id, body, now);
        await audit({ action: 'systemUser.add', entity: 'system_user', entityId: row.id, after: { ...(await userSnapshot(trx, row.id)), version: 1 } });
        return row.id;
      }),
    body,
  );
  return loadUserDetail(ctx.db, id);
};

/**
 * editUser (spec): changes the fields sent, at the version the caller read (104 when stale).
 * A station-bound caller replaces only the stations it sees; the account's others stay.
 * Disabling here ends the account's sessions, as alterUserStatus does.
 */
export const editUser: Handler<'editUser'> = async (ctx) => {
  const body = ctx.body;
  const auth = ctx.signedIn();
  const stations = await auth.stationIds();
  const mine = await callerCodes(ctx);
  await withUniqueUserFields(
    () =>
      ctx.mutate(async (trx, audit) => {
        await assertUserVisible(trx, body.userId, stations);
        await assertCanManage(trx, mine, body.userId);
        if (body.status === 0 && body.userId === auth.userId) throw invalidField('status', t('system.validate.selfDisable'));
        const now = Date.now();
        const before = await userSnapshot(trx, body.userId);
        const version = await claimVersion(trx, 'system_users', body.userId, body.version, what(), now);
        if (body.roleIds) await checkRoleIds(trx, body.roleIds, mine);
        let stationIds = body.stationIds;
        if (stationIds) {
          await checkStationIds(trx, stationIds, stations, true);
          if (stations) stationIds = [...before.stationIds.filter((id) => !stations.includes(id)), ...stationIds];
        }
        await assertUserFieldsFree(trx, body, body.userId);
        const fields = {
          ...(body.username !== undefined ? { username: body.username } : {}),
          ...(body.name !== undefined ? { name: body.name } : {}),
          ...(body.phone !== undefined ? { phone: body.phone } : {}),
          ...(body.status !== undefined ? { status: body.status } : {}),
          ...(body.isConsult !== undefined ? { is_consult: body.isConsult ? 1 : 0 } : {}),
        };
        if (Object.keys(fields).length) await trx.updateTable('system_users').set(fields).where('id', '=', body.userId).execute();
        await setUserLinks(trx, body.userId, { roleIds: body.roleIds, stationIds }, now);
        if (body.roleIds || body.status === 0) await assertSuperAdminRemains(trx, body.roleIds ? 'roleIds' : 'status');
        const sessionsEnded = body.status === undefined ? 0 : await applyStatusChange(trx, body.userId, before.status, body.status, now);
        const diff = changedFields(before, await userSnapshot(trx, body.userId));
        await audit({
          action: 'systemUser.edit',
          entity: 'system_user',
          entityId: body.userId,
          before: { ...diff.before, version: body.version },
          after: { ...diff.after, version, ...(sessionsEnded ? { sessionsEnded } : {}) },
        });
      }),
    body,
  );
  return loadUserDetail(ctx.db, body.userId);
};

/**
 * alterUserStatus (spec): enable (1) or disable (0). Disabling ends the account's sessions:
 * their next call answers 105 (see applyStatusChange).
 */
export const alterUserStatus: Handler<'alterUserStatus'> = async (ctx) => {
  const { userId, status } = ctx.body;
  const auth = ctx.signedIn();
  const stations = await auth.stationIds();
  const mine = await callerCodes(ctx);
  return ctx.mutate(async (trx, audit) => {
    await assertUserVisible(trx, userId, stations);
    await assertCanManage(trx, mine, userId);
    if (status === 0 && userId === auth.userId) throw invalidField('status', t('system.validate.selfDisable'));
    const now = Date.now();
    const before = await trx.selectFrom('system_users').select('status').where('id', '=', userId).executeTakeFirstOrThrow();
    const version = await claimVersion(trx, 'system_users', userId, ctx.body.version, what(), now);
    await trx.updateTable('system_users').set({ status }).where('id', '=', userId).execute();
    if (status === 0) await assertSuperAdminRemains(trx, 'status');
    const sessionsEnded = await applyStatusChange(trx, userId, before.status, status, now);
    await audit({
      action: 'systemUser.status',
      entity: 'system_user',
      entityId: userId,
      before: { status: before.status, version: ctx.body.version },
      after: { status, version, sessionsEnded },
    });
    return { id: userId, status, version, sessionsEnded };
  });
};
