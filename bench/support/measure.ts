// What the server benchmarks share: percentiles, RESULT lines, and keep-alive HTTP calls made
// with node:http (fetch adds client-side cost that is not the server's).
import { request, type Agent } from 'node:http';

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;

/** p50 and p95 of a set of samples. */
export const summarize = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95) };
};

/** One line that bench/run.mjs collects into bench/results/latest.md. */
export const result = (value: Record<string, unknown>) => console.log(`RESULT ${JSON.stringify(value)}`);

function send(agent: Agent, url: URL, path: string, method: 'GET' | 'POST', body?: string, headers: Record<string, string> = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const sized = body === undefined ? headers : { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)), ...headers };
    const req = request({ agent, host: url.hostname, port: url.port, path, method, headers: sized }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    });
    req.on('error', reject);
    req.end(body);
  });
}

export const post = (agent: Agent, url: URL, path: string, body: string, headers: Record<string, string>) => send(agent, url, path, 'POST', body, headers);
export const get = (agent: Agent, url: URL, path: string) => send(agent, url, path, 'GET');

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
