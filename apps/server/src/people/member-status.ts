import { t } from '@careops/core/i18n';
import type { Handler } from '../http/handler-types';
import { claimVersion, staleVersion } from '../list/optimistic';
import { entityWord, invalidField, notFoundOf, num } from './people-access';

/** alterMemberStatus: enable (1) or disable (0) a member at the version read. */
export const alterMemberStatus: Handler<'alterMemberStatus'> = async (ctx) => {
  const b = ctx.body;
  return ctx.mutate(async (trx, audit) => {
    const before = await trx.selectFrom('members').select(['status', 'version']).where('id', '=', b.memberId).executeTakeFirst();
    if (!before) throw notFoundOf('member');
    if (num(before.version) !== b.version) throw staleVersion();
    if (num(before.status) === b.status) throw invalidField('status', t(b.status === 1 ? 'people.server.memberAlreadyEnabled' : 'people.server.memberAlreadyDisabled'));
    const version = await claimVersion(trx, 'members', b.memberId, b.version, entityWord('member'));
    await trx.updateTable('members').set({ status: b.status }).where('id', '=', b.memberId).execute();
    await audit({ action: 'memberManagement.status', entity: 'member', entityId: b.memberId, before: { status: num(before.status), version: b.version }, after: { status: b.status, version } });
    return { id: b.memberId, status: b.status, version };
  });
};
