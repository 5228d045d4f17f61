// Helpers of the system-administration server tests: call endpoints by their table name as a
// demo account (signed in once per server), and arrange records through the API as admin.
import { endpoints, type EndpointName, type ResponseOf } from '@careops/core/contract';
import { apiCall, login, type ApiAnswer, type CallOptions, type TestAuth, type TestServer } from '../support/server';
import { sqlOn } from './support/database';

export type Caller = string | TestAuth;

export interface SystemClient {
  /** A session of a demo account (cached per server). */
  as(username: string): Promise<TestAuth & { userId: number }>;
  call<N extends EndpointName>(who: Caller, name: N, body?: unknown, options?: CallOptions): Promise<ApiAnswer<ResponseOf<N>>>;
  /** Calls as `who` and fails the test unless it answered 1. */
  ok<N extends EndpointName>(who: Caller, name: N, body?: unknown, options?: CallOptions): Promise<ResponseOf<N>>;
  /** A new account made by admin (password TEST_USER_PASSWORD), bound to `stations`. */
  addUser(fields?: Partial<{ username: string; name: string; phone: string; password: string; roleIds: number[]; stationIds: number[]; status: 0 | 1 }>): Promise<ResponseOf<'addUser'>>;
  roleId(code: string): Promise<number>;
  stationIds(): Promise<number[]>;
}

let counter = 0;
/** A username and phone no other test uses (phones 1396xxxxxxx). */
export function uniquePerson(): { username: string; phone: string } {
  counter += 1;
  const n = (process.pid % 1000) * 10_000 + counter;
  return { username: `t${process.pid}x${counter}`, phone: `1396${String(n).padStart(7, '0')}` };
}

export const TEST_USER_PASSWORD = 'Test-user-pass-1234';

export function systemClient(server: () => TestServer): SystemClient {
  // One sign-in per user, shared by concurrent callers: sign-ins in flight count against the
  // user's captcha threshold until they succeed, so eight at once would meet the captcha.
  const sessions = new Map<string, { url: string; auth: Promise<TestAuth & { userId: number }> }>();
  const as = async (username: string) => {
    const cached = sessions.get(username);
    if (cached && cached.url === server().url) return cached.auth;
    const auth = login(server().url, username, /^t\d+x\d+$/.test(username) ? TEST_USER_PASSWORD : server().adminPassword);
    sessions.set(username, { url: server().url, auth });
    auth.catch(() => sessions.delete(username));
    return auth;
  };
  const call = async <N extends EndpointName>(who: Caller, name: N, body: unknown = {}, options?: CallOptions) => {
    const auth = typeof who === 'string' ? await as(who) : who;
    return apiCall<ResponseOf<N>>(server().url, endpoints[name].path, body, auth, options);
  };
  const ok = async <N extends EndpointName>(who: Caller, name: N, body?: unknown, options?: CallOptions) => {
    const answer = await call(who, name, body, options);
    if (answer.resultcode !== 1) throw new Error(`${name} as ${typeof who === 'string' ? who : 'token'} answered ${answer.resultcode}: ${answer.msg}`);
    return answer.result;
  };
  const roleId = async (code: string) => {
    const [row] = await sqlOn(server(), 'select id from roles where code = ?', [code]);
    if (!row) throw new Error(`no role ${code}`);
    return Number(row.id);
  };
  const stationIds = async () => (await sqlOn(server(), 'select id from studios order by id')).map((r) => Number(r.id));
  const addUser: SystemClient['addUser'] = async (fields = {}) => {
    const person = uniquePerson();
    return ok('admin', 'addUser', { name: 'Test Person', password: TEST_USER_PASSWORD, roleIds: [], stationIds: [], ...person, ...fields });
  };
  return { as, call, ok, addUser, roleId, stationIds };
}
