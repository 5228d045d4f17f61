// V8's code cache for the command bundle, in a file beside it, or in the user's cache folder when
// dist is not writable. A cache is tied to the bundle it was made from (size and modification
// time, and node's version: V8 itself refuses one from another V8 or with other flags). Any
// failure to read or write it only costs the compile it would have saved.
import { mkdirSync, readFileSync, renameSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { basename, dirname, join } from 'node:path';

export interface CodeCache {
  /** The cached code for this bundle, when one was found and is for this bundle. */
  data: Buffer | undefined;
  /** Where the cache was read from, or where it will be written. */
  file: string;
  /** Writes `data` for this bundle, atomically: the file written, undefined when no place could take it. */
  write(data: Buffer): string | undefined;
}

const userCacheDir = (env: NodeJS.ProcessEnv) => join(env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'careops');

/** The cache files to try for `bundle`, in order: beside it, then the user's cache folder. */
function placesOf(bundle: string, variant: string, env: NodeJS.ProcessEnv): string[] {
  const name = `${basename(bundle)}.${variant}.cache`;
  return [join(dirname(bundle), name), join(userCacheDir(env), `${dirname(bundle).replace(/[^A-Za-z0-9.-]+/g, '_')}_${name}`)];
}

function readCache(file: string, key: string): Buffer | undefined {
  try {
    const bytes = readFileSync(file);
    const newline = bytes.indexOf(10);
    if (newline < 0 || bytes.toString('utf8', 0, newline) !== key) return undefined;
    return bytes.subarray(newline + 1);
  } catch {
    return undefined;
  }
}

function writeAtomically(file: string, key: string, data: Buffer): boolean {
  const temp = `${file}.${process.pid}.tmp`;
  try {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(temp, Buffer.concat([Buffer.from(`${key}\n`), data]));
    renameSync(temp, file);
    return true;
  } catch {
    try {
      unlinkSync(temp);
    } catch {
      // Never written.
    }
    return false;
  }
}

/**
 * Opens the code cache of `bundle` for one kind of command line (`variant`, e.g. its first two words):
 * a cache holds the functions the run that wrote it compiled, so each command keeps its own.
 */
export function openCodeCache(bundle: string, variant: string, env: NodeJS.ProcessEnv = process.env): CodeCache {
  const places = placesOf(bundle, variant, env);
  let key = '';
  try {
    const stat = statSync(bundle);
    key = `careops-code-cache 1 ${process.version} ${process.arch} ${basename(bundle)} ${stat.size} ${stat.mtimeMs}`;
  } catch {
    // No bundle: the caller fails on reading it.
  }
  for (const file of places) {
    const data = key ? readCache(file, key) : undefined;
    if (data) return { data, file, write: (next) => (writeAtomically(file, key, next) ? file : undefined) };
  }
  return {
    data: undefined,
    file: places[0] ?? '',
    write(next) {
      return key === '' ? undefined : places.find((file) => writeAtomically(file, key, next));
    },
  };
}
