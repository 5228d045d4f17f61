import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { installRequestLogging, logSlowRequest, SLOW_REQUEST_MS } from './request-logging';

function appWithLog(level: string) {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) if (line.trim()) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const app = Fastify({ logger: { level, stream }, disableRequestLogging: true });
  installRequestLogging(app);
  return { app, lines };
}

describe('installRequestLogging', () => {
  it('gives requests the app logger (no child per request) and logs nothing per request at info', async () => {
    const { app, lines } = appWithLog('info');
    let same = false;
    app.get('/x', async (request) => {
      same = request.log === app.log;
      return { ok: true };
    });
    const res = await app.inject({ method: 'GET', url: '/x' });
    expect(res.statusCode).toBe(200);
    expect(same).toBe(true);
    expect(lines.filter((l) => l.msg === 'request')).toEqual([]);
    await app.close();
  });

  it('logs every request at debug with method, url, status and time', async () => {
    const { app, lines } = appWithLog('debug');
    app.get('/x', async () => ({ ok: true }));
    await app.inject({ method: 'GET', url: '/x?a=1' });
    expect(lines.find((l) => l.msg === 'request')).toMatchObject({ level: 20, method: 'GET', url: '/x?a=1', statusCode: 200, reqId: expect.any(String), ms: expect.any(Number) });
    await app.close();
  });

  it('logs a slow request at info, and a fast one not at all', async () => {
    const { app, lines } = appWithLog('info');
    app.get('/fast', async (request, reply) => {
      logSlowRequest(request, reply);
      return { ok: true };
    });
    app.get('/slow', async (request, reply) => {
      await new Promise((r) => setTimeout(r, SLOW_REQUEST_MS + 50));
      logSlowRequest(request, reply);
      return { ok: true };
    });
    await app.inject({ method: 'GET', url: '/fast' });
    expect(lines.filter((l) => l.msg === 'slow request')).toEqual([]);
    await app.inject({ method: 'GET', url: '/slow' });
    expect(lines.filter((l) => l.msg === 'slow request')).toEqual([expect.objectContaining({ level: 30, url: '/slow', ms: expect.any(Number) })]);
    await app.close();
  });
});
