import type { ImportEdge, LayerRule } from './import-graph';

const WEB = 'apps/web/src/';

/**
 * The web console's layers, top to bottom (ARCHITECTURE.md, docs/web-console.md): the
 * composition root `app/` (and the entry `main.tsx`), the business `areas/<area>/`, the page
 * `kit/`, the console `platform/`, and `ui/` primitives. Imports go down only; an area never
 * imports another area.
 */
export const WEB_LAYERS = ['app', 'areas', 'kit', 'platform', 'ui'] as const;
export type WebLayer = (typeof WEB_LAYERS)[number];

/** The layer of a file under apps/web/src, or undefined outside it. */
export function webLayer(file: string): WebLayer | undefined {
  if (!file.startsWith(WEB)) return undefined;
  const top = file.slice(WEB.length).split('/')[0]!;
  if (top === 'main.tsx') return 'app';
  return (WEB_LAYERS as readonly string[]).includes(top) ? (top as WebLayer) : undefined;
}

/** 'orders' for 'apps/web/src/areas/orders/…'. */
export function webArea(file: string): string | undefined {
  const parts = file.slice(WEB.length).split('/');
  return file.startsWith(WEB) && parts[0] === 'areas' && parts.length > 2 ? parts[1] : undefined;
}

const rank = (layer: WebLayer): number => WEB_LAYERS.indexOf(layer);

const APPS = ['server', 'web', 'cli'] as const;
const appOf = (path: string): string | undefined => APPS.find((app) => path.startsWith(`apps/${app}/`));
const packageApp = (specifier: string): string | undefined => APPS.find((app) => specifier === `@careops/${app}` || specifier.startsWith(`@careops/${app}/`));

export const LAYER_RULES: readonly LayerRule[] = [
  {
    name: 'web files live in a layer folder',
    from: (file) => file.startsWith(WEB) && webLayer(file) === undefined,
    forbidden: () => true,
  },
  {
    name: 'web imports go down the layers (app → areas → kit → platform → ui)',
    from: (file) => webLayer(file) !== undefined,
    forbidden: (edge) => {
      const from = webLayer(edge.from)!;
      const to = webLayer(edge.to);
      return to !== undefined && rank(to) < rank(from);
    },
  },
  {
    name: 'an area does not import another area',
    from: (file) => webArea(file) !== undefined,
    forbidden: (edge) => {
      const to = webArea(edge.to);
      return to !== undefined && to !== webArea(edge.from);
    },
  },
  {
    name: 'core imports no app',
    from: (file) => file.startsWith('packages/core/'),
    forbidden: (edge) => appOf(edge.to) !== undefined || packageApp(edge.specifier) !== undefined,
  },
  {
    name: 'an app imports no other app',
    from: (file) => appOf(file) !== undefined,
    forbidden: (edge: ImportEdge) => {
      const other = appOf(edge.to) ?? packageApp(edge.specifier);
      return other !== undefined && other !== appOf(edge.from);
    },
  },
];
