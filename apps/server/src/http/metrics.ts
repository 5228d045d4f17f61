import { timingSafeEqual } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { ResultCode } from '@careops/core/contract';
import { t } from '@careops/core/i18n';
import type { FastifyInstance } from 'fastify';
import { plainEnvelope } from './envelope';

/** Seconds: from a quarter millisecond (the hot path) to ten seconds (a large export). */
const BUCKETS = [0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

interface Histogram {
  counts: number[];
  sum: number;
  count: number;
}

/** Connections of the database pool (PostgreSQL); SQLite has one writer and one reader. */
interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export interface MetricsOptions {
  /** The bearer token a scraper sends; the endpoint exists only when one is configured. */
  token: string | undefined;
  pool: (() => PoolStats) | undefined;
}

const escape = (value: string) => value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');

/**
 * Counts every answer by endpoint (the route's path, or "unmatched") and HTTP status, and times
 * it in a histogram per endpoint; measures event-loop delay. `GET /metrics` answers them in the
 * Prometheus text format (0.0.4) to `Authorization: Bearer <CAREOPS_METRICS_TOKEN>`; 401 with the
 * envelope otherwise. Without a token configured there is no such endpoint (404).
 */
export function installMetrics(app: FastifyInstance, options: MetricsOptions): void {
  const requests = new Map<string, number>();
  const durations = new Map<string, Histogram>();
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  app.addHook('onClose', async () => loop.disable());

  app.addHook('onResponse', (request, reply, done) => {
    const endpoint = request.routeOptions.url ?? 'unmatched';
    const key = `${endpoint}\u0000${reply.statusCode}`;
    requests.set(key, (requests.get(key) ?? 0) + 1);
    let histogram = durations.get(endpoint);
    if (!histogram) durations.set(endpoint, (histogram = { counts: BUCKETS.map(() => 0), sum: 0, count: 0 }));
    const seconds = reply.elapsedTime / 1000;
    histogram.sum += seconds;
    histogram.count++;
    for (let i = 0; i < BUCKETS.length; i++) if (seconds <= (BUCKETS[i] ?? 0)) histogram.counts[i] = (histogram.counts[i] ?? 0) + 1;
    done();
  });

  const { token } = options;
  if (!token) return;
  const expected = Buffer.from(`Bearer ${token}`);
  app.get('/metrics', async (request, reply) => {
    const given = Buffer.from(String(request.headers.authorization ?? ''));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return reply.code(401).send({ ...plainEnvelope(ResultCode.sessionExpired, t('server.metrics.token')), requestId: request.id });
    }
    const lines: string[] = [];
    lines.push('# HELP careops_http_requests_total Answers by endpoint and HTTP status.', '# TYPE careops_http_requests_total counter');
    for (const [key, n] of requests) {
      const [endpoint = '', status = ''] = key.split('\u0000');
      lines.push(`careops_http_requests_total{endpoint="${escape(endpoint)}",status="${status}"} ${n}`);
    }
    lines.push('# HELP careops_http_request_duration_seconds Time to answer, by endpoint.', '# TYPE careops_http_request_duration_seconds histogram');
    for (const [endpoint, h] of durations) {
      const label = `endpoint="${escape(endpoint)}"`;
      BUCKETS.forEach((le, i) => lines.push(`careops_http_request_duration_seconds_bucket{${label},le="${le}"} ${h.counts[i] ?? 0}`));
      lines.push(`careops_http_request_duration_seconds_bucket{${label},le="+Inf"} ${h.count}`);
      lines.push(`careops_http_request_duration_seconds_sum{${label}} ${h.sum}`, `careops_http_request_duration_seconds_count{${label}} ${h.count}`);
    }
    lines.push('# HELP careops_event_loop_delay_seconds Event-loop delay since start.', '# TYPE careops_event_loop_delay_seconds gauge');
    for (const [quantile, value] of [['0.5', loop.percentile(50)], ['0.99', loop.percentile(99)], ['1', loop.max]] as const) {
      lines.push(`careops_event_loop_delay_seconds{quantile="${quantile}"} ${Number.isFinite(value) ? value / 1e9 : 0}`);
    }
    const pool = options.pool?.();
    if (pool) {
      lines.push('# HELP careops_db_pool_connections Database pool connections by state.', '# TYPE careops_db_pool_connections gauge');
      lines.push(`careops_db_pool_connections{state="total"} ${pool.total}`, `careops_db_pool_connections{state="idle"} ${pool.idle}`, `careops_db_pool_connections{state="waiting"} ${pool.waiting}`);
    }
    const memory = process.memoryUsage();
    lines.push('# HELP process_resident_memory_bytes Resident memory.', '# TYPE process_resident_memory_bytes gauge', `process_resident_memory_bytes ${memory.rss}`);
    lines.push('# HELP nodejs_heap_used_bytes V8 heap in use.', '# TYPE nodejs_heap_used_bytes gauge', `nodejs_heap_used_bytes ${memory.heapUsed}`);
    return reply.type('text/plain; version=0.0.4; charset=utf-8').send(`${lines.join('\n')}\n`);
  });
}
