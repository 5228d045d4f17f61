import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KeepAliveClient } from './keep-alive-client';

describe('KeepAliveClient', () => {
  let server: Server;
  let url: URL;
  const connections = new Set<unknown>();
  beforeAll(async () => {
    server = createServer((req, res) => {
      connections.add(req.socket);
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        const answer = JSON.stringify({ method: req.method, url: req.url, token: req.headers.token ?? null, body });
        if (req.url === '/chunked') {
          res.writeHead(201, { 'content-type': 'application/json' });
          res.write(answer.slice(0, 10));
          res.end(answer.slice(10));
        } else res.end(answer);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends requests one after another on one connection and reads each whole answer', async () => {
    const client = await KeepAliveClient.open(url);
    const first = await client.request('POST', '/a', { token: 't1' }, '{"x":"é"}');
    expect(first.status).toBe(200);
    expect(JSON.parse(first.body)).toEqual({ method: 'POST', url: '/a', token: 't1', body: '{"x":"é"}' });
    const second = await client.request('GET', '/chunked');
    expect(second.status).toBe(201);
    expect(JSON.parse(second.body)).toEqual({ method: 'GET', url: '/chunked', token: null, body: '' });
    for (let i = 0; i < 20; i++) expect(JSON.parse((await client.request('GET', `/n${i}`)).body).url).toBe(`/n${i}`);
    expect(connections.size).toBe(1);
    client.close();
  });

  it('refuses a second request while one is pending', async () => {
    const client = await KeepAliveClient.open(url);
    const pending = client.request('GET', '/slow');
    await expect(client.request('GET', '/other')).rejects.toThrow(/one request at a time/);
    await pending;
    client.close();
  });
});
