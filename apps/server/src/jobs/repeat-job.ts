import type { Services } from '../services';

export interface RepeatOptions {
  /** The first run after this many ms instead of after one period. */
  firstAfterMs?: number;
}

/**
 * Runs `run` every `everyMs` without keeping the process alive, never two runs at once (a run
 * still going when the next is due makes that one skip); a failure is logged as "`name` failed".
 * Answers a stop function.
 */
export function repeatJob(services: Pick<Services, 'log'>, name: string, everyMs: number, run: () => Promise<unknown>, options: RepeatOptions = {}): () => void {
  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    run()
      .catch((error: unknown) => services.log.error({ err: error }, `${name} failed`))
      .finally(() => {
        running = false;
      });
  };
  const first = options.firstAfterMs === undefined ? undefined : setTimeout(tick, options.firstAfterMs);
  first?.unref();
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
