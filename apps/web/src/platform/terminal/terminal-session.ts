import { messageOf } from '@careops/core/client';
import {
  parseCommandLine,
  renderResultCsv,
  renderResultJson,
  splitGlobalFlags,
  tokenize,
  type CommandContext,
  type CommandRegistry,
  type CommandResult,
  type GlobalFlags,
} from '@careops/core/commands';
import { t } from '@careops/core/i18n';
import type { KeyValueStorage } from '../keyboard/recent-entries';
import { appendHistory, loadHistory, saveHistory } from './terminal-history';
import { parseLiveLine, runLiveLine, type LiveFollower } from './terminal-live';

export type TerminalLine =
  | { id: number; kind: 'input'; prompt: string; text: string }
  | { id: number; kind: 'text'; text: string; tone: 'plain' | 'muted' | 'error' | 'success' }
  | { id: number; kind: 'result'; result: CommandResult };

/** A line before it gets its id. */
export type LineBody = TerminalLine extends infer L ? (L extends TerminalLine ? Omit<L, 'id'> : never) : never;

/** A question a running command asks (ctx.confirm / ctx.prompt), answered at the prompt. */
export interface TerminalQuestion {
  label: string;
  secret: boolean;
  confirm: boolean;
  answer(text: string | null): void;
}

export interface TerminalState {
  lines: TerminalLine[];
  history: string[];
  busy: boolean;
  question: TerminalQuestion | null;
  /** Items finished of a running bulk command (ctx.progress); null when none is reported. */
  progress: { done: number; total: number } | null;
}

export interface TerminalDeps {
  registry: CommandRegistry;
  /** The terminal command context (channel 'terminal'); confirm, prompt and navigate are replaced. */
  context(): CommandContext;
  navigate(path: string): void;
  storage: KeyValueStorage | undefined;
  userId: number;
  prompt: string;
  /** Saves what a command writes to a file (`orders export -o FILE`): a download (terminal-output.ts). */
  writeOutput?: CommandContext['writeOutput'];
  /** The console's origin, for the URL `open --json` answers, as `careops` gives it. */
  serverUrl?: string;
  /** Follows the live channel, for `sos watch` and `events tail` (terminal-live.ts); without it they are unknown commands. */
  follow?: LiveFollower;
}

// Most lines kept on screen; older ones scroll away for good.
const SCROLLBACK = 1000;
const YES = /^\s*y(es)?\s*$/i;

/**
 * One user's terminal: scrollback, history, and running typed lines through the registry
 * (the same parser as `careops`). Framework-free; the panel subscribes to it.
 */
export class TerminalSession {
  private state: TerminalState;
  private nextId = 1;
  private listeners = new Set<() => void>();
  /** Stops the live command following the push channel, while one runs. */
  private stopLive: (() => void) | null = null;

  constructor(private deps: TerminalDeps) {
    this.state = { lines: [this.line({ kind: 'text', text: t('keyboard.terminal.welcome'), tone: 'muted' })], history: loadHistory(deps.storage, deps.userId), busy: false, question: null, progress: null };
  }

  get userId(): number {
    return this.deps.userId;
  }

  /** Replaces the deps that change while the session lives (context, navigation). */
  update(deps: Pick<TerminalDeps, 'context' | 'navigate' | 'prompt'> & Partial<Pick<TerminalDeps, 'writeOutput' | 'serverUrl' | 'follow'>>): void {
    this.deps = { ...this.deps, ...deps };
  }

  getState = (): TerminalState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private line(body: LineBody): TerminalLine {
    return { ...body, id: this.nextId++ };
  }

  private set(patch: Partial<TerminalState>): void {
    this.state = { ...this.state, ...patch };
    this.listeners.forEach((l) => l());
  }

  /** Prints text as a command's output (a file written to `-`, `--json`, `--csv`). */
  printOutput(text: string): void {
    this.print({ kind: 'text', text: text.endsWith('\n') ? text.slice(0, -1) : text, tone: 'plain' });
  }

  private print(...lines: LineBody[]): void {
    this.set({ lines: [...this.state.lines, ...lines.map((l) => this.line(l))].slice(-SCROLLBACK) });
  }

  clear(): void {
    this.set({ lines: [] });
  }

  /** Ctrl+C: drops a pending question (as "no"), stops a live command, or echoes the abandoned line. */
  interrupt(input: string): void {
    const q = this.state.question;
    if (q) return q.answer(null);
    if (this.stopLive) return this.stopLive();
    this.print({ kind: 'input', prompt: this.deps.prompt, text: `${input}^C` });
  }

  private ask(label: string, secret: boolean, confirm: boolean): Promise<string | null> {
    return new Promise((resolve) => {
      const question: TerminalQuestion = {
        label,
        secret,
        confirm,
        answer: (text) => {
          if (this.state.question !== question) return;
          this.print({ kind: 'input', prompt: label, text: text === null ? '^C' : secret ? t('keyboard.terminal.secretEcho') : text });
          this.set({ question: null });
          resolve(text);
        },
      };
      this.set({ question });
    });
  }

  /** Enter at the prompt: answers a pending question, or runs the line. */
  async submit(input: string): Promise<void> {
    const question = this.state.question;
    if (question) return question.answer(input);
    if (this.state.busy) return this.print({ kind: 'text', text: t('keyboard.terminal.busy'), tone: 'error' });
    this.print({ kind: 'input', prompt: this.deps.prompt, text: input });
    if (!input.trim()) return;
    const history = appendHistory(this.state.history, input);
    this.set({ history });
    saveHistory(this.deps.storage, this.deps.userId, history);
    await this.run(input);
  }

  private async run(input: string): Promise<void> {
    const words = tokenize(input).tokens.map((tk) => tk.value);
    const base = this.deps.context();
    if (words[0] === 'clear' && !this.deps.registry.findByCli(['clear'])) {
      if (words.length > 1) return this.print({ kind: 'text', text: t('keyboard.terminal.clearArgs'), tone: 'error' });
      return this.clear();
    }
    // `--json`, `--csv`, `--yes` and `--profile` are careops's own options, taken anywhere in the line.
    const split = splitGlobalFlags(input);
    if (!split.ok) return this.print({ kind: 'text', text: split.error, tone: 'error' });
    const { flags } = split;
    if (flags.profile !== undefined) this.print({ kind: 'text', text: t('daily.terminal.profileIgnored', { profile: flags.profile }), tone: 'muted' });
    if (flags.lang !== undefined) this.print({ kind: 'text', text: t('daily.terminal.langIgnored', { lang: flags.lang }), tone: 'muted' });
    let navigated: string | undefined;
    const ctx: CommandContext = {
      ...base,
      ...(this.deps.writeOutput ? { writeOutput: this.deps.writeOutput } : {}),
      confirm: flags.yes ? async () => true : async (message) => YES.test((await this.ask(t('keyboard.terminal.confirm', { message }), false, true)) ?? ''),
      prompt: async (label, options) => {
        const answer = await this.ask(`${label}:`, options?.secret ?? false, false);
        if (answer === null) throw new Error(t('keyboard.terminal.cancelled'));
        return answer;
      },
      navigate: (path) => {
        navigated = path;
        this.deps.navigate(path);
      },
      progress: (done, total) => this.set({ progress: { done, total } }),
    };
    const { follow } = this.deps;
    const live = follow ? parseLiveLine(tokenize(split.line).tokens.map((tk) => tk.value)) : null;
    if (typeof live === 'string') return this.print({ kind: 'text', text: live, tone: 'error' });
    if (live && follow) {
      // As `careops sos watch`: --json or --csv print the events as JSON lines.
      return this.runLive(() => runLiveLine(live, { json: flags.json || flags.csv, api: base.api, follow, sink: this.liveSink, onStop: (stop) => (this.stopLive = stop) }));
    }
    const parsed = parseCommandLine(this.deps.registry, split.line, ctx);
    if (!parsed.ok) return this.print({ kind: 'text', text: parsed.error, tone: 'error' });
    this.set({ busy: true });
    try {
      const result = await parsed.command.run(ctx, parsed.args);
      this.show(result, navigated, flags);
      const topics = parsed.args['command'];
      if (parsed.command.id === 'help' && !(Array.isArray(topics) && topics.length > 0)) {
        this.print({ kind: 'text', text: t('keyboard.terminal.clearHelp'), tone: 'plain' });
      }
    } catch (error) {
      this.print({ kind: 'text', text: messageOf(error), tone: 'error' });
    } finally {
      this.set({ busy: false, progress: null });
    }
  }

  private readonly liveSink = {
    print: (body: LineBody): number => {
      const line = this.line(body);
      this.set({ lines: [...this.state.lines, line].slice(-SCROLLBACK) });
      return line.id;
    },
    replace: (id: number, body: LineBody): void => this.set({ lines: this.state.lines.map((l) => (l.id === id ? { ...body, id } : l)) }),
    printOutput: (text: string): void => this.printOutput(text),
  };

  private async runLive(run: () => Promise<void>): Promise<void> {
    this.set({ busy: true });
    try {
      await run();
    } catch (error) {
      this.print({ kind: 'text', text: messageOf(error), tone: 'error' });
    } finally {
      this.stopLive = null;
      this.set({ busy: false });
    }
  }

  private show(result: CommandResult, navigated: string | undefined, flags: GlobalFlags): void {
    if (result.kind === 'navigate' && navigated !== result.path) this.deps.navigate(result.path);
    if (flags.json) return this.printOutput(renderResultJson(result, this.deps.serverUrl ? { serverUrl: this.deps.serverUrl } : {}));
    const csv = flags.csv ? renderResultCsv(result) : null;
    if (csv !== null) return this.printOutput(csv);
    if (result.kind === 'navigate') {
      this.print({ kind: 'text', text: t('keyboard.terminal.opened', { title: result.title, path: result.path }), tone: 'success' });
    } else if (result.kind === 'none') {
      this.print({ kind: 'text', text: t('keyboard.terminal.done'), tone: 'success' });
    } else {
      this.print({ kind: 'result', result });
    }
  }
}
