import { endpoints, type EndpointName } from '@careops/core/contract';
import { PUBLIC, SIGNED_IN, buildPermissionCatalogue } from '@careops/core/permissions';
import { describe, expect, it } from 'vitest';
import { apiCall, login } from '../support/server';
import { useServer } from './support/fixture';

const names = Object.keys(endpoints) as EndpointName[];
const catalogueCodes = new Set(buildPermissionCatalogue().map((n) => n.code));

describe('the endpoint table', () => {
  const server = useServer();

  it('gives every endpoint a permission: a sentinel or a node code of the catalogue', () => {
    for (const name of names) {
      const { permission } = endpoints[name];
      expect(permission, name).toBeTruthy();
      expect(permission === PUBLIC || permission === SIGNED_IN || catalogueCodes.has(permission), `${name}: ${permission}`).toBe(true);
    }
  });

  it('serves every entry at its path and method, signed-in ones refusing a caller without a token (103)', async () => {
    for (const name of names) {
      const { path, method, permission } = endpoints[name];
      const answer = await apiCall(server().url, path, method === 'GET' ? undefined : {}, null, { method });
      expect(answer.status, `${name} ${path}`).not.toBe(404);
      expect(answer.status, `${name} ${path}`).toBeLessThan(500);
      if (permission !== PUBLIC) expect(answer.resultcode, name).toBe(103);
    }
  });

  it('serves every non-public entry to a signed-in admin: 1 for an empty body it accepts, else 101 naming the field', async () => {
    const auth = await login(server().url, 'admin', server().adminPassword);
    for (const name of names) {
      const { path, method, permission, request } = endpoints[name];
      if (permission === PUBLIC || name === 'logout' || name === 'changePassword') continue;
      const answer = await apiCall<{ field?: string }>(server().url, path, method === 'GET' ? undefined : {}, auth, { method });
      if (endpoints[name].multipart) {
        // A JSON body where a file is expected (catalogue-uploads tests the multipart ones).
        expect(answer.resultcode, `${name}: ${answer.msg}`).toBe(101);
        expect(answer.result?.field, name).toBeTruthy();
      } else if (request.safeParse({}).success) {
        expect(answer.resultcode, `${name}: ${answer.msg}`).toBe(1);
      } else {
        expect(answer.resultcode, `${name}: ${answer.msg}`).toBe(101);
        expect(answer.result?.field, name).toBeTruthy();
      }
    }
  });

  it('answers an unknown path with 404 and "no such endpoint"', async () => {
    const answer = await apiCall(server().url, '/api/admin/noSuchThing', {});
    expect(answer.status).toBe(404);
    expect(answer.resultcode).toBe(102);
    expect(answer.msg).toBe('no such endpoint: /api/admin/noSuchThing');
  });

  it('answers a known path with the wrong method as unknown', async () => {
    const get = await apiCall(server().url, '/api/admin/passwordLogin', undefined, null, { method: 'GET' });
    expect(get.status).toBe(404);
    expect(get.msg).toContain('no such endpoint');
    const post = await apiCall(server().url, '/healthz', {});
    expect(post.status).toBe(404);
  });

  it('keeps the test hooks out of the table', () => {
    const paths = new Set(names.map((n) => endpoints[n].path));
    expect(paths.has('/api/test/lastSms')).toBe(false);
  });

  it('reports health with the database in use and the business time zone', async () => {
    const answer = await apiCall<{ status: string; database: string }>(server().url, '/healthz', undefined, null, { method: 'GET' });
    expect(answer.status).toBe(200);
    expect(answer.result).toEqual({ status: 'ok', database: process.env.DATABASE_URL ? 'postgres' : 'sqlite', timeZone: 'Asia/Shanghai' });
  });
});
