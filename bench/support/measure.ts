// What the server benchmarks share: percentiles, RESULT lines, and HTTP calls on a lean
// keep-alive connection (keep-alive-client.ts: node:http's and fetch's client-side cost is not the server's).
import type { KeepAliveClient } from './keep-alive-client';

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;

/** p50 and p95 of a set of samples. */
export const summarize = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95) };
};

/** One line that bench/run.mjs collects into bench/results/latest.md. */
export const result = (value: Record<string, unknown>) => console.log(`RESULT ${JSON.stringify(value)}`);

/** POSTs JSON on a keep-alive connection; answers the body. */
export const post = async (client: KeepAliveClient, path: string, body: string, headers: Record<string, string>) => (await client.request('POST', path, headers, body)).body;
/** GETs `path` on a keep-alive connection; answers the body. */
export const get = async (client: KeepAliveClient, path: string) => (await client.request('GET', path)).body;

/**
 * Runs `run` `times` times in a row, pushing each run's microseconds to `into` when `keep`.
 * A synchronous run (raw SQL) is not awaited, so it pays no microtask the API side does not.
 */
export async function timeBlock(times: number, keep: boolean, into: number[], run: () => unknown): Promise<void> {
  for (let i = 0; i < times; i++) {
    const t = process.hrtime.bigint();
    const pending = run();
    if (pending instanceof Promise) await pending;
    if (keep) into.push(Number(process.hrtime.bigint() - t) / 1000);
  }
}

/**
 * Each client POSTs its body to `path` again and again until the server refuses (101, e.g. no
 * funds or no stock left) or answers anything else: the race every "never below zero" benchmark
 * runs. Answers the successes, the refusals, the other failures and the seconds it took.
 */
export async function raceUntilRefused(clients: KeepAliveClient[], path: string, bodyOf: (client: number) => string, headers: Record<string, string>) {
  let successes = 0;
  let refusals = 0;
  let failures = 0;
  const started = performance.now();
  await Promise.all(
    clients.map(async (client, c) => {
      const body = bodyOf(c);
      for (;;) {
        const code = (JSON.parse(await post(client, path, body, headers)) as { resultcode: number }).resultcode;
        if (code === 1) successes++;
        else {
          if (code === 101) refusals++;
          else failures++;
          return;
        }
      }
    }),
  );
  return { successes, refusals, failures, seconds: (performance.now() - started) / 1000 };
}
