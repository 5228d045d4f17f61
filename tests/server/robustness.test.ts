import { endpoints, type EndpointName } from '@careops/core/contract';
import { describe, expect, it } from 'vitest';
import { apiCall, login } from '../support/server';
import { runPool } from '../../packages/core/src/resources/runtime/pool';
import { useServer } from './support/fixture';

const names = Object.keys(endpoints) as EndpointName[];
const CALLS_AT_ONCE = 4;

/** Values of the wrong type, shape, size or alphabet. */
const badValues: unknown[] = [
  null,
  12345,
  -1,
  1e308,
  true,
  [],
  [1, 'two'],
  {},
  { nested: { deep: [null] } },
  '',
  'x'.repeat(200_000),
  'nul\u0000byte',
  '😀🀄 𝔘𝔫𝔦𝔠𝔬𝔡𝔢 中文 \ud800',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '%E0%A4%A',
  '1e400',
  '99999999999999999999999',
];

/** Whole bodies that are not the object an endpoint expects. */
const badBodies: string[] = ['null', '[]', '[1,2]', '"text"', '42', 'true', '{"__proto__":{"polluted":1}}', '{"constructor":{"prototype":{"x":1}}}'];

const fieldsOf = (name: EndpointName): string[] => {
  const schema = endpoints[name].request as { shape?: Record<string, unknown> };
  return Object.keys(schema.shape ?? {}).concat('unexpected');
};

describe('bad input', () => {
  const server = useServer({ CAREOPS_TRUST_PROXY: '1' });
  const noServerError = (answer: { status: number; resultcode: number | string; msg: string }, what: string) => {
    expect(answer.status, what).toBeLessThan(500);
    expect(answer.resultcode, what).not.toBe(500);
    expect(typeof answer.msg, what).toBe('string');
    expect(answer.msg.length, what).toBeGreaterThan(0);
  };

  // One session for the run, signed in again only when an endpoint ended it (logout, a password
  // change): signing in once per endpoint would meet the hourly sign-in lock, which counts the
  // wrong old passwords the fuzzing sends, as an attacker's would.
  let current: Awaited<ReturnType<typeof login>> | undefined;
  const session = async () => {
    if (current) {
      const probe = await apiCall(server().url, endpoints.getSystemUserInfo.path, {}, current);
      if (probe.resultcode === 1) return current;
    }
    current = await login(server().url, 'admin', server().adminPassword);
    return current;
  };

  // One test per endpoint: each gets its own time limit, and a failure names the endpoint.
  for (const [n, name] of names.entries()) {
    it(`never answers 500, whatever the body: ${name}`, async () => {
      const { path, method } = endpoints[name];
      const auth = await session();
      const address = { 'x-forwarded-for': `10.9.${n % 250}.${1 + Math.floor(n / 250)}` };
      if (method === 'GET') {
        for (const query of ['?a=1&a=2', '?x=%00', `?long=${'y'.repeat(5000)}`, '?%E0%A4%A=1']) {
          noServerError(await apiCall(server().url, `${path}${query}`, undefined, auth, { method: 'GET', headers: address }), `${name} ${query}`);
        }
        return;
      }
      // The calls of one endpoint go a few at a time: the server works while the client sends.
      const calls: Array<() => Promise<void>> = [];
      const call = (what: string, body: unknown, options: Parameters<typeof apiCall>[4]) =>
        calls.push(async () => noServerError(await apiCall(server().url, path, body, auth, options), what));
      for (const raw of badBodies) call(`${name} ${raw}`, undefined, { raw, headers: address });
      for (const field of fieldsOf(name)) {
        for (const value of badValues) {
          const what = `${name}.${field} = ${JSON.stringify(value)?.slice(0, 40)}`;
          call(what, { [field]: value }, { headers: address });
          if (typeof value === 'string' || typeof value === 'number') call(`form ${what}`, { [field]: value }, { form: true, headers: address });
        }
      }
      // A form field given twice arrives as an array.
      const twice = fieldsOf(name).map((f) => `${f}=1&${f}=2`).join('&');
      call(`${name} repeated form fields`, undefined, { raw: twice, headers: { ...address, 'content-type': 'application/x-www-form-urlencoded' } });
      await runPool(calls, CALLS_AT_ONCE, (run) => run(), () => false, () => undefined);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });
  }

  it('answers a malformed JSON body with HTTP 400 naming the problem', async () => {
    const answer = await apiCall(server().url, '/api/admin/passwordLogin', undefined, null, { raw: '{"username": "admin", ' });
    expect(answer.status).toBe(400);
    expect(answer.resultcode).toBe(101);
    expect(answer.msg).toMatch(/^the request body is not valid JSON \(.+\)$/);
  });

  it('treats an empty JSON body as no fields', async () => {
    const answer = await apiCall(server().url, '/api/admin/getPicVerifyCode', undefined, null, { raw: '' });
    expect(answer.resultcode).toBe(1);
  });

  it('refuses a body over 1 MiB with 413', async () => {
    const answer = await apiCall(server().url, '/api/admin/passwordLogin', { username: 'admin', password: 'p'.repeat(1024 * 1024) });
    expect(answer.status).toBe(413);
    expect(answer.msg).toBe('the request body is too large');
  });

  it('refuses an unknown content type with 415', async () => {
    const answer = await apiCall(server().url, '/api/admin/passwordLogin', undefined, null, { raw: '<x/>', headers: { 'content-type': 'application/xml' } });
    expect(answer.status).toBe(415);
    expect(answer.msg).toContain('application/xml');
  });

  it('names the field holding a NUL character', async () => {
    const answer = await apiCall(server().url, '/api/admin/passwordLogin', { username: 'ad\u0000min', password: 'x' });
    expect(answer.resultcode).toBe(101);
    expect(answer.msg).toBe('username: must not contain NUL characters');
  });

  it('names the field holding a lone surrogate (it would be stored as invalid UTF-8)', async () => {
    const answer = await apiCall(server().url, '/api/admin/passwordLogin', undefined, null, { raw: '{"username":"ad\\ud800min","password":"x"}' });
    expect(answer.resultcode).toBe(101);
    expect(answer.msg).toBe('username: must be valid text (it holds half of a UTF-16 surrogate pair)');
    const paired = await apiCall(server().url, '/api/admin/passwordLogin', undefined, null, { raw: '{"username":"ad\\ud83d\\ude00min","password":"x"}' });
    expect(paired.resultcode).toBe(109);
  });

  it('refuses an unknown channel header', async () => {
    const answer = await apiCall(server().url, '/api/admin/getPicVerifyCode', {}, null, { headers: { 'x-careops-channel': 'fax' } });
    expect(answer.resultcode).toBe(101);
    expect(answer.msg).toBe('x-careops-channel: must be one of web, terminal, cli');
  });
});

describe('security headers', () => {
  const server = useServer();
  const expected = {
    'content-security-policy': "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; frame-ancestors 'none'; object-src 'none'; base-uri 'self'",
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
  };

  it('are on every answer: success, business error, 404, 400, 413, a malformed URL and 431, each with the envelope', async () => {
    const answers = [
      await apiCall(server().url, '/healthz', undefined, null, { method: 'GET' }),
      await apiCall(server().url, '/api/admin/getUserPermission', {}),
      await apiCall(server().url, '/api/admin/nothing', {}),
      await apiCall(server().url, '/api/admin/passwordLogin', undefined, null, { raw: '{' }),
      await apiCall(server().url, '/api/admin/passwordLogin', { password: 'p'.repeat(1100 * 1024) }),
      await apiCall(server().url, '/api/admin/%E0%A4%A', {}),
      await apiCall(server().url, '/api/admin/getUserPermission', {}, null, { headers: { 'x-padding': 'a'.repeat(20_000) } }),
    ];
    expect(answers.map((a) => a.status)).toEqual([200, 200, 404, 400, 413, 400, 431]);
    for (const answer of answers) {
      for (const [name, value] of Object.entries(expected)) expect(answer.headers.get(name), `${answer.status} ${name}`).toBe(value);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      if (answer.status !== 200 || answer.resultcode !== 1) expect(typeof answer.msg === 'string' && answer.msg.length > 0, `${answer.status} envelope`).toBe(true);
    }
    expect(answers[5]?.msg).toBe('the request path is not a valid URL (bad percent-encoding)');
    expect(answers[6]?.msg).toBe('the request headers are too large');
  });

  it('carries the request id on every answer and in error envelopes, keeping a well-formed one the caller sent', async () => {
    const mine = await apiCall(server().url, '/api/admin/getUserPermission', {}, null, { headers: { 'x-request-id': 'trace-0123456789' } });
    expect(mine.headers.get('x-request-id')).toBe('trace-0123456789');
    expect((mine.body as { requestId?: string }).requestId).toBe('trace-0123456789');
    const forged = await apiCall(server().url, '/healthz', undefined, null, { method: 'GET', headers: { 'x-request-id': 'bad id\twith spaces' } });
    expect(forged.headers.get('x-request-id')).toMatch(/^[A-Za-z0-9_-]{16}$/);
  });
});
