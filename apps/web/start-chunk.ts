import { fileURLToPath } from 'node:url';

/** What Rolldown's chunking context tells about a module (the part this file reads). */
interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

const source = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const ENTRY = source('./src/main.tsx');
const BOOT = source('./src/app/boot.tsx');
const LOGIN_PAGE = source('./src/platform/auth/login-page.tsx');
const SHELL = source('./src/platform/layout/console-layout.tsx');

/**
 * The console's own modules and the libraries only it uses. Core is reached through barrels:
 * following them would take in every module they re-export, used here or not, so core's
 * modules, and the libraries core imports itself (xstate, zod, dayjs, ofetch), stay where
 * Rolldown puts them. Grouped, a library core imports would make core's chunks and this one
 * import each other, and core's machines would be built before xstate had loaded.
 */
const grouped = (id: string) => /[\\/]apps[\\/]web[\\/]src[\\/]|[\\/]node_modules[\\/](react|react-dom|scheduler|wouter|regexparam|@xstate[\\/]react|use-sync-external-store|use-isomorphic-layout-effect)[\\/]/.test(id);

/** React, React DOM and its scheduler: the largest part of the start, evaluated in a task of its own (main.tsx). */
const reactDom = (id: string) => /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(id);

/** A module and every module it imports statically, as far as they are grouped. */
function staticClosure(graph: ModuleGraph, start: string): Set<string> {
  const seen = new Set<string>();
  const queue = [start];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id)) continue;
    if (!grouped(id)) continue;
    seen.add(id);
    queue.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * The chunk name of a module the console needs on every first load, whatever the page: what
 * `app/boot.tsx` imports statically, and what the login page and the signed-in shell both
 * import (the logo, the document title), less what the entry chunk holds already. Left to Rolldown,
 * these modules land in a few dozen small chunks, one per set of lazy pages sharing them; each
 * costs a request (its headers often weigh more than its code) on `/login` and the shell alike.
 * Grouped, they travel as one chunk with boot itself (docs/web-console.md, Delivery).
 */
export function startChunkName(): (id: string, graph: ModuleGraph) => string | null {
  let start: Set<string> | undefined;
  return (id, graph) => {
    if (!start) {
      const entry = staticClosure(graph, ENTRY);
      const shell = staticClosure(graph, SHELL);
      const both = [...staticClosure(graph, LOGIN_PAGE)].filter((m) => shell.has(m));
      start = new Set([...staticClosure(graph, BOOT), ...both].filter((m) => !entry.has(m)));
    }
    if (!start.has(id)) return null;
    return reactDom(id) ? 'react-dom' : 'boot';
  };
}
