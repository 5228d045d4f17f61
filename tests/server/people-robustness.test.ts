import { endpoints, type EndpointName } from '@careops/core';
import { describe, expect, it } from 'vitest';
import { apiCall, login } from '../support/server';
import { useServer } from './support/fixture';

import { peopleRoutes } from '../../packages/core/src/contract/people-routes';

// The people endpoints only (the whole table is fuzzed by robustness.test.ts; this runs in seconds).
const names = Object.keys(peopleRoutes) as EndpointName[];

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

describe('people: bad input', () => {
  const server = useServer({ CAREOPS_TRUST_PROXY: '1' });
  const noServerError = (answer: { status: number; resultcode: number | string; msg: string }, what: string) => {
    expect(answer.status, what).toBeLessThan(500);
    expect(answer.resultcode, what).not.toBe(500);
    expect(typeof answer.msg, what).toBe('string');
    expect(answer.msg.length, what).toBeGreaterThan(0);
  };

  it('never answers 500, whatever the body, on any people endpoint', async () => {
    let n = 0;
    for (const name of names) {
      const { path, method } = endpoints[name];
      // A fresh session per endpoint: logout and changePassword may legitimately end it.
      const auth = await login(server().url, 'admin', server().adminPassword);
      const address = { 'x-forwarded-for': `10.9.${n++}.1` };
      if (method === 'GET') {
        for (const query of ['?a=1&a=2', '?x=%00', `?long=${'y'.repeat(5000)}`, '?%E0%A4%A=1']) {
          noServerError(await apiCall(server().url, `${path}${query}`, undefined, auth, { method: 'GET', headers: address }), `${name} ${query}`);
        }
        continue;
      }
      for (const raw of badBodies) {
        noServerError(await apiCall(server().url, path, undefined, auth, { raw, headers: address }), `${name} ${raw}`);
      }
      for (const field of fieldsOf(name)) {
        for (const value of badValues) {
          const what = `${name}.${field} = ${JSON.stringify(value)?.slice(0, 40)}`;
          noServerError(await apiCall(server().url, path, { [field]: value }, auth, { headers: address }), what);
          if (typeof value === 'string' || typeof value === 'number') {
            noServerError(await apiCall(server().url, path, { [field]: value }, auth, { form: true, headers: address }), `form ${what}`);
          }
        }
      }
      // A form field given twice arrives as an array.
      const twice = fieldsOf(name).map((f) => `${f}=1&${f}=2`).join('&');
      noServerError(await apiCall(server().url, path, undefined, auth, { raw: twice, headers: { ...address, 'content-type': 'application/x-www-form-urlencoded' } }), `${name} repeated form fields`);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  }, 120_000);
});
