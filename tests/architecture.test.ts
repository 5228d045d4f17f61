// The layers of the code (ARCHITECTURE.md): core imports no app, no app imports another, the web
// console's imports go down app → areas → kit → platform → ui with no area importing another,
// and no value import (static or `import()`) closes a cycle, in the web or in core.
import { describe, expect, it } from 'vitest';
import { importGraph, layerViolations, readImports, valueCycles, type ImportEdge } from './architecture/import-graph';
import { LAYER_RULES, webArea, webLayer } from './architecture/layers';
import { repoRoot } from './support/server';

const edges = importGraph(repoRoot, ['packages/core/src', 'apps/web/src', 'apps/server/src', 'apps/cli/src']);
const inside = (prefix: string) => (edge: ImportEdge) => edge.from.startsWith(prefix);

describe('the code keeps its layers', () => {
  it('reads the imports of every source file', () => {
    expect(edges.filter(inside('apps/web/src/')).length).toBeGreaterThan(500);
    expect(edges.filter(inside('packages/core/src/')).length).toBeGreaterThan(500);
  });

  it('has no import going the wrong way', () => {
    expect(layerViolations(edges, LAYER_RULES)).toEqual([]);
  });

  it('has no value-level import cycle in the web console', () => {
    expect(valueCycles(edges.filter(inside('apps/web/src/')))).toEqual([]);
  });

  it('has no value-level import cycle in core', () => {
    expect(valueCycles(edges.filter(inside('packages/core/src/')))).toEqual([]);
  });
});

describe('the checker', () => {
  const edge = (from: string, to: string, kind: ImportEdge['kind'] = 'value'): ImportEdge => ({ from, to, kind, specifier: to });
  const web = (path: string) => `apps/web/src/${path}`;

  it('tells value, type-only and dynamic imports apart', () => {
    const text = [
      "import { a } from './a';",
      "import type { B } from './b';",
      "import { type C, type D } from './c';",
      "import { type E, f } from './e';",
      "import './side-effect';",
      "export { g } from './g';",
      "export type { H } from './h';",
      "const page = () => import('./lazy');",
    ].join('\n');
    expect(readImports('x.ts', text)).toEqual([
      { specifier: './a', kind: 'value' },
      { specifier: './b', kind: 'type' },
      { specifier: './c', kind: 'type' },
      { specifier: './e', kind: 'value' },
      { specifier: './side-effect', kind: 'value' },
      { specifier: './g', kind: 'value' },
      { specifier: './h', kind: 'type' },
      { specifier: './lazy', kind: 'dynamic' },
    ]);
  });

  it('finds a cycle through value and dynamic imports, not through type-only ones', () => {
    const cycle = [edge('a.ts', 'b.ts'), edge('b.ts', 'c.ts', 'dynamic'), edge('c.ts', 'a.ts'), edge('c.ts', 'd.ts')];
    expect(valueCycles(cycle)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
    expect(valueCycles([edge('a.ts', 'b.ts'), edge('b.ts', 'a.ts', 'type')])).toEqual([]);
    expect(valueCycles([edge('a.ts', 'a.ts')])).toEqual([['a.ts']]);
  });

  it('places web files in their layer and area', () => {
    expect(webLayer(web('main.tsx'))).toBe('app');
    expect(webLayer(web('kit/list/list-page.tsx'))).toBe('kit');
    expect(webLayer(web('stray.ts'))).toBeUndefined();
    expect(webArea(web('areas/orders/area.ts'))).toBe('orders');
    expect(webArea(web('platform/shell/page-frame.tsx'))).toBeUndefined();
  });

  it('refuses imports that go up a layer, across areas or across apps', () => {
    const wrong = [
      edge(web('platform/shell/page-frame.tsx'), web('areas/orders/area.ts'), 'dynamic'),
      edge(web('kit/list/list-page.tsx'), web('areas/people/area.ts'), 'type'),
      edge(web('platform/shell/page-frame.tsx'), web('kit/list/list-page.tsx')),
      edge(web('ui/icon.tsx'), web('platform/shell/page-frame.tsx')),
      edge(web('areas/orders/area.ts'), web('app/areas.ts')),
      edge(web('areas/home/home-page.tsx'), web('areas/orders/order-queues.ts')),
      edge(web('stray.ts'), web('ui/icon.tsx')),
      edge('packages/core/src/index.ts', 'apps/server/src/app.ts'),
      { ...edge('packages/core/src/index.ts', '@careops/web'), specifier: '@careops/web' },
      edge('apps/cli/src/main.ts', 'apps/server/src/app.ts'),
    ];
    expect(layerViolations(wrong, LAYER_RULES)).toHaveLength(wrong.length);
    const right = [
      edge(web('app/areas.ts'), web('areas/orders/area.ts')),
      edge(web('areas/orders/area.ts'), web('areas/orders/order-queues.ts')),
      edge(web('areas/orders/area.ts'), web('kit/list/list-page.tsx')),
      edge(web('kit/list/list-page.tsx'), web('platform/shell/page-frame.tsx')),
      edge(web('platform/shell/page-frame.tsx'), web('ui/icon.tsx')),
      { ...edge(web('ui/icon.tsx'), '@careops/core'), specifier: '@careops/core' },
      edge('apps/cli/src/main.ts', 'apps/cli/src/io/out.ts'),
    ];
    expect(layerViolations(right, LAYER_RULES)).toEqual([]);
  });
});
