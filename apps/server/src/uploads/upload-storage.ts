import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';

/**
 * Where uploaded files live. Keys are opaque, made by the server (`<random>.<ext>`), never
 * from a client; an object store can take this interface's place without touching callers.
 */
export interface UploadStorage {
  put(key: string, bytes: Buffer): Promise<void>;
  /** The bytes, or null when there is no such key. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the key; a missing key is not an error. */
  remove(key: string): Promise<void>;
}

const KEY = /^[a-z0-9][a-z0-9-]{0,80}\.(jpg|png|webp)$/;

/** Whether `key` is one the server could have made (anything else is never looked up). */
export const isStorageKey = (key: string) => KEY.test(key);

/** Files under `<data directory>/uploads`. */
export function diskStorage(dataDir: string): UploadStorage {
  const root = resolve(dataDir, 'uploads');
  const pathOf = (key: string) => {
    if (!isStorageKey(key)) throw new Error(`not a storage key: ${key}`);
    const path = join(root, key);
    if (!path.startsWith(root + sep)) throw new Error(`not a storage key: ${key}`);
    return path;
  };
  return {
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, bytes, { flag: 'wx' });
    },
    async get(key) {
      if (!isStorageKey(key)) return null;
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
