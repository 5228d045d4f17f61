import { createCommandRegistry, type AnyCommandDef } from '@careops/core/commands';
import { PUBLIC } from '@careops/core/permissions';
import { Command, CommanderError } from 'commander';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { addRegistryCommand, finishCommandTree } from './registry-commands';

const reviewArgs = z.object({
  ids: z.array(z.coerce.number()),
  reason: z.string().optional(),
  limit: z.number().int().optional(),
  notify: z.boolean().default(true),
  dryRun: z.boolean().optional(),
  kind: z.enum(['nurse', 'card']).optional(),
});

const review: AnyCommandDef = {
  id: 'reviews.approve',
  title: 'approve applications',
  group: 'reviews',
  cli: ['reviews', 'approve'],
  args: reviewArgs,
  positionals: ['ids'],
  argHelp: { ids: 'application ids', reason: 'why' },
  permission: PUBLIC,
  run: async () => ({ kind: 'none' }),
};

const list: AnyCommandDef = { ...review, id: 'reviews.list', title: 'list applications', cli: ['reviews', 'list'], args: z.object({}), positionals: [], argHelp: {} };

/** Parses argv with a program holding the two commands; answers what the runner received. */
async function parse(argv: string[]) {
  const registry = createCommandRegistry();
  registry.register(review);
  registry.register(list);
  const program = new Command('careops').exitOverride().configureOutput({ writeOut: () => undefined, writeErr: () => undefined });
  const calls: Array<{ id: string; raw: Record<string, unknown> }> = [];
  for (const command of registry.list()) addRegistryCommand(program, command, async (def, raw) => void calls.push({ id: def.id, raw }));
  finishCommandTree(program);
  await program.parseAsync(argv, { from: 'user' });
  return { program, calls };
}

describe('registry commands on the command line', () => {
  it('nests the cli words and passes positionals and flags as raw args', async () => {
    const { calls } = await parse(['reviews', 'approve', '3', '4', '--reason', 'documents complete', '--limit', '10', '--dry-run', '--kind', 'card']);
    expect(calls).toEqual([{ id: 'reviews.approve', raw: { ids: ['3', '4'], reason: 'documents complete', limit: '10', dryRun: true, kind: 'card', notify: true } }]);
  });

  it('turns a boolean that defaults to true into --no-flag', async () => {
    const { calls } = await parse(['reviews', 'approve', '5', '--no-notify']);
    expect(calls[0]?.raw).toMatchObject({ notify: false });
  });

  it('accepts a positional as a flag too, but not both', async () => {
    const { calls } = await parse(['reviews', 'approve', '--ids', '7', '8']);
    expect(calls[0]?.raw).toMatchObject({ ids: ['7', '8'] });
    await expect(parse(['reviews', 'approve', '1', '--ids', '2'])).rejects.toThrow(/given both as an argument and as --ids/);
  });

  it('refuses a value outside an enum with a commander (usage) error', async () => {
    await expect(parse(['reviews', 'approve', '1', '--kind', 'member'])).rejects.toBeInstanceOf(CommanderError);
  });

  it('describes a group by its commands and shows arg help', async () => {
    const { program } = await parse(['reviews', 'list']);
    const group = program.commands.find((c) => c.name() === 'reviews');
    expect(group?.description()).toBe('commands: approve, list');
    const approve = group?.commands.find((c) => c.name() === 'approve');
    const help = approve?.helpInformation() ?? '';
    expect(help).toMatch(/--reason <value>\s+why/);
    expect(help).toMatch(/--limit <number>/);
    expect(help).toMatch(/--no-notify/);
    expect(help).toMatch(/approve \[options\] \[ids\.\.\.\]/);
    expect(help).toMatch(/^  ids +application ids$/m);
    expect(group?.commands.map((c) => c.name())).not.toContain('help');
  });

  it('refuses an arg named like a global flag', () => {
    const clash: AnyCommandDef = { ...list, id: 'x.clash', cli: ['clash'], args: z.object({ json: z.boolean().optional() }) };
    expect(() => addRegistryCommand(new Command('careops'), clash, async () => undefined)).toThrow(/clashes with the global --json/);
  });

  it('gives the flags after a sub-command to it when the command above takes the same flags', async () => {
    const filters = z.object({ studio: z.string().optional() });
    const movements: AnyCommandDef = { ...list, id: 'stock.movements', cli: ['stock', 'movements'], args: filters };
    const exported: AnyCommandDef = { ...list, id: 'stock.movements.export', cli: ['stock', 'movements', 'export'], args: filters.extend({ format: z.string() }) };
    const run = async (argv: string[]) => {
      const program = new Command('careops').exitOverride();
      const calls: Array<{ id: string; raw: Record<string, unknown> }> = [];
      for (const command of [movements, exported]) addRegistryCommand(program, command, async (def, raw) => void calls.push({ id: def.id, raw }));
      await program.parseAsync(argv, { from: 'user' });
      return calls;
    };
    expect(await run(['stock', 'movements', 'export', '--format', 'csv', '--studio', '2'])).toEqual([{ id: 'stock.movements.export', raw: { format: 'csv', studio: '2' } }]);
    expect(await run(['stock', 'movements', '--studio', '3'])).toEqual([{ id: 'stock.movements', raw: { studio: '3' } }]);
  });
});
