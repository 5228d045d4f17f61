import { t } from '../i18n/translate';
import { argLabel, describeArgs, type CommandArgSpec } from './arg-specs';
import { matchCommand, unknownCommandError } from './command-matching';
import { faceOf, type CommandRegistry } from './command-registry';
import type { AnyCommandDef, CommandContext } from './types';

function placeholder(spec: CommandArgSpec): string {
  if (spec.choices?.length) return `<${spec.choices.join('|')}>`;
  const kind = spec.kind === 'array' ? (spec.element ?? 'string') : spec.kind;
  return kind === 'number' ? '<n>' : '<text>';
}

function usagePart(spec: CommandArgSpec): string {
  if (spec.position !== undefined) {
    const name = `${spec.flag}${spec.variadic ? '...' : ''}`;
    return spec.required ? `<${name}>` : `[${name}]`;
  }
  const flag = spec.kind === 'boolean' ? (spec.defaultTrue ? `--no-${spec.flag}` : `--${spec.flag}`) : `--${spec.flag} ${placeholder(spec)}`;
  const repeat = spec.kind === 'array' ? '...' : '';
  return spec.required ? `${flag}${repeat}` : `[${flag}]${repeat}`;
}

/** `careops password change [--old-password <text>] …` (no `careops` on the terminal panel). */
export function usageOf(command: AnyCommandDef, ctx: CommandContext): string {
  const prefix = ctx.channel === 'cli' ? ['careops'] : [];
  return [...prefix, ...command.cli, ...describeArgs(command).map(usagePart)].join(' ');
}

const pad = (text: string, width: number) => text + ' '.repeat(Math.max(1, width - text.length));

function commandHelp(command: AnyCommandDef, ctx: CommandContext): string {
  const lines = [t('commands.help.usage', { usage: usageOf(command, ctx) }), '', command.title];
  if (command.shortcut && ctx.channel !== 'cli') lines.push(t('commands.help.shortcut', { shortcut: command.shortcut }));
  const specs = describeArgs(command);
  if (specs.length > 0) {
    const labels = specs.map((s) => (s.position === undefined && s.kind !== 'boolean' ? `${argLabel(s)} ${placeholder(s)}` : argLabel(s)));
    const width = Math.max(...labels.map((l) => l.length)) + 3;
    lines.push('', t('commands.help.flags'));
    specs.forEach((spec, i) => {
      const help = [spec.help, spec.required ? t('commands.help.required') : ''].filter(Boolean).join(' ');
      lines.push(`  ${pad(labels[i] ?? '', width)}${help}`.trimEnd());
    });
  }
  return lines.join('\n');
}

/**
 * Help for the commands this user can run on this face: with no words, each command's usage
 * and title; with words, that command's usage, title, shortcut and arguments.
 */
export function helpText(registry: CommandRegistry, ctx: CommandContext, words: readonly string[] = []): string {
  const all = registry.visibleTo(ctx, faceOf(ctx.channel));
  let visible = all;
  if (words.length > 0) {
    const match = matchCommand(all, words);
    if (match) return commandHelp(match.command, ctx);
    // `help users` lists the commands under that word (users list, users view, …).
    visible = all.filter((c) => words.every((word, i) => c.cli[i] === word));
    if (visible.length === 0) return unknownCommandError(all, words);
  }
  if (visible.length === 0) return t('commands.help.nothing');
  const usages = visible.map((c) => usageOf(c, ctx));
  const width = Math.min(Math.max(...usages.map((u) => u.length)) + 3, 48);
  const rows = visible.map((c, i) => {
    const usage = usages[i] ?? '';
    return usage.length >= width ? `  ${usage}\n  ${' '.repeat(width)}${c.title}` : `  ${pad(usage, width)}${c.title}`;
  });
  return [t('commands.help.heading'), ...rows, '', t('commands.help.footer')].join('\n');
}
