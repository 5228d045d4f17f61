import { describe, expect, it } from 'vitest';
import { helpText, usageOf } from './help-text';
import { fakeContext } from './testing/fake-command-context';
import { sampleRegistry } from './testing/sample-registry';

const registry = sampleRegistry();
const ctx = fakeContext({ permissions: ['orderList'] });

describe('helpText', () => {
  it('lists the visible commands with usage and title', () => {
    const text = helpText(registry, ctx);
    const lines = text.split('\n');
    expect(lines[0]).toBe('commands:');
    expect(lines).toContain(`  whoami${' '.repeat(42)}who am I`);
    expect(text).toMatch(/ {2}open <page> +open page/);
    expect(text).toMatch(/ {2}orders show <id> +show an order/);
    expect(text).not.toContain('orders review');
    expect(lines[lines.length - 1]).toBe("type 'help <command>' for its arguments");
  });

  it('signed out lists only public commands', () => {
    expect(helpText(registry, fakeContext({ permissions: null }))).toBe(
      ['commands:', `  help [command...]${' '.repeat(3)}help`, '', "type 'help <command>' for its arguments"].join('\n'),
    );
  });

  it('explains one command with its arguments', () => {
    expect(helpText(registry, ctx, ['orders', 'list'])).toBe(
      [
        'usage: orders list [--status <pending-payment|finished>] [--limit <n>] [--studio <n>]... [--dry-run] [--no-color] [--keyword <text>]',
        '',
        'list orders',
        'shortcut: g o',
        '',
        'arguments:',
        '  --status <pending-payment|finished>   only orders in this status',
        '  --limit <n>                           rows per page',
        '  --studio <n>',
        '  --dry-run',
        '  --no-color',
        '  --keyword <text>',
      ].join('\n'),
    );
  });

  it('prefixes careops on the CLI and leaves shortcuts out', () => {
    const cli = fakeContext({ permissions: ['orderList'], channel: 'cli' });
    const text = helpText(registry, cli, ['orders', 'show']);
    expect(text.split('\n')[0]).toBe('usage: careops orders show <id>');
    expect(text).toContain('  <id>   (required)');
    expect(helpText(registry, cli, ['orders', 'list'])).not.toContain('shortcut');
  });

  it('lists the commands under a group word (help orders)', () => {
    const text = helpText(registry, ctx, ['orders']);
    expect(text).toMatch(/ {2}orders list \[--status[^\n]*\n +list orders/);
    expect(text).toMatch(/ {2}orders show <id> +show an order/);
    expect(text).not.toContain('whoami');
    expect(text).not.toContain('orders review');
  });

  it('names an unknown command', () => {
    expect(helpText(registry, ctx, ['orders', 'lisst'])).toBe("unknown command 'orders lisst'; did you mean 'orders list'?");
    // A command the user may not run is unknown to them, and never suggested.
    expect(helpText(registry, ctx, ['orders', 'review'])).toBe("unknown command 'orders review'");
  });

  it('usage shows a variadic positional', () => {
    const help = registry.get('help');
    if (!help) throw new Error('help missing');
    expect(usageOf(help, ctx)).toBe('help [command...]');
  });
});
