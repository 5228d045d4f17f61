// Which code cache a run's compiled functions belong in. The launcher picks the cache to read from
// the command line's first words; the program says, once it has recognised the command, which
// cache those words name, so a mistyped word never gets a cache file of its own.
const KEY = Symbol.for('careops.codeCacheVariant');
type Holder = { [KEY]?: string };

/** The program: the recognised command line's cache (`orders.view`, `whoami`, `main` for none). */
export function reportCacheVariant(variant: string): void {
  (globalThis as Holder)[KEY] = variant;
}

/** The launcher, at exit: what the program reported; undefined when it recognised no command. */
export function reportedCacheVariant(): string | undefined {
  return (globalThis as Holder)[KEY];
}
