import { build } from 'esbuild';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
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

  it("loads each area's descriptors alone: the same ones, the same objects, as the whole area", async () => {
    for (const entry of areaEntries) {
      const [resources, area] = await Promise.all([entry.loadResources(), entry.load()]);
      expect(resources, entry.id).toEqual(area.resources);
      for (const [i, descriptor] of resources.entries()) expect(descriptor).toBe(area.resources[i]);
    }
  });

  it("reaches no zod from any area's descriptors: the terminal console draws its first frame before any schema is built", async () => {
    const here = fileURLToPath(new URL('.', import.meta.url));
    const source = readFileSync(join(here, 'areas.ts'), 'utf8');
    const modules = [...source.matchAll(/loadResources: \(\) => import\('([^']+)'\)/g)].map((m) => {
      const base = join(here, m[1] ?? '');
      return existsSync(`${base}.ts`) ? `${base}.ts` : join(base, 'index.ts');
    });
    // Every area but orders-export, which has no descriptors.
    expect(modules).toHaveLength(areaEntries.length - 1);
    for (const module of modules) {
      const { metafile } = await build({ entryPoints: [module], bundle: true, write: false, metafile: true, platform: 'node', format: 'esm', logLevel: 'silent' });
      const inputs = Object.keys(metafile.inputs);
      expect(inputs.length, module).toBeGreaterThan(1);
      expect(inputs.filter((input) => input.includes('node_modules/zod')), module).toEqual([]);
    }
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
