/**
 * Whether the console runs in palette bench mode (see palette-bench.ts). Kept apart from the
 * synthetic entries so the normal bundle carries only this check.
 */
declare global {
  interface Window {
    __CAREOPS_PALETTE_BENCH__?: number;
    /** Set once the synthetic entries are indexed. */
    __CAREOPS_PALETTE_BENCH_READY__?: number;
  }
}

const MAX_ENTRIES = 100_000;

/** The requested number of synthetic entries, or 0 outside bench mode. */
export function requestedBenchEntries(): number {
  const fromUrl = Number(new URLSearchParams(window.location.search).get('paletteBench') ?? 0);
  const fromHook = Number(window.__CAREOPS_PALETTE_BENCH__ ?? 0);
  const n = Math.max(Number.isFinite(fromUrl) ? fromUrl : 0, Number.isFinite(fromHook) ? fromHook : 0);
  return Math.min(Math.max(0, Math.floor(n)), MAX_ENTRIES);
}
