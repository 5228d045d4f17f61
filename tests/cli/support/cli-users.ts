import { afterAll, beforeAll, expect } from 'vitest';
import { startTestServer, type TestServer } from '../../support/server';
import { ensureCliBuilt } from './build-cli';
import { careops, tempConfigDir, type CareopsRun } from './run-careops';

/** `careops` as one user, with a config dir of its own. */
export interface CliUser {
  run(args: string[], input?: string): Promise<CareopsRun>;
  /** `args… --json`, which must succeed with nothing on stderr; answers the parsed output. */
  json<T>(args: string[]): Promise<T>;
}

export interface CliUsers<N extends string> {
  /** The running server (throws before the file's tests start). */
  readonly server: TestServer;
  readonly users: Record<N, CliUser>;
}

function cliUser(dir: string): CliUser {
  const run = (args: string[], input?: string) => careops(args, { env: { CAREOPS_CONFIG_DIR: dir }, ...(input === undefined ? {} : { input }) });
  return {
    run,
    json: async <T>(args: string[]) => {
      const result = await run([...args, '--json']);
      expect(result.code, result.stderr).toBe(0);
      expect(result.stderr).toBe('');
      return JSON.parse(result.stdout) as T;
    },
  };
}

/**
 * A test file's own server, and `careops` signed in to it as each of `usernames` (demo staff, who
 * share the admin's password): started before the file's tests, stopped and cleaned up after.
 */
export function useCliUsers<const N extends string>(usernames: readonly N[]): CliUsers<N> {
  const dirs = usernames.map(() => tempConfigDir());
  const users = Object.fromEntries(usernames.map((name, i) => [name, cliUser(dirs[i]!.dir)])) as Record<N, CliUser>;
  let server: TestServer | undefined;
  beforeAll(async () => {
    await ensureCliBuilt();
    server = await startTestServer();
    for (const name of usernames) {
      const signIn = await users[name].run(['login', '--server', server.url, '--username', name, '--password-stdin'], `${server.adminPassword}\n`);
      expect(signIn.code, signIn.stderr).toBe(0);
    }
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    dirs.forEach((d) => d.dispose());
  });
  return {
    get server() {
      if (!server) throw new Error('the test server is not running');
      return server;
    },
    users,
  };
}
