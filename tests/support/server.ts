// Starts the real, built CareOps server for tests: its own port, its own temp data directory
// and, when DATABASE_URL is set, its own PostgreSQL database (dropped on stop).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { ensureBuilt, repoRoot } from './ensure-built';

export { repoRoot };

/** The admin (and demo staff) password of every test server. */
export const TEST_ADMIN_PASSWORD = 'Admin-pass-1234';

const serverEntry = join(repoRoot, 'apps/server/dist/main.js');

/**
 * The Node.js flags the server runs with, as `npm start` gives them (tests/server-command.test.ts
 * holds the two equal): a young generation of at most 4 MiB a half, so a long export's garbage
 * is collected while it is young instead of growing the heap to 32 MiB (docs/server.md).
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=4', '--max-old-space-size=512'];

/** `node <flags> apps/server/dist/main.js`, as process arguments. */
export const serverCommand = () => [...SERVER_NODE_FLAGS, serverEntry];

export interface TestServer {
  /** e.g. http://127.0.0.1:41234 (changes on restart). */
  url: string;
  adminPassword: string;
  dataDir: string;
  /** The test's own PostgreSQL database, when running on PostgreSQL. */
  databaseUrl?: string;
  /** Everything the server printed so far (stdout and stderr). */
  output(): string;
  /** Stops the process and starts it again on the same data, with extra env if given. */
  restart(env?: Record<string, string>): Promise<void>;
  /** Sends `signal` to the server process now (a crash test's SIGKILL); `restart` starts it again. */
  kill(signal: NodeJS.Signals): void;
  stop(): Promise<void>;
}

export interface StartOptions {
  /** Extra environment for the server (overrides the defaults below). */
  env?: Record<string, string>;
}

/** Builds apps/server/dist/main.js when it is missing or older than its sources. */
export async function ensureServerBuilt(): Promise<void> {
  await ensureBuilt('server');
}

// ---------------------------------------------------------------------------------------------
// PostgreSQL: one fresh database per test server.

/** A PostgreSQL URL with a user (node-postgres only reads $USER, which may be unset). */
function withUser(url: string): string {
  const parsed = new URL(url);
  if (!parsed.username) parsed.username = process.env.PGUSER || process.env.USER || userInfo().username;
  return parsed.toString();
}

async function adminQuery(baseUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: withUser(baseUrl) });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

async function createTestDatabase(baseUrl: string): Promise<string> {
  const name = `careops_t_${randomBytes(6).toString('hex')}`;
  await adminQuery(baseUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function dropTestDatabase(baseUrl: string, databaseUrl: string): Promise<void> {
  const name = new URL(databaseUrl).pathname.slice(1);
  await adminQuery(baseUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}

// ---------------------------------------------------------------------------------------------
// The process.

interface Running {
  child: ChildProcess;
  url: string;
}

function launch(env: NodeJS.ProcessEnv, log: string[]): Promise<Running> {
  const child = spawn(process.execPath, serverCommand(), { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  child.once('exit', () => process.removeListener('exit', killOnExit));
  return new Promise((resolve, reject) => {
    let stdout = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server did not start within 30 s:\n${log.join('')}`));
    }, 30_000);
    child.stdout?.setEncoding('utf8');
    child.stderr?.setEncoding('utf8');
    child.stderr?.on('data', (chunk: string) => log.push(chunk));
    child.stdout?.on('data', (chunk: string) => {
      log.push(chunk);
      stdout += chunk;
      const found = /CareOps is listening on (http:\/\/\S+)/.exec(stdout);
      if (found?.[1]) {
        clearTimeout(timer);
        stdout = '';
        resolve({ child, url: found[1] });
      }
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${signal ?? code}) before listening:\n${log.join('')}`));
    });
  });
}

async function terminate(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}

/**
 * Spawns the built server (`node apps/server/dist/main.js`) on a free port with a fresh temp
 * data directory, the test admin password, demo data and the test hooks. With DATABASE_URL
 * set, it runs on a fresh PostgreSQL database created on that server and dropped on stop.
 */
export async function startTestServer(options: StartOptions = {}): Promise<TestServer> {
  await ensureServerBuilt();
  const dataDir = mkdtempSync(join(tmpdir(), 'careops-test-'));
  const baseUrl = process.env.DATABASE_URL;
  const databaseUrl = baseUrl ? await createTestDatabase(baseUrl) : undefined;
  const log: string[] = [];
  const envFor = (extra: Record<string, string> = {}): NodeJS.ProcessEnv => {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      CAREOPS_DATA_DIR: dataDir,
      CAREOPS_ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
      CAREOPS_DEMO: '1',
      CAREOPS_TEST_HOOKS: '1',
      ...options.env,
      ...extra,
    };
    if (databaseUrl) env.DATABASE_URL = databaseUrl;
    else delete env.DATABASE_URL;
    return env;
  };
  const cleanUp = async () => {
    if (databaseUrl && baseUrl) await dropTestDatabase(baseUrl, databaseUrl);
    rmSync(dataDir, { recursive: true, force: true });
  };
  let running: Running;
  try {
    running = await launch(envFor(), log);
  } catch (error) {
    await cleanUp();
    throw error;
  }
  const server: TestServer = {
    url: running.url,
    adminPassword: TEST_ADMIN_PASSWORD,
    dataDir,
    ...(databaseUrl ? { databaseUrl } : {}),
    output: () => log.join(''),
    async restart(env) {
      await terminate(running.child);
      running = await launch(envFor(env), log);
      server.url = running.url;
    },
    kill(signal) {
      running.child.kill(signal);
    },
    async stop() {
      await terminate(running.child);
      await cleanUp();
    },
  };
  return server;
}

// ---------------------------------------------------------------------------------------------
// Calling it.

export interface TestAuth {
  token: string;
  userId?: number;
}

export interface CallOptions {
  /** Extra headers (e.g. x-careops-channel). */
  headers?: Record<string, string>;
  /** Send the body form-encoded instead of JSON. */
  form?: boolean;
  /** Send this text as the body, as is (with content-type application/json unless given). */
  raw?: string;
  method?: 'GET' | 'POST';
}

export interface ApiAnswer<T> {
  status: number;
  headers: Headers;
  resultcode: number | string;
  msg: string;
  result: T;
  /** The parsed answer as it came. */
  body: unknown;
}

/** Calls a path of the server the way a client does; never throws for an error answer. */
export async function apiCall<T = unknown>(url: string, path: string, body?: unknown, auth?: TestAuth | null, options: CallOptions = {}): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (auth) {
    headers.token = auth.token;
    if (auth.userId !== undefined) headers.userId = String(auth.userId);
  }
  let payload: string | undefined;
  if (options.raw !== undefined) {
    payload = options.raw;
    headers['content-type'] = 'application/json';
  } else if (options.form) {
    payload = new URLSearchParams(Object.entries((body ?? {}) as Record<string, unknown>).map(([k, v]) => [k, String(v)])).toString();
    headers['content-type'] = 'application/x-www-form-urlencoded';
  } else if (body !== undefined) {
    payload = JSON.stringify(body);
    headers['content-type'] = 'application/json';
  }
  Object.assign(headers, options.headers);
  const method = options.method ?? 'POST';
  const response = await fetch(`${url}${path}`, { method, headers, ...(method === 'POST' && payload !== undefined ? { body: payload } : {}) });
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = text;
  }
  const envelope = (typeof parsed === 'object' && parsed !== null ? parsed : {}) as { resultcode?: number | string; msg?: string; result?: T };
  return {
    status: response.status,
    headers: response.headers,
    resultcode: envelope.resultcode ?? '',
    msg: envelope.msg ?? '',
    result: envelope.result as T,
    body: parsed,
  };
}

/** Signs in with username and password; throws with the server's message on failure. */
export async function login(url: string, username: string, password: string): Promise<{ token: string; userId: number }> {
  const answer = await apiCall<{ token: string; user: { userId: number } }>(url, '/api/admin/passwordLogin', { username, password });
  if (answer.resultcode !== 1) throw new Error(`sign-in as ${username} failed: ${answer.resultcode} ${answer.msg}`);
  return { token: answer.result.token, userId: answer.result.user.userId };
}
