// A stop signal (SIGTERM) lets the requests in flight finish: every write the server
// acknowledged is there after the restart, no accepted request is answered with a server error,
// and the process says it stopped cleanly (it did not run into the deadline or a kill).
import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { login } from '../support/server';
import { countOn } from './support/database';
import { sleep, useServer } from './support/fixture';

interface Outcome {
  name: string;
  status?: number;
  resultcode?: number;
  error?: string;
}

/** POSTs JSON on a connection of its own (no keep-alive), so each request is accepted or refused alone. */
function post(url: string, path: string, body: unknown, token: string, name: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const payload = JSON.stringify(body);
    const req = request(`${url}${path}`, { method: 'POST', agent: false, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), token, connection: 'close' } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => {
        try {
          resolve({ name, status: res.statusCode ?? 0, resultcode: (JSON.parse(text) as { resultcode: number }).resultcode });
        } catch {
          resolve({ name, status: res.statusCode ?? 0, error: `unreadable answer: ${text.slice(0, 80)}` });
        }
      });
      res.on('error', (error) => resolve({ name, error: String(error) }));
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ name, error: error.code ?? String(error) }));
    req.end(payload);
  });
}

describe('graceful shutdown', () => {
  const server = useServer();

  it('finishes the writes in flight on SIGTERM and loses none it acknowledged', async () => {
    const { token } = await login(server().url, 'admin', server().adminPassword);
    const url = server().url;
    const stamp = Date.now();
    const calls = Array.from({ length: 60 }, (_, i) =>
      sleep(i * 4).then(() => post(url, '/api/admin/addRole', { name: `Shutdown ${stamp} ${i}`, nodeCodes: [] }, token, `Shutdown ${stamp} ${i}`)),
    );
    await sleep(80);
    const restarted = server().restart();
    const outcomes = await Promise.all(calls);
    await restarted;

    const acknowledged = outcomes.filter((o) => o.resultcode === 1);
    expect(acknowledged.length).toBeGreaterThan(0);
    // Requests arriving while it stops are refused whole: 503 with the envelope, nothing written.
    const refused = outcomes.filter((o) => o.status === 503);
    expect(refused.every((o) => o.resultcode === 500), 'a 503 without the envelope').toBe(true);
    expect(outcomes.filter((o) => ((o.status ?? 0) >= 500 && o.status !== 503) || o.error?.startsWith('unreadable')), 'answers cut or failed').toEqual([]);
    for (const outcome of acknowledged) {
      expect(await countOn(server(), 'select count(*) from roles where name = ?', [outcome.name]), outcome.name).toBe(1);
    }
    for (const outcome of refused) {
      expect(await countOn(server(), 'select count(*) from roles where name = ?', [outcome.name]), outcome.name).toBe(0);
    }
    // The first process ended by itself, within the deadline, after closing the database.
    expect(server().output()).toContain('CareOps stopped: every request answered, the database closed.');
  });
});
