import { request, type ClientRequest } from 'node:http';
import { createServer, type Server, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { requestsOnTheWire } from './requests-on-the-wire';

let server: Server | undefined;
const accepted: Socket[] = [];
afterEach(async () => {
  for (const socket of accepted.splice(0)) socket.destroy();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
});

/** A server that takes connections and never answers: only the client's side is looked at. */
async function silentServer(): Promise<number> {
  server = createServer((socket) => {
    accepted.push(socket);
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

describe('requestsOnTheWire', () => {
  it('resolves once requests made just before have connected and been written to their sockets', async () => {
    const port = await silentServer();
    const sent: ClientRequest[] = [0, 1].map(() => {
      const req = request({ host: '127.0.0.1', port, method: 'POST', path: '/api/x', headers: { 'content-type': 'application/json' } });
      req.on('error', () => undefined);
      req.end('{}');
      return req;
    });
    // Made in this task, nothing is written yet: the sockets connect in the event loop's poll phase.
    expect(sent.map((req) => req.writableFinished)).toEqual([false, false]);
    await requestsOnTheWire();
    expect(sent.map((req) => req.writableFinished)).toEqual([true, true]);
    for (const req of sent) req.destroy();
  });
});
