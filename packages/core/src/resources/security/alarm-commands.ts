import * as z from 'zod';
import type { AnyCommandDef, CommandResult } from '../../commands/types';
import { endpointRoutes } from '../../contract/endpoint-routes';
import { t } from '../../i18n/translate';
import { formatValue } from '../format-value';
import { recordOf } from '../verbs/rows';
import { alarmsResource } from './alarms';

const id = z.coerce.number().int().positive().max(9_999_999_999);

const raiseArgs = z.object({
  nurse: id,
  order: id.optional(),
  drill: z.boolean().optional(),
});

/**
 * `careops sos raise --nurse <id> [--order <id>] --drill`: a drill alarm, raised as the nurse's
 * app would (notified, escalated, pushed live) and marked as a drill everywhere. Real alarms
 * come only from the nurse app's field endpoint, so `--drill` is required.
 */
export const sosRaiseCommand: AnyCommandDef = {
  id: 'alarms.raise',
  get title() {
    return t('security.cmd.raise.title');
  },
  group: 'security',
  keywords: ['sos', 'alarm', 'drill'],
  cli: ['sos', 'raise'],
  args: raiseArgs,
  get argHelp() {
    return { nurse: t('security.cmd.raise.nurse'), order: t('security.cmd.raise.order'), drill: t('security.cmd.raise.drill') };
  },
  permission: endpointRoutes.raiseDrill.permission,
  faces: { palette: false },
  async run(ctx, given): Promise<CommandResult> {
    const input = given as z.infer<typeof raiseArgs>;
    if (!input.drill) return { kind: 'text', text: t('security.cmd.raise.drillRequired') };
    const alarm = await ctx.api.call('raiseDrill', { nurseId: input.nurse, ...(input.order ? { orderId: input.order } : {}) });
    return recordOf(alarmsResource, alarm as unknown as Record<string, unknown>);
  },
};

const credentialArgs = z.object({ nurse: id, label: z.string().trim().max(50).optional() });

/** `careops sos credential --nurse <id>`: a field credential for the nurse app, printed once. */
export const sosCredentialCommand: AnyCommandDef = {
  id: 'alarms.credential',
  get title() {
    return t('security.cmd.credential.title');
  },
  group: 'security',
  keywords: ['sos', 'nurse app', 'token'],
  cli: ['sos', 'credential'],
  args: credentialArgs,
  get argHelp() {
    return { nurse: t('security.cmd.raise.nurse'), label: t('security.cmd.credential.label') };
  },
  permission: endpointRoutes.issueFieldCredential.permission,
  faces: { palette: false },
  async run(ctx, given): Promise<CommandResult> {
    const input = given as z.infer<typeof credentialArgs>;
    const issued = await ctx.api.call('issueFieldCredential', { nurseId: input.nurse, label: input.label ?? '' });
    return {
      kind: 'record',
      fields: [
        { label: t('security.res.nurse'), value: String(issued.nurseId) },
        { label: t('security.cmd.credential.token'), value: issued.token },
      ],
      data: issued,
    };
  },
};

const revokeArgs = z.object({ nurse: id, credential: id.optional() });

/** `careops sos revoke-credential --nurse <id> [--credential <id>]`: the nurse's field credentials in use stop working at once. */
export const sosRevokeCredentialCommand: AnyCommandDef = {
  id: 'alarms.revokeCredential',
  get title() {
    return t('security.cmd.revoke.title');
  },
  group: 'security',
  keywords: ['sos', 'nurse app', 'token', 'lost device'],
  cli: ['sos', 'revoke-credential'],
  args: revokeArgs,
  get argHelp() {
    return { nurse: t('security.cmd.raise.nurse'), credential: t('security.cmd.revoke.credential') };
  },
  permission: endpointRoutes.revokeFieldCredentials.permission,
  async run(ctx, given): Promise<CommandResult> {
    const input = given as z.infer<typeof revokeArgs>;
    const revoked = await ctx.api.call('revokeFieldCredentials', { nurseId: input.nurse, ...(input.credential ? { credentialId: input.credential } : {}) });
    return {
      kind: 'record',
      fields: [
        { label: t('security.res.nurse'), value: String(revoked.nurseId) },
        { label: t('security.cmd.revoke.revoked'), value: revoked.revokedIds.join(', ') },
        { label: t('security.cmd.revoke.at'), value: formatValue({ key: 'revokedAt', title: 'security.cmd.revoke.at', format: 'date' }, revoked.revokedAt) },
      ],
      data: revoked,
    };
  },
};
