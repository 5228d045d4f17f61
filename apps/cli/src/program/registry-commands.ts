import { argLabel, describeArgs, type AnyCommandDef, type CommandArgSpec } from '@careops/core/commands';
import { t } from '@careops/core/i18n';
import { Argument, Command, Option } from 'commander';
import { CliError } from '../errors/cli-error';

/** Names `careops` itself takes on every command; a registry arg may not reuse them. */
export const globalFlagNames = new Set(['json', 'csv', 'profile', 'yes', 'help', 'version']);

/** Runs a registry command once commander has parsed its words into raw (unvalidated) args. */
export type RegistryRunner = (command: AnyCommandDef, raw: Record<string, unknown>, cli: Command) => Promise<void>;

/**
 * The subcommand for `word` under `parent`, created as a group (no action of its own) if missing.
 * A command that runs on its own and has commands under it (`stock movements` and `stock
 * movements export`) hands every flag after a sub-command's name to that sub-command, so the
 * flags both take (`--studio`) reach the one named.
 */
function groupCommand(parent: Command, word: string): Command {
  const existing = parent.commands.find((c) => c.name() === word);
  if (!existing) return parent.command(word);
  if (existing.options.length > 0) {
    parent.enablePositionalOptions();
    existing.passThroughOptions();
  }
  return existing;
}

function placeholder(spec: CommandArgSpec): string {
  const kind = spec.kind === 'array' ? spec.element : spec.kind;
  return kind === 'number' ? 'number' : 'value';
}

function optionFor(spec: CommandArgSpec): Option {
  let flags: string;
  if (spec.kind === 'boolean') flags = spec.defaultTrue ? `--no-${spec.flag}` : `--${spec.flag}`;
  else if (spec.kind === 'array') flags = `--${spec.flag} <${placeholder(spec)}...>`;
  else flags = `${spec.short ? `-${spec.short}, ` : ''}--${spec.flag} <${placeholder(spec)}>`;
  const option = new Option(flags, spec.help);
  if (spec.choices && spec.kind !== 'boolean') option.choices(spec.choices);
  return option;
}

function argumentFor(spec: CommandArgSpec): Argument {
  // Optional for commander: the same value may come as a flag; the schema decides what is missing.
  const argument = new Argument(spec.variadic ? `[${spec.flag}...]` : `[${spec.flag}]`, spec.help);
  if (spec.choices) argument.choices(spec.choices);
  return argument;
}

/**
 * Adds a registry command to the program: its cli words become nested subcommands, each zod
 * arg a `--flag` (kebab-cased), and its positionals optional arguments in order.
 */
export function addRegistryCommand(program: Command, command: AnyCommandDef, run: RegistryRunner): Command {
  const words = command.cli;
  let parent = program;
  for (const word of words.slice(0, -1)) parent = groupCommand(parent, word);
  const leafWord = words[words.length - 1] ?? command.id;
  if (parent.commands.some((c) => c.name() === leafWord)) throw new Error(`careops ${words.join(' ')} is defined twice`);
  const leaf = parent.command(leafWord).description(command.title);
  const specs = describeArgs(command);
  const attributes = new Map<string, string>();
  for (const spec of specs) {
    if (globalFlagNames.has(spec.flag)) throw new Error(`command ${command.id}: arg "${spec.key}" clashes with the global --${spec.flag}`);
    if (spec.position !== undefined) leaf.addArgument(argumentFor(spec));
    const option = optionFor(spec);
    leaf.addOption(option);
    attributes.set(spec.key, option.attributeName());
  }
  leaf.action(async (...params: unknown[]) => {
    const cli = params[params.length - 1] as Command;
    const options = cli.opts<Record<string, unknown>>();
    const raw: Record<string, unknown> = {};
    for (const spec of specs) {
      const fromFlag = options[attributes.get(spec.key) ?? spec.key];
      const fromPosition = spec.position === undefined ? undefined : cli.processedArgs[spec.position];
      const given = Array.isArray(fromPosition) && fromPosition.length === 0 ? undefined : fromPosition;
      if (fromFlag !== undefined && given !== undefined) {
        throw new CliError('usage', t('cli.usage.badArgument', { flag: argLabel(spec), problem: t('cli.usage.givenTwice', { flag: `--${spec.flag}` }) }));
      }
      const value = fromFlag ?? given;
      if (value !== undefined) raw[spec.key] = value;
    }
    await run(command, raw, cli);
  });
  return leaf;
}

/**
 * Finishes the tree: group commands (`careops password`) are described by the commands under
 * them, and no command gets commander's own `help` subcommand (`help` is a registry command).
 */
export function finishCommandTree(program: Command): void {
  for (const command of program.commands) {
    command.helpCommand(false);
    if (command.commands.length === 0) continue;
    finishCommandTree(command);
    if (!command.description()) {
      command.description(t('cli.usage.groupCommands', { words: command.commands.map((c) => c.name()).join(', ') }));
    }
  }
}
