/**
 * Bench mode of the palette (bench/palette.bench.mjs): `?paletteBench=5000` in the URL, or
 * `window.__CAREOPS_PALETTE_BENCH__ = 5000` set before the console loads, indexes that many
 * synthetic entries beside the real ones and turns on the palette's performance marks.
 * This module is loaded only in that mode (a dynamic import), so normal use never pays for it.
 */
import type { PaletteEntry } from './palette-index';

const SURNAMES = ['Wang', 'Li', 'Zhang', 'Liu', 'Chen', 'Yang', 'Huang', 'Zhao', 'Wu', 'Zhou', 'Xu', 'Sun', 'Ma', 'Zhu', 'Hu', 'Guo'];
const THINGS = ['order', 'patient', 'nurse', 'member', 'invoice', 'withdrawal', 'coupon', 'service', 'package', 'studio', 'alarm', 'survey'];
const STATES = ['pending review', 'in progress', 'finished', 'cancelled', 'awaiting payment', 'accepted'];

// Knuth's multiplicative hash: spreads consecutive numbers, so name, kind and state vary independently.
const mix = (i: number, salt: number) => (Math.imul(i + salt * 7919, 2654435761) >>> 0) >>> 8;

/** Realistic-looking entries ('order 10042 Wang pending review'), deterministic for a given count. */
export function syntheticEntries(count: number): PaletteEntry[] {
  return Array.from({ length: count }, (_, i): PaletteEntry => {
    const thing = THINGS[mix(i, 1) % THINGS.length] ?? 'order';
    const name = SURNAMES[mix(i, 2) % SURNAMES.length] ?? 'Wang';
    const state = STATES[mix(i, 3) % STATES.length] ?? 'finished';
    const id = 10_000 + i;
    return {
      id: `bench:${i}`,
      kind: 'page',
      title: `${thing} ${id} ${name} ${state}`,
      hint: '/home',
      group: `${thing}s`,
      keywords: [name.toLowerCase(), String(id)],
    };
  });
}
