import type { CommandResult } from '@careops/core/commands';
import { t } from '@careops/core/i18n';
import { assertProfileName } from '../config/config-store';
import { CliError } from '../errors/cli-error';
import type { CliSession } from '../session/cli-session';

/** `careops profile list`: every profile, the current one marked. */
export function listProfiles(session: CliSession): CommandResult {
  const config = session.allConfig;
  const names = Object.keys(config.profiles).sort();
  if (names.length === 0) return { kind: 'text', text: t('cli.profile.none') };
  return {
    kind: 'table',
    columns: [
      { key: 'name', title: t('cli.profile.column.name') },
      { key: 'current', title: t('cli.profile.column.current') },
      { key: 'server', title: t('cli.profile.column.server') },
      { key: 'username', title: t('cli.profile.column.username') },
      { key: 'signedIn', title: t('cli.profile.column.signedIn') },
    ],
    rows: names.map((name) => {
      const p = config.profiles[name];
      return {
        name,
        current: name === session.profileName ? t('cli.profile.yes') : '',
        server: p?.server ?? '',
        username: p?.username ?? '',
        signedIn: p?.token ? t('cli.profile.yes') : t('cli.profile.no'),
      };
    }),
  };
}

function existing(session: CliSession, name: string): string {
  assertProfileName(name);
  if (!session.allConfig.profiles[name]) throw new CliError('usage', t('cli.profile.unknown', { name }));
  return name;
}

/** `careops profile use NAME`: the profile later commands use when none is named. */
export function useProfile(session: CliSession, name: string): CommandResult {
  session.useProfile(existing(session, name));
  return { kind: 'text', text: t('cli.profile.current', { name }) };
}

/** `careops profile remove NAME`: revokes its session when the server answers, then forgets it. */
export async function removeProfile(session: CliSession, name: string): Promise<CommandResult> {
  const profile = session.allConfig.profiles[existing(session, name)];
  if (profile?.token && profile.userId !== undefined) {
    const auth = { token: profile.token, userId: profile.userId };
    await session.apiWithAuth(session.serverOverride ?? profile.server, auth).call('logout', {}).catch(() => undefined);
  }
  session.removeProfile(name);
  return { kind: 'text', text: t('cli.profile.removed', { name }) };
}
