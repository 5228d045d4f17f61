// Unit tests of the client against a small scripted HTTP server (node:http) that answers the
// envelopes and statuses each branch needs. The client against the real CareOps server is
// covered by the server's integration tests and the CLI/browser end-to-end tests.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CareOpsError } from '../contract/careops-error';
import { ApiTransportError, messageOf } from './api-transport-error';
import { createApiClient } from './api-client';
import type { ApiAuth, ApiClientOptions } from './types';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}
type Handler = (req: Seen, res: ServerResponse) => void;

let server: Server;
let baseURL: string;
let routes: Map<string, Handler>;
let seen: Seen[];

const json = (res: ServerResponse, body: unknown, status = 200) => {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
};
const answer = (path: string, body: unknown, status = 200) => routes.set(path, (_req, res) => json(res, body, status));

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const entry: Seen = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) };
      seen.push(entry);
      const handler = routes.get(entry.url.split('?')[0] ?? '');
      if (handler) handler(entry, res);
      else json(res, { resultcode: 102, msg: `no script for ${entry.url}` }, 404);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  routes = new Map();
  seen = [];
});

function client(overrides: Partial<ApiClientOptions> = {}, auth: ApiAuth | null = { token: 'tok-1', userId: 7 }) {
  const events = {
    expired: vi.fn(),
    disabled: vi.fn(),
    denied: vi.fn(),
    error: vi.fn(),
  };
  const api = createApiClient({
    baseURL,
    getAuth: () => auth,
    currentPath: () => '/order/order-list?status=1',
    onSessionExpired: events.expired,
    onAccountDisabled: events.disabled,
    onPermissionDenied: events.denied,
    onError: (message: string) => events.error(message),
    ...overrides,
  });
  return { api, events };
}

async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}

describe('result codes (spec §7, §8)', () => {
  it.each([1, '1', 200, '200'])('success code %j gives the result', async (code) => {
    answer('/p', { resultcode: code, msg: 'ok', result: { n: 42 } });
    const { api, events } = client();
    await expect(api.post('/p', {})).resolves.toEqual({ n: 42 });
    expect(events.error).not.toHaveBeenCalled();
  });

  it('a success without a result gives null', async () => {
    answer('/p', { resultcode: 1, msg: 'ok' });
    await expect(client().api.post('/p')).resolves.toBeNull();
  });

  it('a body with a size field is data, not an error', async () => {
    answer('/p', { size: 3, rows: [1, 2, 3] });
    const { api, events } = client();
    await expect(api.post('/p')).resolves.toEqual({ size: 3, rows: [1, 2, 3] });
    expect(events.error).not.toHaveBeenCalled();
  });

  it('103 tells onSessionExpired with the current path and throws sessionExpired', async () => {
    answer('/p', { resultcode: 103, msg: 'token expired' });
    const { api, events } = client();
    const error = await failure(api.post('/p'));
    expect(error).toBeInstanceOf(CareOpsError);
    expect((error as CareOpsError).code).toBe('sessionExpired');
    expect((error as CareOpsError).message).toBe('your login has expired, please log in again');
    expect(events.expired).toHaveBeenCalledWith({ path: '/order/order-list?status=1', message: 'your login has expired, please log in again' });
    expect(events.error).not.toHaveBeenCalled();
  });

  it("103 carries '/' when the face has no current path", async () => {
    answer('/p', { resultcode: '103', msg: '' });
    const { api, events } = client({ currentPath: undefined });
    await failure(api.post('/p'));
    expect(events.expired).toHaveBeenCalledWith({ path: '/', message: 'your login has expired, please log in again' });
  });

  it('105 tells onAccountDisabled and throws accountDisabled', async () => {
    answer('/p', { resultcode: 105, msg: 'x' });
    const { api, events } = client();
    const error = (await failure(api.post('/p'))) as CareOpsError;
    expect(error.code).toBe('accountDisabled');
    expect(events.disabled).toHaveBeenCalledWith({ message: 'your account has been disabled, contact administrator for details' });
    expect(events.error).not.toHaveBeenCalled();
  });

  it('106 shows the permission message', async () => {
    answer('/p', { resultcode: 106, msg: 'nope' });
    const { api, events } = client();
    const error = (await failure(api.post('/p'))) as CareOpsError;
    expect(error.code).toBe('permissionDenied');
    expect(events.denied).toHaveBeenCalledWith({ message: 'your permission is insufficient to access this function' });
    expect(events.error).toHaveBeenCalledWith('your permission is insufficient to access this function');
  });

  it('another code gives msg, its code name, the field and the details', async () => {
    answer('/p', { resultcode: 101, msg: 'phone: please enter a valid mobile number', result: { field: 'phone', value: '12' } });
    const { api, events } = client();
    const error = (await failure(api.post('/p'))) as CareOpsError;
    expect(error).toBeInstanceOf(CareOpsError);
    expect(error.code).toBe('invalidInput');
    expect(error.resultcode).toBe(101);
    expect(error.message).toBe('phone: please enter a valid mobile number');
    expect(error.field).toBe('phone');
    expect(error.details).toEqual({ field: 'phone', value: '12' });
    expect(events.error).toHaveBeenCalledWith('phone: please enter a valid mobile number');
  });

  it('another code without msg gives "wrong response"', async () => {
    answer('/p', { resultcode: 104 });
    const error = (await failure(client().api.post('/p'))) as CareOpsError;
    expect(error.code).toBe('staleVersion');
    expect(error.message).toBe('wrong response');
  });

  it('a code outside the closed set keeps its msg and the original code', async () => {
    answer('/p', { resultcode: 999, msg: 'legacy failure' });
    const error = (await failure(client().api.post('/p'))) as CareOpsError;
    expect(error.code).toBe('internal');
    expect(error.message).toBe('legacy failure');
    expect(error.details).toEqual({ resultcode: 999 });
  });

  it('a body that is not an envelope is "wrong response"', async () => {
    routes.set('/p', (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html>hello</html>');
    });
    const { api, events } = client();
    expect(messageOf(await failure(api.post('/p')))).toBe('wrong response');
    expect(events.error).toHaveBeenCalledWith('wrong response');
  });

  it('silent calls do not report through onError', async () => {
    answer('/p', { resultcode: 101, msg: 'bad' });
    const { api, events } = client();
    await failure(api.post('/p', {}, { silent: true }));
    expect(events.error).not.toHaveBeenCalled();
  });

  it('onFailure hears every failure with the error itself, silent calls too', async () => {
    answer('/p', { resultcode: 101, msg: 'bad' });
    const failures: Error[] = [];
    const { api } = client({ onFailure: (error: Error) => failures.push(error) });
    await failure(api.post('/p', {}, { silent: true }));
    await failure(api.post('/p'));
    expect(failures.map((e) => (e instanceof CareOpsError ? e.code : e.name))).toEqual(['invalidInput', 'invalidInput']);
  });
});

describe('HTTP statuses (spec §8)', () => {
  const texts: Array<[number, string]> = [
    [400, 'request error'],
    [401, 'unauthorized, please log in again'],
    [403, 'access denied'],
    [404, 'request failed'],
    [408, 'request timeout'],
    [500, 'server error'],
    [501, 'service not implemented'],
    [502, 'network error'],
    [503, 'service unavailable'],
    [504, 'network timeout'],
    [505, 'HTTP version not supported'],
    [418, 'connection error 418'],
    [599, 'connection error 599'],
  ];
  it.each(texts)('%i reads "%s"', async (status, text) => {
    routes.set('/p', (_req, res) => {
      res.writeHead(status, { 'content-type': 'text/plain' });
      res.end('failure');
    });
    const { api, events } = client();
    const error = (await failure(api.post('/p'))) as ApiTransportError;
    expect(error).toBeInstanceOf(ApiTransportError);
    expect(error.kind).toBe('http');
    expect(error.status).toBe(status);
    expect(error.message).toBe(text);
    expect(events.error).toHaveBeenCalledWith(text);
  });

  it('a 400 whose envelope names the problem shows that message', async () => {
    answer('/p', { resultcode: 101, msg: 'the request body is not valid JSON' }, 400);
    const error = (await failure(client().api.post('/p'))) as CareOpsError;
    expect(error).toBeInstanceOf(CareOpsError);
    expect(error.message).toBe('the request body is not valid JSON');
  });

  it('a 429 envelope keeps its code name', async () => {
    answer('/p', { resultcode: 108, msg: 'too many attempts, please try again later' }, 429);
    const error = (await failure(client().api.post('/p'))) as CareOpsError;
    expect(error.code).toBe('tooManyAttempts');
    expect(error.httpStatus).toBe(429);
  });

  it('a 413 envelope with a foreign code still shows its msg', async () => {
    answer('/p', { resultcode: 'E413', msg: 'the request body is too large' }, 413);
    const error = (await failure(client().api.post('/p'))) as ApiTransportError;
    expect(error).toBeInstanceOf(ApiTransportError);
    expect(error.status).toBe(413);
    expect(error.message).toBe('the request body is too large');
  });

  it('a 5xx envelope still reads as the status text', async () => {
    answer('/p', { resultcode: 500, msg: 'boom at line 3' }, 500);
    expect(messageOf(await failure(client().api.post('/p')))).toBe('server error');
  });
});

describe('no response', () => {
  it('times out with "request timeout"', async () => {
    routes.set('/slow', (_req, res) => {
      setTimeout(() => json(res, { resultcode: 1, result: 'late' }), 2_000).unref();
    });
    const { api, events } = client({ timeoutMs: 100 });
    const started = Date.now();
    const error = (await failure(api.post('/slow'))) as ApiTransportError;
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(error.kind).toBe('timeout');
    expect(error.message).toBe('request timeout');
    expect(events.error).toHaveBeenCalledWith('request timeout');
  });

  it('a per-call timeout overrides the client default', async () => {
    routes.set('/slow', (_req, res) => {
      setTimeout(() => json(res, { resultcode: 1, result: 'late' }), 300).unref();
    });
    const { api } = client({ timeoutMs: 50 });
    await expect(api.post('/slow', {}, { timeoutMs: 5_000 })).resolves.toBe('late');
  });

  it('a refused connection is "network request error"', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const { api, events } = client({ baseURL: `http://127.0.0.1:${port}` });
    const error = (await failure(api.post('/p'))) as ApiTransportError;
    expect(error.kind).toBe('network');
    expect(error.status).toBeUndefined();
    expect(error.message).toBe('network request error');
    expect(events.error).toHaveBeenCalledWith('network request error');
  });

  it('any other failure is "failed to connect to server"', async () => {
    const broken = (() => Promise.reject(new RangeError('socket exploded'))) as unknown as ApiClientOptions['fetch'];
    const error = (await failure(client({ fetch: broken }).api.post('/p'))) as ApiTransportError;
    expect(error.kind).toBe('unknown');
    expect(error.message).toBe('failed to connect to server');
  });

  it('a call the caller aborts fails without a toast', async () => {
    routes.set('/slow', (_req, res) => {
      setTimeout(() => json(res, { resultcode: 1 }), 2_000).unref();
    });
    const { api, events } = client();
    const controller = new AbortController();
    const pending = failure(api.post('/slow', {}, { signal: controller.signal }));
    setTimeout(() => controller.abort(), 50);
    const error = (await pending) as ApiTransportError;
    expect(error).toBeInstanceOf(ApiTransportError);
    expect(error.kind).toBe('unknown');
    expect(events.error).not.toHaveBeenCalled();
  });
});

describe('retry (only with count, test and delay)', () => {
  function flaky(failures: number) {
    let count = 0;
    routes.set('/flaky', (_req, res) => {
      count += 1;
      if (count <= failures) json(res, { resultcode: 500, msg: 'busy' }, 503);
      else json(res, { resultcode: 1, result: count });
    });
  }
  const retryable = (error: unknown) => error instanceof ApiTransportError && error.status === 503;

  it('retries when all three are set', async () => {
    flaky(2);
    const { api, events } = client();
    await expect(api.post('/flaky', {}, { retry: 2, shouldRetry: retryable, retryDelay: 10 })).resolves.toBe(3);
    expect(seen).toHaveLength(3);
    expect(events.error).not.toHaveBeenCalled();
  });

  it('reports once after the last attempt', async () => {
    flaky(5);
    const { api, events } = client();
    await failure(api.post('/flaky', {}, { retry: 2, shouldRetry: retryable, retryDelay: 1 }));
    expect(seen).toHaveLength(3);
    expect(events.error).toHaveBeenCalledTimes(1);
    expect(events.error).toHaveBeenCalledWith('service unavailable');
  });

  it.each([
    ['no count', { shouldRetry: retryable, retryDelay: 1 }],
    ['no test', { retry: 3, retryDelay: 1 }],
    ['no delay', { retry: 3, shouldRetry: retryable }],
    ['a test that says no', { retry: 3, shouldRetry: () => false, retryDelay: 1 }],
  ])('does not retry with %s', async (_label, options) => {
    flaky(1);
    await failure(client().api.post('/flaky', {}, options));
    expect(seen).toHaveLength(1);
  });
});

describe('the wire', () => {
  it('sends token and userId only when signed in', async () => {
    answer('/p', { resultcode: 1 });
    await client().api.post('/p');
    await client({}, null).api.post('/p');
    expect(seen[0]?.headers.token).toBe('tok-1');
    expect(seen[0]?.headers.userid).toBe('7');
    expect(seen[1]?.headers.token).toBeUndefined();
    expect(seen[1]?.headers.userid).toBeUndefined();
  });

  it('reads the credentials on every request', async () => {
    answer('/p', { resultcode: 1 });
    let auth: ApiAuth | null = null;
    const api = createApiClient({ baseURL, getAuth: () => auth });
    await api.post('/p');
    auth = { token: 'later', userId: 3 };
    await api.post('/p');
    expect(seen.map((s) => s.headers.token)).toEqual([undefined, 'later']);
  });

  it('sends JSON by default', async () => {
    answer('/p', { resultcode: 1 });
    await client().api.post('/p', { username: 'admin', ids: [1, 2] }, { headers: { 'x-request-id': 'r1' } });
    expect(seen[0]?.headers['content-type']).toMatch(/^application\/json/);
    expect(seen[0]?.headers['x-request-id']).toBe('r1');
    expect(JSON.parse(seen[0]?.body.toString() ?? '')).toEqual({ username: 'admin', ids: [1, 2] });
  });

  it('sends form-encoded bodies on request', async () => {
    answer('/p', { resultcode: 1 });
    await client().api.post('/p', { username: ' ad min ', ids: [1, 2], note: null, skip: undefined, q: 'a&b=c' }, { encoding: 'form' });
    expect(seen[0]?.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    const form = new URLSearchParams(seen[0]?.body.toString());
    expect(form.get('username')).toBe(' ad min ');
    expect(form.getAll('ids')).toEqual(['1', '2']);
    expect(form.get('note')).toBe('');
    expect(form.has('skip')).toBe(false);
    expect(form.get('q')).toBe('a&b=c');
  });

  it('call() takes path and method from the endpoint table', async () => {
    answer('/system/user/getSystemUserInfo.json', { resultcode: 1, result: { id: 1 } });
    answer('/healthz', { resultcode: 1, result: { status: 'ok', database: 'sqlite' } });
    const { api } = client();
    await expect(api.call('getSystemUserInfo')).resolves.toEqual({ id: 1 });
    await expect(api.call('healthz')).resolves.toEqual({ status: 'ok', database: 'sqlite' });
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual(['POST /system/user/getSystemUserInfo.json', 'GET /healthz']);
  });

  it('download sends the query and returns the blob with its file name', async () => {
    routes.set('/export', (_req, res) => {
      res.writeHead(200, {
        'content-type': 'text/csv',
        'content-disposition': `attachment; filename="orders.csv"; filename*=UTF-8''${encodeURIComponent('订单 2024.csv')}`,
      });
      res.end('id,status\n1,5\n');
    });
    const { api } = client();
    const { blob, filename } = await api.download('/export', { status: [1, 2], keyword: 'a b', empty: null, none: undefined });
    expect(filename).toBe('订单 2024.csv');
    expect(await blob.text()).toBe('id,status\n1,5\n');
    expect(seen[0]?.method).toBe('GET');
    expect(seen[0]?.url).toBe('/export?status=1&status=2&keyword=a+b');
    expect(seen[0]?.headers.token).toBe('tok-1');
  });

  it('download without a Content-Disposition has no file name', async () => {
    routes.set('/export', (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/octet-stream' });
      res.end(Buffer.from([1, 2, 3]));
    });
    const result = await client().api.download('/export');
    expect(result.filename).toBeUndefined();
    expect(result.blob.size).toBe(3);
  });

  it('download answered with a 103 envelope ends the session', async () => {
    answer('/export', { resultcode: 103, msg: 'expired' });
    const { api, events } = client();
    const error = (await failure(api.download('/export'))) as CareOpsError;
    expect(error.code).toBe('sessionExpired');
    expect(events.expired).toHaveBeenCalledTimes(1);
  });

  it('download answered with a 404 shows the status text', async () => {
    routes.set('/missing', (_req, res) => {
      res.writeHead(404, { 'content-type': 'text/html' });
      res.end('<h1>Not Found</h1>');
    });
    const error = (await failure(client().api.download('/missing'))) as ApiTransportError;
    expect(error.status).toBe(404);
    expect(error.message).toBe('request failed');
  });

  it('stream hands over the bytes as they come, with the headers, the channel and the credentials', async () => {
    routes.set('/export', (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/csv', 'x-rows': '2', 'content-disposition': 'attachment; filename="orders.csv"' });
      res.write('id\n1\n');
      setTimeout(() => res.end('2\n'), 20);
    });
    const { api } = client({ channel: 'cli' });
    const answer = await api.stream('/export', { status: 5 });
    expect(answer.header('x-rows')).toBe('2');
    expect(answer.filename).toBe('orders.csv');
    expect(await new Response(answer.body).text()).toBe('id\n1\n2\n');
    expect(seen[0]?.url).toBe('/export?status=5');
    expect(seen[0]?.headers.token).toBe('tok-1');
    expect(seen[0]?.headers['x-careops-channel']).toBe('cli');
  });

  it('stream answered with an envelope throws its error and ends the session on 103', async () => {
    answer('/export', { resultcode: 103, msg: 'expired' });
    const { api, events } = client();
    expect(((await failure(api.stream('/export'))) as CareOpsError).code).toBe('sessionExpired');
    expect(events.expired).toHaveBeenCalledTimes(1);
    answer('/export', { resultcode: 106, msg: 'permission insufficient' });
    expect(((await failure(api.stream('/export'))) as CareOpsError).code).toBe('permissionDenied');
  });

  it('stream answered with an HTTP error shows the status text', async () => {
    routes.set('/missing', (_req, res) => {
      res.writeHead(404, { 'content-type': 'text/html' });
      res.end('<h1>Not Found</h1>');
    });
    const error = (await failure(client().api.stream('/missing'))) as ApiTransportError;
    expect(error.status).toBe(404);
  });

  it('sends no channel header unless the client has one', async () => {
    answer('/system/user/getSystemUserInfo.json', { resultcode: 1, result: {} });
    await client().api.call('getSystemUserInfo');
    expect(seen[0]?.headers['x-careops-channel']).toBeUndefined();
  });

  it('upload sends multipart with the file', async () => {
    answer('/upload', { resultcode: 1, result: { url: '/files/1.png' } });
    const form = new FormData();
    form.append('kind', 'avatar');
    form.append('file', new Blob(['PNGDATA'], { type: 'image/png' }), 'a.png');
    await expect(client().api.upload('/upload', form)).resolves.toEqual({ url: '/files/1.png' });
    const body = seen[0]?.body.toString() ?? '';
    expect(seen[0]?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen[0]?.headers.token).toBe('tok-1');
    expect(body).toContain('name="kind"');
    expect(body).toContain('filename="a.png"');
    expect(body).toContain('PNGDATA');
  });
});

describe('messageOf', () => {
  it('gives the message of any error, else "Has Error"', () => {
    expect(messageOf(new CareOpsError('notFound', 'order not found'))).toBe('order not found');
    expect(messageOf(new ApiTransportError('timeout', 'request timeout'))).toBe('request timeout');
    expect(messageOf(new Error('plain'))).toBe('plain');
    expect(messageOf('text')).toBe('text');
    expect(messageOf(new Error(''))).toBe('Has Error');
    expect(messageOf(undefined)).toBe('Has Error');
  });
});
