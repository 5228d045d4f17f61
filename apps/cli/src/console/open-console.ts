import type { CommandContext } from '@careops/core/commands';
import { t } from '@careops/core/i18n';
import { CliError } from '../errors/cli-error';
import type { Io } from '../io/io';
import { CliSession } from '../session/cli-session';
import { loadConsoleModel } from './console-model';
import { themeFor } from './console-theme';
import { QUEUE_POLL_MS, readQueueCounts } from './queue-counts';
import { liveFeed } from './live-feed';
import { reasonFile } from './reason-file';
import type { ConsoleEnv } from './view/console-context';

/** How often the header's counts refresh: `CAREOPS_CONSOLE_POLL_MS` (200 ms or more) when set, for tests. */
function pollInterval(env: Record<string, string | undefined>): number {
  const given = Number(env.CAREOPS_CONSOLE_POLL_MS);
  return Number.isInteger(given) && given >= 200 ? given : QUEUE_POLL_MS;
}

/**
 * Opens the interactive console on the terminal (`careops` with no arguments, `careops ui`) and
 * resolves when the person quits. Off a terminal it is a usage error. The session is checked
 * (the queue counts are read) before the screen is taken, so a signed-out profile gets the
 * usual message and exit code; off a terminal and signed out, Ink is never loaded.
 */
export async function openConsole(io: Io, profile: string | undefined): Promise<void> {
  if (io.stdin.isTTY !== true || io.stdout.isTTY !== true) throw new CliError('usage', t('console.notTerminal'));
  const session = new CliSession(io, profile);
  session.requireSignedIn();
  const commandSession = session.commandSession();
  const permissions = commandSession?.permissions ?? new Set<string>();
  // Ink, React and the views load beside the registry and the first counts, never before the checks above.
  const [model, initialCounts, mount, stringWidth] = await Promise.all([
    loadConsoleModel(),
    readQueueCounts(session.api, permissions),
    import('./mount-console'),
    import('string-width').then((m) => m.default),
  ]);
  const ctx: CommandContext = { api: session.api, channel: 'cli', session: commandSession, signOut: async () => session.signOut() };
  const env: ConsoleEnv = {
    model,
    ctx,
    api: session.api,
    server: session.server,
    user: commandSession?.user ?? null,
    permissions,
    theme: themeFor(io.env),
    widthOf: stringWidth,
    reasons: reasonFile(session.dir),
    pollMs: pollInterval(io.env),
    initialCounts,
    live: liveFeed(session),
  };
  await mount.mountConsole(io, env);
}
