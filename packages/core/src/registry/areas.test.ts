import { describe, expect, it } from 'vitest';
import { areaEntries } from './areas';
import { allAreas } from './default-registry';
import { loadRegistryFor } from './load-registry';
import { createDefaultRegistry } from './default-registry';

describe('the composition point', () => {
  it('lists the same areas, in the same order, for the lazy and the eager registry', async () => {
    const loaded = await Promise.all(areaEntries.map((entry) => entry.load()));
    expect(loaded).toEqual([...allAreas]);
    expect(areaEntries.map((entry) => entry.id)).toEqual(allAreas.map((area) => area.id));
  });

  it("names every first cli word of each area's commands, and no other", async () => {
    for (const entry of areaEntries) {
      const registry = await loadRegistryFor(entry.cliWords[0]);
      const own = new Set((await entry.load()).commands.map((c) => c.cli[0]));
      const builtins = new Set((await loadRegistryFor('whoami')).list().map((c) => c.cli[0]));
      const words = new Set(registry.list().map((c) => c.cli[0]).filter((w) => w !== undefined && !builtins.has(w)));
      for (const word of own) expect(entry.cliWords).toContain(word ?? '');
      for (const word of words) expect(areaEntries.some((e) => e.cliWords.includes(word ?? ''))).toBe(true);
    }
    const all = createDefaultRegistry().list().map((c) => c.cli[0]);
    const builtins = (await loadRegistryFor('whoami')).list().map((c) => c.cli[0]);
    const areaWords = new Set(all.filter((w) => !builtins.includes(w)));
    expect(new Set(areaEntries.flatMap((e) => e.cliWords))).toEqual(areaWords);
  });

  it('loads only the areas that own the first word', async () => {
    const orders = (await loadRegistryFor('orders')).list().map((c) => c.cli[0]);
    expect(new Set(orders)).toEqual(new Set(['whoami', 'logout', 'password', 'open', 'help', 'orders', 'waste']));
    expect((await loadRegistryFor('whoami')).list().map((c) => c.id)).toEqual(['session.whoami', 'session.logout', 'session.changePassword', 'navigation.open', 'help']);
    expect((await loadRegistryFor('bogus')).list().length).toBe(createDefaultRegistry().list().length);
  });

  it('keeps the order of the eager registry', () => {
    expect(createDefaultRegistry().list().map((c) => c.id).slice(0, 5)).toEqual(['session.whoami', 'session.logout', 'session.changePassword', 'navigation.open', 'help']);
  });
});
