import * as z from 'zod';
import { messageOf } from '../../client/api-transport-error';
import { CareOpsError } from '../../contract/careops-error';
import { t } from '../../i18n/translate';
import { SIGNED_IN } from '../../permissions/permission-catalogue';
import type { CommandDef } from '../types';

const args = z.object({});

export const logoutCommand: CommandDef<typeof args> = {
  id: 'session.logout',
  get title() {
    return t('commands.logout.title');
  },
  group: 'session',
  keywords: ['sign out', 'log off', 'exit'],
  cli: ['logout'],
  args,
  permission: SIGNED_IN,
  async run(ctx) {
    let reason: string | undefined;
    try {
      await ctx.api.call('logout', {}, { silent: true });
    } catch (error) {
      // A session the server already ended is as good as logged out.
      const gone = error instanceof CareOpsError && (error.code === 'sessionExpired' || error.code === 'accountDisabled');
      if (!gone) reason = messageOf(error);
    }
    // Sign out here even when the server could not be told: the user asked to leave.
    await ctx.signOut();
    return { kind: 'text', text: reason === undefined ? t('commands.logout.done') : t('commands.logout.localOnly', { reason }) };
  },
};
