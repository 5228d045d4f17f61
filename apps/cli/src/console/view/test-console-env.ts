// What the console's view tests render with: a signed-in user, an API answering list calls from
// rows in memory, and the ConsoleEnv around them.
import type { ApiClient } from '@careops/core/client';
import type { CommandContext } from '@careops/core/commands';
import type { SessionUser } from '@careops/core/contract';
import type { ReasonStore } from '@careops/core/resources';
import stringWidth from 'string-width';
import type { ConsoleModel } from '../console-model';
import { themeFor } from '../console-theme';
import type { ConsoleEnv } from './console-context';

export const testUser: SessionUser = { userId: 1, username: 'admin', name: 'Administrator', phone: '', avatar: '', introduction: '', isConsult: false, consult: false };

/** An API answering one list endpoint from rows in memory, recording every call (the views' requests). */
export function memoryApi(rows: Array<Record<string, unknown>>) {
  const calls: Array<{ name: string; body: Record<string, unknown> }> = [];
  const api = {
    call: async (name: string, body: Record<string, unknown>) => {
      calls.push({ name, body });
      const page = Number(body.page ?? 1);
      const limit = Number(body.limit ?? 20);
      return { list: rows.slice((page - 1) * limit, page * limit), total: rows.length, page, limit, nextCursor: null };
    },
  } as unknown as ApiClient;
  return { api, calls };
}

/** The console's environment for `testUser` holding `permissions`, without colour. */
export function testConsoleEnv(model: ConsoleModel, permissions: string[], api: ApiClient = memoryApi([]).api): ConsoleEnv {
  const session = { user: testUser, permissions: new Set(permissions) };
  const ctx: CommandContext = { api, channel: 'cli', session, signOut: async () => undefined };
  const store = new Map<string, string>();
  const reasons: ReasonStore = { getItem: (k) => store.get(k) ?? null, setItem: (k, v) => void store.set(k, v) };
  return { model, ctx, api, server: 'http://127.0.0.1:3000', user: testUser, permissions: session.permissions, theme: themeFor({ NO_COLOR: '1' }), widthOf: stringWidth, reasons, pollMs: 15_000 };
}

/** Resolves in the first task after a frame matching `check` was drawn (Ink draws at most every few ms). */
export async function frameWhere(view: { lastFrame(): string | undefined }, check: (frame: string) => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check(view.lastFrame() ?? '')) {
    if (Date.now() > deadline) throw new Error(`no such frame; the last one:\n${view.lastFrame() ?? ''}`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}
