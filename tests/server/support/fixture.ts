import { afterAll, beforeAll } from 'vitest';
import { startTestServer, type TestServer } from '../../support/server';

/**
 * Starts one server for the enclosing describe block (or file) and stops it afterwards;
 * answers a getter, since the server exists only once beforeAll ran.
 */
export function useServer(env?: Record<string, string>): () => TestServer {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer(env ? { env } : {});
  });
  afterAll(async () => {
    await server?.stop();
  });
  return () => {
    if (!server) throw new Error('the test server is not running');
    return server;
  };
}

/** Headers making a request come from `address` (the servers under test trust the proxy header). */
export const from = (address: string) => ({ 'x-forwarded-for': address });

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
