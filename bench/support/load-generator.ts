// Closed-loop load for bench/load.bench.ts: `connections` keep-alive connections, each sending
// its next request as soon as the last answer is in, for `ms`. Reads go round-robin over
// `reads`; a share of the requests are writes while `write` has any left. An error is a
// non-200 status or an envelope whose resultcode is not 1. The target process's resident memory
// is sampled every 250 ms (peak) and read at the end.
import { KeepAliveClient } from './keep-alive-client';
import { rssOf } from '../orders-scale-server';

export interface LoadRequest {
  path: string;
  body: string;
}

export interface LoadOptions {
  url: URL;
  headers: Record<string, string>;
  connections: number;
  ms: number;
  reads: LoadRequest[];
  /** The next write, or null when there is none left (then reads only). */
  write: (() => LoadRequest | null) | null;
  writeShare: number;
  pid: number;
}

export interface LoadFigures {
  requests: number;
  writes: number;
  errors: number;
  perSecond: number;
  p50: number;
  p99: number;
  rssPeak: number;
  rssAfter: number;
  /** The first error answers, for the log. */
  samples: string[];
}

const percentile = (sorted: Float64Array, p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;

export async function runLoad(options: LoadOptions): Promise<LoadFigures> {
  const clients = await Promise.all(Array.from({ length: options.connections }, () => KeepAliveClient.open(options.url)));
  const latencies: number[] = [];
  let writes = 0;
  let errors = 0;
  let sent = 0;
  const samples: string[] = [];
  let peak = rssOf(options.pid);
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssOf(options.pid));
  }, 250);
  // Every tenth request (for a 10% share) is a write, spread evenly over time and connections.
  const every = options.writeShare > 0 ? Math.round(1 / options.writeShare) : 0;
  const startedAt = performance.now();
  const deadline = startedAt + options.ms;
  const loop = async (client: KeepAliveClient) => {
    while (performance.now() < deadline) {
      const n = sent++;
      const write = every && options.write && n % every === every - 1 ? options.write() : null;
      const request = write ?? options.reads[n % options.reads.length];
      if (!request) break;
      const t = performance.now();
      const answer = await client.request('POST', request.path, options.headers, request.body);
      latencies.push(performance.now() - t);
      if (write) writes++;
      const ok = answer.status === 200 && answer.body.startsWith('{"resultcode":1,');
      if (!ok) {
        errors++;
        if (samples.length < 3) samples.push(`${answer.status} ${answer.body.slice(0, 200)}`);
      }
    }
  };
  await Promise.all(clients.map(loop));
  const elapsed = performance.now() - startedAt;
  clearInterval(sampler);
  for (const client of clients) client.close();
  const sorted = Float64Array.from(latencies).sort();
  const rssAfter = rssOf(options.pid);
  if (samples.length) console.log(`errors, first answers: ${samples.join(' | ')}`);
  return {
    requests: latencies.length,
    writes,
    errors,
    perSecond: latencies.length / (elapsed / 1000),
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    rssPeak: Math.max(peak, rssAfter),
    rssAfter,
    samples,
  };
}
