/**
 * Performance marks of the palette, recorded only in bench mode (see palette-bench.ts), so the
 * normal console pays one boolean check per open or keystroke:
 * - `palette-open`: from the key event that opened it to the first results laid out;
 * - `palette-keystroke`: from a key event in the search field to the updated results laid out.
 */

let enabled = false;
let openStart: number | null = null;
let keyStart: number | null = null;

export function enablePalettePerf(): void {
  enabled = true;
}

export function isPalettePerfEnabled(): boolean {
  return enabled;
}

/** `at` is the triggering event's timeStamp (same clock as performance.now()). */
export function markOpenStart(at: number): void {
  if (enabled) openStart = at;
}

export function markKeystrokeStart(at: number): void {
  if (enabled && openStart === null) keyStart = at;
}

/** Called once results are in the document; forces style and layout so the figure includes them. */
export function markResultsShown(): void {
  if (!enabled || (openStart === null && keyStart === null)) return;
  void document.body.offsetHeight;
  const end = performance.now();
  if (openStart !== null) {
    performance.measure('palette-open', { start: openStart, end });
    openStart = null;
    keyStart = null;
  } else if (keyStart !== null) {
    performance.measure('palette-keystroke', { start: keyStart, end });
    keyStart = null;
  }
}
