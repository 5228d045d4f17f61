import { t } from '@careops/core/i18n';
import type { Handler } from '../http/handler-types';
import { claimVersion, staleVersion } from '../list/optimistic';
import { assertStudioChoosable, assertStudioRecordVisible, entityWord, invalidField, num } from './people-access';

/** Suspend (active 1 → suspended 2) and reactivate (2 → 1); pending and rejected nurses change only through review. */
export const allowedNurseStatuses = (status: number): number[] => (status === 1 ? [2] : status === 2 ? [1] : []);

const NURSE_STATUS_KEYS = ['people.server.nurseStatus.0', 'people.server.nurseStatus.1', 'people.server.nurseStatus.2', 'people.server.nurseStatus.3'] as const;
/** "pending", "active", "suspended", "rejected". */
export const nurseStatusWord = (status: number) => t(NURSE_STATUS_KEYS[status] ?? 'people.server.nurseStatus.0');

/** alterNurseStatus: suspend or reactivate, at the version read; station-scoped. */
export const alterNurseStatus: Handler<'alterNurseStatus'> = async (ctx) => {
  const b = ctx.body;
  await assertStudioRecordVisible(ctx.db, 'nurses', b.nurseId, await ctx.signedIn().stationIds(), 'nurse');
  return ctx.mutate(async (trx, audit) => {
    const before = await trx.selectFrom('nurses').select(['status', 'version']).where('id', '=', b.nurseId).executeTakeFirstOrThrow();
    const status = num(before.status);
    if (num(before.version) !== b.version) throw staleVersion();
    if (!allowedNurseStatuses(status).includes(b.status)) {
      const key = status === b.status ? 'people.server.nurseAlreadyStatus' : 'people.server.nurseStatusNotAllowed';
      throw invalidField('status', t(key, { status: nurseStatusWord(b.status), current: nurseStatusWord(status) }));
    }
    const version = await claimVersion(trx, 'nurses', b.nurseId, b.version, entityWord('nurse'));
    await trx.updateTable('nurses').set({ status: b.status }).where('id', '=', b.nurseId).execute();
    await audit({ action: 'serviceNurse.status', entity: 'nurse', entityId: b.nurseId, before: { status, version: b.version }, after: { status: b.status, version } });
    return { id: b.nurseId, status: b.status, version };
  });
};

/** moveNurseStudio: to another studio; both the current and the new one must be the caller's. */
export const moveNurseStudio: Handler<'moveNurseStudio'> = async (ctx) => {
  const b = ctx.body;
  const stations = await ctx.signedIn().stationIds();
  const from = await assertStudioRecordVisible(ctx.db, 'nurses', b.nurseId, stations, 'nurse');
  const studio = await assertStudioChoosable(ctx.db, b.studioId, stations, 'studioId');
  if (from === b.studioId) throw invalidField('studioId', t('people.server.sameStudio'));
  return ctx.mutate(async (trx, audit) => {
    const version = await claimVersion(trx, 'nurses', b.nurseId, b.version, entityWord('nurse'));
    await trx.updateTable('nurses').set({ studio_id: b.studioId }).where('id', '=', b.nurseId).execute();
    // An application still under review follows the nurse, so the new studio's reviewers see it.
    await trx.updateTable('nurse_applications').set((eb) => ({ studio_id: b.studioId, version: eb('version', '+', 1), updated_at: Date.now() })).where('nurse_id', '=', b.nurseId).where('status', '=', 2).execute();
    await audit({ action: 'serviceNurse.move', entity: 'nurse', entityId: b.nurseId, before: { studioId: from, version: b.version }, after: { studioId: b.studioId, version } });
    return { id: b.nurseId, studio, version };
  });
};
