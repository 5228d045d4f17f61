import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A chunk of Vite's build manifest (`.vite/manifest.json`), as far as preloading reads it. */
interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
}

/** The console's sign-in paths (the router answers both with the login page). */
const isLoginPath = (path: string) => /^\/(user\/)?login\/?$/.test(path);

/**
 * The lazy chunks each kind of console path needs first: the console's start (`app/boot.tsx`,
 * imported once the language is set), then the login page or the signed-in shell.
 */
const BOOT = /[\\/]app[\\/]boot\.tsx$/;
const FIRST_LAZY_CHUNKS = { login: [BOOT, /[\\/]auth[\\/]login-page\.tsx$/], shell: [BOOT, /[\\/]layout[\\/]console-layout\.tsx$/] };

/**
 * The `Link` header of index.html per console path: `rel=modulepreload` for the lazy chunks the
 * path needs first (the console's start, then the login page or the signed-in shell) and what
 * they import, less what index.html preloads already. Without it the browser learns of those
 * chunks only once the entry has run, and of the page's only once boot has: two more round
 * trips (Lighthouse's "critical request chain"). Read once from
 * Vite's manifest at start; a build without one (or an older layout) preloads nothing.
 */
export function routePreloads(webDir: string): (path: string) => string | undefined {
  let manifest: Record<string, ManifestChunk>;
  try {
    manifest = JSON.parse(readFileSync(join(webDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  } catch {
    return () => undefined;
  }
  const closure = (keys: string[], seen = new Set<string>()) => {
    for (const key of keys) {
      if (seen.has(key) || !manifest[key]) continue;
      seen.add(key);
      closure(manifest[key].imports ?? [], seen);
    }
    return seen;
  };
  const entry = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const loaded = closure(entry);
  const linkFor = (sources: RegExp[]): string | undefined => {
    const keys = sources.flatMap((source) => Object.keys(manifest).filter((k) => source.test(manifest[k]?.src ?? k)).slice(0, 1));
    const files = [...closure(keys)].filter((k) => !loaded.has(k)).map((k) => manifest[k]?.file);
    return files.map((file) => `</${file}>; rel=modulepreload; crossorigin`).join(', ') || undefined;
  };
  const login = linkFor(FIRST_LAZY_CHUNKS.login);
  const shell = linkFor(FIRST_LAZY_CHUNKS.shell);
  return (path) => (isLoginPath(path) ? login : shell);
}
