// GET /metrics: Prometheus text behind a bearer token; absent without one.
import { describe, expect, it } from 'vitest';
import { apiCall, login } from '../support/server';
import { useServer } from './support/fixture';

const TOKEN = 'metrics-token-0123456789';

describe('metrics', () => {
  const server = useServer({ CAREOPS_METRICS_TOKEN: TOKEN });
  const scrape = (authorization?: string) => fetch(`${server().url}/metrics`, { headers: authorization ? { authorization } : {} });

  it('refuses a scrape without the token, or with another one, with 401 and the envelope', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-0123456789', TOKEN]) {
      const answer = await scrape(authorization);
      expect(answer.status).toBe(401);
      expect(await answer.json()).toMatchObject({ resultcode: 103, msg: 'the metrics need the bearer token set in CAREOPS_METRICS_TOKEN' });
    }
  });

  it('answers requests by endpoint and status, latency histograms, event-loop delay and memory', async () => {
    await login(server().url, 'admin', server().adminPassword);
    await apiCall(server().url, '/api/admin/getUserPermission', {});
    await apiCall(server().url, '/api/admin/nothing-here', {});
    const answer = await scrape(`Bearer ${TOKEN}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/plain; version=0.0.4');
    const text = await answer.text();
    expect(text).toMatch(/^careops_http_requests_total\{endpoint="\/api\/admin\/passwordLogin",status="200"\} [1-9]\d*$/m);
    expect(text).toMatch(/^careops_http_requests_total\{endpoint="\/api\/admin\/getUserPermission",status="200"\} [1-9]\d*$/m);
    expect(text).toMatch(/^careops_http_requests_total\{endpoint="[^"]*",status="404"\} [1-9]\d*$/m);
    expect(text).toMatch(/^careops_http_request_duration_seconds_bucket\{endpoint="\/api\/admin\/passwordLogin",le="\+Inf"\} [1-9]\d*$/m);
    expect(text).toMatch(/^careops_http_request_duration_seconds_count\{endpoint="\/api\/admin\/passwordLogin"\} [1-9]\d*$/m);
    expect(text).toMatch(/^careops_event_loop_delay_seconds\{quantile="0.99"\} [\d.e-]+$/m);
    expect(text).toMatch(/^process_resident_memory_bytes \d+$/m);
    if (server().databaseUrl) expect(text).toMatch(/^careops_db_pool_connections\{state="total"\} \d+$/m);
    for (const line of text.trim().split('\n')) expect(line, line).toMatch(/^(# (HELP|TYPE) \w+ .+|\w+(\{[^}]*\})? [\d.e+-]+)$/);
  });
});

describe('metrics without a token', () => {
  const server = useServer();

  it('do not exist (the path is an unknown one: the console, or 404 without it)', async () => {
    const answer = await fetch(`${server().url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect([200, 404]).toContain(answer.status);
    expect(answer.headers.get('content-type')).not.toContain('version=0.0.4');
    expect(await answer.text()).not.toContain('careops_http_requests_total');
  });
});
