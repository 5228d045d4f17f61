import pty from '@lydell/node-pty';
import { careopsBin, cleanEnv } from './run-careops';
import { VirtualScreen } from './virtual-screen';

export interface ConsolePtyOptions {
  env: Record<string, string>;
  columns?: number;
  rows?: number;
  args?: string[];
  /** Another copy of the CLI's bin/careops.js to run. */
  bin?: string;
}

/**
 * The real `careops` process on a real pseudo-terminal (node-pty), its output applied to a
 * virtual screen: a test types keys and waits for what the screen shows.
 */
export class ConsolePty {
  readonly screen: VirtualScreen;
  /** Everything written, as written (escape sequences included). */
  raw = '';
  readonly exited: Promise<number>;
  private readonly term: pty.IPty;
  private waiters: Array<() => void> = [];

  constructor(options: ConsolePtyOptions) {
    const columns = options.columns ?? 120;
    const rows = options.rows ?? 30;
    this.screen = new VirtualScreen(columns, rows);
    const env = cleanEnv({ TERM: 'xterm-256color', ...options.env });
    // Ink draws only the last frame when it believes it runs in CI (and colours follow CI's rules).
    delete env.CI;
    delete env.CONTINUOUS_INTEGRATION;
    this.term = pty.spawn(process.execPath, [options.bin ?? careopsBin, ...(options.args ?? [])], { name: 'xterm-256color', cols: columns, rows, env });
    this.term.onData((data) => {
      this.raw += data;
      this.screen.write(data);
      for (const wake of this.waiters.splice(0)) wake();
    });
    this.exited = new Promise((resolve) => this.term.onExit(({ exitCode }) => resolve(exitCode)));
  }

  get pid(): number {
    return this.term.pid;
  }

  /** Sends keys as a terminal would (`\r` is Enter, `\u001b` Escape, `\u0003` Ctrl+C). */
  press(keys: string): void {
    this.term.write(keys);
  }

  resize(columns: number, rows: number): void {
    this.screen.resize(columns, rows);
    this.term.resize(columns, rows);
  }

  /** Resolves once the screen shows `pattern` (a line matches), with the screen. */
  async waitFor(pattern: RegExp | ((screen: string) => boolean), timeoutMs = 15_000): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    const test = typeof pattern === 'function' ? pattern : (s: string) => pattern.test(s);
    for (;;) {
      const shown = this.screen.toString();
      if (test(shown)) return shown;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`the screen never showed ${String(pattern)}; it shows:\n${shown}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(left, 200));
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** The next output after now (a redraw), resolved with the time it arrived. */
  nextOutput(timeoutMs = 5_000): Promise<number> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no output')), timeoutMs);
      this.waiters.push(() => {
        clearTimeout(timer);
        resolve(performance.now());
      });
    });
  }

  kill(): void {
    try {
      this.term.kill();
    } catch {
      // already gone
    }
  }
}
