import type { CommandContext } from '@careops/core/commands';
import { t } from '@careops/core/i18n';
import { CliError } from '../errors/cli-error';
import type { Io } from '../io/io';
import { CliSession } from '../session/cli-session';
import { loadConsoleModel, visibleLists } from './console-model';
import { themeFor } from './console-theme';
import { consoleWidth, isPlainText } from './console-width';
import { QUEUE_POLL_MS, readQueueCounts } from './queue-counts';
import { liveFeed } from './live-feed';
import { menuEntries } from './menu-entries';
import { reasonFile } from './reason-file';
import { requestsOnTheWire } from '../io/requests-on-the-wire';
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
  const ctx: CommandContext = { api: session.api, channel: 'cli', session: commandSession, signOut: async () => session.signOut() };
  // The counts' requests go out first and the server answers while the areas, Ink and React
  // load (never before the checks above); handled here only so an early failure waits for the
  // await below.
  const counts = readQueueCounts(session.api, permissions);
  counts.catch(() => undefined);
  await requestsOnTheWire();
  const { mountConsole, prepareConsole } = await import('./mount-console');
  const [, initialCounts, model] = await Promise.all([prepareConsole(), counts, loadConsoleModel()]);
  const width = consoleWidth(() => import('string-width').then((m) => m.default));
  // string-width before the first frame only when the start screen has more than plain ASCII.
  const firstTexts = menuEntries(visibleLists(model, ctx), initialCounts).flatMap((e) => [e.group, e.title]);
  if (!firstTexts.every(isPlainText)) await width.load();
  const env: ConsoleEnv = {
    model,
    ctx,
    api: session.api,
    server: session.server,
    user: commandSession?.user ?? null,
    permissions,
    theme: themeFor(io.env),
    widthOf: width.widthOf,
    reasons: reasonFile(session.dir),
    pollMs: pollInterval(io.env),
    initialCounts,
    live: liveFeed(session),
  };
  // The areas' commands load once the first frame is drawn, before the first key is read (the
  // palette, a list and a command need the registry); string-width after them, before any
  // list's rows, a round trip away.
  await mountConsole(io, env, async () => {
    setTimeout(() => void width.load(), 0);
    await model.loadCommands();
  });
}
