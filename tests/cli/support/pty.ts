import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { careopsBin, cleanEnv } from './run-careops';

const shellQuote = (word: string) => `'${word.replace(/'/g, `'\\''`)}'`;

/**
 * `careops` on a real pseudo-terminal (util-linux `script`), for prompts: what a person sees
 * (stdout and stderr together) is in `output`; `type` sends keys once a prompt is shown.
 */
export class PtyCareops {
  output = '';
  readonly exited: Promise<number | null>;
  private readonly child: ChildProcessWithoutNullStreams;
  private waiters: Array<() => void> = [];

  constructor(args: string[], env: Record<string, string>) {
    const command = [process.execPath, careopsBin, ...args].map(shellQuote).join(' ');
    this.child = spawn('script', ['-qfec', command, '/dev/null'], { env: cleanEnv({ ...env, TERM: 'xterm' }), stdio: 'pipe' });
    this.child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      this.output += chunk;
      for (const wake of this.waiters.splice(0)) wake();
    });
    this.child.stderr.setEncoding('utf8').on('data', (chunk: string) => (this.output += chunk));
    this.exited = new Promise((resolve) => this.child.on('close', (code) => resolve(code)));
  }

  /** Resolves with the first match of `pattern` in the output, waiting for it to appear. */
  async waitFor(pattern: RegExp, timeoutMs = 15_000): Promise<RegExpMatchArray> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const match = this.output.match(pattern);
      if (match) return match;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no ${pattern} on the terminal; it shows:\n${this.output}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(left, 250));
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Types a line (Enter is a carriage return on a terminal). */
  typeLine(text: string): void {
    this.child.stdin.write(`${text}\r`);
  }

  /** The output without terminal control sequences and carriage returns. */
  get plainOutput(): string {
    return this.output.replace(/\u001b\[[0-9;?]*[A-Za-z]/g, '').replace(/\r/g, '');
  }

  async finish(): Promise<number | null> {
    const timer = setTimeout(() => this.child.kill('SIGKILL'), 20_000);
    const code = await this.exited;
    clearTimeout(timer);
    this.child.stdin.end();
    return code;
  }
}
