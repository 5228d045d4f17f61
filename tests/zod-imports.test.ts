// zod is imported as a namespace everywhere (docs/server.md, Start-up time): a single
// `import { z } from 'zod'` makes the server bundle keep all of zod's locales again.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './support/server';

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('zod imports', () => {
  it('import zod as a namespace, never its named z', () => {
    const roots = ['packages/core/src', 'apps/server/src', 'apps/cli/src', 'apps/web/src'].map((dir) => join(repoRoot, dir));
    const named = roots.flatMap(sources).filter((file) => /import\s*\{[^}]*\bz\b[^}]*\}\s*from\s*['"]zod['"]/.test(readFileSync(file, 'utf8')));
    expect(named.map((file) => file.slice(repoRoot.length))).toEqual([]);
  });

  it("read schemas through zod's public API (toJSONSchema, description), never its internals", () => {
    const roots = ['packages/core/src', 'apps/server/src', 'apps/cli/src', 'apps/web/src'].map((dir) => join(repoRoot, dir));
    const internal = roots.flatMap(sources).filter((file) => /\._zod\b/.test(readFileSync(file, 'utf8')));
    expect(internal.map((file) => file.slice(repoRoot.length))).toEqual([]);
  });
});
