import { describe, expect, it } from 'vitest';
import { helpText } from '../help-text';
import { fakeContext } from '../testing/fake-command-context';
import { createDefaultRegistry } from '../../registry/default-registry';

describe('help', () => {
  const registry = createDefaultRegistry();
  const help = registry.get('help');
  if (!help) throw new Error('help is not registered');

  it('returns the list of commands', async () => {
    const ctx = fakeContext({ permissions: [] });
    expect(await help.run(ctx, {})).toEqual({ kind: 'text', text: helpText(registry, ctx) });
    const listed = (await help.run(ctx, {})) as { text: string };
    expect(listed.text).toContain('password change');
  });

  it('explains one command', async () => {
    const result = await help.run(fakeContext({ permissions: [] }), { command: ['open'] });
    expect(result.kind === 'text' && result.text.split('\n')[0]).toBe('usage: open <page>');
  });

  it('is on the terminal and the CLI, not the palette', () => {
    expect(help.faces).toEqual({ palette: false, terminal: true, cli: true });
  });
});
