import { LIVE_TOPICS, subscribeLiveEvents, type ApiAuth, type ApiClient, type LiveEvent, type LiveTopic } from '@careops/core/client';
import { t } from '@careops/core/i18n';
import { alarmWatchTable, withAlarmEvent } from '@careops/core/resources';
import type { LineBody } from './terminal-session';

/**
 * `sos watch` and `events tail` in the terminal panel. In `careops` they are the CLI's own
 * commands (outside the registry: they follow the push channel until stopped); the panel runs
 * them itself with the same options and data: `events tail` and `sos watch --json` print one
 * JSON line per event, `sos watch` keeps a table of the open alarms updated in place. Ctrl+C
 * stops; so does `--count N` after N events, or the end of the session.
 */

export type LiveLine = { kind: 'tail'; topics: LiveTopic[]; count?: number } | { kind: 'watch'; count?: number };

/** Follows the live channel until stopped; `onEnd` hears why it stopped on its own (the session ended). */
export type LiveFollower = (options: { topics: readonly LiveTopic[]; onEvent(event: LiveEvent): void; onLive(live: boolean): void; onEnd(reason: string): void }) => { stop(): void };

/** A follower over core's subscription (fetch streaming; the session's headers). */
export function liveFollower(baseURL: string, getAuth: () => ApiAuth | null): LiveFollower {
  return ({ topics, onEvent, onLive, onEnd }) => {
    const subscription = subscribeLiveEvents({
      baseURL,
      getAuth,
      channel: 'terminal',
      ...(topics.length > 0 ? { topics } : {}),
      onEvent,
      onStatus: (status) => onLive(status === 'live'),
      onSignedOut: (error) => {
        subscription.close();
        onEnd(error.message);
      },
    });
    return { stop: () => subscription.close() };
  };
}

const TAIL_TOPICS: readonly LiveTopic[] = LIVE_TOPICS.filter((topic) => topic !== 'reset');

/** The line as a live command: null when it is another command, a string saying what is wrong with it. */
export function parseLiveLine(words: readonly string[]): LiveLine | string | null {
  const command = `${words[0] ?? ''} ${words[1] ?? ''}`;
  if (command !== 'events tail' && command !== 'sos watch') return null;
  const tail = command === 'events tail';
  const topics: LiveTopic[] = [];
  let count: number | undefined;
  for (let i = 2; i < words.length; i += 1) {
    const [name, inline] = words[i]!.split(/=(.*)/s) as [string, string | undefined];
    if (name === '--count') {
      const value = inline ?? words[(i += 1)];
      if (value === undefined) return t('security.cmd.live.missingValue', { option: '--count' });
      const n = Number(value);
      if (!Number.isInteger(n) || n < 1) return t('security.cmd.countInvalid', { value });
      count = n;
    } else if (tail && name === '--topic') {
      // Variadic as in `careops`: the words up to the next option.
      const values = inline !== undefined ? [inline] : [];
      while (inline === undefined && i + 1 < words.length && !words[i + 1]!.startsWith('-')) values.push(words[(i += 1)]!);
      if (values.length === 0) return t('security.cmd.live.missingValue', { option: '--topic' });
      for (const value of values) {
        if (!TAIL_TOPICS.includes(value as LiveTopic)) return t('security.cmd.tail.topicInvalid', { value, choices: TAIL_TOPICS.join(', ') });
        topics.push(value as LiveTopic);
      }
    } else {
      return t('security.cmd.live.unknownOption', { command, option: words[i]!, options: tail ? '--topic, --count' : '--count' });
    }
  }
  const counted = count === undefined ? {} : { count };
  return tail ? { kind: 'tail', topics, ...counted } : { kind: 'watch', ...counted };
}

/** Where a live command writes: new lines, a line replaced in place, command output. */
export interface LiveSink {
  print(body: LineBody): number;
  replace(id: number, body: LineBody): void;
  printOutput(text: string): void;
}

/**
 * Runs a live command until it stops (Ctrl+C through `onStop`'s handle, `--count`, the session
 * ending); the connection's state shows as muted lines, as `careops` writes it on stderr.
 */
export async function runLiveLine(line: LiveLine, options: { json: boolean; api: ApiClient; follow: LiveFollower; sink: LiveSink; onStop(stop: () => void): void }): Promise<void> {
  const { sink } = options;
  const table = line.kind === 'watch' && !options.json;
  let alarms = table ? (await options.api.call('getAlarmList', { status: 'open', limit: 100, sort: '-raisedAt' })).list : [];
  const tableLine = table ? sink.print({ kind: 'result', result: alarmWatchTable(alarms) }) : 0;
  if (table && alarms.length === 0) sink.print({ kind: 'text', text: t('security.cmd.watch.waiting'), tone: 'muted' });
  await new Promise<void>((resolve) => {
    let seen = 0;
    let shownLive = false;
    let finished = false;
    const follow = options.follow({
      topics: line.kind === 'watch' ? ['alarm'] : line.topics,
      onLive: (live) => {
        if (live === shownLive) return;
        shownLive = live;
        sink.print({ kind: 'text', text: t(live ? 'security.cmd.live.connected' : 'security.cmd.watch.disconnected'), tone: 'muted' });
      },
      onEvent: (event) => {
        if (finished) return;
        // As `careops`: every event counts towards --count; `sos watch` shows the alarm ones.
        seen += 1;
        if (table && event.topic === 'alarm') {
          alarms = withAlarmEvent(alarms, event.data.alarm);
          sink.replace(tableLine, { kind: 'result', result: alarmWatchTable(alarms) });
        } else if (line.kind === 'tail' || event.topic === 'alarm') {
          sink.printOutput(JSON.stringify(event));
        }
        if (line.count !== undefined && seen >= line.count) stop(false);
      },
      onEnd: (reason) => {
        sink.print({ kind: 'text', text: reason, tone: 'error' });
        stop(false);
      },
    });
    function stop(byUser: boolean) {
      if (finished) return;
      finished = true;
      follow.stop();
      if (byUser) sink.print({ kind: 'text', text: t('security.cmd.live.stopped'), tone: 'muted' });
      resolve();
    }
    options.onStop(() => stop(true));
  });
}

/** The live commands' words (`sos watch`, `events tail`), completed beside the registry's. */
const LIVE_WORDS: ReadonlyArray<readonly [string, string]> = [
  ['events', 'tail'],
  ['sos', 'watch'],
];

/** Adds the live commands' words to a completion: the first word (`events`) and the second (`watch` after `sos`). */
export function withLiveCommands(completion: { candidates: string[]; replaceFrom: number }, beforeCaret: string): { candidates: string[]; replaceFrom: number } {
  const words = beforeCaret.trimStart().split(/\s+/);
  if (words.length > 2) return completion;
  const partial = (words.at(-1) ?? '').toLowerCase();
  const found = words.length === 1 ? LIVE_WORDS.map(([first]) => first) : LIVE_WORDS.filter(([first]) => first === words[0]).map(([, second]) => second);
  const added = found.filter((word) => word.startsWith(partial) && !completion.candidates.includes(word));
  if (added.length === 0) return completion;
  return { candidates: [...completion.candidates, ...added].sort(), replaceFrom: beforeCaret.length - partial.length };
}
