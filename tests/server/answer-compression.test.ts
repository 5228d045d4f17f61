// API answers compressed when the client asks: list pages and the permission tree above the
// threshold in br or gzip (whichever the client prefers and we offer), small answers as they
// are; exports compressed as they stream (CSV and NDJSON, gzip first; never XLSX); and core's
// API client, as the CLI runs it on Node's fetch, reads compressed answers. Over raw HTTP
// (node:http), so the bytes and headers checked are those on the wire.
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createApiClient, type WebFetch } from '@careops/core/client';
import { endpoints } from '@careops/core/contract';
import { describe, expect, it } from 'vitest';
import { useServer } from './support/fixture';
import { systemClient } from './system-fixtures';

interface WireAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function wire(url: string, path: string, options: { method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: unknown } = {}): Promise<WireAnswer> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const req = request(`${url}${path}`, { method: options.method ?? 'POST', headers: { ...(payload ? { 'content-type': 'application/json' } : {}), ...options.headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(payload);
  });
}

const decoded = (answer: WireAnswer): Buffer => {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.body);
  if (encoding === 'gzip') return gunzipSync(answer.body);
  expect(encoding).toBeUndefined();
  return answer.body;
};

describe('compressed API answers', () => {
  const server = useServer();
  const api = systemClient(server);
  const signed = async () => {
    const auth = await api.as('admin');
    return { token: auth.token, userId: String(auth.userId) };
  };
  const post = async (path: string, body: unknown, acceptEncoding?: string) =>
    wire(server().url, path, { body, headers: { ...(await signed()), ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }) } });

  it('compresses a list page of up to 1,000 rows in the encoding the client prefers, the same JSON inside', async () => {
    const plain = await post(endpoints.getOrderList.path, { limit: 1000 });
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    const rows = (JSON.parse(plain.body.toString()) as { result: { list: unknown[] } }).result.list;
    expect(rows.length).toBeGreaterThan(100);
    const cases: [string, string | undefined][] = [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip, deflate', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['gzip;q=0.5, br;q=0.9', 'br'],
      ['br;q=0.2, gzip;q=0.9', 'gzip'],
      ['*', 'br'],
      ['identity', undefined],
      ['deflate', undefined],
    ];
    for (const [accept, encoding] of cases) {
      const answer = await post(endpoints.getOrderList.path, { limit: 1000 }, accept);
      expect(answer.status, accept).toBe(200);
      expect(answer.headers['content-encoding'], accept).toBe(encoding);
      expect(answer.headers.vary, accept).toBe('Accept-Encoding');
      expect(answer.headers['content-type'], accept).toContain('application/json');
      expect(Number(answer.headers['content-length']), accept).toBe(answer.body.length);
      expect(decoded(answer).equals(plain.body), accept).toBe(true);
      if (encoding) expect(answer.body.length, accept).toBeLessThan(plain.body.length / 5);
    }
  });

  it('compresses the permission tree', async () => {
    const answer = await post(endpoints.getPermissionTree.path, {}, 'br');
    expect(answer.headers['content-encoding']).toBe('br');
    const tree = JSON.parse(decoded(answer).toString()) as { resultcode: number; result: { tree: unknown[] } };
    expect(tree.resultcode).toBe(1);
    expect(tree.result.tree.length).toBeGreaterThan(0);
  });

  it('sends small answers as they are', async () => {
    const health = await wire(server().url, '/healthz', { method: 'GET', headers: { 'accept-encoding': 'br, gzip' } });
    expect(health.status).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.headers.vary).toBeUndefined();
    expect(JSON.parse(health.body.toString())).toMatchObject({ resultcode: 1 });
    const refused = await wire(server().url, endpoints.getOrderList.path, { body: {}, headers: { 'accept-encoding': 'br, gzip' } });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(refused.body.toString())).toMatchObject({ resultcode: 103 });
  });

  it('core API client on Node fetch (as the CLI runs it) reads compressed list pages', async () => {
    const auth = await api.as('admin');
    const encodings: (string | null)[] = [];
    const client = createApiClient({
      baseURL: server().url,
      channel: 'cli',
      getAuth: () => auth,
      fetch: (async (input: string, init?: RequestInit) => {
        const response = await fetch(input, init);
        encodings.push(response.headers.get('content-encoding'));
        return response;
      }) as unknown as WebFetch,
    });
    const page = await client.call('getOrderList', { limit: 1000 } as never);
    const expected = await api.ok('admin', 'getOrderList', { limit: 1000 });
    expect(page).toEqual(expected);
    expect(encodings).toContain('gzip');
  });

  it('compresses CSV and NDJSON exports as they stream (gzip first, for its throughput), never XLSX', async () => {
    const headers = await signed();
    const get = (query: string, accept?: string) => wire(server().url, `/api/admin/exportOrders?${query}`, { method: 'GET', headers: { ...headers, ...(accept ? { 'accept-encoding': accept } : {}) } });
    for (const format of ['csv', 'ndjson']) {
      const plain = await get(`format=${format}`);
      expect(plain.status, format).toBe(200);
      expect(plain.headers['content-encoding'], format).toBeUndefined();
      for (const [accept, encoding] of [['gzip, deflate, br', 'gzip'], ['br', 'br'], ['gzip;q=0.5, br', 'br']] as const) {
        const answer = await get(`format=${format}`, accept);
        const label = `${format} ${accept}`;
        expect(answer.status, label).toBe(200);
        expect(answer.headers['content-encoding'], label).toBe(encoding);
        expect(answer.headers.vary, label).toBe('Accept-Encoding');
        expect(answer.headers['x-careops-export-rows'], label).toBe(plain.headers['x-careops-export-rows']);
        expect(decoded(answer).toString(), label).toBe(plain.body.toString());
        expect(answer.body.length, label).toBeLessThan(plain.body.length / 3);
      }
    }
    const xlsx = await get('format=xlsx', 'gzip, br');
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers['content-encoding']).toBeUndefined();
    expect([...xlsx.body.subarray(0, 2)]).toEqual([0x50, 0x4b]);
  });

  it('core API client streams a compressed export to its end', async () => {
    const auth = await api.as('admin');
    const client = createApiClient({ baseURL: server().url, channel: 'cli', getAuth: () => auth });
    const answer = await client.stream('/api/admin/exportOrders', { format: 'csv' });
    expect(answer.header('content-encoding')).toBe('gzip');
    const bytes = Buffer.from(await new Response(answer.body as unknown as ReadableStream).arrayBuffer());
    const plain = await wire(server().url, '/api/admin/exportOrders?format=csv', { method: 'GET', headers: await signed() });
    expect(bytes.equals(plain.body)).toBe(true);
  });
});
