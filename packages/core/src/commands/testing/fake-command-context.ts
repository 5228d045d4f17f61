import type { ApiClient } from '../../client/types';
import type { EndpointName, RequestOf, ResponseOf } from '../../contract/endpoints';
import type { SessionUser } from '../../contract/schemas/auth';
import type { CommandChannel, CommandContext } from '../types';

/**
 * Test helpers for command unit tests: an ApiClient that answers from a table and records
 * its calls, and a context around it. Commands against the real server are covered by the
 * CLI and browser end-to-end tests.
 */
export type FakeAnswers = { [N in EndpointName]?: ResponseOf<N> | ((body: RequestOf<N> | undefined) => ResponseOf<N> | Promise<ResponseOf<N>>) };

export interface FakeApi extends ApiClient {
  calls: Array<{ name: EndpointName; body: unknown }>;
}

export function fakeApi(answers: FakeAnswers): FakeApi {
  const calls: FakeApi['calls'] = [];
  const unused = (what: string) => () => Promise.reject(new Error(`fake api: ${what} is not scripted`));
  return {
    calls,
    async call<N extends EndpointName>(name: N, body?: RequestOf<N>): Promise<ResponseOf<N>> {
      calls.push({ name, body });
      // Widened on purpose: indexing the mapped type with a generic name is a union of every
      // endpoint's answer, which the compiler cannot represent once the table is large.
      const answer: unknown = (answers as Record<string, unknown>)[name];
      if (answer === undefined) throw new Error(`fake api: no answer for ${name}`);
      return (typeof answer === 'function' ? (answer as (b: unknown) => unknown)(body) : answer) as ResponseOf<N>;
    },
    post: unused('post'),
    download: unused('download'),
    stream: unused('stream'),
    upload: unused('upload'),
  };
}

export const testUser: SessionUser = {
  userId: 2,
  username: 'cs',
  name: 'Customer Service',
  phone: '13800000001',
  avatar: '',
  introduction: '',
  isConsult: false,
  consult: false,
};

export interface FakeContext extends CommandContext {
  api: FakeApi;
  navigated: string[];
  signOuts: number;
}

export function fakeContext(options: {
  channel?: CommandChannel;
  permissions?: string[] | null;
  answers?: FakeAnswers;
  prompt?: CommandContext['prompt'];
  confirm?: CommandContext['confirm'];
  navigate?: boolean;
  currentPath?: string;
} = {}): FakeContext {
  const ctx: FakeContext = {
    api: fakeApi(options.answers ?? {}),
    channel: options.channel ?? 'terminal',
    session: options.permissions === null ? null : { user: testUser, permissions: new Set(options.permissions ?? []) },
    navigated: [],
    signOuts: 0,
    async signOut() {
      ctx.signOuts += 1;
    },
    ...(options.prompt ? { prompt: options.prompt } : {}),
    ...(options.confirm ? { confirm: options.confirm } : {}),
    ...(options.currentPath ? { currentPath: options.currentPath } : {}),
  };
  if (options.navigate !== false) ctx.navigate = (path) => void ctx.navigated.push(path);
  return ctx;
}
