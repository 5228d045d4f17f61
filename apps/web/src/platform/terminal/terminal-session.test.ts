import type { ApiClient } from '@careops/core/client';
import type { CommandContext, CommandRegistry } from '@careops/core/commands';
import { t } from '@careops/core/i18n';
import { createDefaultRegistry } from '@careops/core/registry';
import { describe, expect, it } from 'vitest';
import type { KeyValueStorage } from '../keyboard/recent-entries';
import { historyStorageKey } from './terminal-history';
import { TerminalSession, type TerminalLine } from './terminal-session';

function setup(registry: CommandRegistry = createDefaultRegistry()) {
  const data = new Map<string, string>();
  const storage: KeyValueStorage = { getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
  const calls: string[] = [];
  // The commands exercised here stop before calling the server; any call is a failure.
  const api = new Proxy({} as ApiClient, {
    get: (_target, name) => () => {
      calls.push(String(name));
      return Promise.reject(new Error(`unexpected api.${String(name)}`));
    },
  });
  const navigated: string[] = [];
  const ctx: CommandContext = {
    api,
    channel: 'terminal',
    session: {
      user: { userId: 5, username: 'cs', name: 'CS', phone: '13800000001', avatar: '', introduction: '', isConsult: false, consult: false },
      permissions: new Set(['order', 'orderList']),
    },
    signOut: async () => {},
  };
  const session = new TerminalSession({
    registry,
    context: () => ctx,
    navigate: (p) => navigated.push(p),
    storage,
    userId: 5,
    prompt: 'cs $',
  });
  const texts = () => session.getState().lines.map(lineText);
  return { session, data, calls, navigated, texts };
}

function lineText(line: TerminalLine): string {
  if (line.kind === 'input') return `${line.prompt} ${line.text}`;
  if (line.kind === 'text') return `[${line.tone}] ${line.text}`;
  return `[result ${line.result.kind}]`;
}

describe('TerminalSession', () => {
  it('names an unknown command and suggests the closest one', async () => {
    const { session, texts } = setup();
    await session.submit('whoamj');
    expect(texts().at(-1)).toBe(`[error] ${t('commands.error.didYouMean', { name: 'whoamj', suggestion: 'whoami' })}`);
  });

  it('names a bad flag', async () => {
    const { session, texts } = setup();
    await session.submit('whoami --verbose');
    expect(texts().at(-1)).toBe(`[error] ${t('commands.error.unknownFlag', { flag: 'verbose', command: 'whoami' })}`);
  });

  it('opens a permitted page and refuses one the user may not open', async () => {
    const { session, texts, navigated } = setup();
    await session.submit('open orderList');
    expect(navigated).toEqual(['/order/order-list']);
    expect(texts().at(-1)).toContain('/order/order-list');
    await session.submit('open systemUser');
    expect(navigated).toHaveLength(1);
    expect(texts().at(-1)).toBe(`[error] ${t('commands.open.noMatch', { page: 'systemUser' })}`);
  });

  it('lists help with the terminal-only clear command', async () => {
    const { session, texts } = setup();
    await session.submit('help');
    expect(texts().slice(-2)).toEqual(['[result text]', `[plain] ${t('keyboard.terminal.clearHelp')}`]);
  });

  it('clears the screen, and rejects arguments to clear', async () => {
    const { session, texts } = setup();
    await session.submit('help');
    await session.submit('clear');
    expect(texts()).toEqual([]);
    await session.submit('clear all');
    expect(texts().at(-1)).toBe(`[error] ${t('keyboard.terminal.clearArgs')}`);
  });

  it('asks for secrets at the prompt, masks them, and stops when not confirmed', async () => {
    const { session, texts, calls } = setup();
    const run = session.submit('password change');
    const answer = async (text: string) => {
      await new Promise((r) => setTimeout(r, 0));
      const q = session.getState().question;
      expect(q).not.toBeNull();
      session.submit(text);
      return q;
    };
    expect((await answer('old-pass'))?.secret).toBe(true);
    await answer('Tidal-harbour-lantern-7');
    await answer('Tidal-harbour-lantern-7');
    expect((await answer('n'))?.confirm).toBe(true);
    await run;
    const shown = texts().join('\n');
    expect(shown).not.toContain('old-pass');
    expect(shown).not.toContain('Tidal-harbour-lantern-7');
    expect(calls).toEqual([]);
    expect(session.getState().question).toBeNull();
  });

  it('shows the progress a bulk command reports while it runs, and drops it when it ends', async () => {
    const registry = createDefaultRegistry();
    const seen: Array<{ done: number; total: number } | null> = [];
    let release = () => {};
    const noArgs = registry.get('session.whoami');
    if (!noArgs) throw new Error('no whoami command');
    registry.register({
      ...noArgs,
      id: 'test.bulk',
      title: 'bulk',
      cli: ['bulk'],
      shortcut: undefined,
      permission: 'orderList',
      run: async (ctx) => {
        ctx.progress?.(0, 3);
        ctx.progress?.(2, 3);
        await new Promise<void>((resolve) => (release = resolve));
        ctx.progress?.(3, 3);
        return { kind: 'none' };
      },
    });
    const { session } = setup(registry);
    session.subscribe(() => seen.push(session.getState().progress));
    const run = session.submit('bulk');
    await Promise.resolve();
    expect(session.getState().progress).toEqual({ done: 2, total: 3 });
    release();
    await run;
    expect(session.getState().progress).toBeNull();
    expect(seen).toContainEqual({ done: 0, total: 3 });
    expect(seen).toContainEqual({ done: 3, total: 3 });
  });

  it('keeps history per user, without blank lines', async () => {
    const { session, data } = setup();
    await session.submit('help');
    await session.submit('   ');
    await session.submit('whoamj');
    expect(session.getState().history).toEqual(['help', 'whoamj']);
    expect(JSON.parse(data.get(historyStorageKey(5)) ?? '[]')).toEqual(['help', 'whoamj']);
  });
  it('reads careops’s own options anywhere in the line: --json prints the JSON careops prints, --yes answers the confirmation', async () => {
    const { session, texts, calls } = setup();
    await session.submit('help --json whoami');
    const printed = session.getState().lines.at(-1);
    expect(printed?.kind).toBe('text');
    expect(JSON.parse(printed?.kind === 'text' ? printed.text : '')).toHaveProperty('text');
    await session.submit('whoami --json --csv');
    expect(texts().at(-1)).toBe(`[error] ${t('daily.terminal.jsonWithCsv')}`);
    // --yes: the password change asks for its secrets but not for the confirmation.
    const run = session.submit('password change --yes');
    for (const secret of ['old-pass', 'Tidal-harbour-lantern-7', 'Tidal-harbour-lantern-7']) {
      await new Promise((r) => setTimeout(r, 0));
      expect(session.getState().question?.confirm).toBe(false);
      session.submit(secret);
    }
    await run;
    expect(session.getState().question).toBeNull();
    expect(texts().join('\n')).not.toContain(t('common.cancelled'));
    // Confirmed without asking: the change went to the server (here a stand-in that refuses).
    expect(calls.length).toBeGreaterThan(0);
  });
});
