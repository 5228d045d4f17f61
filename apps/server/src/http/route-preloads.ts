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

/** The lazy chunk each kind of console path renders first: the login page, or the signed-in shell. */
const FIRST_LAZY_CHUNK = { login: /[\\/]auth[\\/]login-page\.tsx$/, shell: /[\\/]layout[\\/]console-layout\.tsx$/ };

/**
 * The `Link` header of index.html per console path: `rel=modulepreload` for the lazy chunk the
 * path renders first (the login page, or the signed-in shell) and what it imports, less what
 * index.html preloads already. Without it the browser learns of those chunks only once the
 * entry has run, one more round trip (Lighthouse's "critical request chain"). Read once from
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
  const linkFor = (source: RegExp): string | undefined => {
    const key = Object.keys(manifest).find((k) => source.test(manifest[k]?.src ?? k));
    if (!key) return undefined;
    const files = [...closure([key])].filter((k) => !loaded.has(k)).map((k) => manifest[k]?.file);
    return files.map((file) => `</${file}>; rel=modulepreload; crossorigin`).join(', ') || undefined;
  };
  const login = linkFor(FIRST_LAZY_CHUNK.login);
  const shell = linkFor(FIRST_LAZY_CHUNK.shell);
  return (path) => (isLoginPath(path) ? login : shell);
}
