import { createCommandRegistry, type AnyCommandDef } from '@careops/core/commands';
import { PUBLIC } from '@careops/core/permissions';
import { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { addGlobalFlags, globalFlagsOf, type GlobalFlags } from './global-flags';
import { readPlainCommandLine } from './plain-command-line';
import { addRegistryCommand, finishCommandTree } from './registry-commands';

const base = { title: 'a command', group: 'test', permission: PUBLIC, run: async () => ({ kind: 'none' as const }) };
const commands: AnyCommandDef[] = [
  { ...base, id: 'session.whoami', cli: ['whoami'], args: z.object({}) },
  { ...base, id: 'orders.view', cli: ['orders', 'view'], args: z.object({ id: z.string(), fields: z.string().optional() }), positionals: ['id'] },
  { ...base, id: 'orders.list', cli: ['orders', 'list'], args: z.object({ limit: z.number().optional() }) },
  { ...base, id: 'reviews.approve', cli: ['reviews', 'approve'], args: z.object({ ids: z.array(z.string()).optional() }), positionals: ['ids'] },
  { ...base, id: 'pages.open', cli: ['open'], args: z.object({ page: z.enum(['orders', 'people']) }), positionals: ['page'] },
];
const registry = createCommandRegistry();
for (const command of commands) registry.register(command);

/** The one command whose words the line starts with, as runCli narrows the registry. */
function named(argv: readonly string[]): ReadonlySet<string> | undefined {
  const words = argv.filter((word) => !word.startsWith('-'));
  const found = commands.filter((command) => command.cli.every((word, i) => words[i] === word));
  return found.length > 0 ? new Set(found.map((command) => command.id)) : undefined;
}

/** What commander hands the runner for the same line (or the error it throws). */
async function byCommander(argv: readonly string[]): Promise<{ id: string; raw: Record<string, unknown>; flags: GlobalFlags } | Error> {
  const program = new Command('careops').exitOverride().configureOutput({ writeOut: () => undefined, writeErr: () => undefined });
  addGlobalFlags(program);
  let seen: { id: string; raw: Record<string, unknown>; flags: GlobalFlags } | undefined;
  for (const command of commands) {
    addRegistryCommand(program, command, async (def, raw, cli) => {
      seen = { id: def.id, raw, flags: globalFlagsOf(cli) };
    });
  }
  finishCommandTree(program);
  try {
    await program.parseAsync([...argv], { from: 'user' });
  } catch (error) {
    return error as Error;
  }
  return seen ?? new Error('no command ran');
}

describe('a plain command line, read without commander', () => {
  const plain = [
    ['whoami'],
    ['whoami', '--json'],
    ['--json', 'whoami'],
    ['orders', 'view', '12', '--json'],
    ['orders', 'view', '--profile', 'ops', '12', '--yes'],
    ['orders', 'view', '--csv', '12', '--lang', 'en'],
    ['reviews', 'approve', '3', '4', '5'],
    ['reviews', 'approve'],
    ['open', 'people'],
  ];
  it.each(plain)('reads %s as commander does', async (...argv) => {
    const read = readPlainCommandLine(argv, registry, named(argv));
    const expected = await byCommander(argv);
    expect(expected).not.toBeInstanceOf(Error);
    expect(read && { id: read.command.id, raw: read.raw, flags: read.flags }).toEqual(expected);
  });

  const forCommander = [
    ['orders', 'view', '12', '--fields', 'id'],
    ['orders', 'view', '12', '13'],
    ['whoami', 'extra'],
    ['whoami', '--help'],
    ['whoami', '--json', '--csv'],
    ['whoami', '--', '--json'],
    ['orders', 'list', '--limit', '5'],
    ['open', 'finance'],
    ['orders', 'view', '--profile'],
    ['orders', 'view', '-'],
    ['orders'],
  ];
  it.each(forCommander)('leaves %s to commander', (...argv) => {
    expect(readPlainCommandLine(argv, registry, named(argv))).toBeUndefined();
  });
});
