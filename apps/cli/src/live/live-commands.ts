import { LIVE_TOPICS, type LiveEvent, type LiveTopic } from '@careops/core/client';
import { t } from '@careops/core/i18n';
import { Option, type Command } from 'commander';
import { CliError } from '../errors/cli-error';
import type { Io } from '../io/io';
import { globalFlagsOf } from '../program/global-flags';
import { CliSession } from '../session/cli-session';
import { followLive } from './live-stream';

const countOption = () => new Option('--count <n>', t('security.cmd.count')).argParser((value) => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new CliError('usage', t('security.cmd.countInvalid', { value }));
  return n;
});

/** Runs until the stream stops; Ctrl+C (SIGINT) and SIGTERM stop it cleanly. */
async function untilStopped(run: ReturnType<typeof followLive>): Promise<void> {
  const stop = () => run.stop();
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  try {
    const error = await run.done;
    if (error) throw error;
  } finally {
    process.off('SIGINT', stop);
    process.off('SIGTERM', stop);
  }
}

const jsonLine = (io: Io, event: LiveEvent) => io.stdout.write(`${JSON.stringify(event)}\n`);

/** Connection changes go to stderr, so a script's log shows when the stream is live and stdout stays data. */
function statusLine(io: Io): (live: boolean) => void {
  let shown = false;
  return (live) => {
    if (live === shown) return;
    shown = live;
    io.stderr.write(`${t(live ? 'security.cmd.live.connected' : 'security.cmd.watch.disconnected')}\n`);
  };
}

/**
 * `careops events tail [--topic t…] [--count n]` (one JSON line per event) and `careops sos
 * watch [--count n]` (a live table on a terminal, JSON lines when piped or with --json). They
 * follow the server's push channel, so they are the CLI's own, outside the command registry.
 */
export function addLiveCommands(program: Command, io: Io): void {
  const events = program.commands.find((c) => c.name() === 'events') ?? program.command('events').description(t('security.cmd.tail.title'));
  events
    .command('tail')
    .description(t('security.cmd.tail.title'))
    .addOption(new Option('--topic <topic...>', t('security.cmd.tail.topic')).choices(LIVE_TOPICS.filter((topic) => topic !== 'reset')))
    .addOption(countOption())
    .action(async (options: { topic?: LiveTopic[]; count?: number }, cli: Command) => {
      const session = new CliSession(io, globalFlagsOf(cli).profile);
      await untilStopped(followLive(session, { ...(options.topic ? { topics: options.topic } : {}), ...(options.count ? { count: options.count } : {}), onEvent: (event) => jsonLine(io, event), onStatus: statusLine(io) }));
    });

  const sos = program.commands.find((c) => c.name() === 'sos') ?? program.command('sos');
  sos
    .command('watch')
    .description(t('security.cmd.watch.title'))
    .addOption(countOption())
    .action(async (options: { count?: number }, cli: Command) => {
      const flags = globalFlagsOf(cli);
      const session = new CliSession(io, flags.profile);
      if (io.stdout.isTTY && !flags.json && !flags.csv) {
        // Ink and React load only for the live table.
        const { watchAlarmsOnTerminal } = await import('./sos-watch-view');
        await watchAlarmsOnTerminal(io, session, options.count);
        return;
      }
      await untilStopped(followLive(session, { topics: ['alarm'], ...(options.count ? { count: options.count } : {}), onEvent: (event) => event.topic === 'alarm' && jsonLine(io, event), onStatus: statusLine(io) }));
    });
}
