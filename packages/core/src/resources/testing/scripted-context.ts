import type { ApiClient } from '../../client/types';
import type { CommandContext } from '../../commands/types';
import type { EndpointName } from '../../contract/endpoints';
import type { SessionUser } from '../../contract/schemas/auth';

/** A call a test api received. */
export interface RecordedCall {
  name: EndpointName;
  body: Record<string, unknown>;
}

/** For unit tests of generated commands: an api answering through `answer`, recording every call. */
export function scriptedApi(answer: (name: EndpointName, body: Record<string, unknown>) => unknown): ApiClient & { calls: RecordedCall[] } {
  const calls: RecordedCall[] = [];
  const refuse = () => Promise.reject(new Error('not scripted'));
  const call = async (name: EndpointName, body?: unknown) => {
    const given = (body ?? {}) as Record<string, unknown>;
    calls.push({ name, body: given });
    return answer(name, given);
  };
  return { calls, call: call as ApiClient['call'], post: refuse, download: refuse, stream: refuse, upload: refuse };
}

const user: SessionUser = { userId: 1, username: 'admin', name: 'Administrator', phone: '13800000000', avatar: '', introduction: '', isConsult: false, consult: false };

/** A CLI-like context around a scripted api; `input` is what stdin or a file would hold. */
export function scriptedContext(
  api: ApiClient,
  options: { confirm?: boolean; input?: Record<string, string>; stdin?: string; prompt?: string[] } = {},
): CommandContext & { progressed: Array<[number, number]>; asked: string[] } {
  const progressed: Array<[number, number]> = [];
  const asked: string[] = [];
  const answers = [...(options.prompt ?? [])];
  return {
    api,
    channel: 'cli',
    session: { user, permissions: new Set() },
    progressed,
    asked,
    progress: (done, total) => void progressed.push([done, total]),
    ...(options.confirm === undefined
      ? {}
      : {
          confirm: async (message: string) => {
            asked.push(message);
            return options.confirm === true;
          },
        }),
    ...(options.prompt ? { prompt: async (label: string) => (asked.push(label), answers.shift() ?? '') } : {}),
    readInput: async (source) => (source === 'stdin' ? (options.stdin ?? null) : (options.input?.[source.file] ?? null)),
    signOut: async () => undefined,
  };
}
