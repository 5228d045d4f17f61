import { CareOpsError } from '@careops/core/contract';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { installErrorHandler } from './error-handler';

describe('installErrorHandler', () => {
  const app = Fastify({ logger: false });
  installErrorHandler(app);
  app.post('/business', async () => {
    throw new CareOpsError('tooManyAttempts', 'slow down', { details: { retryAfter: 5 } });
  });
  app.post('/bug', async () => {
    throw new TypeError('cannot read properties of undefined');
  });
  app.post('/pg-range', async () => {
    throw Object.assign(new Error('value "99999999999" is out of range for type integer'), { code: '22003' });
  });
  afterAll(() => app.close());

  it('turns a CareOpsError into its code, HTTP status and details', async () => {
    const res = await app.inject({ method: 'POST', url: '/business' });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ resultcode: 108, msg: 'slow down', message: 'slow down', result: { retryAfter: 5 }, requestId: expect.any(String) });
  });

  it('answers an unexpected error with 500 "server error" and no internals', async () => {
    const res = await app.inject({ method: 'POST', url: '/bug' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ resultcode: 500, msg: 'server error', message: 'server error', requestId: res.json<{ requestId: string }>().requestId });
    expect(res.json<{ requestId: string }>().requestId).toBeTruthy();
    expect(res.body).not.toContain('undefined');
  });

  it('treats a PostgreSQL data exception as bad input', async () => {
    const res = await app.inject({ method: 'POST', url: '/pg-range' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ resultcode: 101 });
  });
});
