import type { Io } from '../io/io';
import { mountProgress, type ProgressHandle } from '../ink/progress';

export interface ProgressReporter {
  /** `ctx.progress`: the bar appears on the first report. */
  report(done: number, total: number): void;
  /** Draws the last state and releases the terminal. */
  finish(): Promise<void>;
}

/**
 * A live progress bar on stderr for long commands (bulk verbs, `list --all`), only when stderr
 * is a terminal with a width and the output is not JSON. Ink is loaded on the first report (inside
 * mountProgress), so a command that reports nothing never loads it.
 */
export function progressReporter(io: Io, label: string, enabled: boolean): ProgressReporter {
  let latest = { done: 0, total: 0 };
  let mounting: Promise<ProgressHandle> | undefined;
  let failed = false;
  // A pseudo-terminal without a size (columns 0) would get one character per line.
  const show = enabled && io.stderr.isTTY === true && (io.stderr.columns ?? 0) > 0;
  return {
    report(done, total) {
      if (!show || failed) return;
      latest = { done, total };
      if (!mounting) {
        mounting = mountProgress(io.stderr as NodeJS.WriteStream, { label, ...latest });
        mounting.catch(() => (failed = true));
      } else {
        void mounting.then((handle) => handle.update(latest), () => undefined);
      }
    },
    async finish() {
      if (!mounting) return;
      try {
        const handle = await mounting;
        handle.update(latest);
        handle.finish();
      } catch {
        // The bar is a courtesy; a terminal that cannot show it changes nothing else.
      }
    },
  };
}
