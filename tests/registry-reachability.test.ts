/**
 * One command, three faces: every command of the default registry is reachable from the web
 * palette, the web terminal and the `careops` CLI wherever its `faces` allow it, and absent
 * where they do not. Enumerates the registry, so a new command is covered without editing this.
 */
import type { ApiClient } from '@careops/core/client';
import {
  describeArgs,
  isFaceEnabled,
  parseCommandLine,
  quoteWord,
  type AnyCommandDef,
  type CommandChannel,
  type CommandContext,
  type CommandResult,
} from '@careops/core/commands';
import { buildPermissionCatalogue, flattenRoutes, homeRoute, areaRoutes } from '@careops/core/permissions';
import { createDefaultRegistry } from '@careops/core/registry';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleRegistry } from '../apps/web/src/platform/keyboard/console-registry';
import { commandEntries } from '../apps/web/src/platform/keyboard/palette-entries';

const root = join(import.meta.dirname, '..');
const cliBin = join(root, 'apps/cli/bin/careops.js');
// The web console's registry (palette, shortcuts, terminal); the CLI builds its own default one.
const registry = consoleRegistry;
const commands = registry.list();

// Parsing and listing never call the server: an API that fails loudly proves it.
const api = new Proxy({} as ApiClient, {
  get: (_target, name) => () => Promise.reject(new Error(`registry reachability must not call api.${String(name)}`)),
});

function adminContext(channel: CommandChannel, currentPath?: string): CommandContext {
  return {
    api,
    channel,
    session: {
      user: { userId: 1, username: 'admin', name: 'Admin', phone: '13800000000', avatar: '', introduction: '', isConsult: true, consult: true },
      permissions: new Set(buildPermissionCatalogue().map((n) => n.code)),
    },
    navigate: () => {},
    signOut: async () => {},
    ...(currentPath === undefined ? {} : { currentPath }),
  };
}

// Context commands show only on some page: try no page, then every page of the console.
const pagePaths = [undefined, ...flattenRoutes([homeRoute, ...areaRoutes]).map((r) => r.path.replace(/:\w+\*?/g, '1'))];

/** A line that gives the command every required argument (first choice, 1, or 'x'). */
function sampleLine(command: AnyCommandDef): string {
  const words = [...command.cli];
  for (const spec of describeArgs(command)) {
    if (!spec.required) continue;
    const value = spec.choices?.[0] ?? ((spec.kind === 'array' ? spec.element : spec.kind) === 'number' ? '1' : 'x');
    if (spec.kind === 'boolean') words.push(`--${spec.flag}`);
    else if (spec.position !== undefined) words.push(quoteWord(value));
    else words.push(`--${spec.flag}`, quoteWord(value));
  }
  return words.join(' ');
}

function inPaletteSomewhere(command: AnyCommandDef): boolean {
  return pagePaths.some((path) => commandEntries(registry, adminContext('web', path)).some((e) => e.id === `command:${command.id}`));
}

function parsesSomewhere(command: AnyCommandDef, line: string): { ok: boolean; detail: string } {
  let detail = '';
  for (const path of pagePaths) {
    const parsed = parseCommandLine(registry, line, adminContext('terminal', path));
    if (parsed.ok && parsed.command.id === command.id) return { ok: true, detail: '' };
    detail = parsed.ok ? `resolved to ${parsed.command.id}` : parsed.error;
  }
  return { ok: false, detail };
}

describe('registry reachability', () => {
  let home: string;

  beforeAll(() => {
    home = mkdtempSync(join(tmpdir(), 'careops-reach-'));
    if (!existsSync(join(root, 'apps/cli/dist/main.cjs'))) {
      const build = spawnSync(process.execPath, ['scripts/build-node.mjs'], { cwd: root, encoding: 'utf8' });
      if (build.status !== 0) throw new Error(`building the CLI failed:\n${build.stderr}`);
    }
  });

  afterAll(() => rmSync(home, { recursive: true, force: true }));

  it('has the built-in commands, the same on the web as in the default registry', () => {
    expect(commands.map((c) => c.id)).toEqual(expect.arrayContaining(createDefaultRegistry().list().map((c) => c.id)));
    expect(commands.map((c) => c.id)).toEqual(expect.arrayContaining(['session.whoami', 'session.logout', 'session.changePassword', 'navigation.open', 'help']));
  });

  describe.each(commands.map((c) => [c.id, c] as const))('%s', (_id, command) => {
    it(isFaceEnabled(command, 'palette') ? 'is offered by the palette' : 'stays out of the palette', () => {
      expect(inPaletteSomewhere(command)).toBe(isFaceEnabled(command, 'palette'));
    });

    it(isFaceEnabled(command, 'terminal') ? 'parses in the terminal from its cli words' : 'is refused by the terminal', () => {
      const result = parsesSomewhere(command, sampleLine(command));
      expect(result, result.detail).toMatchObject({ ok: isFaceEnabled(command, 'terminal') });
    });

    it(isFaceEnabled(command, 'cli') ? 'has `careops <words> --help`' : 'is not a careops subcommand', () => {
      const run = spawnSync(process.execPath, [cliBin, ...command.cli, '--help'], {
        cwd: root,
        encoding: 'utf8',
        env: { ...process.env, HOME: home, XDG_CONFIG_HOME: join(home, '.config'), NO_COLOR: '1' },
        timeout: 20_000,
      });
      if (isFaceEnabled(command, 'cli')) {
        expect(run.status, run.stderr).toBe(0);
        expect(run.stdout).toContain(command.cli.join(' '));
      } else {
        expect(run.status).not.toBe(0);
      }
    });
  });

  it('uses a guard API that refuses calls, so the checks above ran without a server', async () => {
    const entry = commandEntries(registry, adminContext('web')).find((e) => e.id === 'command:session.whoami');
    expect(entry).toMatchObject({ kind: 'command', hint: 'whoami' });
    const whoami = registry.get('session.whoami');
    await expect(whoami?.run(adminContext('web'), {}) ?? Promise.resolve<CommandResult>({ kind: 'none' })).rejects.toThrow(/must not call api/);
  });
});
