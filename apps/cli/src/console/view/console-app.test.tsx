import type { ApiClient } from '@careops/core/client';
import type { CommandContext } from '@careops/core/commands';
import type { SessionUser } from '@careops/core/contract';
import type { ReasonStore } from '@careops/core/resources';
import { render } from 'ink-testing-library';
import { useEffect } from 'react';
import stringWidth from 'string-width';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConsoleModel, type ConsoleModel } from '../console-model';
import { themeFor } from '../console-theme';
import { ConsoleApp } from './console-app';
import { ConsoleEnvProvider, type ConsoleEnv } from './console-context';
import { KeyRouter } from './use-keys';

const user: SessionUser = { userId: 1, username: 'admin', name: 'Administrator', phone: '', avatar: '', introduction: '', isConsult: false, consult: false };
/** Resolves in the first task after a frame matching `check` was drawn (Ink draws at most every few ms). */
async function frameWhere(view: { lastFrame(): string | undefined }, check: (frame: string) => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check(view.lastFrame() ?? '')) {
    if (Date.now() > deadline) throw new Error(`no such frame; the last one:\n${view.lastFrame() ?? ''}`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

const rows = Array.from({ length: 30 }, (_, i) => ({ id: i + 1, orderNo: `2026112600000${String(i + 1).padStart(3, '0')}`, status: -2, studio: { id: 1, name: 'Kangning' }, amountCents: 9900, version: 1 }));
const api = {
  call: async (_name: string, body: Record<string, unknown>) => ({ list: rows.slice(0, Number(body.limit ?? 20)), total: rows.length, page: 1, limit: Number(body.limit ?? 20), nextCursor: null }),
} as unknown as ApiClient;

let model: ConsoleModel;
beforeAll(async () => {
  model = await loadConsoleModel();
});

function env(): ConsoleEnv {
  const session = { user, permissions: new Set(['orderList']) };
  const ctx: CommandContext = { api, channel: 'cli', session, signOut: async () => undefined };
  const reasons: ReasonStore = { getItem: () => null, setItem: () => undefined };
  return { model, ctx, api, server: 'http://127.0.0.1:3000', user, permissions: session.permissions, theme: themeFor({ NO_COLOR: '1' }), widthOf: stringWidth, reasons, pollMs: 15_000 };
}

/** Reports when the console has gone (it quit). */
function Watched({ onGone }: { onGone(): void }) {
  useEffect(() => onGone, [onGone]);
  return <ConsoleApp />;
}

describe('the console', () => {
  it('quits on a q typed the moment the screen shows a prompt closed', async () => {
    let gone = false;
    const view = render(
      <ConsoleEnvProvider value={env()}>
        <KeyRouter>
          <Watched onGone={() => (gone = true)} />
        </KeyRouter>
      </ConsoleEnvProvider>,
    );
    await frameWhere(view, (frame) => frame.includes('(queues every 15 s)'));
    view.stdin.write(':');
    await frameWhere(view, (frame) => frame.includes('Search pages and commands'));
    view.stdin.write('orders');
    await frameWhere(view, (frame) => /^> orders\s+page/m.test(frame));
    view.stdin.write('\r');
    await frameWhere(view, (frame) => frame.includes('2026112600000001'));
    view.stdin.write('/');
    await frameWhere(view, (frame) => /filters:/.test(frame));
    view.stdin.write('--status pending-organisation-review');
    await frameWhere(view, (frame) => frame.includes('pending-organisation-review'));
    // Enter closes the prompt; q comes the moment the screen shows it closed (as a person or a
    // pty reacting to the screen would), before React's effects of that commit have run.
    view.stdin.write('\r');
    await frameWhere(view, (frame) => !/filters:/.test(frame));
    view.stdin.write('q');
    const deadline = Date.now() + 10_000;
    while (!gone && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(gone).toBe(true);
    view.unmount();
  });
});
