import type { ApiClient } from '@careops/core/client';
import { completeCommandLine, type CommandContext } from '@careops/core/commands';
import { t } from '@careops/core/i18n';
import { createDefaultRegistry } from '@careops/core/registry';
import { describe, expect, it } from 'vitest';
import { applyCompletion } from './terminal-completion';
import { parseLiveLine, withLiveCommands } from './terminal-live';

describe('parseLiveLine', () => {
  it('reads the live commands with careops’s options, and leaves other lines alone', () => {
    expect(parseLiveLine(['sos', 'watch'])).toEqual({ kind: 'watch' });
    expect(parseLiveLine(['sos', 'watch', '--count', '3'])).toEqual({ kind: 'watch', count: 3 });
    expect(parseLiveLine(['events', 'tail', '--topic', 'alarm', 'queue', '--count=2'])).toEqual({ kind: 'tail', topics: ['alarm', 'queue'], count: 2 });
    expect(parseLiveLine(['events', 'tail', '--topic=record'])).toEqual({ kind: 'tail', topics: ['record'] });
    expect(parseLiveLine(['sos', 'list'])).toBeNull();
    expect(parseLiveLine(['orders', 'list'])).toBeNull();
  });

  it('names what is wrong', () => {
    expect(parseLiveLine(['sos', 'watch', '--count', '0'])).toBe(t('security.cmd.countInvalid', { value: '0' }));
    expect(parseLiveLine(['events', 'tail', '--topic', 'reset'])).toContain('reset');
    expect(parseLiveLine(['events', 'tail', '--topic'])).toBe(t('security.cmd.live.missingValue', { option: '--topic' }));
    expect(parseLiveLine(['sos', 'watch', '--topic', 'alarm'])).toContain('--topic');
  });
});

describe('withLiveCommands', () => {
  const registry = createDefaultRegistry();
  const ctx: CommandContext = {
    api: {} as ApiClient,
    channel: 'terminal',
    session: {
      user: { userId: 1, username: 'admin', name: 'Admin', phone: '13800000000', avatar: '', introduction: '', isConsult: false, consult: false },
      permissions: new Set(['securityCenterList', 'securityCenterList.handle']),
    },
    signOut: async () => {},
  };
  const tab = (line: string) => applyCompletion(line, line.length, withLiveCommands(completeCommandLine(registry, line, ctx), line));

  it('completes the live commands’ words beside the registry’s', () => {
    expect(tab('even').line).toBe('events ');
    expect(tab('events t').line).toBe('events tail ');
    expect(tab('sos wa').line).toBe('sos watch ');
    expect(tab('sos ').listed).toEqual(expect.arrayContaining(['watch', 'list']));
    expect(tab('orders wa').listed).toEqual([]);
  });
});
