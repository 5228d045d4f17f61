import { afterEach, describe, expect, it, vi } from 'vitest';
import { randomId } from './random-id';

afterEach(() => vi.unstubAllGlobals());

describe('randomId (timestamp + 8 random digits)', () => {
  it('is the timestamp followed by 8 digits', () => {
    const id = randomId(1_700_000_000_123);
    expect(id).toMatch(/^1700000000123\d{8}$/);
  });
  it('uses the current time by default', () => {
    const before = Date.now();
    const id = randomId();
    const stamp = Number(id.slice(0, -8));
    expect(stamp).toBeGreaterThanOrEqual(before);
    expect(stamp).toBeLessThanOrEqual(Date.now());
  });
  it('varies between calls', () => {
    const ids = new Set(Array.from({ length: 200 }, () => randomId(1)));
    expect(ids.size).toBeGreaterThan(195);
  });
  it('draws from crypto.getRandomValues, rejecting biased values, padding to 8 digits', () => {
    const draws = [4_294_967_295, 4_200_000_000, 42];
    const getRandomValues = vi.fn((array: Uint32Array) => {
      array[0] = draws.shift() ?? 0;
      return array;
    });
    vi.stubGlobal('crypto', { getRandomValues });
    expect(randomId(5)).toBe('500000042');
    expect(getRandomValues).toHaveBeenCalledTimes(3);
  });
  it('falls back to Math.random without Web Crypto', () => {
    vi.stubGlobal('crypto', undefined);
    const random = vi.spyOn(Math, 'random').mockReturnValue(0.123456789);
    expect(randomId(7)).toBe('712345678');
    random.mockRestore();
  });
});
