import type { CommandContext } from '@careops/core/commands';
import { t } from '@careops/core/i18n';
import { render } from 'ink';
import stringWidth from 'string-width';
import { CliError } from '../errors/cli-error';
import type { Io } from '../io/io';
import { CliSession } from '../session/cli-session';
import { loadConsoleModel } from './console-model';
import { themeFor } from './console-theme';
import { QUEUE_POLL_MS, readQueueCounts } from './queue-counts';
import { reasonFile } from './reason-file';
import { ConsoleApp } from './view/console-app';
import { ConsoleEnvProvider, type ConsoleEnv } from './view/console-context';

/** Switches to the terminal's alternate screen (the shell's screen comes back on leaving) and back. */
const ENTER_SCREEN = '\u001b[?1049h\u001b[H';
const LEAVE_SCREEN = '\u001b[?25h\u001b[?1049l';

/** The console's start-up, for the benchmark: set `CAREOPS_CONSOLE_POLL_MS` to poll faster in tests. */
function pollInterval(env: Record<string, string | undefined>): number {
  const given = Number(env.CAREOPS_CONSOLE_POLL_MS);
  return Number.isInteger(given) && given >= 200 ? given : QUEUE_POLL_MS;
}

/**
 * Opens the interactive console on the terminal (`careops` with no arguments, `careops ui`) and
 * resolves when the person quits. Off a terminal it is a usage error. The session is checked
 * (the queue counts are read) before the screen is taken, so a signed-out profile gets the
 * usual message and exit code. The screen is given back on quit, on a crash (the error is then
 * printed as any command's) and on SIGTERM/SIGHUP.
 */
export async function openConsole(io: Io, profile: string | undefined): Promise<void> {
  if (io.stdin.isTTY !== true || io.stdout.isTTY !== true) throw new CliError('usage', t('console.notTerminal'));
  const session = new CliSession(io, profile);
  session.requireSignedIn();
  const commandSession = session.commandSession();
  const permissions = commandSession?.permissions ?? new Set<string>();
  const [model, initialCounts] = await Promise.all([loadConsoleModel(), readQueueCounts(session.api, permissions)]);
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
  };

  const stdout = io.stdout as NodeJS.WriteStream;
  const stdin = io.stdin as NodeJS.ReadStream;
  let restored = false;
  const restore = () => {
    if (restored) return;
    restored = true;
    stdout.write(LEAVE_SCREEN);
    if (stdin.isTTY) stdin.setRawMode(false);
  };
  stdout.write(ENTER_SCREEN);
  // A crash outside React (an unhandled rejection ends the process) still gives the screen back.
  process.once('exit', restore);
  const instance = render(
    <ConsoleEnvProvider value={env}>
      <ConsoleApp />
    </ConsoleEnvProvider>,
    { stdout, stdin, stderr: io.stderr as NodeJS.WriteStream, exitOnCtrlC: false, patchConsole: false, incrementalRendering: true, maxFps: 120 },
  );
  const stop = () => instance.unmount();
  process.once('SIGTERM', stop);
  process.once('SIGHUP', stop);
  try {
    await instance.waitUntilExit();
  } finally {
    process.off('SIGTERM', stop);
    process.off('SIGHUP', stop);
    instance.cleanup();
    restore();
    process.off('exit', restore);
  }
}
