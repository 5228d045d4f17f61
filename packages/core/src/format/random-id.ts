interface RandomSource {
  getRandomValues(array: Uint32Array): Uint32Array;
}

// Core has no DOM or Node typings; Web Crypto is a global in browsers and in Node 20.
function randomSource(): RandomSource | undefined {
  const candidate = (globalThis as { crypto?: Partial<RandomSource> }).crypto;
  return typeof candidate?.getRandomValues === 'function' ? (candidate as RandomSource) : undefined;
}

const RANGE = 100_000_000;
// Largest multiple of RANGE below 2^32: values at or above it are drawn again (no modulo bias).
const LIMIT = Math.floor(2 ** 32 / RANGE) * RANGE;

function eightRandomDigits(): string {
  const source = randomSource();
  let n: number;
  if (source) {
    const buffer = new Uint32Array(1);
    do n = source.getRandomValues(buffer)[0] ?? 0;
    while (n >= LIMIT);
    n %= RANGE;
  } else {
    n = Math.floor(Math.random() * RANGE);
  }
  return String(n).padStart(8, '0');
}

/** A random id: the timestamp in milliseconds followed by 8 random digits (spec §9). */
export function randomId(now: number = Date.now()): string {
  return `${Math.trunc(now)}${eightRandomDigits()}`;
}
