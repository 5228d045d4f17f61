import type { ApiClient } from '@careops/core/client';
import { completeCommandLine, type CommandContext } from '@careops/core/commands';
import { createDefaultRegistry } from '@careops/core/registry';
import { describe, expect, it } from 'vitest';
import { applyCompletion, commonPrefix, withLocalCommands } from './terminal-completion';

describe('commonPrefix', () => {
  it('finds the shared start', () => {
    expect(commonPrefix(['--old-password', '--other'])).toBe('--o');
    expect(commonPrefix(['whoami'])).toBe('whoami');
    expect(commonPrefix([])).toBe('');
  });
});

describe('applyCompletion', () => {
  it('replaces the word with a single candidate and adds a space', () => {
    expect(applyCompletion('who', 3, { candidates: ['whoami'], replaceFrom: 0 })).toEqual({ line: 'whoami ', caret: 7, listed: [] });
  });

  it('keeps text after the caret', () => {
    expect(applyCompletion('pass change', 4, { candidates: ['password'], replaceFrom: 0 })).toEqual({ line: 'password change', caret: 8, listed: [] });
  });

  it('extends to the common prefix and lists several candidates', () => {
    expect(applyCompletion('password change --', 18, { candidates: ['--confirm', '--old-password', '--password'], replaceFrom: 16 })).toEqual({
      line: 'password change --',
      caret: 18,
      listed: ['--confirm', '--old-password', '--password'],
    });
    expect(applyCompletion('l', 1, { candidates: ['list', 'logout'], replaceFrom: 0 }).listed).toEqual(['list', 'logout']);
    expect(applyCompletion('o', 1, { candidates: ['orders', 'ordinal'], replaceFrom: 0 }).line).toBe('ord');
  });

  it('does nothing without candidates', () => {
    expect(applyCompletion('zzz', 3, { candidates: [], replaceFrom: 0 })).toEqual({ line: 'zzz', caret: 3, listed: [] });
  });

  it('adds no space after a flag that ends in =', () => {
    expect(applyCompletion('x --status=', 11, { candidates: ['--status='], replaceFrom: 2 }).line).toBe('x --status=');
  });
});

describe('withLocalCommands', () => {
  it('offers clear as a command word only', () => {
    expect(withLocalCommands({ candidates: [], replaceFrom: 0 }, 'cl')).toEqual({ candidates: ['clear'], replaceFrom: 0 });
    expect(withLocalCommands({ candidates: ['help'], replaceFrom: 0 }, '')).toEqual({ candidates: ['clear', 'help'], replaceFrom: 0 });
    expect(withLocalCommands({ candidates: [], replaceFrom: 5 }, 'help cl')).toEqual({ candidates: [], replaceFrom: 5 });
  });
});

describe('completion over the real registry', () => {
  const registry = createDefaultRegistry();
  const ctx: CommandContext = {
    api: {} as ApiClient,
    channel: 'terminal',
    session: {
      user: { userId: 1, username: 'admin', name: 'Admin', phone: '13800000000', avatar: '', introduction: '', isConsult: false, consult: false },
      permissions: new Set(['orderList', 'order']),
    },
    signOut: async () => {},
  };
  const tab = (line: string) => applyCompletion(line, line.length, withLocalCommands(completeCommandLine(registry, line, ctx), line));

  it('completes command words and flags', () => {
    expect(tab('who').line).toBe('whoami ');
    expect(tab('password ').line).toBe('password change ');
    expect(tab('password change --o').line).toBe('password change --old-password ');
    expect(tab('password change --').listed).toEqual(expect.arrayContaining(['--old-password', '--password', '--confirm']));
  });

  it('completes page names for open', () => {
    expect(tab('open orderL').line).toBe('open orderList ');
  });
});
